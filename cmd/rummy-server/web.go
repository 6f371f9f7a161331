package main

import (
	"fmt"
	"net"
	"net/http"
	"os"

	"rummy/assets/web/serve"
)

// newWebFiles serves the browser build in dir with the shared rules of
// assets/web/serve (root-bound, no listings, no dotfiles, nosniff); an
// empty dir serves a page saying how to build the browser game.
func newWebFiles(dir string) (http.Handler, error) {
	if dir == "" {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("X-Content-Type-Options", "nosniff")
			http.Error(w, "this server has no browser build: run `make web`, then start it with -web web", http.StatusNotFound)
		}), nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("rummy-server: -web %s: %v", dir, err)
	}
	return serve.Files(root), nil
}

// handlerAt is the server's handler once it listens at addr: unless the
// server is public, a request whose Host is not one this machine's
// browser sends to addr is refused (serve.Hosts, against DNS
// rebinding), /ws included.
func (s *server) handlerAt(addr net.Addr, public bool) http.Handler {
	if public {
		return s.mux
	}
	return serve.Hosts(s.mux, serve.LoopbackHosts(addr)...)
}
