package scenes

import (
	"rummy/engine"
	"rummy/scenes/hand"
	"rummy/scenes/store"
	"rummy/sprites"
)

// cardSprite is one visible card: where it is and where it is going.
type cardSprite struct {
	card engine.Card
	tw   sprites.Tween
	// faceUp is how the card lands; a card coming from a hidden place
	// shows its back until half way (shown is false until then).
	faceUp bool
	shown  bool
	// homing marks a card sliding back after a refused drop or a re-order:
	// the player need not wait for it.
	homing bool
	z      int
}

func (c *cardSprite) step() {
	c.tw.Step()
	if !c.shown && c.tw.Done() {
		c.shown = true
	}
}

// pose is where the card is now.
func (c *cardSprite) pose() sprites.Pose { return c.tw.Pose() }

// showsFace reports whether the face is visible now (mid-flip aware).
func (c *cardSprite) showsFace() bool {
	if !c.faceUp {
		return false
	}
	return c.shown || c.tw.Progress() >= 0.5
}

// moveTo sends the card to a pose, starting from where it is.
func (c *cardSprite) moveTo(p sprites.Pose, delay, ticks int, ease sprites.Ease) {
	if c.tw.To == p && (c.tw.Done() || c.tw.Ticks > 0) {
		return
	}
	c.tw = sprites.Tween{From: c.pose(), To: p, Delay: delay, Ticks: ticks, Ease: ease}
}

// hint says where a card that just became visible comes from.
type hint struct {
	from     sprites.Pose
	delay    int
	faceDown bool
}

// flyer is a card moving to or from a place the viewer cannot see into
// (another seat's hand, the stock); it disappears when it arrives.
type flyer struct {
	face   engine.Face
	faceUp bool
	tw     sprites.Tween
	// seat is the seat whose hand the card flies to, −1 for the stock.
	seat int
}

func (f *flyer) step() { f.tw.Step() }

// meldTag is the label under a joker on the table: the card it stands for.
type meldTag struct {
	x, y float64
	text string
}

// ownerTag names the owner of a group of melds.
type ownerTag struct {
	x, y float64
	text string
}

// motionTicks is how long a card takes to travel, at the chosen speed.
func (t tableLayouter) motionTicks(base float64) int {
	return motionTicks(t.app.Settings, base)
}

// rel is a seat's place around the table relative to the viewer.
func (t tableLayouter) rel(seat int) int {
	n := t.game.Players()
	return ((seat-t.viewer)%n + n) % n
}

// seatPose is where a card in a seat's hand is shown (its fan).
func (t tableLayouter) seatPose(seat int) sprites.Pose {
	if seat == t.viewer {
		return sprites.Pose{X: t.lay.Hand.X + t.lay.Hand.W/2, Y: t.lay.Hand.Y, H: t.lay.HandH}
	}
	s := t.lay.Seats[t.layouter().rel(seat)]
	return sprites.Pose{X: s.FanX - t.lay.OppH*sprites.CardAspect/2, Y: s.FanY, H: t.lay.OppH}
}

func (t tableLayouter) stockPose() sprites.Pose {
	return sprites.Pose{X: t.lay.Stock.X, Y: t.lay.Stock.Y, H: t.lay.Stock.H}
}

func (t tableLayouter) discardPose() sprites.Pose {
	return sprites.Pose{X: t.lay.Discard.X, Y: t.lay.Discard.Y, H: t.lay.Discard.H}
}

// zonePose is where a card was before a move.
func (t tableLayouter) zonePose(z engine.Zone, index int, c engine.Card) sprites.Pose {
	if s, ok := t.anim.cards[c]; ok && c != engine.NoCard {
		return s.pose()
	}
	switch z {
	case engine.ZoneStock:
		return t.layouter().stockPose()
	case engine.ZoneDiscard:
		return t.layouter().discardPose()
	case engine.ZoneHand:
		return t.layouter().seatPose(index)
	}
	x, y := t.lay.Melds.Center()
	return sprites.Pose{X: x, Y: y, H: t.lay.MeldH}
}

// resetHand forgets the viewer's arrangement (a new hand or a new
// viewer). The cards dealt then join in the sort the player chose last,
// by suit unless they chose by rank (issue 24 item 9); once they move a
// card by hand, their own order is kept.
func (t *Table) resetHand() {
	t.hand.Reset()
	aceHigh := t.view != nil && t.view.Rules != nil && t.view.Rules.AceHigh()
	t.hand.KeepSort(hand.Sorting{On: true, ByRank: t.app.Settings.HandSort == store.SortByRank, AceHigh: aceHigh})
}

// refresh reads the viewer's view again and lays the cards out, moving
// new cards in from their hints.
func (t *Table) refresh() { t.show(t.game.View(t.viewer)) }

// show lays out the table as v sees it.
func (t *Table) show(v *engine.View) {
	t.view = v
	t.hand.Sync(t.view.Hand)
	t.chooser().revalidateChoice()
	if t.laid.w == 0 {
		t.relayout()
	}
	t.anim.blocking = true
	t.layouter().layoutCards(false)
	t.anim.blocking = false
	t.hud().refreshLabels()
	t.formDirty = true
}

// handCards returns the viewer's hand cards not in the staging row, in
// order (without the card a joker choice has lifted).
func (t tableLayouter) handCards(out []engine.Card) []engine.Card {
	except := engine.NoCard
	if t.choice.kind == choiceJoker {
		except = t.choice.swap.Card
	}
	return t.hand.Row(out, except)
}

