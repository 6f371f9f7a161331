package scenes

import (
	"sort"

	"rummy/engine"
	"rummy/sprites"
)

// mayAct reports whether the viewer is a person who may act now.
func (t *Table) mayAct() bool {
	return t.setup.Seats[t.viewer].Kind == Human && t.view.MayAct()
}

// myPlay reports whether the viewer is in the play part of a turn.
func (t *Table) myPlay() bool {
	return t.mayAct() && t.view.Phase == engine.PhasePlay && t.view.Turn == t.viewer
}

// stagingMode says whether new melds are composed in the staging row
// before being laid down together: a Rommé opening with a requirement, or
// a Liverpool contract, not yet made.
func (t *Table) stagingMode() bool {
	return t.view.StagingFor(t.viewer).Active()
}

// humanInput handles the pointer and the keys for the viewer's moves.
func (t *Table) humanInput(in *Input) {
	if t.personCuts() {
		t.cutPointer(in)
		return
	}
	t.keys(in)
	t.pileHover = in.Hover && t.drag.Phase == sprites.DragIdle && len(t.view.Pile) > 1 &&
		t.lay.Discard.Inset(-t.lay.Discard.W*0.2).Contains(in.X, in.Y)
	t.hoverCard = engine.NoCard
	if t.drag.Phase == sprites.DragIdle && in.Hover && !t.lassoOn {
		if c, _, ok := t.handCardAt(in.X, in.Y); ok {
			t.hoverCard = c
		}
	}
	if in.Pressed && t.form.HitTest(in.X, in.Y) < 0 {
		t.press(in)
	}
	if t.drag.Phase != sprites.DragIdle {
		t.drag.Move(in.X, in.Y, in.Dragging)
		if t.drag.Phase == sprites.DragMoving {
			t.followPointer()
		}
	}
	if t.lassoOn {
		t.lasso = sprites.Rect{X: min(in.StartX, in.X), Y: min(in.StartY, in.Y), W: abs(in.X - in.StartX), H: abs(in.Y - in.StartY)}
	}
	if in.Released {
		t.release(in)
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// handCardAt returns the topmost hand card under a point.
func (t *Table) handCardAt(x, y float64) (engine.Card, sprites.Pose, bool) {
	hand := t.handCards(nil)
	for i := len(hand) - 1; i >= 0; i-- {
		s, ok := t.cards[hand[i]]
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

// stagedAt returns the staged group under a point, or −1.
func (t *Table) stagedAt(x, y float64) int {
	for gi := len(t.staged) - 1; gi >= 0; gi-- {
		for _, c := range t.staged[gi] {
			if s, ok := t.cards[c]; ok && s.tw.To.Rect().Contains(x, y) {
				return gi
			}
		}
	}
	return -1
}

// press starts a gesture: on a hand card (the selection if it is
// selected), a staged group, the stock or the discard, or a lasso.
func (t *Table) press(in *Input) {
	if c, p, ok := t.handCardAt(in.X, in.Y); ok {
		cards := []engine.Card{c}
		if t.selected[c] {
			for _, o := range t.handCards(nil) {
				if o != c && t.selected[o] {
					cards = append(cards, o)
				}
			}
		}
		t.drag.Begin(sprites.FromHand, cards, in.X, in.Y, p.X, p.Y)
		return
	}
	if gi := t.stagedAt(in.X, in.Y); gi >= 0 {
		lead := t.cards[t.staged[gi][0]].tw.To
		t.drag.Begin(sprites.FromStaging, t.staged[gi], in.X, in.Y, lead.X, lead.Y)
		return
	}
	if t.lay.Stock.Contains(in.X, in.Y) && t.view.StockSize > 0 {
		t.drag.Begin(sprites.FromStock, nil, in.X, in.Y, t.lay.Stock.X, t.lay.Stock.Y)
		return
	}
	if n := len(t.view.Pile); n > 0 {
		top := t.view.Pile[n-1]
		if s, ok := t.cards[top]; ok && s.tw.To.Rect().Contains(in.X, in.Y) {
			t.drag.Begin(sprites.FromDiscard, []engine.Card{top}, in.X, in.Y, s.tw.To.X, s.tw.To.Y)
			return
		}
	}
	if t.lay.Hand.Contains(in.X, in.Y) || t.lay.Melds.Contains(in.X, in.Y) {
		t.lassoOn = true
	}
}

// followPointer moves the held cards with the pointer (the first time
// it also works out which drops the engine would accept).
func (t *Table) followPointer() {
	if t.targets == nil {
		t.buildTargets()
	}
	h := t.heldHeight()
	lead := t.drag.Lead(h)
	for i, c := range t.drag.Cards {
		if s, ok := t.cards[c]; ok {
			p := lead
			p.X += float64(i) * h * sprites.CardAspect * 0.3
			s.tw = sprites.Tween{From: p, To: p}
			s.z = 9000 + i
		}
	}
	sort.Slice(t.drawList, func(i, j int) bool { return t.drawList[i].z < t.drawList[j].z })
}

// heldHeight is the height of cards while held.
func (t *Table) heldHeight() float64 {
	if t.drag.Source == sprites.FromHand {
		return t.lay.HandH
	}
	return t.lay.MeldH * 1.2
}

// release ends a gesture: a tap, a drop on a target, or a lasso.
func (t *Table) release(in *Input) {
	if t.lassoOn {
		t.lassoOn = false
		if in.Tap {
			clear(t.selected)
		} else {
			for _, c := range t.handCards(nil) {
				if s, ok := t.cards[c]; ok && s.tw.To.Rect().Overlap(t.lasso) > 0 {
					t.selected[c] = true
				}
			}
		}
		t.lasso = sprites.Rect{}
		t.layoutCards(false)
		return
	}
	if t.drag.Phase == sprites.DragIdle {
		return
	}
	src, cards := t.drag.Source, append([]engine.Card(nil), t.drag.Cards...)
	dragged := t.drag.End()
	defer func() { t.targets, t.targetErr = nil, nil }()
	if !dragged {
		t.tap(src, cards, in)
		return
	}
	held := t.drag.Bounds(t.heldHeight(), t.heldHeight()*sprites.CardAspect*0.3)
	i := t.jokerUnder(in.X, in.Y)
	if i < 0 {
		i = sprites.PickTarget(held, in.X, in.Y, t.targets)
	}
	if i < 0 {
		for k, tg := range t.targets {
			if tg.Rect.Contains(in.X, in.Y) && t.targetErr[k] != nil {
				t.refuse(t.targetErr[k])
				break
			}
		}
		t.bounceHome()
		return
	}
	if err := t.drop(src, cards, t.targets[i], in.X); err != nil {
		t.refuse(err)
	}
	t.bounceHome()
}

// jokerUnder returns the legal joker-swap target under the pointer, or
// −1: a card let go right on a joker swaps it, even where a lay-off on
// the same meld would also be legal.
func (t *Table) jokerUnder(x, y float64) int {
	for i, tg := range t.targets {
		if tg.Kind == sprites.ToJoker && tg.Legal && tg.Rect.Contains(x, y) {
			return i
		}
	}
	return -1
}

// bounceHome lays the cards out again; held cards slide back.
func (t *Table) bounceHome() {
	t.layoutCards(false)
	for _, s := range t.drawList {
		if !s.tw.Done() {
			s.homing = true
			s.tw.Ease = sprites.EaseOutBack
		}
	}
}

// tap handles a click without a drag.
func (t *Table) tap(src sprites.Source, cards []engine.Card, in *Input) {
	switch src {
	case sprites.FromHand:
		c := cards[0]
		t.selected[c] = !t.selected[c]
		if !t.selected[c] {
			delete(t.selected, c)
		}
		t.layoutCards(false)
	case sprites.FromStaging:
		t.unstage(cards)
	case sprites.FromStock:
		t.tryAct(engine.DrawAction(false))
	case sprites.FromDiscard:
		if one := t.singleSelected(); one != engine.NoCard && t.view.Phase != engine.PhaseDraw {
			t.tryAct(engine.DiscardAction(one))
			return
		}
		t.tryAct(engine.DrawAction(true))
	}
}

// singleSelected returns the one selected card, or NoCard.
func (t *Table) singleSelected() engine.Card {
	if len(t.selected) != 1 {
		return engine.NoCard
	}
	for c := range t.selected {
		return c
	}
	return engine.NoCard
}

// tryAct applies a move of the viewer, showing the engine's reason if it
// is refused.
func (t *Table) tryAct(a engine.Action) bool {
	if !t.mayAct() {
		return false
	}
	if err := t.view.Check(a); err != nil {
		t.refuse(err)
		return false
	}
	if err := t.apply(t.viewer, a); err != nil {
		t.refuse(err)
		return false
	}
	clear(t.selected)
	t.layoutCards(false)
	return true
}
