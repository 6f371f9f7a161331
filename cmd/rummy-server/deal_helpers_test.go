package main

import (
	"strconv"
	"testing"

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
