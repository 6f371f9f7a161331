package scenes

import (
	"slices"

	"rummy/engine"
	"rummy/sprites"
)

// tableLook is what the table's picture shows besides card poses and
// input feedback: the prepared texts and the markers. Two equal looks
// draw the same table.
type tableLook struct {
	status, stock, toast, title  string
	names, counts, kinds, totals []string
	info, log                    []string
	hand, staged, selected       int
	hover                        engine.Card
	cut                          int
	choice                       choiceLook
	pileHover, curtain, result   bool
	over, keyboard               bool
	cursor                       int
}

// Still reports whether the table's picture is the same as on the
// previous tick but for input and for what Ticking covers: no card
// moving, nothing dragged, and the same texts. It records the look it
// compared.
func (t *Table) Still() bool {
	still := len(t.anim.fx) == 0 && t.gesture.drag.Phase == sprites.DragIdle && !t.gesture.lassoOn
	if still {
		for _, c := range t.anim.drawList {
			if !c.tw.Done() {
				still = false
				break
			}
		}
	}
	l := &t.look
	now := tableLook{
		status: t.texts.status, stock: t.texts.stockLabel, toast: t.toast, title: t.revealTitle,
		hand: t.hand.Len(), staged: len(t.hand.Staged()), selected: t.hand.Selections(),
		hover: t.gesture.hoverCard, cut: t.cut.n, choice: t.choiceLook(), pileHover: t.gesture.pileHover, curtain: t.curtain,
		result: t.result != nil, over: t.game.Counted(), keyboard: t.keyboardUsed, cursor: t.hand.Cursor(),
	}
	same := now.status == l.status && now.stock == l.stock && now.toast == l.toast && now.title == l.title &&
		now.hand == l.hand && now.staged == l.staged && now.selected == l.selected && now.hover == l.hover &&
		now.cut == l.cut && now.choice == l.choice && now.pileHover == l.pileHover && now.curtain == l.curtain &&
		now.result == l.result && now.over == l.over && now.keyboard == l.keyboard && now.cursor == l.cursor &&
		slices.Equal(t.texts.names, l.names) && slices.Equal(t.texts.counts, l.counts) && slices.Equal(t.texts.kinds, l.kinds) &&
		slices.Equal(t.texts.totals, l.totals) && slices.Equal(t.texts.info, l.info) && slices.Equal(t.log.lines[:t.log.n], l.log)
	if !same {
		now.names = append(l.names[:0], t.texts.names...)
		now.counts = append(l.counts[:0], t.texts.counts...)
		now.kinds = append(l.kinds[:0], t.texts.kinds...)
		now.totals = append(l.totals[:0], t.texts.totals...)
		now.info = append(l.info[:0], t.texts.info...)
		now.log = append(l.log[:0], t.log.lines[:t.log.n]...)
		*l = now
	}
	return still && same
}

// Ticking reports whether something on the table changes with time alone:
// a countdown, a fading message, a pulsing marker.
func (t *Table) Ticking() bool {
	return t.toastLeft > 0 || t.game.claimLeft > 0 || t.game.turnLeft > 0 || t.cut.noteLeft > 0 || t.pulsing()
}

// pulsing reports whether a seat's one-card marker (LIV-OUT-4) is
// pulsing on screen.
func (t *Table) pulsing() bool {
	if t.view == nil {
		return false
	}
	for seat := range t.view.Counts {
		if t.view.OneCard(seat) {
			return true
		}
	}
	return false
}

// choiceLook is what a waiting choice shows: which places glow and
// where the card hangs from the pointer.
type choiceLook struct {
	kind          choiceKind
	spots         int
	hover, cursor int
	keyed, follow bool
	x, y          float64
}

func (t *Table) choiceLook() choiceLook {
	ch := &t.choice
	l := choiceLook{kind: ch.kind, spots: len(ch.spots), hover: ch.hover, cursor: ch.cursor, keyed: ch.keyed, follow: ch.follow}
	if ch.follow {
		l.x, l.y = ch.x, ch.y
	}
	return l
}
