package main

import (
	"strconv"
	"testing"

	"rummy/internal/servertest"
)

// TestIssue27LoadChecksEveryDeal (issue 27 item 3): the load
// generator's seats seed every deal and check each finished game the
// way a client does; its JSON counts the games verified and not.
func TestIssue27LoadChecksEveryDeal(t *testing.T) {
	srv := servertest.Start(t, "-per-addr", "0", "-rate", "0", "-hand-pause", "0s")
	// A busy machine may finish no game in a short run: each run that
	// finished none is followed by one twice as long (the condition, not
	// a clock, ends the wait).
	var r map[string]any
	var games float64
	for secs := 4; games == 0 && secs <= 128; secs *= 2 {
		var code int
		r, code = runLoad(t, "--server", "http://"+srv.Addr, "--tables", "2", "--seconds", strconv.Itoa(secs), "--variant", "romme")
		if code != exitOK {
			t.Fatalf("exit %d: %v", code, r)
		}
		games, _ = r["games"].(float64)
	}
	ok, okThere := r["deals_verified"].(float64)
	bad, badThere := r["deals_not_verified"].(float64)
	if !okThere || !badThere {
		t.Fatalf("the report lacks deals_verified or deals_not_verified: %v", r)
	}
	if games == 0 || ok != games || bad != 0 {
		t.Fatalf("%v games: %v deals verified, %v not", games, ok, bad)
	}
	t.Logf("%v games, %v deals verified", games, ok)
}
