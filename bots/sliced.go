package bots

import (
	"time"

	"rummy/engine"
)

// Sliced decides for b on v in slices, for a frame loop that must not
// block (the browser's one thread): wait returns at the next frame,
// having handed the thread back. A Thinker starts (cheap) and then
// steps with budget once per frame until it is done; another bot decides
// in one go, a frame after it was asked (not on top of the frame that
// asked, which applied the last move).
func Sliced(b Bot, v *engine.View, budget time.Duration, wait func()) engine.Action {
	s, ok := b.(Thinker)
	if !ok {
		wait()
		return b.Act(v)
	}
	s.Start(v)
	for {
		wait()
		if s.Step(budget) {
			return s.Action()
		}
	}
}
