package sprites

import "rummy/engine"

// DragPhase is where a drag gesture is.
type DragPhase uint8

// Drag phases.
const (
	// DragIdle: nothing is held.
	DragIdle DragPhase = iota
	// DragPressed: a card is pressed but has not moved past the tap slop.
	DragPressed
	// DragMoving: cards follow the pointer.
	DragMoving
)

// Source says where dragged cards came from.
type Source uint8

// Drag sources.
const (
	FromHand Source = iota + 1
	FromStock
	FromDiscard
	FromStaging
)

// TargetKind says what a drop target is.
type TargetKind uint8

// Drop targets.
const (
	// ToHand re-orders the hand, or draws when the source is a pile.
	ToHand TargetKind = iota + 1
	// ToStaging adds cards to the row of melds being composed.
	ToStaging
	// ToMeld lays a card off on table meld Index (the drop's side of the
	// meld picks the end).
	ToMeld
	// ToJoker swaps a card for the joker at Pos of table meld Index.
	ToJoker
	// ToDiscard discards.
	ToDiscard
	// ToTable lays the held cards down as a new meld at once.
	ToTable
)

// Target is one place cards may be dropped, with whether the engine
// would accept the drop (Legal lights it up while dragging).
type Target struct {
	Kind  TargetKind
	Index int
	Pos   int
	Rect  Rect
	Legal bool
}

// Drag follows one press-drag-release gesture on cards. It knows only
// positions and what is held; the table decides what a drop means.
type Drag struct {
	Phase  DragPhase
	Source Source
	// Cards are the held cards, the pressed one first.
	Cards []engine.Card
	// GrabX and GrabY are the pointer's offset inside the pressed card.
	GrabX, GrabY float64
	// X and Y are the pointer.
	X, Y float64
	// Lift, when above 0, draws the held cards that far above the
	// pointer, their bottom edge clear of it: a finger's drag, so the
	// cards are never hidden under the thumb (0: a mouse's, the cards
	// held where they were grabbed).
	Lift float64
}

// Begin starts a gesture on cards whose lead card's top-left is at
// (cardX, cardY) under the pointer at (x, y).
func (d *Drag) Begin(src Source, cards []engine.Card, x, y, cardX, cardY float64) {
	d.Phase, d.Source = DragPressed, src
	d.Cards = append(d.Cards[:0], cards...)
	d.GrabX, d.GrabY = x-cardX, y-cardY
	d.X, d.Y = x, y
}

// Move follows the pointer; moved says the press has passed the tap slop.
func (d *Drag) Move(x, y float64, moved bool) {
	if d.Phase == DragIdle {
		return
	}
	d.X, d.Y = x, y
	if moved {
		d.Phase = DragMoving
	}
}

// End finishes the gesture and reports whether it was a drag (true) or
// a tap on the pressed card (false).
func (d *Drag) End() (dragged bool) {
	dragged = d.Phase == DragMoving
	d.Phase = DragIdle
	return dragged
}

// Lead returns the pose of the pressed card: under the pointer, or
// lifted above it.
func (d *Drag) Lead(h float64) Pose {
	if d.Lift > 0 {
		return Pose{X: d.X - h*CardAspect/2, Y: d.Y - d.Lift - h, H: h}
	}
	return Pose{X: d.X - d.GrabX, Y: d.Y - d.GrabY, H: h}
}

// Bounds returns the rectangle covered by the held cards fanned to the
// right of the lead card by step pixels each.
func (d *Drag) Bounds(h, step float64) Rect {
	r := d.Lead(h).Rect()
	r.W += step * float64(max(0, len(d.Cards)-1))
	return r
}

// PickTarget returns the index of the legal target the held cards cover
// most, or the one under the pointer if they cover none; −1 if there is
// no legal target there (KPat's rule: among legal targets, the largest
// overlap wins).
func PickTarget(held Rect, px, py float64, targets []Target) int {
	best, bestArea := -1, 0.0
	for i, t := range targets {
		if !t.Legal {
			continue
		}
		if a := held.Overlap(t.Rect); a > bestArea {
			best, bestArea = i, a
		}
	}
	if best >= 0 {
		return best
	}
	for i, t := range targets {
		if t.Legal && t.Rect.Contains(px, py) {
			return i
		}
	}
	return -1
}
