package scenes

import (
	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Touch on the table (issue 29 item 3): a finger taps a card to select
// it and a target to play it there; a dragged card rides above the
// finger; a finger resting on the discard pile or a staged group shows
// what a mouse's hover shows.

// touchLiftCSS is how far above the finger, in CSS pixels, a dragged
// card's bottom edge rides.
const touchLiftCSS = 16

// liftFor sets how far above the pointer the cards of a gesture begun
// this tick are drawn: above a finger, under a mouse.
func (t tablePointer) liftFor(in *Input) {
	t.gesture.drag.Lift = 0
	if !in.Hover {
		t.gesture.drag.Lift = touchLiftCSS * max(1, t.app.Scale)
	}
}

// aim is the point a drop aims at: the pointer, or for cards lifted
// above a finger the lead card's centre (where the person sees it).
func (t tablePointer) aim(x, y float64) (float64, float64) {
	d := &t.gesture.drag
	if d.Lift <= 0 {
		return x, y
	}
	saved := *d
	d.X, d.Y = x, y
	r := d.Lead(t.pointer().heldHeight()).Rect()
	d.X, d.Y = saved.X, saved.Y
	return r.X + r.W/2, r.Y + r.H/2
}

// longHover shows what hover shows for a finger resting on a spot: the
// whole discard pile, or a staged group's details.
func (t tablePointer) longHover(in *Input) {
	if !in.Down || !in.LongPress() {
		return
	}
	if len(t.view.Pile) > 1 && t.lay.Discard.Inset(-t.lay.Discard.W*0.2).Contains(in.X, in.Y) {
		t.gesture.pileHover = true
	}
	t.build.staging.hover = t.judge().stagedGroupAt(in.X, in.Y) + 1
}

// endLongPress lets go of a press that rested long enough to show
// details: it neither takes, discards, selects nor drops anything. It
// reports whether the release was one.
func (t tablePointer) endLongPress(in *Input) bool {
	if !in.LongPress() || in.Dragging {
		return false
	}
	t.gesture.drag.End()
	t.gesture.lassoOn, t.gesture.lasso = false, sprites.Rect{}
	t.gesture.targets, t.gesture.targetWhy = nil, nil
	return true
}

// tapPlay plays the selected cards on the target a finger tapped (the
// staging row, the meld area, a meld, a joker): the move a drag there
// would make. It reports whether the tap was such a move (tried, even if
// refused); a tap on no lit target is not, and does what it did before.
func (t tablePointer) tapPlay(in *Input) bool {
	if in.Hover || !in.Tap || t.hand.Selections() == 0 || t.lay.Hand.Contains(in.X, in.Y) || !t.judge().mayAct() {
		return false
	}
	var cards []engine.Card
	for _, c := range t.layouter().handCards(nil) {
		if t.hand.Selected(c) {
			cards = append(cards, c)
		}
	}
	d := &t.gesture.drag
	d.Begin(sprites.FromHand, cards, in.X, in.Y, in.X, in.Y)
	d.Lift = 0
	t.judge().buildTargets()
	d.End()
	defer func() { t.gesture.targets, t.gesture.targetWhy = nil, nil }()
	i := t.pointer().jokerUnder(in.X, in.Y)
	if i < 0 {
		i = tappedTarget(t.gesture.targets, in.X, in.Y)
	}
	if i < 0 {
		return false
	}
	if err := t.pointer().drop(sprites.FromHand, cards, t.gesture.targets[i], in.X); err != nil {
		t.judge().refuse(err)
	}
	t.pointer().bounceHome()
	return true
}

// tappedTarget is the smallest lit target (the hand aside) holding the
// point: a meld before the meld area around it; −1 when none.
func tappedTarget(targets []sprites.Target, x, y float64) int {
	best := -1
	for i, tg := range targets {
		if !tg.Legal || tg.Kind == sprites.ToHand || !tg.Rect.Contains(x, y) {
			continue
		}
		if best < 0 || tg.Rect.W*tg.Rect.H < targets[best].Rect.W*targets[best].Rect.H {
			best = i
		}
	}
	return best
}

// stagingExplain is the staging row's explanation for the way the person
// plays: a finger taps cards and then the row (a phone has no M key);
// a mouse drags them, or a keyboard presses M.
func (t tableArt) stagingExplain() string {
	if t.gesture.finger {
		return t.app.T(i18n.StageExplainTouch)
	}
	return t.app.T(i18n.StageExplain)
}
