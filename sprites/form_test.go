package sprites

import (
	"strings"
	"testing"
)

func testForm() Form {
	f := NewForm()
	f.Controls = []Control{
		{ID: 1, Kind: KindButton, Rect: Rect{X: 0, Y: 0, W: 100, H: 40}, Enabled: true},
		{ID: 2, Kind: KindButton, Rect: Rect{X: 0, Y: 50, W: 100, H: 40}, Enabled: false},
		{ID: 3, Kind: KindStepper, Rect: Rect{X: 0, Y: 100, W: 200, H: 40}, Enabled: true},
		// Overlaps control 1; drawn later, so it is on top.
		{ID: 4, Kind: KindToggle, Rect: Rect{X: 50, Y: 20, W: 100, H: 40}, Enabled: true},
	}
	return f
}

// tap presses and releases the pointer at a point without moving.
func tap(f *Form, x, y float64) (Activation, bool) {
	f.Update(FormInput{X: x, Y: y, Hover: true})
	f.Update(FormInput{X: x, Y: y, Down: true, Pressed: true})
	return f.Update(FormInput{X: x, Y: y, Hover: true, Released: true, Tap: true})
}

func TestFormHitTestingTopmostFirstAndSkipsDisabled(t *testing.T) {
	f := testForm()
	for _, tc := range []struct {
		x, y float64
		id   int // 0 = nothing
	}{{10, 10, 1}, {60, 30, 4}, {10, 60, 0}, {150, 110, 3}, {300, 300, 0}} {
		i := f.HitTest(tc.x, tc.y)
		got := 0
		if i >= 0 {
			got = f.Controls[i].ID
		}
		if got != tc.id {
			t.Errorf("HitTest(%v,%v) = control %d, want %d", tc.x, tc.y, got, tc.id)
		}
	}
}

func TestFormTapsActivateAndSteppersReadTheSide(t *testing.T) {
	f := testForm()
	if a, ok := tap(&f, 10, 10); !ok || a.ID != 1 || a.Delta != 1 {
		t.Errorf("tap on button: %+v %v", a, ok)
	}
	if _, ok := tap(&f, 10, 60); ok {
		t.Error("a disabled button activated")
	}
	// The stepper's value box is its right 44%: left half down, right half up.
	if a, ok := tap(&f, 120, 110); !ok || a.ID != 3 || a.Delta != -1 {
		t.Errorf("tap on stepper's minus: %+v %v", a, ok)
	}
	if a, ok := tap(&f, 190, 110); !ok || a.Delta != 1 {
		t.Errorf("tap on stepper's plus: %+v %v", a, ok)
	}
	// Press on one control, release on another: nothing.
	f.Update(FormInput{X: 10, Y: 10, Down: true, Pressed: true})
	if _, ok := f.Update(FormInput{X: 150, Y: 110, Hover: true, Released: true}); ok {
		t.Error("a press that ended elsewhere activated a control")
	}
}

func TestFormKeyboardFocusSkipsDisabled(t *testing.T) {
	f := testForm()
	key := func(k FormKey) (Activation, bool) { return f.Update(FormInput{Keys: k}) }
	key(FormDown)
	if f.Focused().ID != 1 {
		t.Fatalf("first Down focuses %d", f.Focused().ID)
	}
	key(FormDown)
	if f.Focused().ID != 3 {
		t.Errorf("Down skipped to %d, want 3 (2 is disabled)", f.Focused().ID)
	}
	if a, ok := key(FormLeft); !ok || a.ID != 3 || a.Delta != -1 {
		t.Errorf("Left on a stepper: %+v %v", a, ok)
	}
	key(FormUp)
	if f.Focused().ID != 1 {
		t.Errorf("Up went to %d", f.Focused().ID)
	}
	if _, ok := key(FormRight); ok {
		t.Error("Right on a button activated it")
	}
	if a, ok := key(FormActivate); !ok || a.ID != 1 {
		t.Errorf("Enter on a button: %+v %v", a, ok)
	}
	key(FormPrev)
	if f.Focused().ID != 4 {
		t.Errorf("Shift+Tab from the first wraps to %d, want 4", f.Focused().ID)
	}
}

// TestIssue18EllipsizeFits: a line too long for its width is cut at a
// whole letter and ends in "…"; one that fits is left alone.
func TestIssue18EllipsizeFits(t *testing.T) {
	fonts, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := fonts.Face(11, Regular)
	long := "Одна колода без джокеров. Кто первым сбросит все карты, получает с остальных."
	got := Ellipsize(long, face, 200)
	if w, _ := Measure(got, face); w > 200 || !strings.HasSuffix(got, "…") || len(got) >= len(long) {
		t.Errorf("%q is %.0f px wide", got, w)
	}
	if Ellipsize("Romme", face, 200) != "Romme" {
		t.Error("a short line was cut")
	}
}
