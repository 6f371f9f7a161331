package main

import (
	"fmt"
	"strconv"
	"strings"

	"rummy/cmd/rummy/internal/cli"
	"rummy/engine"
	"rummy/scenes"
	"rummy/scenes/i18n"
)

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
	lang       string // -lang: the language of this run only ("" = the stored one)
	version    bool   // -version: print it and exit
	// online play: the server's address, an invite code to join or to
	// watch (normalized) and the name ("" = the remembered ones).
	server, join, watch, name string
}

// usageError is a malformed command line (exit 2).
type usageError = cli.UsageError

// parseFlags reads the command line. Errors are one line, prefixed
// "rummy:", saying what to write instead.
func parseFlags(args []string) (config, error) {
	f, err := cli.Parse(args)
	cfg := config{screenshot: f.Screenshot, frames: f.Frames, mute: f.Mute, width: f.Width, height: f.Height,
		show: f.Show, configDir: f.ConfigDir, frameTime: f.FrameTime, probe: f.Probe, lang: f.Lang, version: f.Version,
		server: f.Server, name: strings.TrimSpace(f.Name)}
	if err != nil {
		return cfg, err
	}
	if err := cfg.onlineFlags(f); err != nil {
		return cfg, err
	}
	if _, ok := i18n.LookupLang(cfg.lang); cfg.lang != "" && !ok {
		return cfg, usageError{Msg: fmt.Sprintf("rummy: -lang %q: choose %s", cfg.lang, i18n.LangCodes())}
	}
	if f.Variant == "" {
		return cfg, err
	}
	setup, err := setupFromFlags(f.Variant, f.Seats, f.Seed, f.Options)
	if err != nil {
		return cfg, err
	}
	if err := setup.Check(); err != nil {
		return cfg, usageError{Msg: err.Error()}
	}
	cfg.setup = &setup
	return cfg, nil
}

// setupFromFlags builds the game setup: the variant's defaults, then the
// options, then the seed and the seats (the seat list sets the players).
func setupFromFlags(variant, seatList string, seed int64, opts []string) (scenes.Setup, error) {
	v, err := engine.ParseVariant(variant)
	if err != nil {
		return scenes.Setup{}, usageError{Msg: err.Error()}
	}
	if seed >= 0 {
		opts = append(opts, "seed="+strconv.FormatInt(seed, 10))
	}
	if seatList != "" {
		seats, err := scenes.ParseSeats(seatList)
		if err != nil {
			return scenes.Setup{}, usageError{Msg: err.Error()}
		}
		for _, kv := range opts {
			if k, val, _ := strings.Cut(kv, "="); strings.TrimSpace(k) == "players" && strings.TrimSpace(val) != strconv.Itoa(len(seats)) {
				return scenes.Setup{}, usageError{Msg: fmt.Sprintf("rummy: -seats lists %d seats but -option players=%s: give one or make them agree", len(seats), val)}
			}
		}
		opts = append(opts, "players="+strconv.Itoa(len(seats)))
		o, err := engine.ParseOptions(v, opts)
		if err != nil {
			return scenes.Setup{}, usageError{Msg: err.Error()}
		}
		return scenes.Setup{Variant: v, Options: o, Seats: seats}, nil
	}
	o, err := engine.ParseOptions(v, opts)
	if err != nil {
		return scenes.Setup{}, usageError{Msg: err.Error()}
	}
	s := scenes.DefaultSetup(v)
	s.Options = o
	if err := s.SetSeatCount(o.NumPlayers()); err != nil {
		return scenes.Setup{}, usageError{Msg: err.Error()}
	}
	return s, nil
}
