package replay

import (
	"fmt"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m, "replay test") }

// testApp is a muted app on an in-memory store, 1280×800.
func testApp(t *testing.T) *scenes.App {
	t.Helper()
	ebitentest.Cleanup(t) // the test's images are freed when it ends
	app, err := scenes.NewApp(scenes.AppConfig{Mute: true, Store: store.NewMemory()})
	if err != nil {
		t.Fatal(err)
	}
	app.Resize(1280, 800, 1)
	return app
}

// playedOut is a game of v random bots played to its end.
func playedOut(t *testing.T, v engine.Variant, seed uint64, players int) *engine.State {
	t.Helper()
	o, err := engine.ParseOptions(v, []string{fmt.Sprintf("players=%d", players)})
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.NewRules(o)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]match.Player, players)
	for i := range ps {
		ps[i] = bots.NewPlayer(bots.NewRandom(seed, i), nil)
	}
	for guard := 0; !st.Over() && guard < 1000; guard++ {
		m, err := match.New(match.Config{State: st, Players: ps, MaxActions: 1_000_000})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(); err != nil {
			t.Fatal(err)
		}
		for s := 0; s < players && st.Phase() == engine.PhaseHandOver; s++ {
			_, _ = st.Apply(s, engine.NextHandAction())
		}
	}
	return st
}

// kept keeps a finished game in the app's archive as a table does, seat
// 0 the person, and returns it as the archive gives it back.
func kept(t *testing.T, app *scenes.App, st *engine.State, seats []store.SeatInfo) store.KeptGame {
	t.Helper()
	g, err := store.Finish(st, seats, 0, time.Date(2025, 3, 1, 18, 30, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	a := store.OpenArchive(app.Store)
	id, err := a.Add(g)
	if err != nil {
		t.Fatal(err)
	}
	k, err := a.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// tapControl taps a control of a form and returns what the scene asked.
func tapControl(t *testing.T, s scenes.Scene, f *scenes.Form, id int) scenes.Request {
	t.Helper()
	var c *scenes.Control
	for i := range f.Controls {
		if f.Controls[i].ID == id {
			c = &f.Controls[i]
		}
	}
	if c == nil {
		t.Fatalf("no control %d", id)
	}
	x, y := c.Rect.Center()
	if c.Kind == scenes.KindStepper || c.Kind == scenes.KindCycler {
		x = c.Rect.Right() - 10 // the "+" / "›" end
	}
	var st scenes.InputState
	st.Step(scenes.RawInput{X: x, Y: y}, 6)
	for _, down := range []bool{true, false} {
		in := st.Step(scenes.RawInput{X: x, Y: y, Down: down}, 6)
		if r := s.Update(&in); r.Next != nil || r.Quit {
			return r
		}
	}
	return scenes.Request{}
}

func key(i scenes.Intent) *scenes.Input { return &scenes.Input{Keys: i} }

// stillBack is a screen the viewer goes back to.
type stillBack struct{}

func (stillBack) Update(*scenes.Input) scenes.Request { return scenes.Request{} }
func (stillBack) Draw(*ebiten.Image)                  {}

// shots draws a scene in every language at 1280×800 and 800×600 and
// checks the felt and the gold show.
func shots(t *testing.T, app *scenes.App, name string, scene func() scenes.Scene) {
	t.Helper()
	defer func() { app.Settings.Language = "en"; app.ApplySettings(); app.Resize(1280, 800, 1) }()
	for _, l := range i18n.Langs {
		app.Settings.Language = l.Code()
		app.ApplySettings()
		for _, size := range [][2]int{{1280, 800}, {800, 600}} {
			app.Resize(size[0], size[1], 1)
			felt, gold := render(app, scene(), 2)
			if felt < 0.15 || gold < 0.0005 {
				t.Errorf("%s %s %v: felt %.2f gold %.4f", name, l.Code(), size, felt, gold)
			}
		}
	}
}

// render updates a scene a few ticks, draws it and measures the share of
// felt-green and gold pixels.
func render(app *scenes.App, s scenes.Scene, ticks int) (felt, gold float64) {
	for i := 0; i < ticks; i++ {
		app.Tick++
		app.Backdrop.Prepare(int(app.W), int(app.H))
		s.Update(&scenes.Input{})
	}
	img := ebiten.NewImage(int(app.W), int(app.H))
	defer img.Deallocate()
	s.Draw(img)
	px := make([]byte, 4*int(app.W)*int(app.H))
	img.ReadPixels(px)
	n := float64(len(px) / 4)
	for i := 0; i+3 < len(px); i += 4 {
		r, g, b := int(px[i]), int(px[i+1]), int(px[i+2])
		switch {
		case g > r+25 && g > b+5 && g < 140:
			felt++
		case r > 190 && g > 130 && b < 110 && r > b+90:
			gold++
		}
	}
	return felt / n, gold / n
}
