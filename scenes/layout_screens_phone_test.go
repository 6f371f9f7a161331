package scenes

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/servertest"
	"rummy/scenes/store"
)

// layoutSize is one screen the screens are checked at: its size in CSS
// pixels, its device scale factor and whether its controls must take a
// finger (44×44 CSS px) or only a mouse.
type layoutSize struct {
	Name  string
	W, H  int
	Scale float64
	Touch bool
}

// layoutScreenSizes are the sizes every screen but the table is checked
// at (issue 29 items 1 and 2): a landscape and a portrait phone at the
// device scales 2 and 3, a tablet, and the small and the usual desktop
// windows.
var layoutScreenSizes = []layoutSize{
	{"landscape", 844, 390, 3, true},
	{"landscape", 844, 390, 2, true},
	{"portrait", 390, 844, 3, true},
	{"portrait", 390, 844, 2, true},
	{"tablet", 1024, 768, 2, true},
	{"desktop", 800, 600, 1, false},
	{"desktop", 1280, 800, 1, false},
}

// eachScreenSize checks s at every size of layoutScreenSizes with that
// size's rules and fails when it drew almost no text.
func eachScreenSize(t *testing.T, app *App, s Scene, name string) {
	t.Helper()
	for _, z := range layoutScreenSizes {
		w, h := int(float64(z.W)*z.Scale), int(float64(z.H)*z.Scale)
		min := float64(layoutMinButtonCSS)
		if z.Touch {
			min = layoutMinTouchCSS
		}
		n := checkLayoutMin(t, app, s, w, h, z.Scale, min, fmt.Sprintf("%s-%s-%dx%d@%g", name, z.Name, z.W, z.H, z.Scale))
		if n < 2 {
			t.Errorf("%s at %v: only %d lines of text seen", name, z, n)
		}
	}
	app.Resize(1280, 800, 1)
}

// TestLayoutScreensAtEverySize checks every screen but the table — the
// menu, the settings and seeing screens, the rules, the statistics, the
// lobby, the tutorial, the identity screen and My tables — at every size
// of layoutScreenSizes: text at least 12 CSS px, controls at least 44×44
// CSS px on a phone or a tablet, nothing overlapping, nothing off the
// screen.
func TestLayoutScreensAtEverySize(t *testing.T) {
	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Liverpool), app.Backdrop)
	tut, err := NewTutorialScene(app, engine.Classic, menu)
	if err != nil {
		t.Fatal(err)
	}
	lobby := NewLobby(app, menu, DefaultSetup(engine.Romme))
	lobby.SetServer("127.0.0.1:1")
	screens := []struct {
		name  string
		scene Scene
	}{
		{"menu", menu},
		{"settings", NewSettingsScene(app, menu, app.Backdrop)},
		{"seeing", NewSeeingScene(app, menu, app.Backdrop)},
		{"rules", NewRulesScene(app, DefaultSetup(engine.Liverpool), menu, app.Backdrop)},
		{"stats", NewStatsScene(app, engine.Romme, menu, app.Backdrop)},
		{"lobby", lobby},
		{"tutorial", tut},
		{"identity", NewIdentityScene(app, menu, "Anna")},
		{"mytables", layoutMyTables(t, app, menu)},
	}
	for _, s := range screens {
		t.Run(s.name, func(t *testing.T) { eachScreenSize(t, app, s.scene, "screen-"+s.name) })
	}
	logShots(t)
}

// layoutMyTables is My tables listing more tables than fit on a phone,
// the first on the person's turn.
func layoutMyTables(t *testing.T, app *App, back Scene) *MyTablesScene {
	t.Helper()
	old := netMine
	netMine = func(store.Store, []string) ([]proto.MyTable, error) {
		var list []proto.MyTable
		for i := 0; i < 12; i++ {
			list = append(list, proto.MyTable{Table: fmt.Sprintf("t%d", i), Variant: "liverpool", Status: proto.StatusPlaying,
				Turn: 1, Seat: 1, YourTurn: i == 0, TimeLeft: 125,
				Seats: []proto.SeatState{{Kind: proto.SeatBot, Level: "hard"}, {Kind: proto.SeatPerson, Name: "Anna"},
					{Kind: proto.SeatOpen}, {Kind: proto.SeatPerson, Name: "Maximilian"}}})
		}
		return list, nil
	}
	t.Cleanup(func() { netMine = old })
	s := NewMyTablesScene(app, back, "127.0.0.1:8787", []string{"ws://127.0.0.1:8787/ws"})
	for end := time.Now().Add(30 * time.Second); s.Busy() && time.Now().Before(end); {
		s.Update(&Input{X: -1, Y: -1})
		time.Sleep(time.Millisecond) // the list is asked for on a goroutine
	}
	if len(s.List()) == 0 {
		t.Fatal("My tables listed nothing")
	}
	return s
}

