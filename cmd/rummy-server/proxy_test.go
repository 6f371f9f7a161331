package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestIssue26TrustedProxy: behind a trusted proxy each forwarded client
// counts as its own address; X-Forwarded-For from anyone else is
// ignored; the refusal says what happened (issue 26 item 4).
func TestIssue26TrustedProxy(t *testing.T) {
	behind := func(proxies string) *testServer {
		lim := defaultLimits()
		lim.PerAddr = 2
		var err error
		if lim.Proxies, err = parseTrustedProxies(proxies); err != nil {
			t.Fatal(err)
		}
		return newTestServer(t, t.TempDir(), wallClock{}, lim)
	}
	xff := func(addr string) http.Header { return http.Header{"X-Forwarded-For": {addr}} }

	ts := behind("127.0.0.0/8")
	for i, a := range []string{"198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.1"} {
		if _, _, err := dialRaw(t, ts.url, xff(a)); err != nil {
			t.Fatalf("client %d (%s) behind the trusted proxy refused: %v", i+1, a, err)
		}
	}
	_, resp, err := dialRaw(t, ts.url, http.Header{"Forwarded": {`for="198.51.100.1:4711"`}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("a third connection of 198.51.100.1 (Forwarded): %v %v", err, resp)
	}
	body, _ := io.ReadAll(resp.Body)
	if !strings.Contains(string(body)+err.Error(), "too many connections from your network") {
		t.Fatalf("the refusal does not say what happened: %q / %v", body, err)
	}

	open := behind("")
	for i, a := range []string{"198.51.100.1", "198.51.100.2"} {
		if _, _, err := dialRaw(t, open.url, xff(a)); err != nil {
			t.Fatalf("client %d refused: %v", i+1, err)
		}
	}
	if _, resp, err := dialRaw(t, open.url, xff("198.51.100.3")); err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("X-Forwarded-For from an untrusted peer was believed: %v %v", err, resp)
	}
}

// TestIssue26ClientAddr: the chain is read from the right, past trusted
// proxies; what a client writes on the left is not believed.
func TestIssue26ClientAddr(t *testing.T) {
	p, err := parseTrustedProxies("10.0.0.0/8, 127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ peer, xff, fwd, want string }{
		{"203.0.113.9:1", "1.2.3.4", "", "203.0.113.9"},
		{"127.0.0.1:1", "1.2.3.4", "", "1.2.3.4"},
		{"127.0.0.1:1", "6.6.6.6, 1.2.3.4, 10.1.1.1", "", "1.2.3.4"},
		{"127.0.0.1:1", "", `for=6.6.6.6, for="[2001:db8::1]:80"`, "2001:db8::1"},
		{"127.0.0.1:1", "", `For=192.0.2.60;proto=https;by=10.0.0.2`, "192.0.2.60"},
		{"127.0.0.1:1", "not-an-address", "", "127.0.0.1"},
		{"127.0.0.1:1", "", "", "127.0.0.1"},
		{"127.0.0.1:1", "10.0.0.3", "", "127.0.0.1"},
	} {
		r := httptest.NewRequest("GET", "/ws", nil)
		r.RemoteAddr = tc.peer
		if tc.xff != "" {
			r.Header.Set("X-Forwarded-For", tc.xff)
		}
		if tc.fwd != "" {
			r.Header.Set("Forwarded", tc.fwd)
		}
		if got := p.clientAddr(r); got != tc.want {
			t.Errorf("peer %s xff %q fwd %q: %s, want %s", tc.peer, tc.xff, tc.fwd, got, tc.want)
		}
	}
	if _, err := parseTrustedProxies("10.0.0.0/33"); err == nil {
		t.Error("a bad CIDR was taken")
	}
	cfg, err := parseFlags([]string{"-trusted-proxy", "127.0.0.1/32,10.0.0.0/8"})
	if err != nil || len(cfg.lim.Proxies) != 2 {
		t.Fatalf("-trusted-proxy: %v %v", cfg.lim.Proxies, err)
	}
	if _, err := parseFlags([]string{"-trusted-proxy", "proxy.example"}); err == nil {
		t.Error("-trusted-proxy took a host name")
	}
	if cfg.lim.PerAddr < 32 {
		t.Errorf("-per-addr defaults to %d: a household or a café is turned away", cfg.lim.PerAddr)
	}
}
