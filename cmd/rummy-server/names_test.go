package main

import (
	"context"
	"testing"
	"time"

	"rummy/engine/match/proto"
)

// TestIssue26NamesAtTable: the server keeps names cleaned (no bidi
// override, zero-width or control characters, NFC) and distinct at one
// table: a second "Sam" sits as "Sam 2"; a name with nothing visible
// becomes "Player" (issue 26 item 9).
func TestIssue26NamesAtTable(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	ct := classicTwo
	ct.Options = []byte(`{"players":4,"target":0,"hands":1}`)
	ct.Seats = []proto.SeatSpec{{Kind: proto.SeatOpen}, {Kind: proto.SeatOpen}, {Kind: proto.SeatOpen}}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	host, _ := dial(t, ts.url)
	if err := host.Create(ctx, ct, "Sam\u202Egnp.exe"); err != nil {
		t.Fatal(err)
	}
	code := host.Info().Code
	for _, n := range []string{"S\u200Bam", "Zoe\u0301", "\u2067\u200D"} {
		c, _ := dial(t, ts.url)
		if err := c.Join(ctx, code, n); err != nil {
			t.Fatalf("join as %q: %v", n, err)
		}
	}
	tb := ts.srv.hub.byID(host.Info().Table)
	tb.hold()
	var got []string
	for _, s := range tb.seats {
		got = append(got, s.name)
	}
	tb.release()
	want := []string{"Samgnp.exe", "Sam", "Zoé", "Player"}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			t.Fatalf("the seats' names %q, want %q", got, want)
		}
	}
	c, _ := dial(t, ts.url)
	ct.Seats = []proto.SeatSpec{{Kind: proto.SeatOpen}}
	ct.Options = []byte(`{"players":2,"target":0,"hands":1}`)
	if err := c.Create(ctx, ct, "Sam"); err != nil {
		t.Fatal(err)
	}
	d, _ := dial(t, ts.url)
	if err := d.Join(ctx, c.Info().Code, "sam"); err != nil {
		t.Fatal(err)
	}
	tb = ts.srv.hub.byID(c.Info().Table)
	tb.hold()
	second := tb.seats[1].name
	tb.release()
	if second != "sam 2" {
		t.Fatalf("a second Sam sits as %q, want \"sam 2\"", second)
	}
}
