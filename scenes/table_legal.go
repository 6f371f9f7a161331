package scenes

import (
	"rummy/engine"
	"rummy/sprites"
)

// tableLegal is what the viewer may do in the position shown, asked of
// the engine once per position (engine.Moves, from engine.Legal): a drop
// target lights because an action exists for it, and the drop submits
// that very action. Only a refused drop asks the engine why
// (View.Check), and only the game validates what is submitted.
type tableLegal struct {
	moves engine.Moves
	// view, version and viewer are the position moves were listed for.
	view    *engine.View
	version uint64
	viewer  int
	built   bool
	// lists and checks count the questions the table put to the
	// engine: enumerations of the legal actions, and View.Check calls
	// (what a gesture costs; tests read them).
	lists, checks int
}

// moves returns the viewer's legal actions now: none while the viewer
// may not act (not their turn, a move in flight, a bot's seat).
func (t tableJudge) moves() engine.Moves {
	if !t.judge().mayAct() {
		return engine.Moves{}
	}
	l := &t.legal
	if !l.built || l.view != t.view || l.version != t.game.version || l.viewer != t.viewer {
		l.moves = engine.NewMoves(t.view)
		l.view, l.version, l.viewer, l.built = t.view, t.game.version, t.viewer, true
		l.lists++
	}
	return l.moves
}

// allows reports whether the viewer may make a (listed) move now.
func (t tableJudge) allows(a engine.Action) bool { return t.judge().moves().Has(a) }

// endAt picks, among the legal ends of a meld (front first, as Moves
// lists them), the one a drop at x means: the only one, or the nearer
// one when both are.
func endAt(ends []engine.Action, r sprites.Rect, x float64) engine.Action {
	if len(ends) == 2 {
		if cx, _ := r.Center(); x >= cx {
			return ends[1]
		}
	}
	return ends[0]
}
