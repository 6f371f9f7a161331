package sprites

import "testing"

func TestRectGeometry(t *testing.T) {
	r := Rect{10, 20, 100, 50}
	for _, tc := range []struct {
		x, y float64
		in   bool
	}{{10, 20, true}, {109.9, 69.9, true}, {110, 30, false}, {50, 70, false}, {9.9, 30, false}} {
		if got := r.Contains(tc.x, tc.y); got != tc.in {
			t.Errorf("Contains(%v,%v) = %v", tc.x, tc.y, got)
		}
	}
	if got := r.Overlap(Rect{60, 40, 100, 100}); got != 50*30 {
		t.Errorf("overlap = %v, want 1500", got)
	}
	if got := r.Overlap(Rect{200, 200, 5, 5}); got != 0 {
		t.Errorf("disjoint overlap = %v", got)
	}
	if got := r.Row(1, 2, 10); got != (Rect{10, 50, 100, 20}) {
		t.Errorf("Row = %+v", got)
	}
}

func TestWrapKeepsLinesWithinWidth(t *testing.T) {
	fonts, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := fonts.Face(16, Regular)
	text := "A set is three or four cards of one rank, each suit at most once.\nКаждая масть не больше одного раза."
	lines := Wrap(text, face, 200)
	if len(lines) < 4 {
		t.Fatalf("got %d lines: %q", len(lines), lines)
	}
	for _, l := range lines {
		if w, _ := Measure(l, face); w > 200 {
			t.Errorf("line %q is %.0f wide", l, w)
		}
	}
	if lines[len(lines)-1] == "" || lines[0][0] != 'A' {
		t.Errorf("lines lost text: %q", lines)
	}
}
