package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSaveFormat1Loads: a format-1 file (the golden replays are format
// 1) loads with its implicit next hands applied where they fell, saves
// as format 2 with next_hand entries, and the format-2 file reaches the
// same state (COM-8).
func TestSaveFormat1Loads(t *testing.T) {
	for _, g := range goldens {
		data, err := os.ReadFile(filepath.Join("testdata", g.file))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), `"format":1`) || strings.Contains(string(data), "next_hand") {
			t.Fatalf("%s is not a format-1 file", g.file)
		}
		s, err := Load(data)
		if err != nil {
			t.Fatal(err)
		}
		next := 0
		for _, la := range s.Log() {
			if la.Action.Kind == ActNextHand {
				next++
			}
		}
		if want := s.HandNumber() - 1; next != want {
			t.Fatalf("%s: %d next_hand entries for %d hands", g.file, next, s.HandNumber())
		}
		again, err := Save(s)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(again), `"format":2`) {
			t.Fatalf("%s saved as %.40s", g.file, again)
		}
		s2, err := Load(again)
		if err != nil {
			t.Fatal(err)
		}
		if s2.Hash() != s.Hash() || s2.Hash() != g.hash {
			t.Fatalf("%s: format 2 reloads to %#x, format 1 to %#x, pinned %#x", g.file, s2.Hash(), s.Hash(), g.hash)
		}
	}
}
