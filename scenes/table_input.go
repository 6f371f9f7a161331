package scenes

import (
	"sort"

	"rummy/engine"
	"rummy/sprites"
)

// gestures is the pointer's gesture under way: cards held (with the
// drop targets the judge lit up for them and why the others refuse), a
// lasso, or the card and pile under a resting pointer.
type gestures struct {
	drag    sprites.Drag
	targets []sprites.Target
	// targetWhy says why each unlit target refuses the held cards (nil
	// for a lit one), asked of the engine only on a drop there.
	targetWhy []func() error
	lassoOn   bool
	lasso     sprites.Rect
	hoverCard engine.Card
	// pileHover shows the whole discard pile while the pointer rests on it.
	pileHover bool
	// finger is true when the person's last press was a finger's.
	finger bool
}

// idle reports whether nothing is held.
func (g *gestures) idle() bool { return g.drag.Phase == sprites.DragIdle }

// mayAct reports whether the viewer is a person who may act now (a
// finished hand waits for the score sheet, not for a move).
func (t tableJudge) mayAct() bool {
	return t.viewerKind() == Human && t.view.Phase != engine.PhaseHandOver && t.view.MayAct() && !t.netView().netInFlight()
}

// myPlay reports whether the viewer is in the play part of a turn.
func (t tableJudge) myPlay() bool {
	return t.judge().mayAct() && t.view.Phase == engine.PhasePlay && t.view.Turn == t.viewer
}

// stagingMode says whether new melds are composed in the staging row
// before being laid down together: a Rommé opening with a requirement, or
// a Liverpool contract, not yet made.
func (t tableJudge) stagingMode() bool {
	return t.view.StagingFor(t.viewer).Active()
}

