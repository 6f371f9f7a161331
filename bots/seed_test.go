package bots

import (
	"math"
	"testing"

	"rummy/engine"
)

// botRNG returns the random source a bot was built with.
func botRNG(t *testing.T, b Bot) engine.RNG {
	t.Helper()
	switch b := b.(type) {
	case *Random:
		return b.rng
	case *Greedy:
		return b.p.rng
	case *Easy:
		return b.p.rng
	case *Normal:
		return b.p.rng
	case *Hard:
		return b.p.rng
	case *Expert:
		return b.p.rng
	}
	t.Fatalf("unknown bot %T", b)
	return engine.RNG{}
}

// splitMixGamma is engine.RNG's step: a generator seeded with s is at
// state s + k·gamma after k draws.
const splitMixGamma = 0x9e3779b97f4a7c15

// oddInverse returns the inverse of odd a modulo 2^64 (Newton's method).
func oddInverse(a uint64) uint64 {
	x := a
	for i := 0; i < 6; i++ {
		x *= 2 - a*x
	}
	return x
}

// Issue 12 item 15: a bot's random source is seeded through a one-way
// function of the game seed and its seat. Its seed is not the game seed,
// not a state the game's generator (engine.NewGame, seeded with the game
// seed) passes through in its first 2^40 draws, and undoing
// engine.RNG.Derive (the old, invertible derivation) on it does not give
// the game seed back. The same seed and seat give the same bot; other
// seats and seeds give others.
func TestAuditBotSeedOneWay(t *testing.T) {
	inv := oddInverse(splitMixGamma)
	if inv*splitMixGamma != 1 {
		t.Fatal("oddInverse is wrong")
	}
	seen := map[uint64]bool{}
	for _, seed := range []uint64{0, 1, 2, 5, 42, 1 << 32, 1 << 63, math.MaxUint64} {
		for seat := 0; seat < 8; seat++ {
			for _, name := range Names() {
				b, err := New(name, seed, seat, Config{Budget: Budget{Rollouts: 4}})
				if err != nil {
					t.Fatal(err)
				}
				again, _ := New(name, seed, seat, Config{Budget: Budget{Rollouts: 4}})
				x := botRNG(t, b).State
				if botRNG(t, again).State != x {
					t.Fatalf("%s seed %d seat %d: two bots with different random sources", name, seed, seat)
				}
				if x == seed {
					t.Fatalf("%s seed %d seat %d: the bot holds the game seed", name, seed, seat)
				}
				if k := (x - seed) * inv; k < 1<<40 {
					t.Fatalf("%s seed %d seat %d: the bot's generator is the game's after %d draws", name, seed, seat, k)
				}
				for salt := uint64(0); salt <= 16; salt++ {
					if (x-splitMixGamma)^(salt*0xd1b54a32d192ed03) == seed {
						t.Fatalf("%s seed %d seat %d: undoing Derive(%d) gives the game seed back", name, seed, seat, salt)
					}
				}
				if x != seatSeed(seed, seat) {
					t.Fatalf("%s seed %d seat %d: seeded with %#x, not seatSeed", name, seed, seat, x)
				}
			}
			x := seatSeed(seed, seat)
			if seen[x] {
				t.Fatalf("seed %d seat %d: the same bot seed as another seed or seat", seed, seat)
			}
			seen[x] = true
		}
	}
	g, err := engine.NewGame(testRules(t, engine.Romme, "players=2"), 5)
	if err != nil {
		t.Fatal(err)
	}
	if g.Seed() != 5 || seatSeed(5, 0) == g.Seed() {
		t.Fatal("the game and its bots share a seed")
	}
}
