package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/pprof"

	"rummy/assets/web/serve"
)

// servePprof serves the Go profiler on a loopback address of its own
// (never on the game's address), for measuring the server under load.
func servePprof(addr string, stderr io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("rummy-server: -pprof %s: %v", addr, err)
	}
	go func() {
		if err := http.Serve(ln, pprofHandler(ln.Addr())); err != nil {
			fmt.Fprintf(stderr, "rummy-server: the profiler stopped: %v\n", err)
		}
	}()
	return nil
}

// pprofHandler is the profiler once it listens at addr, behind the same
// Host check as the web server (serve.Hosts): a page of another site
// rebound to this loopback address by DNS cannot read the profiles.
func pprofHandler(addr net.Addr) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	return serve.Hosts(mux, serve.LoopbackHosts(addr)...)
}
