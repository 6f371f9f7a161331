package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"rummy/engine/match/proto"
)

// TestIssue26StatsClosed: /stats answers this machine only, not a
// request a proxy forwarded, and elsewhere only with -stats-token; it
// names no invite code (issue 26 item 5).
func TestIssue26StatsClosed(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	p := openPeople(t, ts, classicTwo, 2)
	code := p.clients[0].Info().Code
	base := strings.Replace(ts.url, "ws://", "http://", 1)
	base = strings.TrimSuffix(base, "/ws") + "/stats"
	get := func(hdr http.Header) (int, string) {
		req, _ := http.NewRequest("GET", base, nil)
		for k, v := range hdr {
			req.Header[k] = v
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	status, body := get(nil)
	if status != http.StatusOK || !strings.Contains(body, `"tables":1`) {
		t.Fatalf("loopback /stats: %d %s", status, body)
	}
	if strings.Contains(body, code) {
		t.Fatalf("/stats names the invite code %s: %s", code, body)
	}
	for _, h := range []http.Header{{"X-Forwarded-For": {"203.0.113.7"}}, {"Forwarded": {"for=203.0.113.7"}}} {
		if status, body := get(h); status != http.StatusNotFound {
			t.Fatalf("/stats forwarded by a proxy on loopback (%v): %d %s", h, status, body)
		}
	}

	h := statsGate(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}), "s3cret")
	for _, tc := range []struct {
		auth string
		want int
	}{{"", http.StatusNotFound}, {"Bearer wrong", http.StatusNotFound}, {"Bearer s3cret", http.StatusOK}, {"s3cret", http.StatusNotFound}} {
		r := httptest.NewRequest("GET", "/stats", nil)
		r.RemoteAddr = "203.0.113.7:5555"
		if tc.auth != "" {
			r.Header.Set("Authorization", tc.auth)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != tc.want {
			t.Errorf("/stats from elsewhere with %q: %d, want %d", tc.auth, w.Code, tc.want)
		}
	}
	if cfg, err := parseFlags([]string{"-stats-token", "s3cret"}); err != nil || cfg.statsToken != "s3cret" {
		t.Fatalf("-stats-token: %q %v", cfg.statsToken, err)
	}
}

// TestIssue26SpectateNeedsCode: a table id lets nobody watch; the
// invite code does, and a spectator that reconnects comes back to the
// same table (issue 26 item 5).
func TestIssue26SpectateNeedsCode(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	p := openPeople(t, ts, classicTwo, 2)
	info := p.clients[0].Info()
	r, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := r.answer(fmt.Sprintf(`{"v":1,"type":"spectate","id":1,"table":%q}`, info.Table), 1)
	if m.Type != "error" || m.Error != "spectate_code" {
		t.Fatalf("spectating by table id: %+v", m)
	}
	m = r.answer(fmt.Sprintf(`{"v":1,"type":"spectate","id":2,"code":%q}`, info.Code), 2)
	if m.Type != "joined" || m.Table != info.Table {
		t.Fatalf("spectating with the code: %+v", m)
	}

	spec, _ := dial(t, ts.url)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := spec.Spectate(ctx, info.Code); err != nil {
		t.Fatal(err)
	}
	p.cut(proto.Spectator) // the spectators' connections drop
	p.step(p.waiting()[0])
	pos := p.pos()
	waitFor(t, "the spectator back with the code, seeing the move", 10*time.Second, func() bool {
		if k := spec.Info().ErrorKey; k != "" {
			t.Fatalf("the spectator was refused on reconnecting: %s %s", k, spec.Info().Error)
		}
		return spec.Info().Last >= pos
	})
}
