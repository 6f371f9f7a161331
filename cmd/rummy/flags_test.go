package main

import (
	"errors"
	"io"
	"os"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes"
)

func TestParseFlags(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		err     string // part of the one-line error; "" = valid
		variant engine.Variant
		seats   int
	}{
		{args: nil},
		{args: []string{"-variant", "liverpool", "-seats", "human,bot,bot:hard,bot", "-seed", "3"}, variant: engine.Liverpool, seats: 4},
		{args: []string{"-variant", "romme", "-option", "opening=40", "-option", "knocking=true"}, variant: engine.Romme, seats: 4},
		{args: []string{"-variant", "classic"}, variant: engine.Classic, seats: 2},
		{args: []string{"-variant", "classic", "-option", "players=3"}, variant: engine.Classic, seats: 3},
		{args: []string{"-variant", "kopilka", "-seats", "human,bot,bot,bot,bot,bot,bot,bot,bot,bot,bot,bot,bot,bot,bot", "-seed", "3"}, variant: engine.Kopilka, seats: 15}, // issue 19
		{args: []string{"-variant", "kopilka", "-seats", "human,bot"}, err: "3 to 15"},
		{args: []string{"-screenshot", "x.png"}},
		{args: []string{"-variant", "poker"}, err: "unknown variant"},
		{args: []string{"-variant", "romme", "-option", "colour=blue"}, err: `unknown option "colour"`},
		{args: []string{"-variant", "romme", "-option", "opening=35"}, err: "opening takes 30, 40, 0"},
		{args: []string{"-variant", "romme", "-option", "opening"}, err: "key=value"},
		{args: []string{"-variant", "liverpool", "-seats", "human,bot"}, err: "3 to 8"},
		{args: []string{"-variant", "liverpool", "-seats", "human,bot,bot", "-option", "players=5"}, err: "agree"},
		{args: []string{"-variant", "classic", "-seats", "human,wizard"}, err: "unknown"},
		{args: []string{"-seats", "human,bot"}, err: "need -variant"},
		{args: []string{"-frames", "10"}, err: "needs -screenshot"},
		{args: []string{"-size", "big"}, err: "WIDTHxHEIGHT"},
		{args: []string{"-bogus"}, err: "not defined"},
		{args: []string{"extra"}, err: "unexpected argument"},
		{args: []string{"-show", "sheet"}, err: "needs -variant"},
		{args: []string{"-show", "credits"}, err: "choose menu"},
		{args: []string{"-show", "stats", "-screenshot", "s.png"}},
		{args: []string{"-variant", "classic", "-show", "sheet", "-screenshot", "s.png"}, variant: engine.Classic, seats: 2},
		{args: []string{"-frametime"}},
	} {
		cfg, err := parseFlags(tc.args)
		if tc.err != "" {
			var ue usageError
			if err == nil || !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.err) || strings.Contains(err.Error(), "\n") {
				t.Errorf("%q: error %v, want a one-line usage error about %q", tc.args, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if tc.seats == 0 {
			if cfg.setup != nil {
				t.Errorf("%q should open the menu", tc.args)
			}
			continue
		}
		s := cfg.setup
		if s == nil || s.Variant != tc.variant || len(s.Seats) != tc.seats || s.Options.NumPlayers() != tc.seats {
			t.Errorf("%q: setup %+v", tc.args, s)
		}
	}
}

func TestSeatsFlagKeepsLevelsAndSeed(t *testing.T) {
	cfg, err := parseFlags([]string{"-variant", "liverpool", "-seats", "human,bot:easy,bot,bot:hard", "-seed", "3"})
	if err != nil {
		t.Fatal(err)
	}
	want := []scenes.Seat{{Kind: scenes.Human}, {Kind: scenes.Bot, Level: scenes.Easy}, {Kind: scenes.Bot, Level: scenes.Normal}, {Kind: scenes.Bot, Level: scenes.Hard}}
	for i, s := range cfg.setup.Seats {
		if s != want[i] {
			t.Errorf("seat %d = %+v, want %+v", i, s, want[i])
		}
	}
	if cfg.setup.Options.GameSeed() != 3 {
		t.Errorf("seed %d", cfg.setup.Options.GameSeed())
	}
	if cfg.frames != 0 {
		t.Errorf("frames %d without -screenshot", cfg.frames)
	}
}

// TestAudit5KnockingWithTwoPlayersIsRefused (issue 12, item 5): knocking
// needs 3 or more players (ROM-SR-KNOCK), so a two-seat table with
// knocking=true is a usage error — one line on stderr, exit 2 — while
// three seats, or knocking off, start.
func TestAudit5KnockingWithTwoPlayersIsRefused(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "romme", "-option", "knocking=true", "-seats", "human,bot"},
		{"-variant", "romme", "-option", "knocking=true", "-option", "players=2"},
		{"-variant", "romme", "-seats", "bot,human", "-option", "knocking=true"},
	} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		stderr := os.Stderr
		os.Stderr = w
		code := run(args)
		os.Stderr = stderr
		w.Close()
		out, _ := io.ReadAll(r)
		r.Close()
		if code != 2 || strings.Count(string(out), "\n") != 1 || !strings.Contains(string(out), "knocking=true needs 3 or more players (ROM-SR-KNOCK)") {
			t.Errorf("rummy %q: exit %d, stderr %q; want exit 2 and one line about knocking", args, code, out)
		}
	}
	for _, args := range [][]string{
		{"-variant", "romme", "-option", "knocking=true", "-seats", "human,bot,bot"},
		{"-variant", "romme", "-option", "knocking=true"},
		{"-variant", "romme", "-option", "knocking=false", "-seats", "human,bot"},
		{"-variant", "romme", "-seats", "human,bot"},
	} {
		if cfg, err := parseFlags(args); err != nil || cfg.setup == nil {
			t.Errorf("rummy %q: %v", args, err)
		}
	}
}

// Item 5 of issue 18: -lang picks the language of one run; an unknown
// code is a one-line usage error (exit 2) naming the choices.
func TestLangFlag(t *testing.T) {
	for _, code := range []string{"en", "ru", "de"} {
		cfg, err := parseFlags([]string{"-lang", code})
		if err != nil || cfg.lang != code {
			t.Errorf("-lang %s: %q, %v", code, cfg.lang, err)
		}
	}
	if cfg, err := parseFlags(nil); err != nil || cfg.lang != "" {
		t.Errorf("no -lang: %q, %v; want the stored language", cfg.lang, err)
	}
	_, err := parseFlags([]string{"-lang", "fr"})
	var ue usageError
	if !errors.As(err, &ue) || err.Error() != `rummy: -lang "fr": choose en, ru or de` {
		t.Errorf("-lang fr: %v", err)
	}
	if code := run([]string{"-lang", "xx"}); code != 2 {
		t.Errorf("-lang xx exits %d, want 2", code)
	}
}