// TestLayoutScoreSheetsAtEverySize checks the score sheet after a hand
// of every rummy game with 2, 4, 6 and 8 seats where its rules allow
// them, the last sheet of a game, and the end of a Kopilka game of 15
// seats, at every size of layoutScreenSizes.
func TestLayoutScoreSheetsAtEverySize(t *testing.T) {
	app := testApp(t)
	for _, v := range menuVariants {
		for _, n := range []int{2, 4, 6, 8} {
			if !slices.Contains(layoutSeats(t, v), n) {
				continue
			}
			t.Run(fmt.Sprintf("%s/%d", v, n), func(t *testing.T) {
				sheet, err := layoutGame(t, app, v, n).(*Table).PlayOutHand()
				if err != nil {
					t.Fatal(err)
				}
				eachScreenSize(t, app, sheet, fmt.Sprintf("sheet-%s-%d", v, n))
			})
		}
	}
	t.Run("over", func(t *testing.T) {
		sheet, err := layoutGame(t, app, engine.Classic, 4, "target=100").(*Table).PlayOutGame()
		if err != nil {
			t.Fatal(err)
		}
		eachScreenSize(t, app, sheet, "over-classic-4")
	})
	t.Run("kopilka/15", func(t *testing.T) {
		k := layoutGame(t, app, engine.Kopilka, 15).(*Kopilka)
		eachScreenSize(t, app, newKopilkaResult(k), "over-kopilka-15")
	})
	logShots(t)
}

// TestLayoutWaitingRoomAtEverySize opens a table on a test server and
// checks its waiting room at every size of layoutScreenSizes.
func TestLayoutWaitingRoomAtEverySize(t *testing.T) {
	srv := servertest.Start(t)
	r := newOnlineRig(t, srv.Addr, DefaultSetup(engine.Liverpool))
	r.typeInto(fieldName, "Anna")
	r.tapID(&r.lobby.form, idLobCreate)
	var room *Room
	r.until("the waiting room", 20*time.Second, func() bool { room, _ = r.m.Current().(*Room); return room != nil && !r.m.Fading() })
	r.until("the room's table", 20*time.Second, func() bool { return room.Client().Info().Lobby != nil })
	eachScreenSize(t, r.app, room, "room")
	logShots(t)
}

// TestLongListScrollsByWheelAndFingerOnAPhone: on a phone held upright
// My tables lists twelve tables at a finger's height each, more than fit:
// the last one is reached by scrolling — with the wheel, and with a
// finger dragged up the list — rather than by shrinking the rows or
// leaving tables out.
func TestLongListScrollsByWheelAndFingerOnAPhone(t *testing.T) {
	app := testApp(t)
	s := layoutMyTables(t, app, nil)
	app.Resize(390*3, 844*3, 3)
	last := idMineRow + len(s.List()) - 1
	shown := func() (bool, float64) {
		for _, c := range s.form.Controls {
			if c.ID == last {
				return true, c.Rect.H / 3
			}
		}
		return false, 0
	}
	s.Update(&Input{X: -1, Y: -1})
	if ok, _ := shown(); ok {
		t.Fatal("all twelve tables fit a phone's screen: the test shows nothing")
	}
	for i := 0; i < 40; i++ {
		if ok, _ := shown(); ok {
			break
		}
		s.Update(&Input{X: 600, Y: 1200, Hover: true, Wheel: -1})
	}
	ok, h := shown()
	if !ok {
		t.Fatal("the wheel never brought the last table into view")
	}
	if h < layoutMinTouchCSS {
		t.Errorf("the last table's row is %.0f CSS px high, under a finger's %d", h, layoutMinTouchCSS)
	}
	// Back to the top with a finger: drag down, then up again to the end.
	drag := func(from, to float64) {
		s.Update(&Input{X: 600, Y: from, Down: true, Pressed: true, StartX: 600, StartY: from})
		for y := from; (to > from && y <= to) || (to < from && y >= to); y += (to - from) / 10 {
			s.Update(&Input{X: 600, Y: y, Down: true, Dragging: true, StartX: 600, StartY: from})
		}
		s.Update(&Input{X: 600, Y: to, Released: true, StartX: 600, StartY: from})
	}
	for i := 0; i < 10; i++ {
		drag(400, 2200)
	}
	if ok, _ := shown(); ok {
		t.Fatal("dragging down did not scroll the list back to its top")
	}
	for i := 0; i < 20; i++ {
		if ok, _ := shown(); ok {
			break
		}
		drag(2200, 400)
	}
	if ok, _ := shown(); !ok {
		t.Fatal("dragging up never brought the last table into view")
	}
}
