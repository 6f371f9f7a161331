package scenes

import "testing"

// TestTapVersusDrag feeds pointer tracks through the intent layer: a
// press that moves less than the slop is a tap, more is a drag.
func TestTapVersusDrag(t *testing.T) {
	for _, tc := range []struct {
		name      string
		track     [][2]float64 // positions while pressed; release at the last
		touch     bool
		tap, drag bool
	}{
		{"still click", [][2]float64{{100, 100}, {100, 100}}, false, true, false},
		{"jitter under slop", [][2]float64{{100, 100}, {103, 102}, {104, 101}}, false, true, false},
		{"drag past slop", [][2]float64{{100, 100}, {110, 100}, {150, 120}}, false, false, true},
		{"drag that comes back is still a drag", [][2]float64{{100, 100}, {120, 100}, {100, 100}}, false, false, true},
		{"touch tap", [][2]float64{{50, 60}, {51, 60}}, true, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s InputState
			s.Step(RawInput{X: 0, Y: 0}, 6)
			dragged := false
			for i, p := range tc.track {
				in := s.Step(RawInput{X: p[0], Y: p[1], Down: true, Touch: tc.touch}, 6)
				if i == 0 && !in.Pressed {
					t.Fatal("first pressed tick is not Pressed")
				}
				dragged = dragged || in.Dragging
			}
			last := tc.track[len(tc.track)-1]
			raw := RawInput{X: last[0], Y: last[1], Touch: tc.touch}
			if tc.touch {
				raw.X, raw.Y = 0, 0 // a lifted finger reports no position
			}
			in := s.Step(raw, 6)
			if !in.Released || in.Tap != tc.tap || dragged != tc.drag {
				t.Errorf("released %v tap %v dragged %v; want tap %v drag %v", in.Released, in.Tap, dragged, tc.tap, tc.drag)
			}
			if in.X != last[0] || in.Y != last[1] {
				t.Errorf("release at %v,%v, want %v", in.X, in.Y, last)
			}
			if in.StartX != tc.track[0][0] || in.StartY != tc.track[0][1] {
				t.Errorf("start %v,%v, want %v", in.StartX, in.StartY, tc.track[0])
			}
			if in.Hover == tc.touch {
				t.Errorf("hover %v for touch %v", in.Hover, tc.touch)
			}
		})
	}
}

func TestKeyIntentsPassThrough(t *testing.T) {
	var s InputState
	in := s.Step(RawInput{Keys: IntentDown | IntentActivate}, 6)
	if !in.Has(IntentDown) || !in.Has(IntentActivate) || in.Has(IntentUp) || !in.Any() {
		t.Errorf("keys %b", in.Keys)
	}
	if in = s.Step(RawInput{}, 6); in.Any() {
		t.Error("an idle tick reports activity")
	}
}

// TestInputHeldCountsAStillPress: Held counts the ticks of a press that
// has not moved past the slop, keeps the count on the release tick and
// drops to 0 once the press moves; LongPress is a touch's only.
func TestInputHeldCountsAStillPress(t *testing.T) {
	var s InputState
	s.Step(RawInput{X: 5, Y: 5, Touch: true}, TapSlop)
	var in Input
	for i := 0; i < LongPressTicks; i++ {
		in = s.Step(RawInput{X: 5, Y: 5, Down: true, Touch: true}, TapSlop)
	}
	if in.Held != LongPressTicks || !in.LongPress() {
		t.Errorf("after %d still ticks Held is %d (long press %v)", LongPressTicks, in.Held, in.LongPress())
	}
	if in = s.Step(RawInput{X: 5, Y: 5, Touch: true}, TapSlop); in.Held != LongPressTicks || !in.LongPress() || !in.Tap {
		t.Errorf("the release tick has Held %d, tap %v", in.Held, in.Tap)
	}
	s.Step(RawInput{X: 5, Y: 5, Down: true}, TapSlop)
	in = s.Step(RawInput{X: 5 + 2*TapSlop, Y: 5, Down: true}, TapSlop)
	if in.Held != 0 || in.LongPress() {
		t.Errorf("a moved press has Held %d", in.Held)
	}
	s.Step(RawInput{X: 5, Y: 5}, TapSlop)
	for i := 0; i < LongPressTicks; i++ {
		in = s.Step(RawInput{X: 5, Y: 5, Down: true}, TapSlop)
	}
	if in.Held != LongPressTicks || in.LongPress() {
		t.Error("a mouse's press counts as a long press")
	}
}
