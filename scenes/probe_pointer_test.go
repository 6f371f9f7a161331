package scenes

import (
	"encoding/json"
	"testing"
)

// TestIssue14ProbeShowsThePointer (issue 14, the Done-when run): the
// probe says where the game saw the pointer in its last tick, whether
// it was pressed and how many presses it has seen, so that a driver
// waits for the game to see each step of a gesture instead of waiting
// a fixed time a slow frame may outlast.
func TestIssue14ProbeShowsThePointer(t *testing.T) {
	r := newRig(t, "classic", "human,bot")
	var p Probe
	var got struct {
		Pointer struct {
			X, Y    float64
			Down    bool
			Presses int
		} `json:"pointer"`
	}
	for i, step := range []RawInput{{X: 10, Y: 20}, {X: 11, Y: 21, Down: true}, {X: 40, Y: 50, Down: true}, {X: 40, Y: 50}, {X: 41, Y: 50, Down: true}} {
		r.raw = step
		r.run(1)
		r.m.Fill(&p)
		if err := json.Unmarshal(p.AppendJSON(nil), &got); err != nil {
			t.Fatal(err)
		}
		presses := map[int]int{0: 0, 1: 1, 2: 1, 3: 1, 4: 2}[i]
		if pt := got.Pointer; pt.X != step.X || pt.Y != step.Y || pt.Down != step.Down || pt.Presses != presses {
			t.Errorf("step %d: the probe's pointer %+v, want %+v after %d presses", i, pt, step, presses)
		}
	}
}
