package main

import (
	"io/fs"
	"net"
	"net/http"
	"os"
	"path"
	"strings"
)

// webFiles serves the browser build: the files of one folder, nothing
// outside it (os.Root refuses symlinks that leave it), no listings, no
// dotfiles, with nosniff. rummy-sim's serve package may replace it: it
// is an http.Handler and nothing else.
type webFiles struct {
	files http.Handler
}

// newWebFiles serves dir; an empty dir serves a page saying how to
// build the browser game.
func newWebFiles(dir string) (http.Handler, error) {
	if dir == "" {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("X-Content-Type-Options", "nosniff")
			http.Error(w, "this server has no browser build: run `make web`, then start it with -web web", http.StatusNotFound)
		}), nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &webFiles{files: http.FileServerFS(noListing{root.FS()})}, nil
}

func (f *webFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	for _, part := range strings.Split(path.Clean(r.URL.Path), "/") {
		if strings.HasPrefix(part, ".") {
			http.NotFound(w, r)
			return
		}
	}
	if strings.HasSuffix(r.URL.Path, ".wasm") {
		w.Header().Set("Content-Type", "application/wasm")
	}
	f.files.ServeHTTP(w, r)
}

// noListing is a file system whose folders cannot be listed (a folder
// is served only through its index.html).
type noListing struct{ fs.FS }

func (n noListing) Open(name string) (fs.File, error) {
	f, err := n.FS.Open(name)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if st.IsDir() {
		idx, err := n.FS.Open(path.Join(name, "index.html"))
		if err != nil {
			f.Close()
			return nil, fs.ErrNotExist
		}
		idx.Close()
	}
	return f, nil
}

// hostCheck refuses requests whose Host is not a loopback name unless
// the server is public (a page on another site cannot reach a local
// server through DNS rebinding).
func hostCheck(public bool, next http.Handler) http.Handler {
	if public {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !loopbackHost(r.Host) {
			http.Error(w, "this server answers on its loopback address only (start it with -public)", http.StatusMisdirectedRequest)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// loopbackHost reports whether a Host header names this machine.
func loopbackHost(hostport string) bool {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		host = hostport
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}
