package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/store"
)

// maxScriptedTurnTicks is the most frames (at 60 TPS: two seconds) the
// bots' part between two of the person's steps may take on screen.
const maxScriptedTurnTicks = 120

// TestIssue24ScriptedBotTurnsAreQuick (issue 24, item 2): at the
// settings a newcomer has (normal animation and bot speed), the frames
// from the person's move until the lesson waits for the person again
// (the bots have played and every card has landed) stay under two
// seconds of play at 60 TPS for each bot turn in between, at every step
// of each lesson. Counted in Update frames (each followed by the paint
// the game would make), not wall time: the lesson did not tell the
// manager when its picture was still, so the game waited for a paint
// before every tick of the bots' pause (1431 frames a turn).
func TestIssue24ScriptedBotTurnsAreQuick(t *testing.T) {
	for _, v := range []engine.Variant{engine.Classic, engine.Romme, engine.Liverpool} {
		t.Run(v.String(), func(t *testing.T) {
			app := testApp(t)
			r, ts := tutorialRig(t, app, v)
			app.Settings.AnimationSpeed, app.Settings.BotSpeed = store.Normal, store.Normal
			// As the game runs: the screen is kept between frames and
			// redrawn only when something changed, one paint per frame.
			ebiten.SetScreenClearedEveryFrame(false)
			t.Cleanup(func() { ebiten.SetScreenClearedEveryFrame(true) })
			st := ts.m.State()
			framesUntilPerson(r)
			for i, s := range ts.tu.script.steps {
				for v := r.table.view; s.kind != engine.ActClaim && v.Claim.Open() && v.Claim.Pending(0); v = r.table.view {
					r.perform(engine.PassAction())
					from := len(st.Log())
					if n := framesUntilPerson(r); n > maxScriptedTurnTicks*botTurns(st, from) {
						t.Errorf("step %d: after a pass the bots took %d frames for %d turns", i, n, botTurns(st, from))
					}
				}
				r.perform(stepAction(t, st, s))
				if i == len(ts.tu.script.steps)-1 {
					break
				}
				from := len(st.Log())
				n := framesUntilPerson(r)
				if turns := botTurns(st, from); n > maxScriptedTurnTicks*turns {
					t.Errorf("step %d (%v): %d bot turns took %d frames (%.1f s at 60 TPS), want ≤ %d a turn", i, s.kind, turns, n, float64(n)/60, maxScriptedTurnTicks)
				}
			}
		})
	}
}

// botTurns is how many turns the bots began (drew) in the log since
// entry from, at least one (a step may end with the bots' claim passes).
func botTurns(st *engine.State, from int) int {
	n := 0
	for _, la := range st.Log()[from:] {
		if la.Seat != 0 && la.Action.Kind == engine.ActDraw {
			n++
		}
	}
	return max(n, 1)
}

// framesUntilPerson runs the lesson until it waits for the person and
// returns how many frames that took (at most 6000), logging what held
// it when it was long.
func framesUntilPerson(r *tableRig) int {
	r.t.Helper()
	tb := r.table
	var why []string
	for i := 1; i <= 6000; i++ {
		r.run(1)
		r.m.paint.painted() // the frame's Draw
		if !tb.animating() && tb.judge().mayAct() && !tb.botBusy() && tb.reveal.result == nil {
			if i > maxScriptedTurnTicks {
				r.t.Logf("held by: %v", why[:min(len(why), 8)])
			}
			return i
		}
		if i%30 == 0 {
			why = append(why, fmt.Sprintf("%d:anim=%v bot=%v phase=%v claim=%v wait=%v", i, tb.animating(), tb.botBusy(), tb.view.Phase, tb.view.Claim.Open(), tb.view.Waiting))
		}
	}
	r.t.Fatal("the lesson never waited for the person")
	return 0
}
