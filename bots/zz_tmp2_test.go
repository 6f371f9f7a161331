package bots

import (
	"testing"

	"rummy/engine"
)

func collectViews(k int) []*engine.View {
	r := engine.DefaultRules(engine.Liverpool)
	var out []*engine.View
	for g := 1; g <= 30; g++ {
		s, _ := engine.NewGame(r, uint64(g))
		ps := make([]*Random, 4)
		for i := range ps {
			ps[i] = NewRandom(uint64(g), i)
		}
		pick := engine.NewRNG(uint64(g)).Derive(0xfeed)
		for !s.Over() {
			w := s.Waiting()
			seat := w[pick.Intn(len(w))]
			v := s.View(seat)
			kk := -1
			switch {
			case v.Phase == engine.PhaseCut:
				kk = 0
			case v.Claim.Kind != engine.NoClaim && v.Claim.Pending(seat):
				kk = 2
			case v.Phase == engine.PhaseDraw:
				kk = 1
			case v.Phase == engine.PhasePlay && !v.Seats[seat].Opened:
				kk = 3
			case v.Phase == engine.PhasePlay:
				kk = 4
			}
			if kk == k {
				out = append(out, v)
			}
			s.Apply(seat, ps[seat].Act(v))
		}
	}
	return out
}

func benchKind(b *testing.B, k int) {
	vs := collectViews(k)
	var acts []engine.Action
	rng := engine.NewRNG(5)
	b.ResetTimer()
	i := 0
	for b.Loop() {
		v := vs[i%len(vs)]
		i++
		acts = engine.AppendLegal(acts[:0], v)
		PickRandom(v, acts, &rng)
	}
}

func BenchmarkZZUnopened(b *testing.B) { benchKind(b, 3) }
func BenchmarkZZOpened(b *testing.B)   { benchKind(b, 4) }
func BenchmarkZZClaim(b *testing.B)    { benchKind(b, 2) }
func BenchmarkZZDraw(b *testing.B)     { benchKind(b, 1) }

func BenchmarkZZCut(b *testing.B) { benchKind(b, 0) }
