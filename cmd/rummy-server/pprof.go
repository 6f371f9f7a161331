package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/pprof"
)

// servePprof serves the Go profiler on a loopback address of its own
// (never on the game's address), for measuring the server under load.
func servePprof(addr string, stderr io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("rummy-server: -pprof %s: %v", addr, err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	go func() {
		if err := http.Serve(ln, mux); err != nil {
			fmt.Fprintf(stderr, "rummy-server: the profiler stopped: %v\n", err)
		}
	}()
	return nil
}
