package engine

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden replay files in testdata and print their pins")

// goldens are saved games under testdata whose replay must reach exactly
// the pinned state (COM-8). Regenerate with `go test -run TestGoldenReplays
// -update` only when a rule change is meant to change play, and paste the
// printed pins.
var goldens = []struct {
	file     string
	variant  Variant
	settings []string
	seed     uint64
	actions  int
	hash     uint64
	totals   []int
}{
	{"replay_classic.json", Classic, []string{"players=3"}, 11, 700, 0x79c0151d6460336d, []int{-32, 54, -22}},
	{"replay_romme.json", Romme, []string{"players=4", "knocking=true", "casino_scoring=true"}, 12, 2000, 0x2cf59832c9da4791, []int{-165, -155, -120, -110}},
	{"replay_liverpool.json", Liverpool, []string{"players=4"}, 13, 900, 0xf27cc56f37982fdc, []int{110, 0, 60, 115}},
}

func TestGoldenReplays(t *testing.T) {
	for _, g := range goldens {
		path := filepath.Join("testdata", g.file)
		if *updateGolden {
			o, err := ParseOptions(g.variant, g.settings)
			if err != nil {
				t.Fatal(err)
			}
			s, _ := NewGame(MustRules(o), g.seed)
			rng := NewRNG(g.seed)
			for i := 0; i < g.actions && !s.Over(); i++ {
				seat, a := randomAction(s, &rng)
				do(t, s, seat, a)
			}
			data, err := Save(s)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			fmt.Printf("%s: hash %#x totals %#v\n", g.file, s.Hash(), s.Totals())
			continue
		}
		t.Run(g.file, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			s, err := Load(data)
			if err != nil {
				t.Fatal(err)
			}
			if s.Hash() != g.hash || !equalInts(s.Totals(), g.totals) {
				t.Fatalf("COM-8 replay of %s: hash %#x totals %v, pinned %#x %v", g.file, s.Hash(), s.Totals(), g.hash, g.totals)
			}
		})
	}
}
