package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/sprites"
)

// screenBoxes draws a scene with its text replaced by its boxes and
// returns the boxes of the lines drawn on the screen itself.
func screenBoxes(app *App, draw func(*ebiten.Image), screen *ebiten.Image) []sprites.TextBox {
	var boxes []sprites.TextBox
	app.Fonts.RecordBoxes(func(b sprites.TextBox) {
		if b.Dst == screen {
			boxes = append(boxes, b)
		}
	})
	screen.Clear()
	draw(screen)
	app.Fonts.RecordBoxes(nil)
	return boxes
}

// overlappingText lists the pairs of lines whose boxes overlap by more
// than a tenth of the smaller one's height in both directions (a line's
// box is its advance by its font size), and the lines not on the screen.
func overlappingText(boxes []sprites.TextBox, screen sprites.Rect) []string {
	var bad []string
	for i, a := range boxes {
		if a.Rect.Overlap(screen) < a.Rect.W*a.Rect.H*0.99 {
			bad = append(bad, fmt.Sprintf("%q runs off the screen at %+v", a.Text, a.Rect))
		}
		for _, b := range boxes[i+1:] {
			slack := 0.1 * min(a.Rect.H, b.Rect.H)
			if a.Rect.Inset(slack).Overlap(b.Rect.Inset(slack)) > 0 {
				bad = append(bad, fmt.Sprintf("%q and %q overlap", a.Text, b.Text))
			}
		}
	}
	return bad
}

// TestTextSize150KeepsTheTableApart plays a table of each rule set with
// three seats at 1280×800 and 1024×768 with text at 100 % and 150 %: the
// text is drawn half as big again, and no two lines of it overlap or
// leave the screen.
func TestTextSize150KeepsTheTableApart(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {1024, 768}} {
		screen := ebiten.NewImage(size[0], size[1])
		for _, v := range []string{"classic", "romme", "liverpool"} {
			for _, pct := range []int{100, 150} {
				t.Run(fmt.Sprintf("%v/%s/%d", size, v, pct), func(t *testing.T) {
					app := testApp(t)
					app.Settings.TextSize = pct
					app.ApplySettings()
					app.Resize(size[0], size[1], 1)
					if got := app.Fonts.Face(20, sprites.Regular).Size; got != 20*float64(pct)/100 {
						t.Fatalf("text at %d %% draws 20 px as %v px", pct, got)
					}
					r := newRigIn(t, app, v, "human,bot,bot")
					r.settle()
					boxes := screenBoxes(app, r.table.Draw, screen)
					if len(boxes) < 10 {
						t.Fatalf("only %d lines measured", len(boxes))
					}
					for _, s := range overlappingText(boxes, sprites.Rect{W: float64(size[0]), H: float64(size[1])}) {
						t.Error(s)
					}
				})
			}
		}
	}
}

// TestTextSize150KeepsTheMenusApart: the menu, the settings and the
// seeing screen at 1280×800 with text at 150 %: no two lines overlap or
// leave the screen.
func TestTextSize150KeepsTheMenusApart(t *testing.T) {
	screen := ebiten.NewImage(1280, 800)
	app := testApp(t)
	app.Settings.TextSize = 150
	app.ApplySettings()
	menu := NewMenu(app, DefaultSetup(engine.Romme), app.Backdrop)
	for name, s := range map[string]Scene{"menu": menu, "settings": NewSettingsScene(app, menu, app.Backdrop), "seeing": NewSeeingScene(app, menu, app.Backdrop)} {
		for i := 0; i < 3; i++ {
			app.Tick++
			s.Update(&Input{})
		}
		for _, bad := range overlappingText(screenBoxes(app, s.Draw, screen), sprites.Rect{W: 1280, H: 800}) {
			t.Errorf("%s: %s", name, bad)
		}
	}
}
