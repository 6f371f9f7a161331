package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// stubHome is a home screen that is not the menu: it records what the
// screens leaving to it ask of it.
type stubHome struct {
	returned int
	started  []Setup
}

func (h *stubHome) Update(*Input) Request { return Request{} }
func (h *stubHome) Draw(*ebiten.Image)    {}
func (h *stubHome) Returned()             { h.returned++ }
func (h *stubHome) StartTable(s Setup) Request {
	h.started = append(h.started, s)
	return Request{Next: h}
}

// stubScreen is a screen a registry test opens.
type stubScreen struct{ o Opening }

func (s *stubScreen) Update(*Input) Request { return Request{} }
func (s *stubScreen) Draw(*ebiten.Image)    {}

// A table leaving tells the screen it goes back to, whatever screen that
// is (no cast to the menu), and shows it.
func TestLeavingTellsAnyHomeScreen(t *testing.T) {
	r := newRig(t, "classic", "human,bot")
	home := &stubHome{}
	r.table.back = home
	if got := r.table.leave(); got != home {
		t.Fatalf("leaving goes to %T, want the home screen", got)
	}
	if home.returned != 1 {
		t.Errorf("the home screen was told %d times, want once", home.returned)
	}
}

// Play again starts the next game through the home screen the table came
// from, whatever screen that is.
func TestPlayAgainStartsThroughAnyHomeScreen(t *testing.T) {
	r := newRig(t, "classic", "human,bot", "target=0", "hands=1")
	home := &stubHome{}
	r.table.back = home
	sheet, err := r.table.PlayOutGame()
	if err != nil {
		t.Fatal(err)
	}
	sheet.Update(&Input{})
	if next := sheet.activate(idSheetAgain).Next; next != home {
		t.Fatalf("Play again went to %T, want the home screen's start", next)
	}
	if len(home.started) != 1 || home.started[0].Variant != r.table.setup.Variant {
		t.Errorf("the home screen started %v, want one game of the table's rules", home.started)
	}
}

// The pause menu opens the settings and the rules through the registry:
// the table's family names no other screen.
func TestPauseOpensScreensThroughTheRegistry(t *testing.T) {
	r := newRig(t, "classic", "human,bot")
	r.settle()
	for _, c := range []struct {
		id  ScreenID
		btn int
	}{{ScreenSettings, idPauseSettings}, {ScreenRules, idPauseRules}} {
		kept := screens[c.id]
		var made *stubScreen
		Register(c.id, func(_ *App, o Opening) (Scene, error) {
			made = &stubScreen{o: o}
			return made, nil
		})
		p := NewPauseScene(r.app, r.table)
		p.Update(&Input{})
		next := p.activate(c.btn).Next
		Register(c.id, kept)
		if made == nil || next != made {
			t.Errorf("screen %d: the pause menu opened %T, not the registered screen", c.id, next)
			continue
		}
		if made.o.Back != p || made.o.Setup.Variant != r.table.setup.Variant {
			t.Errorf("screen %d opened with back %T and rules %v", c.id, made.o.Back, made.o.Setup.Variant)
		}
	}
}

// A screen no family registered is an error, not a crash.
func TestOpeningAnUnregisteredScreenSaysSo(t *testing.T) {
	if s, err := Open(testApp(t), ScreenID(999), Opening{}); err == nil || s != nil {
		t.Errorf("Open(999) = %v, %v; want an error", s, err)
	}
}
