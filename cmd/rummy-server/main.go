// Command rummy-server runs online rummy tables (DESIGN.md "Online
// tables"): it embeds a NATS server with JetStream for the tables' logs,
// speaks the engine/match/proto protocol over WebSocket at /ws, and
// serves the browser build at /. One command, nothing else to install.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"rummy/assets/web/serve"
	"rummy/internal/version"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// run starts the server and serves until ctx ends.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cfg, err := parseFlags(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(stdout, usage, defaultDataDir())
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	if cfg.version {
		fmt.Fprintln(stdout, version.Line("rummy-server"))
		return 0
	}
	if err := os.MkdirAll(cfg.data, 0o700); err != nil {
		fmt.Fprintf(stderr, "rummy-server: cannot create -data %s: %v\n", cfg.data, err)
		return 1
	}
	srv, err := start(ctx, cfg, wallClock{})
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	defer srv.close()
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		fmt.Fprintf(stderr, "rummy-server: cannot listen on %s: %v; choose another -addr\n", cfg.addr, err)
		return 1
	}
	if cfg.pprof != "" {
		if err := servePprof(cfg.pprof, stderr); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
	}
	web := cfg.web
	if web == "" {
		web = "none (run `make web`)"
	}
	fmt.Fprintf(stdout, "rummy-server: http://%s/ (tables in %s, %d resumed, web %s)\n", ln.Addr(), cfg.data, srv.hub.tableCount(), web)
	hs := serve.NewServer(srv.handlerAt(ln.Addr(), cfg.public))
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		fmt.Fprintf(stderr, "rummy-server: %v\n", err)
		return 1
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	_ = hs.Shutdown(shut)
	return 0
}
