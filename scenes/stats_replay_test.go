package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
)

// openedReplay stands in for the replay viewer (a package of its own,
// which this package's tests cannot import): it keeps what it was opened
// with, refuses a kept game the engine cannot load as the viewer does,
// and goes back on Esc.
type openedReplay struct {
	o     Opening
	steps int
}

func (r *openedReplay) Update(in *Input) Request {
	if in.Has(IntentBack) {
		return Request{Next: r.o.Back}
	}
	return Request{}
}

func (r *openedReplay) Draw(*ebiten.Image) {}

// Steps is the number of actions of the kept game.
func (r *openedReplay) Steps() int { return r.steps }

// registerOpenedReplay makes the replay screen an openedReplay for the
// test.
func registerOpenedReplay(t *testing.T) {
	kept, had := screens[ScreenReplay]
	Register(ScreenReplay, func(_ *App, o Opening) (Scene, error) {
		st, err := engine.Load(o.Kept.Game)
		if err != nil {
			return nil, err
		}
		return &openedReplay{o: o, steps: len(st.Log())}, nil
	})
	t.Cleanup(func() {
		delete(screens, ScreenReplay)
		if had {
			Register(ScreenReplay, kept)
		}
	})
}

// The statistics' Watch opens the chosen kept game in the replay screen
// registered, and Back from there returns to the statistics.
func TestStatsWatchOpensTheKeptGameInTheReplay(t *testing.T) {
	registerOpenedReplay(t)
	app := testApp(t)
	fillStats(t, app)
	menu := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
	s := NewStatsScene(app, engine.Classic, menu, app.Backdrop)
	s.Update(&Input{})
	tapControl(t, s, &s.form, idStatsRow)
	s.Update(&Input{})
	req := tapControl(t, s, &s.form, idStatsAction+1)
	rs, ok := req.Next.(*openedReplay)
	if !ok {
		t.Fatalf("Watch opened %T (note %q)", req.Next, s.note)
	}
	if want := s.recent()[0].Archive; rs.o.Kept.ID != want || rs.steps < 20 {
		t.Fatalf("Watch opened game %d of %d steps, want game %d", rs.o.Kept.ID, rs.steps, want)
	}
	if rs.Update(key(IntentBack)).Next != s {
		t.Fatal("Esc did not go back to the statistics")
	}
}