// humanInput handles the pointer and the keys for the viewer's moves.
func (t tablePointer) humanInput(in *Input) {
	if t.cutter().personCuts() {
		t.cutter().cutPointer(in)
		return
	}
	t.pointer().keys(in)
	t.gesture.pileHover = in.Hover && t.gesture.idle() && len(t.view.Pile) > 1 &&
		t.lay.Discard.Inset(-t.lay.Discard.W*0.2).Contains(in.X, in.Y)
	t.gesture.hoverCard = engine.NoCard
	t.build.staging.hover = 0
	if t.gesture.idle() && in.Hover && !t.gesture.lassoOn {
		if c, _, ok := t.pointer().handCardAt(in.X, in.Y); ok {
			t.gesture.hoverCard = c
		}
		t.build.staging.hover = t.judge().stagedGroupAt(in.X, in.Y) + 1
	}
	t.pointer().longHover(in)
	if in.Pressed {
		t.gesture.finger = !in.Hover
	}
	if in.Pressed && t.form.HitTest(in.X, in.Y) < 0 {
		t.pointer().press(in)
		t.pointer().liftFor(in)
	}
	if t.gesture.drag.Phase != sprites.DragIdle {
		t.gesture.drag.Move(in.X, in.Y, in.Dragging)
		if t.gesture.drag.Phase == sprites.DragMoving {
			t.pointer().followPointer()
		}
	}
	if t.gesture.lassoOn {
		t.gesture.lasso = sprites.Rect{X: min(in.StartX, in.X), Y: min(in.StartY, in.Y), W: abs(in.X - in.StartX), H: abs(in.Y - in.StartY)}
	}
	if in.Released {
		t.pointer().release(in)
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// handCardAt returns the topmost hand card under a point.
func (t tablePointer) handCardAt(x, y float64) (engine.Card, sprites.Pose, bool) {
	hand := t.layouter().handCards(nil)
	for i := len(hand) - 1; i >= 0; i-- {
		s, ok := t.anim.cards[hand[i]]
		if !ok {
			continue
		}
		p := s.tw.To
		if p.Rect().Contains(x, y) {
			return hand[i], p, true
		}
	}
	return engine.NoCard, sprites.Pose{}, false
}

// press starts a gesture: on a hand card (the selection if it is
// selected), a staged group, the stock or the discard, or a lasso.
func (t tablePointer) press(in *Input) {
	if c, p, ok := t.pointer().handCardAt(in.X, in.Y); ok {
		cards := []engine.Card{c}
		if t.hand.Selected(c) {
			for _, o := range t.layouter().handCards(nil) {
				if o != c && t.hand.Selected(o) {
					cards = append(cards, o)
				}
			}
		}
		t.gesture.drag.Begin(sprites.FromHand, cards, in.X, in.Y, p.X, p.Y)
		return
	}
	if c, ok := t.pointer().stagedCardAt(in.X, in.Y); ok {
		// A staged card lifts with the cards after it in its group: the
		// whole group from its first card, a split from any other.
		lead := t.anim.cards[c].tw.To
		t.gesture.drag.Begin(sprites.FromStaging, t.hand.Tail(c), in.X, in.Y, lead.X, lead.Y)
		return
	}
	if t.lay.Stock.Contains(in.X, in.Y) && t.view.StockSize > 0 {
		t.gesture.drag.Begin(sprites.FromStock, nil, in.X, in.Y, t.lay.Stock.X, t.lay.Stock.Y)
		return
	}
	if n := len(t.view.Pile); n > 0 {
		top := t.view.Pile[n-1]
		if s, ok := t.anim.cards[top]; ok && s.tw.To.Rect().Contains(in.X, in.Y) {
			t.gesture.drag.Begin(sprites.FromDiscard, []engine.Card{top}, in.X, in.Y, s.tw.To.X, s.tw.To.Y)
			return
		}
	}
	if t.lay.Hand.Contains(in.X, in.Y) || t.lay.Melds.Contains(in.X, in.Y) {
		t.gesture.lassoOn = true
	}
}

// followPointer moves the held cards with the pointer (the first time
// it also works out which drops the engine would accept).
func (t tablePointer) followPointer() {
	if t.gesture.targets == nil {
		t.judge().buildTargets()
	}
	h := t.pointer().heldHeight()
	lead := t.gesture.drag.Lead(h)
	for i, c := range t.gesture.drag.Cards {
		if s, ok := t.anim.cards[c]; ok {
			p := lead
			p.X += float64(i) * h * sprites.CardAspect * 0.3
			s.tw = sprites.Tween{From: p, To: p}
			s.z = zHeld.z(i)
		}
	}
	sort.Slice(t.anim.drawList, func(i, j int) bool { return t.anim.drawList[i].z < t.anim.drawList[j].z })
}

// heldHeight is the height of cards while held.
func (t tablePointer) heldHeight() float64 {
	if t.gesture.drag.Source == sprites.FromHand && t.gesture.drag.Y >= t.lay.Melds.Bottom() {
		return t.lay.HandH
	}
	return t.lay.MeldH * 1.2
}

// release ends a gesture: a tap, a drop on a target, or a lasso.
func (t tablePointer) release(in *Input) {
	if t.pointer().endLongPress(in) {
		return
	}
	if (t.gesture.lassoOn || t.gesture.idle()) && t.pointer().tapPlay(in) {
		t.gesture.lassoOn, t.gesture.lasso = false, sprites.Rect{}
		return
	}
	if t.gesture.lassoOn {
		t.gesture.lassoOn = false
		if in.Tap {
			t.hand.ClearSelection()
		} else {
			for _, c := range t.layouter().handCards(nil) {
				if s, ok := t.anim.cards[c]; ok && s.tw.To.Rect().Overlap(t.gesture.lasso) > 0 {
					t.hand.Select(c)
				}
			}
		}
		t.gesture.lasso = sprites.Rect{}
		t.layouter().layoutCards(false)
		return
	}
	if t.gesture.idle() {
		return
	}
	src, cards := t.gesture.drag.Source, append([]engine.Card(nil), t.gesture.drag.Cards...)
	dragged := t.gesture.drag.End()
	defer func() { t.gesture.targets, t.gesture.targetWhy = nil, nil }()
	if !dragged {
		t.pointer().tap(src, cards, in)
		return
	}
	held := t.gesture.drag.Bounds(t.pointer().heldHeight(), t.pointer().heldHeight()*sprites.CardAspect*0.3)
	ax, ay := t.pointer().aim(in.X, in.Y)
	i := t.pointer().jokerUnder(ax, ay)
	if i < 0 {
		i = sprites.PickTarget(held, ax, ay, t.gesture.targets)
	}
	if i < 0 {
		for k, tg := range t.gesture.targets {
			if tg.Rect.Contains(ax, ay) && t.gesture.targetWhy[k] != nil {
				if err := t.gesture.targetWhy[k](); err != nil {
					t.judge().refuse(err)
				}
				break
			}
		}
		t.pointer().bounceHome()
		return
	}
	if err := t.pointer().drop(src, cards, t.gesture.targets[i], ax); err != nil {
		t.judge().refuse(err)
	}
	t.pointer().bounceHome()
}

// jokerUnder returns the legal joker-swap target under the pointer, or
// −1: a card let go right on a joker swaps it, even where a lay-off on
// the same meld would also be legal.
func (t tablePointer) jokerUnder(x, y float64) int {
	for i, tg := range t.gesture.targets {
		if tg.Kind == sprites.ToJoker && tg.Legal && tg.Rect.Contains(x, y) {
			return i
		}
	}
	return -1
}

// bounceHome lays the cards out again; held cards slide back.
func (t tablePointer) bounceHome() {
	t.layouter().layoutCards(false)
	t.anim.homeAll()
}

// tap handles a click without a drag.
func (t tablePointer) tap(src sprites.Source, cards []engine.Card, in *Input) {
	switch src {
	case sprites.FromHand:
		t.hand.Toggle(cards[0])
		t.layouter().layoutCards(false)
	case sprites.FromStaging:
		t.stager().unstage(cards)
	case sprites.FromStock:
		t.tryAct(engine.DrawAction(false))
	case sprites.FromDiscard:
		if one := t.hand.Single(); one != engine.NoCard && t.view.Phase != engine.PhaseDraw {
			t.discard(one)
			return
		}
		t.tryAct(engine.DrawAction(true))
	}
}

// tryAct sends a move of the viewer to the game, showing the engine's
// reason if it is refused (the game validates it, once).
func (t *Table) tryAct(a engine.Action) bool {
	if !t.judge().mayAct() {
		return false
	}
	if err := t.apply(t.viewer, a); err != nil {
		t.judge().refuse(err)
		return false
	}
	t.hand.ClearSelection()
	t.layouter().layoutCards(false)
	return true
}
