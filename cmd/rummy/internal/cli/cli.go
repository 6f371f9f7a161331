// Package cli reads the rummy command line into plain values. It imports
// nothing that touches the display or the rule engine, so the game can
// answer -h and a malformed command line before Ebiten starts (see
// rummy/cmd/rummy/internal/nodisplay).
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Usage is the text printed for rummy -h.
const Usage = `usage: rummy [-variant classic|romme|liverpool [-seats human,bot,bot:hard] [-seed N] [-option key=value]...]
             [-screenshot FILE [-frames N]] [-frametime] [-size WxH] [-show settings|rules|sheet|over|pause|stats] [-config-dir DIR] [-mute] [-lang en|ru|de]
             [-probe FILE]   (tests: the screen's state as JSON, rewritten when it changes)
             [-server HOST:PORT] [-join CODE [-name NAME] | -watch CODE]   (play online: -show online opens the lobby)
             [-version]   (print the version and exit)`

// Flags are the command line's values, checked for form only: whether a
// variant, an option or a seat list means something is for the engine.
type Flags struct {
	Variant    string   // -variant, "" for the menu
	Seats      string   // -seats as written
	Seed       int64    // -seed, -1 when not given
	Options    []string // every -option key=value, in order
	Screenshot string
	Frames     int // -frames, with the defaults of -screenshot (60) and -frametime (600)
	Mute       bool
	FrameTime  bool
	Width      int // -size, 0 when not given
	Height     int
	ConfigDir  string
	Probe      string
	Show       string
	Lang       string // -lang as written, checked by the caller (the catalogue knows the codes)
	Version    bool   // -version: print the version and exit
	// Server, Join, Watch and Name are online play (issue 14): the table
	// server's address, an invite code to join or to watch, the name.
	Server, Join, Watch, Name string
}

// UsageError is a malformed command line (exit status 2).
type UsageError struct{ Msg string }

func (e UsageError) Error() string { return e.Msg }

// optionList collects repeated -option key=value flags.
type optionList []string

func (o *optionList) String() string { return strings.Join(*o, " ") }

func (o *optionList) Set(v string) error {
	*o = append(*o, v)
	return nil
}

// Parse reads the command line. It returns flag.ErrHelp for -h and
// -help, else a UsageError (one line, prefixed "rummy:", saying what to
// write instead) when the line is malformed.
func Parse(args []string) (Flags, error) {
	var f Flags
	var opts optionList
	fs, size := define(&f, &opts)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return f, err
		}
		return f, UsageError{"rummy: " + err.Error() + ": see rummy -help"}
	}
	f.Options = opts
	if fs.NArg() > 0 {
		return f, UsageError{fmt.Sprintf("rummy: unexpected argument %q: every setting is a flag, see rummy -help", fs.Arg(0))}
	}
	if f.Frames < 0 {
		return f, UsageError{"rummy: -frames must be 1 or more"}
	}
	if f.Screenshot != "" && f.Frames == 0 {
		f.Frames = 60
	}
	if f.FrameTime && f.Frames == 0 {
		f.Frames = 600
	}
	if f.Frames > 0 && f.Screenshot == "" && !f.FrameTime {
		return f, UsageError{"rummy: -frames needs -screenshot FILE or -frametime"}
	}
	switch f.Show {
	case "", "menu", "settings", "rules", "stats", "online", "replay", "tutorial", "identity", "mytables", "ratings":
	case "sheet", "over", "pause", "log", "pile":
		if f.Variant == "" {
			return f, UsageError{fmt.Sprintf("rummy: -show %s needs -variant: it opens a table of that game first", f.Show)}
		}
	default:
		return f, UsageError{fmt.Sprintf("rummy: -show %q: choose menu, settings, rules, stats, online, identity, mytables, ratings, replay, tutorial, sheet, over, pause, log or pile", f.Show)}
	}
	if *size != "" {
		w, h, ok := parseSize(*size)
		if !ok {
			return f, UsageError{fmt.Sprintf("rummy: -size %q: write it as WIDTHxHEIGHT, like 1280x800", *size)}
		}
		f.Width, f.Height = w, h
	}
	if f.Join != "" && f.Watch != "" {
		return f, UsageError{"rummy: -join and -watch: give one invite code, to play or to watch"}
	}
	if online := f.Join != "" || f.Watch != ""; online && f.Variant != "" {
		return f, UsageError{"rummy: -join and -watch open an online table: its host chose the rules, so leave out -variant"}
	} else if online && f.Show != "" && f.Show != "online" {
		return f, UsageError{fmt.Sprintf("rummy: -show %s cannot open with -join or -watch: the online table comes first", f.Show)}
	}
	if f.Name != "" && f.Join == "" && f.Show != "online" {
		return f, UsageError{"rummy: -name is for online play: add -join CODE (or -show online)"}
	}
	if f.Variant == "" && (f.Seats != "" || len(f.Options) > 0 || f.Seed >= 0) {
		return f, UsageError{"rummy: -seats, -seed and -option need -variant classic, romme or liverpool"}
	}
	return f, nil
}

