package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"strings"
	"time"

	"rummy/assets/web/serve"
)

func init() {
	register(command{
		name:    "serve",
		summary: "serve the browser build (make web) on this machine",
		usage: `usage: rummy-sim serve [--addr 127.0.0.1:8080] [--public] DIR

Serves the files of DIR (the browser build that ` + "`make web`" + ` writes to web/)
over HTTP until Ctrl-C, with .wasm files as application/wasm. It listens
on 127.0.0.1 only unless --public is given with another address.

Only regular files inside DIR are served: no symbolic link that leads
out of DIR, no folder listing (a folder is its index.html or nothing),
no dotfile. Without --public a request must name the server's own
address as its Host (127.0.0.1:PORT, localhost:PORT or [::1]:PORT for
a loopback address), so a web page cannot reach it through a name made
to point here (DNS rebinding); others get 421. Idle and stalled
connections are closed (a download may take up to 2 minutes).

  --addr HOST:PORT  where to listen (default 127.0.0.1:8080; port 0 picks a free one)
  --public          allow an address other machines can reach, under any Host name
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
	root, err := os.OpenRoot(dir)
	if err != nil {
		return usageError(stderr, c.name, fmt.Errorf("cannot open %s: %v", dir, err))
	}
	defer root.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "rummy-sim serve: cannot listen on %s: %v; choose another --addr\n", *addr, err)
		return exitInvalid
	}
	h := serve.Files(root)
	if !*public {
		h = serve.Hosts(h, serve.LoopbackHosts(ln.Addr())...)
	}
	srv := serve.NewServer(h)
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
