package serve

import (
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"
)

// TestAudit12Hosts: a request whose Host is not the server's own address
// (or a loopback alias of it) is refused, as DNS rebinding would send.
func TestAudit12Hosts(t *testing.T) {
	hosts := LoopbackHosts(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080})
	if want := []string{"127.0.0.1:8080", "localhost:8080", "[::1]:8080"}; !slices.Equal(hosts, want) {
		t.Fatalf("LoopbackHosts = %v, want %v", hosts, want)
	}
	if got := LoopbackHosts(&net.TCPAddr{IP: net.ParseIP("192.168.1.5"), Port: 80}); !slices.Equal(got, []string{"192.168.1.5:80"}) {
		t.Fatalf("LoopbackHosts of a LAN address = %v", got)
	}
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusTeapot) })
	h := Hosts(ok, hosts...)
	for host, want := range map[string]int{
		"127.0.0.1:8080": http.StatusTeapot, "localhost:8080": http.StatusTeapot, "LocalHost:8080": http.StatusTeapot, "[::1]:8080": http.StatusTeapot,
		"evil.example:8080": http.StatusMisdirectedRequest, "evil.example": http.StatusMisdirectedRequest,
		"127.0.0.1:8081": http.StatusMisdirectedRequest, "localhost": http.StatusMisdirectedRequest, "": http.StatusMisdirectedRequest,
		"localhost.:8080": http.StatusMisdirectedRequest,
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Host = host
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != want {
			t.Errorf("Host %q: %d, want %d", host, w.Code, want)
		}
		if want != http.StatusTeapot && w.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("Host %q: no nosniff on the refusal", host)
		}
	}
	if h := Hosts(ok, "example.org"); !allowedHost(h, "example.org:80") || !allowedHost(h, "EXAMPLE.org") {
		t.Error("a host without a port should stand for port 80")
	}
}

func allowedHost(h http.Handler, host string) bool {
	r := httptest.NewRequest("GET", "/", nil)
	r.Host = host
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Code != http.StatusMisdirectedRequest
}

// TestAudit12Timeouts: the server closes idle and stalled connections, and
// gives a slow link time for the game's download.
func TestAudit12Timeouts(t *testing.T) {
	s := NewServer(http.NotFoundHandler())
	if s.ReadHeaderTimeout <= 0 || s.ReadTimeout <= 0 || s.IdleTimeout <= 0 || s.MaxHeaderBytes <= 0 {
		t.Fatalf("limits missing: %+v", s)
	}
	// 17 MB at 1 Mbit/s takes 136 s; at 1.2 Mbit/s under 2 minutes.
	if s.WriteTimeout < 2*time.Minute {
		t.Fatalf("WriteTimeout %v: too short for the game on a slow link", s.WriteTimeout)
	}
	// A client that opens a connection and sends nothing is dropped.
	s.ReadHeaderTimeout = 100 * time.Millisecond
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go s.Serve(ln)
	defer s.Close()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Write([]byte("GET / HTTP/1.1\r\n")); err != nil {
		t.Fatal(err)
	}
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	buf := make([]byte, 512)
	for {
		if _, err := c.Read(buf); err != nil {
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				t.Fatal("a stalled request was still open after 5 s")
			}
			return // closed by the server
		}
	}
}