// define makes the flag set that reads the command line into f and
// opts; size receives -size as written.
func define(f *Flags, opts *optionList) (fs *flag.FlagSet, size *string) {
	fs = flag.NewFlagSet("rummy", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&f.Variant, "variant", "", "start straight into a table: classic, romme, liverpool or kopilka")
	fs.StringVar(&f.Seats, "seats", "", "who sits where, from the bottom seat clockwise: human,bot,bot:hard (levels easy, normal, hard); =NAME names a seat: human=Anna")
	fs.Int64Var(&f.Seed, "seed", -1, "shuffle seed (0 picks one at random)")
	fs.Var(opts, "option", "a rule option key=value (repeatable)")
	fs.StringVar(&f.Screenshot, "screenshot", "", "save the frame drawn after -frames frames to this PNG file and exit")
	fs.IntVar(&f.Frames, "frames", 0, "frames to run before -screenshot (default 60)")
	fs.BoolVar(&f.Mute, "mute", false, "never open the sound device")
	fs.BoolVar(&f.FrameTime, "frametime", false, "measure update+draw per frame for -frames frames, print the median and exit")
	size = fs.String("size", "", "window size in pixels, like 1280x800")
	fs.StringVar(&f.ConfigDir, "config-dir", "", "keep settings and the autosave in this folder")
	fs.StringVar(&f.Probe, "probe", "", "for end-to-end tests: write the screen's state (scenes.Probe as JSON) to this file whenever it changes")
	fs.StringVar(&f.Lang, "lang", "", "speak this language for this run only, not stored: en, ru or de")
	fs.StringVar(&f.Server, "server", "", "the table server's address for online play, like 127.0.0.1:8787, or its nodes' addresses separated by commas (tried in turn; a lost connection moves on to the next) (default: the one used last)")
	fs.StringVar(&f.Join, "join", "", "join the online table with this invite code, straight into its waiting room")
	fs.StringVar(&f.Watch, "watch", "", "watch the online table with this invite code")
	fs.StringVar(&f.Name, "name", "", "your name at an online table (default: the one used last)")
	fs.BoolVar(&f.Version, "version", false, "print the version and exit")
	fs.StringVar(&f.Show, "show", "", "open another screen first: settings, rules, stats, online (the lobby), sheet (bots play a hand, then the score sheet), over (bots play the game, then its last sheet) pause (the table's pause menu), replay (the newest kept game in the replay viewer; with -variant, bots play one first if none is kept), tutorial (the guided hand of -variant, classic by default), log (bots play a hand, then the table's full log) or pile (the same, the discard pile's history); for screenshots")
	return fs, size
}

// parseSize reads WIDTHxHEIGHT, each 320 (240 for the height) to 16384.
func parseSize(s string) (w, h int, ok bool) {
	a, b, found := strings.Cut(strings.ToLower(s), "x")
	if !found {
		return 0, 0, false
	}
	w, err1 := strconv.Atoi(a)
	h, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || w < 320 || h < 240 || w > 16384 || h > 16384 {
		return 0, 0, false
	}
	return w, h, true
}
