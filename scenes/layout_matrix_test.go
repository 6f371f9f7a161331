package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/sprites"
)

// layoutDesktopSizes are the desktop windows every screen is checked at:
// the default window (720×450), the small and the usual laptop ones and
// a tablet's.
var layoutDesktopSizes = [][2]int{{720, 450}, {800, 600}, {1024, 768}, {1280, 800}}

// layoutSeats are the seat counts a rule set's table is checked with:
// 2, 4, 6, 8 and 15 where the rules allow them, and the fewest and the
// most they allow.
func layoutSeats(t *testing.T, v engine.Variant) []int {
	o, err := engine.NewOptions(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range o.Specs() {
		if s.Key != "players" {
			continue
		}
		var out []int
		for _, n := range []int{s.Min, 2, 4, 6, 8, 15, s.Max} {
			o, err := engine.ParseOptions(v, []string{fmt.Sprintf("players=%d", n)})
			if err == nil && o.Validate() == nil && !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
		slices.Sort(out)
		return out
	}
	t.Fatalf("%v has no players option", v)
	return nil
}

// eachSize checks s at every desktop size and fails when it drew almost
// no text (the watcher saw nothing).
func eachSize(t *testing.T, app *App, s Scene, name string) {
	t.Helper()
	for _, size := range layoutDesktopSizes {
		if n := checkLayout(t, app, s, size[0], size[1], 1, fmt.Sprintf("%s-%dx%d", name, size[0], size[1])); n < 2 {
			t.Errorf("%s at %v: only %d lines of text seen", name, size, n)
		}
	}
}

// TestLayoutTablesAtDesktopSizes deals a table of every rule set with 2
// to 8 seats (Kopilka 3 to 15), the person at the bottom, and checks what
// it draws at every desktop size: no text under 12 px, nothing
// overlapping, nothing off the screen (issue 29 items 2 and 7). One game
// per rule set and seat count serves every size.
func TestLayoutTablesAtDesktopSizes(t *testing.T) {
	for _, v := range engine.Variants {
		for _, n := range layoutSeats(t, v) {
			t.Run(fmt.Sprintf("%s/%d", v, n), func(t *testing.T) {
				app := testApp(t)
				eachSize(t, app, layoutGame(t, app, v, n), fmt.Sprintf("table-%s-%d", v, n))
			})
		}
	}
	logShots(t)
}

// TestLayoutSpecialRulesKeepClearOfTheButtons: a Rommé table with
// many special rules listed in its side panel, at every desktop size: the
// last score row used to be drawn under Undo and Hint at 1280×800.
func TestLayoutSpecialRulesKeepClearOfTheButtons(t *testing.T) {
	app := testApp(t)
	tb := layoutGame(t, app, engine.Romme, 4, "stop_at=500", "opening=40", "cyclic_runs=true", "strict_jokers=true",
		"strict_groups=true", "knocking=true", "win_without_discard=true", "casino_scoring=true", "small_deck=true")
	eachSize(t, app, tb, "table-romme-special")
	logShots(t)
}

// TestLayoutBusyTableAtDesktopSizes checks an 8-seat Liverpool table in
// the middle of a hand (six melds down, the log full, seats gone down)
// at every desktop size.
func TestLayoutBusyTableAtDesktopSizes(t *testing.T) {
	r := benchTable(t)
	eachSize(t, r.app, r.table, "busy-liverpool-8")
	logShots(t)
}

// TestLayoutScreensAtDesktopSizes checks the menu, the settings and
// seeing screens, the rules, the statistics, the lobby, the tutorial and
// a score sheet of every rule set at every desktop size.
func TestLayoutScreensAtDesktopSizes(t *testing.T) {
	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Romme), app.Backdrop)
	eachSize(t, app, menu, "menu")
	eachSize(t, app, NewSettingsScene(app, menu, app.Backdrop), "settings")
	eachSize(t, app, NewSeeingScene(app, menu, app.Backdrop), "seeing")
	eachSize(t, app, NewRulesScene(app, DefaultSetup(engine.Liverpool), menu, app.Backdrop), "rules")
	eachSize(t, app, NewStatsScene(app, engine.Romme, menu, app.Backdrop), "stats")
	lobby := NewLobby(app, menu, DefaultSetup(engine.Romme))
	lobby.SetServer("127.0.0.1:1")
	eachSize(t, app, lobby, "lobby")
	tut, err := NewTutorialScene(app, engine.Classic, menu)
	if err != nil {
		t.Fatal(err)
	}
	eachSize(t, app, tut, "tutorial")
	for _, v := range menuVariants {
		sheet, err := layoutGame(t, app, v, 4).(*Table).PlayOutHand()
		if err != nil {
			t.Fatal(err)
		}
		eachSize(t, app, sheet, "sheet-"+v.String())
	}
	logShots(t)
}

