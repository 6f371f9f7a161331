package scenes

import (
	"sort"

	"rummy/engine"
	"rummy/sprites"
)

// animator is every card on screen and where it is going: the sprites
// laid out from the view and the hand model, the cards flying where the
// viewer cannot see, and the labels laid out with the melds. Events give
// it hints (where a card comes from); a tick advances it. Draw reads it.
type animator struct {
	cards    map[engine.Card]*cardSprite
	hints    map[engine.Card]hint
	drawList []*cardSprite
	fx       []flyer
	// meldTags name what a joker on the table stands for; ownerTags the
	// owner of a group of melds; meldRects where each table meld lies.
	meldTags  []meldTag
	ownerTags []ownerTag
	meldRects []sprites.Rect
	// handPoses and shownHand are the hand row as laid out (Draw reads
	// them, allocating nothing); meldH is the melds' card height.
	handPoses []sprites.Pose
	shownHand []engine.Card
	meldH     float64
	// blocking marks layout changes that come from the engine: the
	// player watches them before acting again.
	blocking bool
	// dealing is set while the cards of a deal fly (issue 24 item 11):
	// the badges count the cards landed, nobody thinks yet.
	dealing bool
}

func newAnimator() animator {
	return animator{cards: make(map[engine.Card]*cardSprite), hints: make(map[engine.Card]hint)}
}

// step advances every tween and flying card by one tick.
func (a *animator) step() {
	for _, c := range a.drawList {
		c.step()
	}
	n := 0
	for i := range a.fx {
		a.fx[i].step()
		if !a.fx[i].tw.Done() {
			a.fx[n] = a.fx[i]
			n++
		}
	}
	a.fx = a.fx[:n]
}

// animating reports whether a move the player must watch is playing.
func (a *animator) animating() bool {
	if len(a.fx) > 0 {
		return true
	}
	for _, c := range a.drawList {
		if !c.tw.Done() && !c.homing {
			return true
		}
	}
	return false
}

// moving reports whether any card is still travelling.
func (a *animator) moving() bool {
	if len(a.fx) > 0 {
		return true
	}
	for _, c := range a.drawList {
		if !c.tw.Done() {
			return true
		}
	}
	return false
}

// forget drops every sprite (a new deal).
func (a *animator) forget() {
	clear(a.cards)
	a.drawList = a.drawList[:0]
}

// sprite returns a card's sprite, creating it at a pose (or where its
// hint says it comes from).
func (a *animator) sprite(c engine.Card, at sprites.Pose, faceUp bool) *cardSprite {
	s, ok := a.cards[c]
	if !ok {
		s = &cardSprite{card: c, faceUp: faceUp}
		s.tw = sprites.Tween{From: at, To: at}
		if h, ok := a.hints[c]; ok {
			s.tw = sprites.Tween{From: h.from, To: h.from}
			s.shown = !h.faceDown
		} else {
			s.shown = true
		}
		a.cards[c] = s
	}
	s.faceUp = faceUp
	return s
}

// place sends a card to its pose in ticks, from its hint if it just
// appeared; snap puts it there at once.
func (a *animator) place(c engine.Card, p sprites.Pose, faceUp bool, z int, snap bool, ticks int) {
	s := a.sprite(c, p, faceUp)
	s.z = z
	delay := 0
	if h, ok := a.hints[c]; ok {
		delay = h.delay
	}
	if snap {
		s.tw = sprites.Tween{From: p, To: p}
		return
	}
	s.homing = !a.blocking
	s.moveTo(p, delay, ticks, sprites.EaseOutCubic)
}

// keep drops the sprites of cards not visible and sorts the rest by z.
func (a *animator) keep(visible map[engine.Card]bool) {
	for c := range a.cards {
		if !visible[c] {
			delete(a.cards, c)
		}
	}
	a.drawList = a.drawList[:0]
	for _, s := range a.cards {
		a.drawList = append(a.drawList, s)
	}
	a.sortByZ()
}

// sortByZ orders the draw list bottom to top.
func (a *animator) sortByZ() {
	sort.Slice(a.drawList, func(i, j int) bool { return a.drawList[i].z < a.drawList[j].z })
}

// meldRect is the rectangle covered by table meld i where it was laid out.
func (a *animator) meldRect(i int) sprites.Rect {
	if i < 0 || i >= len(a.meldRects) {
		return sprites.Rect{}
	}
	return a.meldRects[i]
}

// homeAll marks every travelling card as sliding home (a refused drop).
func (a *animator) homeAll() {
	for _, s := range a.drawList {
		if !s.tw.Done() {
			s.homing = true
			s.tw.Ease = sprites.EaseOutBack
		}
	}
}
