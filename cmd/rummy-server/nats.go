package main

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// messaging is the NATS connection the server runs on and, when it is
// embedded, the NATS server itself.
type messaging struct {
	nc  *nats.Conn
	srv *natsserver.Server
}

// startNATS connects to url (one or more, comma-separated), or with url
// empty starts an embedded NATS server with JetStream storing under
// dataDir, reachable in-process only (and by the other nodes' routes
// when cfg names a cluster).
func startNATS(url, dataDir string) (*messaging, error) {
	return startNATSWith(config{nats: url, data: dataDir})
}

// startNATSWith is startNATS for a whole configuration.
func startNATSWith(cfg config) (*messaging, error) {
	url, dataDir := cfg.nats, cfg.data
	if url != "" {
		nc, err := nats.Connect(url, nats.Name("rummy-server"), nats.MaxReconnects(-1), nats.RetryOnFailedConnect(false))
		if err != nil {
			return nil, fmt.Errorf("rummy-server: cannot reach NATS at %s: %v; check -nats", url, err)
		}
		return &messaging{nc: nc}, nil
	}
	pass, err := localPassword(dataDir)
	if err != nil {
		return nil, err
	}
	opts := &natsserver.Options{JetStream: true, StoreDir: filepath.Join(dataDir, "jetstream"), DontListen: true,
		ServerName: "rummy-server", NoSigs: true}
	if cfg.cluster != "" {
		host, port, err := splitPort(cfg.clusterAddr)
		if err != nil {
			return nil, err
		}
		opts.ServerName = cfg.node
		// The routes start once a client port listens: a loopback one,
		// on a port of the system's choosing.
		opts.DontListen, opts.Host, opts.Port = false, "127.0.0.1", natsserver.RANDOM_PORT
		opts.Cluster = natsserver.ClusterOpts{Name: cfg.cluster, Host: host, Port: port}
		if cfg.routes != "" {
			opts.Routes = natsserver.RoutesFromStr(cfg.routes)
		}
	}
	if err := closeNATS(opts, cfg, pass); err != nil {
		return nil, err
	}
	srv, err := natsserver.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("rummy-server: embedded NATS: %v", err)
	}
	if os.Getenv("RUMMY_DEBUG") != "" {
		srv.ConfigureLogger()
	}
	srv.Start()
	if !srv.ReadyForConnections(30 * time.Second) {
		srv.Shutdown()
		return nil, fmt.Errorf("rummy-server: the embedded NATS server did not start; is %s writable?", dataDir)
	}
	nc, err := nats.Connect(srv.ClientURL(), nats.InProcessServer(srv), nats.Name("rummy-server"), nats.MaxReconnects(-1),
		nats.UserInfo(natsUser, pass))
	if err != nil {
		srv.Shutdown()
		return nil, fmt.Errorf("rummy-server: connecting to the embedded NATS: %v", err)
	}
	return &messaging{nc: nc, srv: srv}, nil
}

// close drains the connection and stops the embedded server.
func (m *messaging) close() {
	m.nc.Close()
	if m.srv != nil {
		m.srv.Shutdown()
		m.srv.WaitForShutdown()
	}
}

// splitPort splits a cluster address into its host and port number.
func splitPort(addr string) (string, int, error) {
	host, p, err := net.SplitHostPort(addr)
	if err == nil {
		var port int
		if port, err = strconv.Atoi(p); err == nil {
			return host, port, nil
		}
	}
	return "", 0, fmt.Errorf("rummy-server: -cluster-addr %q is not HOST:PORT, e.g. 127.0.0.1:6222", addr)
}

// clusterSize is how many nodes the cluster has, as far as this node
// knows: itself and its routes (the embedded case), or the servers the
// NATS connection knows of.
func clusterSize(cfg config, nc *nats.Conn) int {
	if cfg.cluster != "" {
		seen := map[string]bool{cfg.clusterAddr: true}
		for _, u := range natsserver.RoutesFromStr(cfg.routes) {
			seen[u.Host] = true
		}
		return len(seen)
	}
	if cfg.nats != "" {
		return len(nc.Servers())
	}
	return 1
}
