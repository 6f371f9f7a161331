package engine

import "testing"

// playOut plays a whole random game without the per-action checks, with
// a little of bots.Random's sense: melds first, lay-offs mostly, and no
// buying after going down.
func playOut(b *testing.B, r *Rules, seed uint64) (actions int) {
	s, err := NewGame(r, seed)
	if err != nil {
		b.Fatal(err)
	}
	rng := NewRNG(seed).Derive(99)
	var v View
	var acts []Action
	var ev []Event
	var w []int
	for !s.Over() {
		w = s.AppendWaiting(w[:0])
		seat := w[rng.Intn(len(w))]
		s.ViewInto(seat, &v)
		acts = AppendLegal(acts[:0], &v)
		a := acts[rng.Intn(len(acts))]
		for _, c := range acts {
			if c.Kind == ActMeld || ((c.Kind == ActLayOff || c.Kind == ActSwapJoker) && rng.Intn(4) > 0) ||
				(c.Kind == ActPass && v.Claim.Kind == ClaimBuy && v.Seats[seat].Opened) {
				a = c
				break
			}
		}
		if ev, err = s.AppendApply(ev[:0], seat, a); err != nil {
			b.Fatal(err)
		}
		actions++
	}
	return actions
}

func benchGames(b *testing.B, v Variant, settings ...string) {
	o, err := ParseOptions(v, settings)
	if err != nil {
		b.Fatal(err)
	}
	r := MustRules(o)
	b.ReportAllocs()
	actions := 0
	for i := 0; b.Loop(); i++ {
		actions += playOut(b, r, uint64(i))
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkGameLiverpool4 plays random Liverpool games (4 seats, 7 hands).
func BenchmarkGameLiverpool4(b *testing.B) { benchGames(b, Liverpool, "players=4") }

// BenchmarkGameRomme4 plays random Rommé games (4 seats, 4 hands).
func BenchmarkGameRomme4(b *testing.B) { benchGames(b, Romme, "players=4") }

// BenchmarkGameClassic2 plays random classic games (2 seats, to 100).
func BenchmarkGameClassic2(b *testing.B) { benchGames(b, Classic, "players=2") }

// BenchmarkApplyLegal measures one step of play: a view, its legal
// actions and applying one of them (Liverpool, 4 seats).
func BenchmarkApplyLegal(b *testing.B) {
	r := DefaultRules(Liverpool)
	s, _ := NewGame(r, 1)
	rng := NewRNG(1)
	var v View
	var acts []Action
	var ev []Event
	var w []int
	var err error
	seed := uint64(1)
	b.ReportAllocs()
	for b.Loop() {
		if s.Over() {
			seed++
			s, _ = NewGame(r, seed)
		}
		w = s.AppendWaiting(w[:0])
		seat := w[rng.Intn(len(w))]
		s.ViewInto(seat, &v)
		acts = AppendLegal(acts[:0], &v)
		if ev, err = s.AppendApply(ev[:0], seat, acts[rng.Intn(len(acts))]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkViewInto measures refilling one view from a mid-game
// Liverpool state, as rummy-sim does before every decision.
func BenchmarkViewInto(b *testing.B) {
	s := midGame(b)
	var v View
	b.ReportAllocs()
	for b.Loop() {
		s.ViewInto(s.Waiting()[0], &v)
	}
}

// BenchmarkPeekInto measures the match's question view (PeekInto) on
// the same state as BenchmarkViewInto.
func BenchmarkPeekInto(b *testing.B) {
	s := midGame(b)
	var v View
	b.ReportAllocs()
	for b.Loop() {
		s.PeekInto(s.Waiting()[0], &v)
	}
}

// midGame plays 400 random actions of a Liverpool game (seed 1).
func midGame(b *testing.B) *State {
	b.Helper()
	s, _ := NewGame(DefaultRules(Liverpool), 1)
	rng := NewRNG(1)
	for i := 0; i < 400 && !s.Over(); i++ {
		w := s.Waiting()
		seat := w[rng.Intn(len(w))]
		acts := Legal(s.View(seat))
		if _, err := s.Apply(seat, acts[rng.Intn(len(acts))]); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// BenchmarkClone measures copying a mid-game Liverpool state.
func BenchmarkClone(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone()
	}
}

// BenchmarkCheckInvariants measures the check simulations run after
// every action, on a mid-game Liverpool state.
func BenchmarkCheckInvariants(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		if err := s.CheckInvariants(); err != nil {
			b.Fatal(err)
		}
	}
}
