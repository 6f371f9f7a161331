package scenes

import (
	"fmt"
	"math"
	"sort"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/sprites"
)

// luminance is WCAG 2's relative luminance of an opaque colour.
func luminance(r, g, b float64) float64 {
	lin := func(v float64) float64 {
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrastOf is the WCAG contrast ratio of a text's ink, laid over the
// median colour under its box, against that colour.
func contrastOf(px []byte, w, h int, b sprites.TextBox) (float64, bool) {
	x0, y0 := max(0, int(b.Rect.X)), max(0, int(b.Rect.Y))
	x1, y1 := min(w, int(math.Ceil(b.Rect.Right()))), min(h, int(math.Ceil(b.Rect.Bottom())))
	if x1 <= x0 || y1 <= y0 {
		return 0, false
	}
	type bg struct{ r, g, b, l float64 }
	var under []bg
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			i := 4 * (y*w + x)
			r, g, bb := float64(px[i])/255, float64(px[i+1])/255, float64(px[i+2])/255
			under = append(under, bg{r, g, bb, luminance(r, g, bb)})
		}
	}
	sort.Slice(under, func(i, j int) bool { return under[i].l < under[j].l })
	m := under[len(under)/2]
	ir, ig, ib, ia := b.Ink.RGBA() // premultiplied
	a := float64(ia) / 0xffff
	r := float64(ir)/0xffff + m.r*(1-a)
	g := float64(ig)/0xffff + m.g*(1-a)
	bl := float64(ib)/0xffff + m.b*(1-a)
	li, lb := luminance(r, g, bl), m.l
	return (math.Max(li, lb) + 0.05) / (math.Min(li, lb) + 0.05), true
}

// textContrasts draws a scene with its text replaced by its boxes and
// returns the contrast of every line it draws on the screen.
func textContrasts(t *testing.T, app *App, s Scene, ticks int) map[string]float64 {
	t.Helper()
	for i := 0; i < ticks; i++ {
		app.Tick++
		app.Backdrop.Prepare(int(app.W), int(app.H))
		s.Update(&Input{})
	}
	w, h := int(app.W), int(app.H)
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	var boxes []sprites.TextBox
	app.Fonts.RecordBoxes(func(b sprites.TextBox) { boxes = append(boxes, b) })
	s.Draw(img)
	app.Fonts.RecordBoxes(nil)
	px := make([]byte, 4*w*h)
	img.ReadPixels(px)
	out := map[string]float64{}
	for _, b := range boxes {
		if b.Dst != img {
			continue
		}
		if c, ok := contrastOf(px, w, h, b); ok {
			k := b.Text
			if old, seen := out[k]; !seen || c < old {
				out[k] = c
			}
		}
	}
	return out
}

// TestHighContrastTextReachesSevenToOne turns high contrast on and
// measures every line of text on the menu, the settings, the seeing
// screen, the rules, the three tables after the deal and a score sheet:
// each stands at least 7:1 (WCAG AAA) against the median colour under it.
func TestHighContrastTextReachesSevenToOne(t *testing.T) {
	app := testApp(t)
	app.Settings.HighContrast = true
	app.ApplySettings()
	t.Cleanup(func() { sprites.SetHighContrast(false) })
	least := math.Inf(1)
	check := func(screen string, cs map[string]float64) {
		t.Helper()
		if len(cs) == 0 {
			t.Errorf("%s: no text measured", screen)
		}
		for text, c := range cs {
			least = math.Min(least, c)
			if c < 7 {
				t.Errorf("%s: %q stands %.2f:1 against its background, want at least 7:1", screen, text, c)
			}
		}
	}
	menu := NewMenu(app, DefaultSetup(engine.Romme), app.Backdrop)
	check("menu", textContrasts(t, app, menu, 3))
	check("settings", textContrasts(t, app, NewSettingsScene(app, menu, app.Backdrop), 3))
	check("seeing", textContrasts(t, app, NewSeeingScene(app, menu, app.Backdrop), 3))
	check("rules", textContrasts(t, app, NewRulesScene(app, DefaultSetup(engine.Liverpool), menu, app.Backdrop), 3))
	for _, v := range menuVariants {
		setup := DefaultSetup(v)
		if err := setup.Options.Set("seed", "7"); err != nil {
			t.Fatal(err)
		}
		tb, err := NewTable(app, setup, menu)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 5000 && (len(tb.view.Hand) == 0 || tb.animating()); i++ {
			app.Tick++
			tb.Update(&Input{})
			if tb.botBusy() {
				time.Sleep(time.Millisecond)
			}
		}
		check(fmt.Sprintf("table %v", v), textContrasts(t, app, tb, 2))
		if v == engine.Classic {
			sheet, err := tb.PlayOutHand()
			if err != nil {
				t.Fatal(err)
			}
			check("score sheet", textContrasts(t, app, sheet, 2))
		}
	}
	t.Logf("least contrast of any text in high contrast: %.2f:1", least)
}
