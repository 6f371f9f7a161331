package webtest

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine/match/proto"
	"rummy/internal/servertest"
	"rummy/scenes/online"
)

// hostTable starts the real table server serving the browser build in
// dir and has a Go client create a table there (seat 1 open, the others
// as given); it returns the server and the host's client.
func hostTable(t *testing.T, dir, variant, options string, seats []proto.SeatSpec) (*servertest.Server, *online.Client) {
	t.Helper()
	srv := servertest.Start(t, "-web", dir, "-hand-pause", "0s")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	host, err := online.Dial(ctx, online.Config{URL: srv.WS})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(host.Close)
	if err := host.Create(ctx, proto.CreateTable{Variant: variant, Options: json.RawMessage(options), Seats: seats}, "Host"); err != nil {
		t.Fatal(err)
	}
	return srv, host
}

// waitClient polls a client until cond holds.
func waitClient(t *testing.T, what string, d time.Duration, cond func() bool) {
	t.Helper()
	end := time.Now().Add(d)
	for !cond() {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestIssue14PageJoinsByLinkAndPlays (issue 14 items 4, 7 and 9): a
// Go client hosts a one-hand Rommé table with a bot at the real
// server; the page opens the invitation link (index.html?join=CODE) on
// the server's own origin, sits down, sees the host's chat line, plays
// the whole hand by mouse against the host (a bot plays the host's
// seat) and the bot, and ends on "Deal verified".
func TestIssue14PageJoinsByLinkAndPlays(t *testing.T) {
	dir := webDir(t)
	srv, host := hostTable(t, dir, "romme", `{"players":3,"hands":1}`, []proto.SeatSpec{{Kind: proto.SeatOpen}, {Kind: proto.SeatBot, Level: "normal"}})
	info := host.Info()
	if !strings.HasPrefix(info.Link, srv.HTTP+"/?join=") {
		t.Errorf("invitation link %q is not on the server's origin %s", info.Link, srv.HTTP)
	}
	w, h := windowSize(640, 400)
	p := openPageAt(t, srv.HTTP, "/index.html?test=1&join="+strings.ToLower(info.Code)+"&name=Page", w, h, map[string]string{"rummy/settings.json": fastSettings})
	var ready bool
	p.run("waiting for window.rummyReady", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	p.waitFor("the waiting room", 60*time.Second, func(s *state) bool { return s.Scene == "room" && !s.Fading })
	waitClient(t, "the page in seat 1", 30*time.Second, func() bool {
		l := host.Info().Lobby
		return l != nil && l.Seats[1].Kind == proto.SeatPerson && l.Seats[1].Name == "Page"
	})
	if err := host.Chat("good_luck"); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the host's chat line", 30*time.Second, func(s *state) bool { return slices.Contains(s.Notes, "chat=0:good_luck") })
	time.Sleep(300 * time.Millisecond)
	p.screenshot("online-room.png")
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _, _ = online.PlayBot(ctx, host, bots.NewGreedy(5, 0), nil) }()
	s := p.waitFor("the table", 60*time.Second, func(s *state) bool { return s.Scene == "table" && !s.Fading })
	p.measureCanvas()
	if !slices.Contains(s.Notes, "Connected") {
		t.Errorf("the table shows no connection badge: notes %q", s.Notes)
	}
	// The person's turns, from the probe's legal moves; a gesture lost on
	// a loaded machine is tried again.
	pl := &handPlayer{t: t, d: p}
	for end := time.Now().Add(8 * time.Minute); !pl.done; time.Sleep(40 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("the hand did not end in 8 minutes: %d moves, %s", pl.moves, sceneOf(p.state()))
		}
		pl.step()
	}
	t.Logf("hand over after %d moves by the page (%d melds)", pl.moves, pl.melds)
	s = p.waitFor("the deal's check on the last sheet", 30*time.Second, func(s *state) bool {
		return s.Scene == "sheet" && slices.Contains(s.Notes, "Deal verified")
	})
	time.Sleep(300 * time.Millisecond)
	p.screenshot("online-end.png")
	if _, _, ok := s.control("save"); !ok {
		t.Errorf("the last sheet offers no Save game: %+v", s.Controls)
	}
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems:\n%s", strings.Join(bad, "\n"))
	}
}
