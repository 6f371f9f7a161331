package scenes

import (
	"fmt"
	"testing"

	"rummy/sprites"
)

// TestLayoutReflowsWhenTheWindowResizes plays a Liverpool table for four
// and resizes the window mid-game the way the window does (through the
// manager's Layout): 1280×800, then 800×600, 720×450 and back. At each
// size what is drawn keeps the layout rules and the hand spans the new
// width; back at the first size the same boxes are drawn as before (no
// layout is kept from an earlier size).
func TestLayoutReflowsWhenTheWindowResizes(t *testing.T) {
	app := testApp(t)
	r := newRigIn(t, app, "liverpool", "human,bot,bot,bot")
	r.settle()
	draw := func(w, h int, name string) []sprites.Drawn {
		t.Helper()
		if gw, gh := r.m.Layout(w, h); gw != w || gh != h || app.W != float64(w) {
			t.Fatalf("the window %d×%d is laid out as %d×%d (app %v×%v)", w, h, gw, gh, app.W, app.H)
		}
		r.run(2)
		drawn := drawnOf(t, app, r.table, layoutScreen(w, h), name)
		for _, p := range layoutProblems(drawn, float64(w), float64(h), 1, layoutMinButtonCSS) {
			t.Errorf("%s: %s", name, p)
		}
		var p Probe
		r.m.Fill(&p)
		if hand := p.Table.HandArea; hand.X < 0 || hand.Right() > float64(w) || hand.Right() < float64(w)/2 || hand.Bottom() > float64(h)+1 {
			t.Errorf("%s: the hand's area %s does not fit the %d×%d window", name, rectString(hand), w, h)
		}
		return drawn
	}
	first := draw(1280, 800, "resize-1-1280x800")
	for i, size := range [][2]int{{800, 600}, {720, 450}, {1024, 768}} {
		draw(size[0], size[1], fmt.Sprintf("resize-%d-%dx%d", i+2, size[0], size[1]))
	}
	again := draw(1280, 800, "resize-5-1280x800")
	if a, b := boxesOf(first), boxesOf(again); a != b {
		t.Errorf("back at 1280×800 the table draws\n%s\nwhere it first drew\n%s", b, a)
	}
}

// boxesOf lists the drawn lines and controls with their places.
func boxesOf(drawn []sprites.Drawn) string {
	s := ""
	for _, d := range drawn {
		s += fmt.Sprintf("%q %s %v\n", d.Text, rectString(d.Rect), d.Control)
	}
	return s
}