// layoutGame opens a table of variant v with the person and n−1 bots
// on seed 7 (Kopilka: its own scene) and runs it until the person may
// act, or, for Kopilka, a few dozen ticks.
func layoutGame(t *testing.T, app *App, v engine.Variant, n int, options ...string) Scene {
	t.Helper()
	seats := "human" + strings.Repeat(",bot", n-1)
	if v == engine.Kopilka {
		o, err := engine.ParseOptions(v, []string{fmt.Sprintf("players=%d", n), "seed=3"})
		if err != nil {
			t.Fatal(err)
		}
		setup := Setup{Variant: v, Options: o}
		setup.Seats, _ = ParseSeats(seats)
		k, err := NewKopilka(app, setup, NewMenu(app, setup, sprites.NewBackdrop()))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 60; i++ {
			app.Tick++
			k.Update(&Input{})
		}
		return k
	}
	r := newRigIn(t, app, append([]string{v.String(), seats}, options...)...)
	for i := 0; i < 3000; i++ {
		r.run(1)
		tb := r.table
		if tb.botBusy() {
			time.Sleep(time.Millisecond) // the bot thinks in its goroutine
		}
		if !tb.animating() && tb.judge().mayAct() && !tb.botBusy() {
			break
		}
	}
	return r.table
}

// logShots names the directory of the pictures in the test's log.
func logShots(t *testing.T) {
	if dir, err := layoutShots(); err == nil {
		t.Logf("the layout screenshots are in %s", dir)
	}
}

// TestLayoutTextSize150At1280x800: with text at 150 % (Settings › Seeing
// and motion) the menu, the settings, the lobby, the tutorial and the
// tables of every rule set keep the layout rules at 1280×800.
func TestLayoutTextSize150At1280x800(t *testing.T) {
	app := testApp(t)
	app.Settings.TextSize = 150
	app.ApplySettings()
	menu := NewMenu(app, DefaultSetup(engine.Romme), app.Backdrop)
	scenes := map[string]Scene{"menu": menu, "settings": NewSettingsScene(app, menu, app.Backdrop),
		"seeing": NewSeeingScene(app, menu, app.Backdrop), "stats": NewStatsScene(app, engine.Liverpool, menu, app.Backdrop),
		"lobby": NewLobby(app, menu, DefaultSetup(engine.Romme))}
	tut, err := NewTutorialScene(app, engine.Classic, menu)
	if err != nil {
		t.Fatal(err)
	}
	scenes["tutorial"] = tut
	for _, v := range engine.Variants {
		for _, n := range []int{4, 8} {
			if slices.Contains(layoutSeats(t, v), n) {
				scenes[fmt.Sprintf("table-%s-%d", v, n)] = layoutGame(t, app, v, n)
			}
		}
	}
	for name, s := range scenes {
		checkLayout(t, app, s, 1280, 800, 1, "text150-"+name+"-1280x800")
	}
	logShots(t)
}

// TestLayoutAtDeviceScale2: on a screen of two device pixels to the CSS
// pixel (a HiDPI laptop's 800×600 window is 1600×1200 pixels) the text
// floor doubles with it: the menu and a table keep 12 CSS px and the
// other rules.
func TestLayoutAtDeviceScale2(t *testing.T) {
	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Liverpool), app.Backdrop)
	checkLayout(t, app, menu, 1600, 1200, 2, "dpr2-menu-800x600")
	checkLayout(t, app, layoutGame(t, app, engine.Liverpool, 8), 1600, 1200, 2, "dpr2-table-liverpool-8-800x600")
	checkLayout(t, app, layoutGame(t, app, engine.Liverpool, 8), 1440, 900, 2, "dpr2-table-liverpool-8-720x450")
	logShots(t)
}
