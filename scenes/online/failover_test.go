package online

import (
	"context"
	"sync"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/netcut"
	"rummy/internal/servertest"
)

// TestIssue17ClientJoinsThroughTheSecondAddress (issue 17): a client
// given two addresses whose first is dead connects through the second
// and plays there; Info names the address in use.
func TestIssue17ClientJoinsThroughTheSecondAddress(t *testing.T) {
	srv := servertest.Start(t)
	dead := "ws://" + netcut.DeadAddr(t) + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := Dial(ctx, Config{URLs: []string{dead, srv.WS}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Create(ctx, proto.CreateTable{Variant: "classic", Seats: []proto.SeatSpec{{Kind: proto.SeatBot, Level: "easy"}}}, "Anna"); err != nil {
		t.Fatal(err)
	}
	if in := c.Info(); in.Addr != srv.WS || in.State != Connected || in.Table == "" || in.Seat != 0 {
		t.Fatalf("info %+v", in)
	}
	// Every address dead: the error names them all.
	_, err = Dial(ctx, Config{URLs: []string{dead, dead + "2"}})
	if ue, ok := err.(*UnreachableError); !ok || ue.URL != dead+", "+dead+"2" {
		t.Fatalf("all dead: %v", err)
	}
}

// TestIssue17ClientMovesToTheNextAddressMidGame (issue 17): a seat
// playing through the first of two addresses (a relay to the server)
// loses it mid-game; the client says it reconnects to the second,
// resumes its seat there with its token and last position, and the game
// goes on from where it was, the seat's bot still playing.
func TestIssue17ClientMovesToTheNextAddressMidGame(t *testing.T) {
	// -public: the relay's clients name the relay's port as the Host.
	srv := servertest.Start(t, "-public", "-hand-pause", "0s")
	relay := netcut.Start(t, srv.Addr)
	first := "ws://" + relay.Addr + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	c, err := Dial(ctx, Config{URLs: []string{first, srv.WS}, MinBackoff: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	easy := proto.SeatSpec{Kind: proto.SeatBot, Level: "easy"}
	if err := c.Create(ctx, proto.CreateTable{Variant: "liverpool", Seats: []proto.SeatSpec{easy, easy, easy}}, "Anna"); err != nil {
		t.Fatal(err)
	}
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	// Watch every state the client shows, as the badge would.
	var mu sync.Mutex
	var seen []Info
	watch, stopWatch := context.WithCancel(ctx)
	defer stopWatch()
	go func() {
		for watch.Err() == nil {
			in := c.Info()
			mu.Lock()
			if n := len(seen); n == 0 || seen[n-1].State != in.State || seen[n-1].Addr != in.Addr {
				seen = append(seen, in)
			}
			mu.Unlock()
			time.Sleep(time.Millisecond)
		}
	}()
	played := make(chan int, 1)
	go func() {
		n, _ := PlayBot(ctx, c, bots.NewGreedy(5, 0), func(engine.Action) { time.Sleep(2 * time.Millisecond) })
		played <- n
	}()
	waitFor(t, "moves through the relay", func() bool { return c.Info().Last > 30 })
	before := c.Info()
	if before.Addr != first {
		t.Fatalf("playing through %s, not the relay", before.Addr)
	}
	relay.Cut()
	waitFor(t, "the game going on at the second address", func() bool {
		in := c.Info()
		return in.State == Connected && in.Addr == srv.WS && in.Last > before.Last+10
	})
	after := c.Info()
	if after.Seat != before.Seat || after.Table != before.Table {
		t.Fatalf("seat %d table %s, was %d %s", after.Seat, after.Table, before.Seat, before.Table)
	}
	stopWatch()
	mu.Lock()
	defer mu.Unlock()
	reconnecting := false
	for _, in := range seen {
		if in.State == Reconnecting {
			reconnecting = true
			if in.Addr != srv.WS {
				t.Errorf("reconnecting named %s, not the address it tries (%s)", in.Addr, srv.WS)
			}
		}
	}
	t.Logf("states seen: %d, last %d → %d", len(seen), before.Last, after.Last)
	for _, in := range seen {
		t.Logf("  %s %s", in.State, in.Addr)
	}
	if !reconnecting {
		t.Errorf("the client never said it was reconnecting: %+v", seen)
	}
	if v := c.View(); v == nil || v.Phase == engine.PhaseGameOver && after.Refusals > 0 {
		t.Errorf("view %v refusals %d", v, after.Refusals)
	}
	if after.Refusals != 0 {
		t.Errorf("%d refusals after the failover: %v", after.Refusals, after.Refusal)
	}
}

// waitFor polls cond for up to 30 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	end := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
