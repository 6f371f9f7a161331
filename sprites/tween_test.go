package sprites

import (
	"math"
	"testing"
)

func TestTweenAdvancesPerTickWithDelay(t *testing.T) {
	tw := Tween{From: Pose{0, 0, 100, 0}, To: Pose{100, 50, 200, 1}, Delay: 2, Ticks: 4, Ease: EaseOutCubic}
	var xs []float64
	for !tw.Done() {
		tw.Step()
		xs = append(xs, tw.Pose().X)
	}
	if len(xs) != 6 {
		t.Fatalf("took %d ticks, want 6 (2 delay + 4 motion)", len(xs))
	}
	if xs[0] != 0 || xs[1] != 0 {
		t.Errorf("moved during the delay: %v", xs)
	}
	for i := 2; i < len(xs); i++ {
		if xs[i] <= xs[i-1] {
			t.Errorf("not monotonic: %v", xs)
		}
	}
	if p := tw.Pose(); p != tw.To {
		t.Errorf("ended at %+v, want %+v", p, tw.To)
	}
	tw.Step()
	if tw.Pose() != tw.To {
		t.Error("a finished tween moved on")
	}
}

func TestEasesStartAtZeroAndEndAtOne(t *testing.T) {
	for name, e := range map[string]Ease{"out cubic": EaseOutCubic, "in-out cubic": EaseInOutCubic, "out back": EaseOutBack} {
		if math.Abs(e(0)) > 1e-9 || math.Abs(e(1)-1) > 1e-9 {
			t.Errorf("%s: e(0)=%v e(1)=%v", name, e(0), e(1))
		}
	}
	if EaseOutBack(0.7) <= 1 {
		t.Error("out-back should overshoot")
	}
}
