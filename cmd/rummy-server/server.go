package main

import (
	"context"
	"net/http"
	"time"
)

// server is a running rummy-server: messaging, the tables and the HTTP
// handler.
type server struct {
	msg *messaging
	hub *hub
	// mux routes /ws, /stats and the browser build; handlerAt puts the
	// Host check in front of it once the address is known.
	mux  *http.ServeMux
	stop context.CancelFunc
}

// start connects (or embeds) NATS, resumes every table from its log and
// builds the handler: /ws, /stats (loopback only), and the browser
// build at /.
func start(ctx context.Context, cfg config, clock Clock) (*server, error) {
	msg, err := startNATSWith(cfg)
	if err != nil {
		return nil, err
	}
	if cfg.clustered() {
		return startNode(ctx, cfg, clock, msg)
	}
	if err := checkStoreLoaded(ctx, cfg, msg.nc); err != nil {
		msg.close()
		return nil, err
	}
	st, err := openStoreWith(ctx, msg.nc, 1, cfg.shards)
	if err != nil {
		msg.close()
		return nil, storeDamaged(cfg, err)
	}
	h := newHub(st, clock)
	h.handPause = cfg.handPause
	h.caps = cfg.lim.Tables
	if err := h.restore(ctx); err != nil {
		msg.close()
		return nil, storeDamaged(cfg, err)
	}
	return serveHub(cfg, h, msg)
}

// serveHub builds the handler of a hub ready to run.
func serveHub(cfg config, h *hub, msg *messaging) (*server, error) {
	web, err := newWebFiles(cfg.web)
	if err != nil {
		msg.close()
		return nil, err
	}
	mux := http.NewServeMux()
	mux.Handle("/ws", newGateway(h, cfg.lim))
	mux.Handle("/stats", statsGate(statsHandler(h, msg), cfg.statsToken))
	mux.Handle("/", web)
	sctx, stop := context.WithCancel(context.Background())
	go h.sweep(sctx, time.Minute)
	return &server{msg: msg, hub: h, mux: mux, stop: stop}, nil
}

// close stops the sweeper and messaging; a node of a cluster gives its
// tables up first.
func (s *server) close() {
	s.stop()
	if s.hub.node != nil {
		s.hub.node.stop()
	}
	s.msg.close()
	s.hub.bots.close()
}

// sweep expires idle tables every period until ctx ends.
func (h *hub) sweep(ctx context.Context, period time.Duration) {
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			h.expire(ctx)
			h.sleepIdle()
		}
	}
}
