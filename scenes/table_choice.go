package scenes

import (
	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// choiceKind says what the person is choosing before an action applies.
type choiceKind uint8

const (
	choiceNone choiceKind = iota
	// choiceJoker: where the joker freed by a swap goes, when the rules
	// want it laid off at once (LIV-8, Rommé strict jokers).
	choiceJoker
	// choiceCall: which meld end a Liverpool call lays the discard off
	// on (LIV-POOL-1).
	choiceCall
)

// spot is one place the card of a choice may go: a meld end, lit up,
// with the one engine action that putting the card there means.
type spot struct {
	act engine.Action
	// name is the action in engine notation (for the probe).
	name  string
	meld  int
	front bool
	// slot is the ghost card where the card would lie; hit is where a
	// click or a drop picks the spot.
	slot, hit sprites.Rect
}

// choice is a decision the table asks of the person before it applies
// one action: the card is lifted, its legal places light up, and nothing
// reaches the engine until a place is picked. Cancelling leaves the game
// as it was.
type choice struct {
	kind choiceKind
	// card is the card being placed: the freed joker, or the discard.
	card engine.Card
	// swap is the joker swap waiting for its joker's place (choiceJoker).
	swap  engine.Action
	spots []spot
	// cursor is the spot the keys point at; keyed says the keys were used.
	cursor int
	keyed  bool
	// hover is the spot under the pointer, or −1.
	hover int
	// follow says the card hangs from the pointer, once the pointer
	// moved from x, y (where seen found it first).
	follow bool
	seen   bool
	x, y   float64
}

// choosing reports whether a choice is waiting for the person.
func (t tableChooser) choosing() bool { return t.choice.kind != choiceNone }

// listSpots lists the meld ends a choice may end in: the legal moves
// that put the freed joker or the discard there.
func (t tableChooser) listSpots(kind choiceKind, swap engine.Action, out []spot) []spot {
	out = out[:0]
	mv := t.judge().moves()
	put := func(a engine.Action, meld int, front bool) {
		out = append(out, spot{act: a, name: a.String(), meld: meld, front: front})
	}
	if kind == choiceJoker {
		for _, a := range mv.Swaps(swap.Meld, swap.Pos, swap.Card) {
			if a.JokerMeld >= 0 {
				put(a, a.JokerMeld, a.JokerFront)
			}
		}
		return out
	}
	for m := range t.view.Table {
		for _, a := range mv.Calls(m) {
			put(a, m, a.AtFront)
		}
	}
	return out
}

// beginChoice lifts the card and lights up its places; with no legal
// place it changes nothing and reports why.
func (t tableChooser) beginChoice(kind choiceKind, card engine.Card, swap engine.Action) error {
	spots := t.chooser().listSpots(kind, swap, t.choice.spots)
	if len(spots) == 0 {
		a := engine.CallAction(0, false)
		if kind == choiceJoker {
			a = swap
		}
		if err := t.judge().check(a); err != nil {
			return err
		}
		t.tryAct(a)
		return nil
	}
	t.choice = choice{kind: kind, card: card, swap: swap, spots: spots, hover: -1}
	t.layouter().layoutCards(false)
	t.formDirty = true
	return nil
}

// swapOrChoose performs a joker swap of card c for the joker at pos of
// meld i: at once where the joker may go to hand, otherwise by letting
// the person place the freed joker.
func (t tableChooser) swapOrChoose(i, pos int, c engine.Card) error {
	a := engine.SwapJokerAction(i, pos, c, -1, false)
	if t.judge().allows(a) {
		t.tryAct(a)
		return nil
	}
	return t.chooser().beginChoice(choiceJoker, t.view.Table[i].Cards[pos], a)
}

// callOrChoose answers a Liverpool window with a call: at once when the
// discard fits one place only, otherwise by letting the person choose.
func (t tableChooser) callOrChoose() {
	spots := t.chooser().listSpots(choiceCall, engine.Action{}, nil)
	if len(spots) == 1 {
		t.tryAct(spots[0].act)
		return
	}
	if err := t.chooser().beginChoice(choiceCall, t.view.Claim.Card, engine.Action{}); err != nil {
		t.judge().refuse(err)
	}
}

// callOpen reports whether the viewer may call Liverpool now.
func (t tableJudge) callOpen() bool {
	c := &t.view.Claim
	return t.judge().mayAct() && c.Kind == engine.ClaimLiverpool && c.Pending(t.viewer)
}

// pickSpot applies the action of spot i and ends the choice.
func (t tableChooser) pickSpot(i int) {
	a := t.choice.spots[i].act
	t.chooser().endChoice()
	if !t.tryAct(a) {
		t.pointer().bounceHome()
	}
}

// cancelChoice ends the choice without applying anything; the cards
// slide back where they were.
func (t tableChooser) cancelChoice() {
	t.chooser().endChoice()
	t.pointer().bounceHome()
}

func (t tableChooser) endChoice() {
	t.choice = choice{spots: t.choice.spots[:0], hover: -1}
	t.formDirty = true
}

// revalidateChoice keeps a choice only while the engine still accepts
// some of its places (another seat may have acted meanwhile).
func (t tableChooser) revalidateChoice() {
	ch := &t.choice
	if ch.kind == choiceNone {
		return
	}
	ok := t.judge().mayAct()
	if ch.kind == choiceCall {
		ok = ok && t.judge().callOpen() && t.view.Claim.Card == ch.card
	}
	if ok {
		ch.spots = t.chooser().listSpots(ch.kind, ch.swap, ch.spots)
		ch.cursor = min(ch.cursor, max(0, len(ch.spots)-1))
	}
	if !ok || len(ch.spots) == 0 {
		t.chooser().endChoice()
	}
}

// layoutSpots places the ghost card and the hit area of every spot: a
// card beyond the meld's end, and the meld's half on that side when both
// ends are open.
func (t tableChooser) layoutSpots() {
	h := t.anim.meldH
	w := h * sprites.CardAspect
	step := w * meldStep
	ch := &t.choice
	for i := range ch.spots {
		s := &ch.spots[i]
		r := t.anim.meldRect(s.meld)
		s.slot = sprites.Rect{X: r.Right() - w + step, Y: r.Y, W: w, H: h}
		if s.front {
			s.slot.X = r.X - step
		}
		lo, hi := min(r.X, s.slot.X), max(r.Right(), s.slot.Right())
		if t.chooser().bothEnds(s.meld) {
			if s.front {
				hi = r.X + r.W/2
			} else {
				lo = r.X + r.W/2
			}
		}
		s.hit = sprites.Rect{X: lo, Y: r.Y - h*0.1, W: hi - lo, H: h * 1.2}
	}
}

// bothEnds reports whether both ends of meld m are spots.
func (t tableChooser) bothEnds(m int) bool {
	n := 0
	for _, s := range t.choice.spots {
		if s.meld == m {
			n++
		}
	}
	return n == 2
}

// spotAt returns the spot under a point, or −1.
func (t tableChooser) spotAt(x, y float64) int {
	for i, s := range t.choice.spots {
		if s.hit.Contains(x, y) {
			return i
		}
	}
	return -1
}

// liftedPose is where the card of a choice floats before the pointer
// takes it: just above where it lies.
func liftedPose(p sprites.Pose) sprites.Pose {
	p.Y -= p.H * 0.42
	p.X += p.H * sprites.CardAspect * 0.15
	return p
}

// choiceKeys lets the arrows walk the lit places and Enter pick one. It
// takes those keys from the input so nothing else sees them.
func (t tableChooser) choiceKeys(in *Input) {
	ch := &t.choice
	n := len(ch.spots)
	switch {
	case in.Has(IntentLeft) || in.Has(IntentUp) || in.Has(IntentPrev):
		ch.cursor = (ch.cursor + n - 1) % n
		ch.keyed = true
	case in.Has(IntentRight) || in.Has(IntentDown) || in.Has(IntentNext):
		ch.cursor = (ch.cursor + 1) % n
		ch.keyed = true
	case in.Has(IntentActivate):
		t.chooser().pickSpot(ch.cursor)
	}
	in.Keys &^= IntentLeft | IntentRight | IntentUp | IntentDown | IntentActivate | IntentNext | IntentPrev
}

// choiceInput lets the pointer carry the card to a lit place: a click
// or a drop there picks it; a click or a drop anywhere else puts
// everything back.
func (t tableChooser) choiceInput(in *Input) {
	ch := &t.choice
	t.gesture.pileHover, t.gesture.hoverCard = false, engine.NoCard
	if !ch.seen {
		ch.seen, ch.x, ch.y = true, in.X, in.Y
	}
	if (in.Hover && (in.X != ch.x || in.Y != ch.y)) || in.Dragging {
		ch.follow = true
	}
	ch.x, ch.y = in.X, in.Y
	ch.hover = -1
	if ch.follow || in.Down || in.Released {
		ch.hover = t.chooser().spotAt(in.X, in.Y)
	}
	s, ok := t.anim.cards[ch.card]
	if ok && ch.follow {
		h := s.tw.To.H
		p := sprites.Pose{X: in.X - h*sprites.CardAspect/2, Y: in.Y - h*0.4, H: h}
		s.tw = sprites.Tween{From: p, To: p}
	}
	if !in.Released || t.form.HitTest(in.X, in.Y) >= 0 {
		return
	}
	switch {
	case ch.hover >= 0:
		t.chooser().pickSpot(ch.hover)
	case in.Tap && ok && !ch.follow && s.tw.To.Rect().Contains(in.X, in.Y):
		// A tap on the floating card keeps the choice open.
	default:
		t.chooser().cancelChoice()
	}
}

// choicePrompt is the status line while a choice waits.
func (t tableChooser) choicePrompt() string {
	if t.choice.kind == choiceCall {
		return t.app.Cat.F(i18n.TableCallChoose, t.app.Cat.Card(t.choice.card)) + t.hud().claimSecs()
	}
	return t.app.T(i18n.TableJokerChoose)
}
