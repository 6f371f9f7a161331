// Command rummy is the card table: classic rummy, Rommé and Liverpool
// rummy against bots or friends on one screen.
//
//	rummy                                   open the menu
//	rummy -variant liverpool -seats human,bot,bot:hard,bot -seed 3
//	rummy -variant romme -option opening=40 -option knocking=true
//	rummy -screenshot shot.png -frames 60   save a frame and exit
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/cmd/rummy/internal/cli"
	_ "rummy/cmd/rummy/internal/nodisplay" // before Ebiten starts: -h, bad flags and no display without a panic
	"rummy/engine"
	"rummy/internal/version"
	"rummy/scenes"
)

func main() {
	os.Exit(run(programArgs()))
}

func run(args []string) int {
	cfg, err := parseFlags(args)
	if errors.Is(err, flag.ErrHelp) {
		usage()
		return 0
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	if cfg.version {
		fmt.Println(version.Line("rummy"))
		return 0
	}
	st, warning, cleanup := openStore(cfg.configDir, cfg.screenshot != "")
	defer cleanup()
	if cfg.setup != nil {
		note, err := keepPreviousGame(st)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		if note != "" {
			fmt.Fprintln(os.Stderr, note)
		}
	}
	app, err := scenes.NewApp(scenes.AppConfig{Mute: cfg.mute, Store: st, Lang: cfg.lang})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	pageMirrorFor(app)
	if warning != "" && app.Warning == "" {
		app.Warning = warning
	}
	backdrop := app.Backdrop
	// The menu offers the table started last (issue 15 item 6).
	setup := scenes.RememberedSetup(app, scenes.DefaultSetup(engine.Classic))
	if cfg.setup != nil {
		setup = *cfg.setup
	}
	menu := scenes.NewMenu(app, setup, backdrop)
	var first scenes.Scene = menu
	if cfg.show == "" && cfg.setup == nil && cfg.probe == "" && cfg.screenshot == "" && !cfg.frameTime && !testPage() {
		// A person's first start offers the guided hand (not a test's).
		first = scenes.FirstScreen(app, menu)
	}
	switch {
	case cfg.show == "settings":
		first = scenes.NewSettingsScene(app, menu, backdrop)
	case cfg.show == "rules":
		first = scenes.NewRulesScene(app, setup, menu, backdrop)
	case cfg.show == "stats":
		first = scenes.NewStatsScene(app, setup.Variant, menu, backdrop)
	case cfg.show == "online" || cfg.join != "" || cfg.watch != "":
		first = onlineLobby(app, menu, setup, cfg)
	case cfg.show == "identity" || cfg.show == "mytables" || cfg.show == "ratings":
		first = onlineLobby(app, menu, setup, cfg).Open(cfg.show)
	case cfg.show == "tutorial":
		ts, err := scenes.NewTutorialScene(app, setup.Variant, menu)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		first = ts
	case cfg.show == "replay":
		r, err := showReplay(app, cfg, setup, menu)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		first = r
	case cfg.setup != nil:
		if setup.Variant == engine.Kopilka {
			k, err := scenes.NewKopilka(app, setup, menu)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 2
			}
			first = k
			if cfg.show == "over" {
				if first, err = k.PlayOutGame(); err != nil {
					fmt.Fprintln(os.Stderr, err)
					return 1
				}
			}
			break
		}
		t, err := scenes.NewTable(app, setup, menu)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		first = t
		switch cfg.show {
		case "sheet", "over":
			play := t.PlayOutHand
			if cfg.show == "over" {
				play = t.PlayOutGame
			}
			sheet, err := play()
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 1
			}
			first = sheet
		case "pause":
			first = scenes.NewPauseScene(app, t)
		case "log", "pile":
			p, err := scenes.ShowPanel(t, cfg.show)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 1
			}
			first = p
		}
	}
	manager := scenes.NewManager(app, first)
	var game ebiten.Game = &readySignal{Game: manager}
	game = forPage(game, manager)
	if cfg.probe != "" {
		game = &probeFile{Game: game, m: manager, path: cfg.probe}
	}
	var timer *frameTimer
	if cfg.frameTime {
		timer = &frameTimer{Game: game, frames: cfg.frames, painting: manager.Painting}
		game = timer
	}
	var shot *shooter
	if cfg.screenshot != "" {
		shot = &shooter{Game: game, path: cfg.screenshot, frames: cfg.frames}
		game = shot
	}
	w, h := windowSize(cfg)
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowTitle("Rummy")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// A window asked for smaller (-size 390x844: a phone) keeps its size.
	ebiten.SetWindowSizeLimits(min(640, w), min(400, h), -1, -1)
	// The manager repaints only while something changes; the screen keeps
	// the last picture in between.
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(game); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "rummy:", err)
		return 1
	}
	if timer != nil {
		timer.report(os.Stdout)
	}
	if shot != nil && shot.err != nil {
		fmt.Fprintln(os.Stderr, shot.err)
		return 1
	}
	return 0
}

// windowSize is -size if given, else 16:10 filling most of the monitor
// (at most 1440×900 logical pixels).
func windowSize(cfg config) (int, int) {
	if cfg.width > 0 {
		return cfg.width, cfg.height
	}
	mw, mh := ebiten.Monitor().Size()
	if mw <= 0 || mh <= 0 {
		return 1280, 800
	}
	w := min(1440, mw*9/10)
	h := w * 10 / 16
	if h > mh*9/10 {
		h = mh * 9 / 10
		w = h * 16 / 10
	}
	return w, h
}

func usage() {
	fmt.Fprintln(os.Stderr, cli.Usage)
}
