//go:build linux && !android

package main

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"rummy/scenes/seat"
	"slices"
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/scenes/store"
)

// statsFolder writes a settings folder whose statistics hold two Rommé
// games, as the game records them.
func statsFolder(t *testing.T, dir string) {
	t.Helper()
	s, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var st store.Stats
	seats := []store.SeatInfo{{Kind: store.Human, Name: "You"}, {Kind: store.Bot, Level: seat.Hard, Name: "Bot 1"}}
	for i, won := range []bool{true, false} {
		g := store.FinishedGame{Finished: time.Date(2025, 3, 1+i, 20, 0, 0, 0, time.UTC), Variant: engine.Romme, Seats: seats, Person: 0,
			Totals: []int{120, -30}, Winners: []int{0}, Results: []engine.HandResult{{Hand: 1, Winner: 0, Rummy: true}}}
		if !won {
			g.Totals, g.Winners, g.Results[0].Winner = []int{-30, 120}, []int{1}, 1
		}
		if _, err := st.Record(g, 0); err != nil {
			t.Fatal(err)
		}
	}
	if err := store.SaveStats(s, st); err != nil {
		t.Fatal(err)
	}
}

// TestIssue16ShowStats (issue 16, item 8): `rummy -show stats
// -screenshot F` saves the statistics screen of the -config-dir's
// statistics, in the -lang language, and the empty state of a new folder.
func TestIssue16ShowStats(t *testing.T) {
	needDisplay(t)
	bin := buildBinary(t)
	dir := t.TempDir()
	filled := filepath.Join(dir, "filled")
	statsFolder(t, filled)
	env := append(os.Environ(), "ALSA_CONFIG_PATH=/nonexistent")
	for _, run := range []struct {
		name, cfg, lang, size, note string
		w, h                        int
	}{
		{"filled-ru", filled, "ru", "1280x800", "Партии: 2", 1280, 800},
		{"filled-de", filled, "de", "800x600", "Handrommés: 1", 800, 600},
		{"empty-en", filepath.Join(dir, "empty"), "en", "1280x800", "No Rommé games yet", 1280, 800},
	} {
		shot := filepath.Join(dir, run.name+".png")
		probe := filepath.Join(dir, run.name+".json")
		stderr, code := runBinary(t, bin, env, "-config-dir", run.cfg, "-show", "stats", "-variant", "romme", "-lang", run.lang, "-size", run.size,
			"-mute", "-frames", "30", "-screenshot", shot, "-probe", probe)
		if code != 0 {
			t.Errorf("%s: exit %d\n%s", run.name, code, stderr)
			continue
		}
		f, err := os.Open(shot)
		if err != nil {
			t.Errorf("%s: no screenshot: %v", run.name, err)
			continue
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil || img.Bounds().Dx() != run.w || img.Bounds().Dy() != run.h {
			t.Errorf("%s: the screenshot is %v, %v; want a %dx%d PNG", run.name, img, err, run.w, run.h)
		}
		if d := os.Getenv("RUMMY_SHOTS"); d != "" {
			b, _ := os.ReadFile(shot)
			_ = os.WriteFile(filepath.Join(d, "binary-stats-"+run.name+".png"), b, 0o644)
		}
		var p struct {
			Scene string   `json:"scene"`
			Notes []string `json:"notes"`
		}
		b, err := os.ReadFile(probe)
		if err == nil {
			err = json.Unmarshal(b, &p)
		}
		if err != nil || p.Scene != "stats" || !slices.ContainsFunc(p.Notes, func(n string) bool { return strings.Contains(n, run.note) }) {
			t.Errorf("%s: the screen is %q showing %q (%v), want a note %q", run.name, p.Scene, p.Notes, err, run.note)
		}
	}
}