// place sends a card to its pose, from its hint if it just appeared.
func (t tableLayouter) place(c engine.Card, p sprites.Pose, faceUp bool, z int, snap bool) {
	t.anim.place(c, p, faceUp, z, snap, t.layouter().motionTicks(18))
}

// layoutCards gives every visible card its place: the viewer's hand, the
// staging row, the top of the discard pile and the melds on the table.
// snap moves them there at once (after a resize).
func (t tableLayouter) layoutCards(snap bool) {
	if t.laid.w == 0 {
		return
	}
	visible := make(map[engine.Card]bool, 64)
	faceUp := !t.layouter().curtainHides()
	t.anim.shownHand = t.layouter().handCards(t.anim.shownHand)
	hand := t.anim.shownHand
	t.anim.handPoses = t.lay.handPoses(len(hand), t.anim.handPoses)
	for i, c := range hand {
		p := t.anim.handPoses[i]
		if t.hand.Selected(c) {
			p.Y -= t.lay.HandH * 0.14
		}
		t.layouter().place(c, p, faceUp, zHand.z(i), snap)
		visible[c] = true
	}
	t.layouter().layoutStaging(visible, snap)
	pile := t.view.Pile
	for i := max(0, len(pile)-3); i < len(pile); i++ {
		k := float64(i - max(0, len(pile)-3))
		p := t.layouter().discardPose()
		p.X += k * t.lay.Discard.W * 0.16
		z := zDiscard.z(i)
		if t.choice.kind == choiceCall && pile[i] == t.choice.card {
			p, z = liftedPose(p), zLifted.z(0)
		}
		t.layouter().place(pile[i], p, true, z, snap)
		visible[pile[i]] = true
	}
	t.layouter().layoutMelds(visible, snap)
	t.chooser().layoutSpots()
	t.anim.keep(visible)
	t.formDirty = true
}

// curtainHides reports whether the viewer's hand must be hidden.
func (t tableLayouter) curtainHides() bool {
	return t.curtain || t.viewerKind() == Bot && t.humans() > 0
}

// meldStep is how much of a card's width each next card of a meld shows.
const meldStep = 0.36

// meldWidth is the width of a meld of n cards of height h.
func meldWidth(n int, h float64) float64 {
	w := h * sprites.CardAspect
	return w + w*meldStep*float64(n-1)
}

// layoutMelds flows the table's melds into the meld area, grouped by
// owner in seat order from the viewer, shrinking the cards until all fit.
func (t tableLayouter) layoutMelds(visible map[engine.Card]bool, snap bool) {
	table := t.view.Table
	owners := make([]int, 0, t.game.Players())
	for r := 0; r < t.game.Players(); r++ {
		owners = append(owners, (t.viewer+r)%t.game.Players())
	}
	area := t.lay.Melds
	u := t.lay.u
	labelH := 16 * u
	h := meldStartHeight(t.lay, labelH)
	place := func(commit bool) bool {
		w := h * sprites.CardAspect
		gap := w * 0.35
		x, y := area.X, area.Y+labelH
		rowH := h + labelH + 8*u
		for _, o := range owners {
			first := true
			for mi, m := range table {
				if m.Owner != o {
					continue
				}
				mw := meldWidth(len(m.Cards), h)
				if x+mw > area.Right() && x > area.X {
					x, y = area.X, y+rowH
				}
				if y+h > area.Bottom() {
					return false
				}
				if commit {
					if first {
						t.anim.ownerTags = append(t.anim.ownerTags, ownerTag{x: x, y: y - labelH/2 - 2*u, text: t.seatName(o)})
					}
					t.anim.meldRects[mi] = sprites.Rect{X: x, Y: y, W: mw, H: h}
					for i, c := range m.Cards {
						p := sprites.Pose{X: x + float64(i)*w*meldStep, Y: y, H: h}
						if ch := &t.choice; ch.kind == choiceJoker && mi == ch.swap.Meld && i == ch.swap.Pos {
							// The natural card takes the joker's place; the
							// joker floats above, waiting for its own.
							t.layouter().place(ch.swap.Card, p, true, zMelds.zIn(mi, i), snap)
							visible[ch.swap.Card] = true
							t.layouter().place(c, liftedPose(p), true, zLifted.z(0), snap)
							visible[c] = true
							continue
						}
						t.layouter().place(c, p, true, zMelds.zIn(mi, i), snap)
						visible[c] = true
						if c.IsJoker() {
							f, any := t.view.Rules.JokerStandsFor(m.Cards, i)
							tag := "=" + t.app.Cat.Rank(f.Rank())
							if !any {
								tag += f.Suit().Symbol()
							}
							t.anim.meldTags = append(t.anim.meldTags, meldTag{x: p.X + w*0.15, y: y + h + 7*u, text: tag})
						}
					}
				}
				first = false
				x += mw + gap
			}
		}
		return true
	}
	for i := 0; i < 40 && !place(false); i++ {
		h *= meldShrink
	}
	t.anim.meldH = h
	t.anim.meldRects = append(t.anim.meldRects[:0], make([]sprites.Rect, len(table))...)
	t.anim.meldTags = t.anim.meldTags[:0]
	t.anim.ownerTags = t.anim.ownerTags[:0]
	place(true)
}
