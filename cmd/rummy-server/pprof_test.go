package main

import (
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestIssue26ProfilerHostCheck: the profiler answers its own loopback
// address and refuses a request naming another host (DNS rebinding),
// like the web server (issue 26 item 7).
func TestIssue26ProfilerHostCheck(t *testing.T) {
	addr := &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 6060}
	h := pprofHandler(addr)
	for _, tc := range []struct {
		host string
		ok   bool
	}{{"127.0.0.1:6060", true}, {"localhost:6060", true}, {"rebound.example:6060", false}, {"rebound.example", false}} {
		req := httptest.NewRequest("GET", "/debug/pprof/", nil)
		req.Host = tc.host
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if got := w.Code == http.StatusOK; got != tc.ok {
			t.Errorf("Host %s: %d, want allowed=%v", tc.host, w.Code, tc.ok)
		}
	}
}
