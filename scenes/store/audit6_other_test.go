//go:build !js

package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// testDir is a Dir in a temporary folder.
func testDir(t *testing.T) *Dir {
	t.Helper()
	d, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestAudit6KeepGame (issue 12, item 6): a new game started from the
// command line first keeps the one in progress as autosave.json.prev-<n>.
func TestAudit6KeepGame(t *testing.T) {
	for name, s := range map[string]Store{"memory": NewMemory(), "dir": testDir(t)} {
		if kept, err := KeepGame(s); kept != "" || err != nil {
			t.Errorf("%s: nothing to keep gives %q, %v", name, kept, err)
		}
		for n := 1; n <= 2; n++ {
			game := fmt.Sprintf(`{"game":%d}`, n)
			if err := SaveGame(s, Autosave{Seats: []SeatInfo{{Kind: Human, Name: "You"}}, Game: json.RawMessage(game)}); err != nil {
				t.Fatal(err)
			}
			kept, err := KeepGame(s)
			want := fmt.Sprintf("autosave.json.prev-%d", n)
			if kept != want || err != nil {
				t.Fatalf("%s: kept as %q, %v; want %s", name, kept, err, want)
			}
			b, err := s.Load(kept)
			if err != nil || !strings.Contains(string(b), game) {
				t.Errorf("%s: %s holds %s, %v; want game %d", name, kept, b, err, n)
			}
			if _, err := s.Load(AutosaveName); !errors.Is(err, ErrNotFound) {
				t.Errorf("%s: the autosave is still there after KeepGame: %v", name, err)
			}
		}
	}
	if _, err := NewMemory().Keep("x", "Bad/"); err == nil {
		t.Error("Keep takes a mark with a slash")
	}
}
