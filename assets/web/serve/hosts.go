package serve

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
)

// Hosts returns a handler that passes a request on to next only when its
// Host header is one of hosts, written host:port ("127.0.0.1:8080",
// "localhost:8080", "[::1]:8080"); case does not matter, and a Host
// without a port stands for port 80. Any other request is answered 421
// Misdirected Request: a page of another site whose name was made to
// point at this machine (DNS rebinding) cannot read the files through the
// browser. A server that answers on a public name skips this check.
func Hosts(next http.Handler, hosts ...string) http.Handler {
	allowed := make(map[string]bool, len(hosts))
	for _, h := range hosts {
		allowed[normalHost(h)] = true
	}
	want := "http://" + strings.Join(hosts, "/ or http://") + "/"
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !allowed[normalHost(r.Host)] {
			w.Header().Set("X-Content-Type-Options", "nosniff")
			http.Error(w, fmt.Sprintf("421 misdirected request: this server answers at %s only", want), http.StatusMisdirectedRequest)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// normalHost writes a Host value as lower-case host:port, port 80 when it
// has none.
func normalHost(h string) string {
	h = strings.ToLower(h)
	if host, port, err := net.SplitHostPort(h); err == nil {
		return net.JoinHostPort(host, port)
	}
	return net.JoinHostPort(strings.Trim(h, "[]"), "80")
}

// LoopbackHosts returns the Host values a browser on this machine sends
// to a server listening at addr: the address itself and, when it is a
// loopback address, localhost, 127.0.0.1 and [::1] with its port.
func LoopbackHosts(addr net.Addr) []string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok {
		return []string{addr.String()}
	}
	port := strconv.Itoa(tcp.Port)
	hosts := []string{net.JoinHostPort(tcp.IP.String(), port)}
	if tcp.IP.IsLoopback() {
		for _, alias := range []string{"localhost", "127.0.0.1", "::1"} {
			if h := net.JoinHostPort(alias, port); h != hosts[0] {
				hosts = append(hosts, h)
			}
		}
	}
	return hosts
}
