package main

import (
	"strconv"
	"testing"
	"time"

	"rummy/scenes/online"
)

// verifiedSeed checks a client's deal (issue 27) and returns the
// revealed game seed; a deal not verified fails the test.
func verifiedSeed(t *testing.T, c *online.Client) uint64 {
	t.Helper()
	rep, err := c.Verify()
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Fatalf("seat %d: %s", c.Info().Seat, rep)
	}
	e, _ := c.Evidence()
	seed, err := strconv.ParseUint(e.Reveal.Seed, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return seed
}

// allVerified checks that every client's deal is verified, with the
// cards it saw counted and seeded contributions from every person.
func allVerified(t *testing.T, persons int, clients ...*online.Client) {
	t.Helper()
	for _, c := range clients {
		waitFor(t, "the revelation", 10*time.Second, func() bool { _, err := c.Evidence(); return err == nil })
		rep, err := c.Verify()
		if err != nil {
			t.Fatal(err)
		}
		seat := c.Info().Seat
		if !rep.OK() {
			t.Fatalf("seat %d: %s", seat, rep)
		}
		if rep.Seeded != persons || rep.TableCards == 0 || (seat >= 0) != (rep.OwnCards > 0) {
			t.Fatalf("seat %d: %s: %d seeded (want %d), own %d, table %d", seat, rep, rep.Seeded, persons, rep.OwnCards, rep.TableCards)
		}
		t.Logf("seat %d: %s", seat, rep)
	}
}
