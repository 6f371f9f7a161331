package engine

import "testing"

func BenchmarkZZInv(b *testing.B) {
	s, _ := NewGame(DefaultRules(Liverpool), 1)
	for i := 0; i < 500; i++ {
		w := s.Waiting()
		acts := Legal(s.View(w[0]))
		s.Apply(w[0], acts[0])
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := s.CheckInvariants(); err != nil {
			b.Fatal(err)
		}
	}
}
