package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"strings"
	"time"
)

func init() {
	register(command{
		name:    "serve",
		summary: "serve the browser build (make web) on this machine",
		usage: `usage: rummy-sim serve [--addr 127.0.0.1:8080] [--public] DIR

Serves the files of DIR (the browser build that ` + "`make web`" + ` writes to web/)
over HTTP until Ctrl-C, with .wasm files as application/wasm. It listens
on 127.0.0.1 only unless --public is given with another address.

  --addr HOST:PORT  where to listen (default 127.0.0.1:8080; port 0 picks a free one)
  --public          allow an address other machines can reach
`,
		run: func(args []string, stdout, stderr io.Writer) int {
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			return serveCommand(ctx, args, stdout, stderr)
		},
	})
}

// serveCommand runs `serve` until ctx is done.
func serveCommand(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c := commands["serve"]
	fs := newFlagSet(c.name)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	public := fs.Bool("public", false, "allow a non-loopback address")
	if done, code := parseFlags(fs, c, args, stdout, stderr); done {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(stderr, c.name, errors.New("give exactly one folder to serve, e.g. `rummy-sim serve web`"))
	}
	dir := fs.Arg(0)
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return usageError(stderr, c.name, fmt.Errorf("%s is not a folder; run `make web` first to build web/", dir))
	}
	if err := checkLoopback(*addr, *public); err != nil {
		return usageError(stderr, c.name, err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "rummy-sim serve: cannot listen on %s: %v; choose another --addr\n", *addr, err)
		return exitInvalid
	}
	srv := &http.Server{Handler: staticHandler(dir), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stdout, "serving %s at http://%s/\n", dir, ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		fmt.Fprintf(stderr, "rummy-sim serve: %v\n", err)
		return exitInvalid
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = srv.Shutdown(shut)
	return exitOK
}

// checkLoopback refuses an address other machines could reach unless
// public is set. An empty host means every interface.
func checkLoopback(addr string, public bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--addr %q: %v; write it as HOST:PORT, e.g. 127.0.0.1:8080", addr, err)
	}
	if public {
		return nil
	}
	if ip := net.ParseIP(host); (ip != nil && ip.IsLoopback()) || strings.EqualFold(host, "localhost") {
		return nil
	}
	return fmt.Errorf("--addr %s can be reached from other machines; use 127.0.0.1 or add --public", addr)
}

// staticHandler serves dir's files, .wasm as application/wasm, and tells
// the browser to check for a newer build on every load.
func staticHandler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if path.Ext(r.URL.Path) == ".wasm" {
			w.Header().Set("Content-Type", "application/wasm")
		}
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}
