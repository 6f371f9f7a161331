package scenes

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
)

// pixelStats classifies a frame's pixels: felt green, card paper, gold.
type pixelStats struct {
	felt, paper, gold float64
}

func statsOf(px []byte) pixelStats {
	var s pixelStats
	n := float64(len(px) / 4)
	for i := 0; i+3 < len(px); i += 4 {
		r, g, b := int(px[i]), int(px[i+1]), int(px[i+2])
		switch {
		case g > r+25 && g > b+5 && g < 140:
			s.felt++
		case r > 235 && g > 230 && b > 215:
			s.paper++
		case r > 190 && g > 130 && b < 110 && r > b+90:
			s.gold++
		}
	}
	s.felt /= n
	s.paper /= n
	s.gold /= n
	return s
}

// render updates a scene a few ticks and draws it into a 1280×800 frame;
// with RUMMY_SHOTS set it also writes the frame there as a PNG.
func render(t *testing.T, app *App, name string, s Scene, ticks int) pixelStats {
	t.Helper()
	for i := 0; i < ticks; i++ {
		app.Tick++
		app.Backdrop.Prepare(int(app.W), int(app.H))
		s.Update(&Input{})
	}
	img := ebiten.NewImage(int(app.W), int(app.H))
	defer img.Deallocate()
	s.Draw(img)
	px := make([]byte, 4*int(app.W)*int(app.H))
	img.ReadPixels(px)
	if dir := os.Getenv("RUMMY_SHOTS"); dir != "" {
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err == nil {
			_ = png.Encode(f, &image.RGBA{Pix: px, Stride: 4 * int(app.W), Rect: image.Rect(0, 0, int(app.W), int(app.H))})
			f.Close()
		}
	}
	return statsOf(px)
}

// TestScreensRenderTheirStructure draws every screen and checks it by
// structure, not exact pixels: the felt shows, the menu has its gold
// Start button, tables show cards, the score sheet its gold headline.
func TestScreensRenderTheirStructure(t *testing.T) {
	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Romme), app.Backdrop)
	st := render(t, app, "menu", menu, 3)
	if st.felt < 0.3 || st.gold < 0.003 {
		t.Errorf("menu: felt %.2f gold %.4f", st.felt, st.gold)
	}
	if st := render(t, app, "settings", NewSettingsScene(app, menu, app.Backdrop), 3); st.felt < 0.3 || st.paper < 0.01 {
		t.Errorf("settings: felt %.2f, sample cards %.3f", st.felt, st.paper)
	}
	if st := render(t, app, "rules", NewRulesScene(app, DefaultSetup(engine.Liverpool), menu, app.Backdrop), 3); st.felt < 0.2 {
		t.Errorf("rules: felt %.2f", st.felt)
	}
	for _, v := range menuVariants {
		tb := dealtTable(t, app, v, menu)
		st := render(t, app, "table-"+v.String(), tb, 2)
		if st.felt < 0.3 || st.paper < 0.04 {
			t.Errorf("%v table: felt %.2f, card paper %.3f (the hand should show)", v, st.felt, st.paper)
		}
		sheet, err := tb.PlayOutHand()
		if err != nil {
			t.Fatal(err)
		}
		if st := render(t, app, "sheet-"+v.String(), sheet, 2); st.felt < 0.2 || st.gold < 0.0005 {
			t.Errorf("%v score sheet: felt %.2f gold %.4f", v, st.felt, st.gold)
		}
	}
}

// dealtTable opens a table of variant v on seed 7 and runs it until the
// bots have cut and the deal has landed (bots think in goroutines).
func dealtTable(t *testing.T, app *App, v engine.Variant, back Scene) *Table {
	t.Helper()
	setup := DefaultSetup(v)
	if err := setup.Options.Set("seed", "7"); err != nil {
		t.Fatal(err)
	}
	tb, err := NewTable(app, setup, back)
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
	return tb
}
