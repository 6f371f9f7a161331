package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// illegalBot always melds nothing, which no rule allows.
type illegalBot struct{}

func (illegalBot) Act(*engine.View) engine.Action { return engine.Action{Kind: engine.ActMeld} }

// TestIllegalBotChoiceStopsTheTable: a bot whose choice the match
// refuses stops its table loudly (counted in /stats' bot_errors, its
// people told) and is never replaced by another bot that plays on.
func TestIllegalBotChoiceStopsTheTable(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	ts.srv.hub.newBot = func(string, uint64, int) (bots.Bot, error) { return illegalBot{}, nil }
	ctx := tctx(t)
	host, rec := dial(t, ts.url)
	ct := proto.CreateTable{Variant: "classic", Options: json.RawMessage(`{"players":2}`), Level: "greedy",
		Seats: []proto.SeatSpec{{Kind: proto.SeatBot, Level: "greedy"}}}
	if err := host.Create(ctx, ct, "host"); err != nil {
		t.Fatal(err)
	}
	tb := ts.srv.hub.byID(host.Info().Table)
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	pctx, stop := context.WithCancel(ctx)
	defer stop()
	go func() { _, _ = online.PlayBot(pctx, host, bots.NewGreedy(7, 0), nil) }()

	waitFor(t, "the bot's error counted", 30*time.Second, func() bool { return ts.srv.hub.stats.botErrors.Load() >= 1 })
	waitFor(t, "the table stopped", 10*time.Second, func() bool { return tableClosed(tb) })
	if n := ts.srv.hub.stats.botErrors.Load(); n != 1 {
		t.Fatalf("bot errors %d, want 1: the bot was asked again after its table stopped", n)
	}
	for _, m := range rec.all() {
		if m.Type == proto.SEvent && m.Actor == 1 {
			t.Fatalf("a bot played seat 1 after the illegal choice (seq %d): it was replaced", m.Seq)
		}
	}
	waitFor(t, "the host told why the table stopped", 10*time.Second, func() bool {
		for _, m := range rec.all() {
			if m.Type == proto.SError && m.Error == "closed" && strings.Contains(m.Text, "bot") {
				return true
			}
		}
		return false
	})
}

// tableClosed reports whether a table has stopped.
func tableClosed(tb *table) bool {
	tb.hold()
	defer tb.release()
	return tb.closed
}
