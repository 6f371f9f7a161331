package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"rummy/engine"
	"rummy/scenes"
	"rummy/scenes/i18n"
)

// optionList collects repeated -option key=value flags.
type optionList []string

func (o *optionList) String() string { return strings.Join(*o, " ") }

func (o *optionList) Set(v string) error {
	*o = append(*o, v)
	return nil
}

// config is the parsed command line.
type config struct {
	setup      *scenes.Setup // nil: open the menu
	screenshot string
	frames     int
	mute       bool
	width      int
	height     int
	show       string
	configDir  string
	frameTime  bool
	probe      string
	lang       string
}

// usageError is a malformed command line (exit 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// parseFlags reads the command line. Errors are one line, prefixed
// "rummy:", saying what to write instead.
func parseFlags(args []string) (config, error) {
	fs := flag.NewFlagSet("rummy", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	variant := fs.String("variant", "", "start straight into a table: classic, romme or liverpool")
	seats := fs.String("seats", "", "who sits where, from the bottom seat clockwise: human,bot,bot:hard (levels easy, normal, hard)")
	seed := fs.Int64("seed", -1, "shuffle seed (0 picks one at random)")
	var opts optionList
	fs.Var(&opts, "option", "a rule option key=value (repeatable)")
	var cfg config
	fs.StringVar(&cfg.screenshot, "screenshot", "", "save the frame drawn after -frames frames to this PNG file and exit")
	fs.IntVar(&cfg.frames, "frames", 0, "frames to run before -screenshot (default 60)")
	fs.BoolVar(&cfg.mute, "mute", false, "never open the sound device")
	fs.BoolVar(&cfg.frameTime, "frametime", false, "measure update+draw per frame for -frames frames, print the median and exit")
	size := fs.String("size", "", "window size in pixels, like 1280x800")
	fs.StringVar(&cfg.configDir, "config-dir", "", "keep settings and the autosave in this folder")
	fs.StringVar(&cfg.probe, "probe", "", "for end-to-end tests: write the screen's state (scenes.Probe as JSON) to this file whenever it changes")
	fs.StringVar(&cfg.lang, "lang", "", "speak this language for this run only, not stored: "+i18n.LangCodes())
	fs.StringVar(&cfg.show, "show", "", "open another screen first: settings, rules, or sheet (bots play a hand, then the score sheet; for screenshots)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cfg, err
		}
		return cfg, usageError{"rummy: " + err.Error() + ": see rummy -help"}
	}
	if fs.NArg() > 0 {
		return cfg, usageError{fmt.Sprintf("rummy: unexpected argument %q: every setting is a flag, see rummy -help", fs.Arg(0))}
	}
	if _, ok := i18n.LookupLang(cfg.lang); cfg.lang != "" && !ok {
		return cfg, usageError{fmt.Sprintf("rummy: -lang %q: choose %s", cfg.lang, i18n.LangCodes())}
	}
	if cfg.frames < 0 {
		return cfg, usageError{"rummy: -frames must be 1 or more"}
	}
	if cfg.screenshot != "" && cfg.frames == 0 {
		cfg.frames = 60
	}
	if cfg.frameTime && cfg.frames == 0 {
		cfg.frames = 600
	}
	if cfg.frames > 0 && cfg.screenshot == "" && !cfg.frameTime {
		return cfg, usageError{"rummy: -frames needs -screenshot FILE or -frametime"}
	}
	switch cfg.show {
	case "", "menu", "settings", "rules":
	case "sheet":
		if *variant == "" {
			return cfg, usageError{"rummy: -show sheet needs -variant: it plays a hand of that game first"}
		}
	default:
		return cfg, usageError{fmt.Sprintf("rummy: -show %q: choose menu, settings, rules or sheet", cfg.show)}
	}
	if *size != "" {
		w, h, ok := parseSize(*size)
		if !ok {
			return cfg, usageError{fmt.Sprintf("rummy: -size %q: write it as WIDTHxHEIGHT, like 1280x800", *size)}
		}
		cfg.width, cfg.height = w, h
	}
	if *variant == "" {
		if *seats != "" || len(opts) > 0 || *seed >= 0 {
			return cfg, usageError{"rummy: -seats, -seed and -option need -variant classic, romme or liverpool"}
		}
		return cfg, nil
	}
	setup, err := setupFromFlags(*variant, *seats, *seed, opts)
	if err != nil {
		return cfg, err
	}
	cfg.setup = &setup
	return cfg, nil
}

// setupFromFlags builds the game setup: the variant's defaults, then the
// options, then the seed and the seats (the seat list sets the players).
func setupFromFlags(variant, seatList string, seed int64, opts []string) (scenes.Setup, error) {
	v, err := engine.ParseVariant(variant)
	if err != nil {
		return scenes.Setup{}, usageError{err.Error()}
	}
	if seed >= 0 {
		opts = append(opts, "seed="+strconv.FormatInt(seed, 10))
	}
	if seatList != "" {
		seats, err := scenes.ParseSeats(seatList)
		if err != nil {
			return scenes.Setup{}, usageError{err.Error()}
		}
		for _, kv := range opts {
			if k, val, _ := strings.Cut(kv, "="); strings.TrimSpace(k) == "players" && strings.TrimSpace(val) != strconv.Itoa(len(seats)) {
				return scenes.Setup{}, usageError{fmt.Sprintf("rummy: -seats lists %d seats but -option players=%s: give one or make them agree", len(seats), val)}
			}
		}
		opts = append(opts, "players="+strconv.Itoa(len(seats)))
		o, err := engine.ParseOptions(v, opts)
		if err != nil {
			return scenes.Setup{}, usageError{err.Error()}
		}
		return scenes.Setup{Variant: v, Options: o, Seats: seats}, nil
	}
	o, err := engine.ParseOptions(v, opts)
	if err != nil {
		return scenes.Setup{}, usageError{err.Error()}
	}
	s := scenes.DefaultSetup(v)
	s.Options = o
	if err := s.SetSeatCount(o.NumPlayers()); err != nil {
		return scenes.Setup{}, usageError{err.Error()}
	}
	return s, nil
}

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
