package scenes

import (
	"fmt"
	"testing"

	"rummy/engine"
	"rummy/sprites"
)

// TestIssue18MenuFanClearOfThePanels: at every screen size the menu's
// fan of cards (turned, as drawn) lies on screen and touches no panel
// and no control.
func TestIssue18MenuFanClearOfThePanels(t *testing.T) {
	app := testApp(t)
	for _, size := range [][2]int{{800, 600}, {1024, 640}, {1280, 800}, {1920, 1080}, {1000, 900}, {2560, 1080}} {
		app.Resize(size[0], size[1], 1)
		m := NewMenu(app, DefaultSetup(engine.Liverpool), app.Backdrop)
		idle(m)
		f := FrameOf(app)
		screen := sprites.Rect{W: app.W, H: app.H}
		for i := range m.fan {
			card := fanBounds(m.fanCard(i))
			if card.Overlap(screen) < card.W*card.H*0.999 {
				t.Errorf("%v: fan card %d %+v leaves the screen", size, i, card)
			}
			for k, p := range menuPanels {
				if ov := card.Overlap(f.Rect(p.X, p.Y, p.W, p.H)); ov > 0 {
					t.Errorf("%v: fan card %d overlaps panel %d by %.0f px²", size, i, k, ov)
				}
			}
			for _, c := range m.Form().Controls {
				if ov := card.Overlap(c.Rect); ov > 0 {
					t.Errorf("%v: fan card %d overlaps control %q by %.0f px²", size, i, c.Label, ov)
				}
			}
		}
	}
}

// TestIssue18NoQuitInTheBrowser: where a page cannot close itself the
// menu has no Quit button (none greyed out either), and the other
// buttons share the row; on the desktop Quit is there.
func TestIssue18NoQuitInTheBrowser(t *testing.T) {
	app := testApp(t)
	for _, can := range []bool{true, false} {
		t.Run(fmt.Sprint("canQuit=", can), func(t *testing.T) {
			m := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
			m.canQuit = can
			idle(m)
			found, right := false, 0.0
			for _, c := range m.Form().Controls {
				if c.ID == idQuit {
					found = true
				}
				if c.Kind == KindButton {
					right = max(right, c.Rect.Right())
				}
			}
			if found != can {
				t.Errorf("Quit shown: %v", found)
			}
			if want := FrameOf(app).Rect(0, 0, 1230, 1).W; right < want-1 {
				t.Errorf("the buttons end at %.0f, want the row filled to %.0f", right, want)
			}
		})
	}
}
