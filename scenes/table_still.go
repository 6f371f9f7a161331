package scenes

import (
	"reflect"

	"rummy/engine"
)

// tableLook is what the table's picture shows besides card poses and
// input feedback: the prepared texts and the markers. Two equal looks
// (sameLook compares every field) draw the same table; the tests check
// that every field of the table the drawing reads is here or said to be
// covered otherwise (table_look_test.go).
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
	net                          string
	// fix is 1 + the staged group whose fix shows; progress the staging
	// row's progress line.
	fix      int
	progress string
	assist   assistLook
	// drawer is whether the side panel's drawer is open.
	drawer bool
	// pile names the discard's top card (the drawer shows it).
	pile string
	// finger is whether the last press was a finger's (the staging row
	// then explains taps, not a drag and a key).
	finger bool
}

// fillLook writes the table's look now into l, reusing its slices.
func (t tableArt) fillLook(l *tableLook) {
	l.status, l.stock, l.toast, l.title = t.texts.status, t.texts.stockLabel, "", t.reveal.title
	if t.toast.left > 0 {
		l.toast = t.toast.text // a toast gone (its time up, its position changed) is a change to paint
	}
	l.names = append(l.names[:0], t.texts.names...)
	l.counts = append(l.counts[:0], t.texts.counts...)
	l.kinds = append(l.kinds[:0], t.texts.kinds...)
	l.totals = append(l.totals[:0], t.texts.totals...)
	l.info = append(l.info[:0], t.texts.info...)
	l.log = append(l.log[:0], t.log.shown()...)
	l.hand, l.staged, l.selected = t.hand.Len(), len(t.hand.Staged()), t.hand.Selections()
	l.hover, l.cut, l.choice = t.gesture.hoverCard, t.cut.n, t.chooser().art().choiceLook()
	l.pileHover, l.curtain, l.result = t.gesture.pileHover, t.curtain, t.reveal.result != nil
	l.over, l.keyboard, l.cursor = t.view.Phase == engine.PhaseGameOver, t.keyboardUsed, t.hand.Cursor()
	l.net = t.NetBadge()
	l.fix, l.progress = t.judge().shownFix()+1, t.build.staging.progress
	l.assist = t.assist().look()
	l.drawer, l.pile = t.drawer.open, t.texts.pileLabel
	l.finger = t.gesture.finger
}

// Still reports whether the table's picture is the same as on the
// previous tick but for input and for what Ticking covers: no card
// moving, nothing dragged, and the same look. It records the look it
// compared.
func (t *Table) Still() bool {
	still := !t.anim.moving() && t.gesture.idle() && !t.gesture.lassoOn
	t.art().fillLook(&t.look[1])
	same := sameLook(&t.look[0], &t.look[1])
	if !same {
		t.look[0], t.look[1] = t.look[1], t.look[0]
	}
	return still && same
}

// sameLook reports whether two looks are equal, field by field (by
// reflection, so that no field of the look can be left out).
func sameLook(a, b *tableLook) bool {
	return sameValue(reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem())
}

// sameValue compares two values of a look's field types: strings,
// numbers, booleans, and structs and slices of them.
func sameValue(a, b reflect.Value) bool {
	switch a.Kind() {
	case reflect.String:
		return a.String() == b.String()
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return a.Float() == b.Float()
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return false
		}
		for i := 0; i < a.Len(); i++ {
			if !sameValue(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if !sameValue(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	}
	panic("scenes: a look field of kind " + a.Kind().String() + " cannot be compared: use strings, numbers, booleans, structs or slices")
}

// Ticking reports whether something on the table changes with time alone:
// a countdown, a fading message, a pulsing marker.
func (t *Table) Ticking() bool {
	return t.toast.left > 0 || t.game.clocks.claimLeft > 0 || t.game.clocks.turnLeft > 0 || t.cut.noteLeft > 0 || t.art().pulsing() || t.cues.active()
}

// pulsing reports whether a seat's one-card marker (LIV-OUT-4) is
// pulsing on screen.
func (t tableArt) pulsing() bool {
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

func (t tableArt) choiceLook() choiceLook {
	ch := &t.choice
	l := choiceLook{kind: ch.kind, spots: len(ch.spots), hover: ch.hover, cursor: ch.cursor, keyed: ch.keyed, follow: ch.follow}
	if ch.follow {
		l.x, l.y = ch.x, ch.y
	}
	return l
}
