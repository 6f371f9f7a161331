package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// cutState is the person's cut (LIV-CUT-1, "humans choose the cut
// point"): the deck lies edge-on, the pointer's height or the arrow keys
// choose how many cards to lift, and the packet lifts as the choice
// moves. Like a real cutter, the person sees the packet, not its count;
// the count (and the bonus for an exact cut) is shown after the cut.
type cutState struct {
	// n is how many cards the cut would lift now; 0 outside the cut.
	n int
	// pressed says a press on the deck is under way: its release cuts.
	pressed bool
	// note and bonus say how the person's last cut went, for noteLeft ticks.
	note, bonus string
	noteLeft    int
}

// Colours of the deck seen edge-on.
var (
	deckEdge     = color.RGBA{0xf3, 0xee, 0xdf, 0xff}
	deckEdgeLine = color.RGBA{0xc9, 0xc0, 0xa8, 0xff}
	deckTop      = color.RGBA{0x7a, 0x1f, 0x2b, 0xff}
	deckTopLine  = color.RGBA{0xf3, 0xe7, 0xce, 0xff}
)

// personCuts reports whether the viewer is a person who cuts now.
func (t tableCut) personCuts() bool {
	return t.view.Phase == engine.PhaseCut && t.view.Cutter == t.viewer && t.judge().mayAct() && !t.curtain
}

// deckSize is the number of cards in the whole deck.
func (t tableCut) deckSize() int { return t.view.Rules.Deck().Size() }

// cutDeck is where the deck lies edge-on (unlifted) and how thick each
// card is drawn.
func (t tableCut) cutDeck() (sprites.Rect, float64) {
	u := t.lay.u
	m := t.lay.Melds
	size := float64(t.cutter().deckSize())
	tk := math.Min(1.6*u, m.H*0.55/size)
	h := tk * size
	w := math.Min(m.W*0.5, 320*u)
	return sprites.Rect{X: m.X + (m.W-w)/2, Y: m.Y + m.H*0.56 - h/2, W: w, H: h}, tk
}

// cutLift is how far the packet rises above the rest of the deck.
func (t tableCut) cutLift() float64 { return 26 * t.lay.u }

// cutBand is where the pointer chooses the cut point: around the deck.
func (t tableCut) cutBand() sprites.Rect {
	r, _ := t.cutter().cutDeck()
	u := t.lay.u
	top := r.Y - t.cutter().cutLift() - 30*u
	return sprites.Rect{X: r.X - 40*u, Y: top, W: r.W + 80*u, H: r.Bottom() + 24*u - top}
}

// cutAtY is how many cards a cut at height y lifts: those above it.
func (t tableCut) cutAtY(y float64) int {
	r, tk := t.cutter().cutDeck()
	n := int(math.Round((y - r.Y) / tk))
	return min(max(n, 1), t.cutter().deckSize()-1)
}

// cutY is the height that lifts n cards (the inverse of cutAtY).
func (t tableCut) cutY(n int) float64 {
	r, tk := t.cutter().cutDeck()
	return r.Y + float64(n)*tk
}

// stepCut keeps the cut point: half the deck when the cut begins,
// nothing outside it, and counts the after-cut note down.
func (t tableCut) stepCut() {
	if t.cut.noteLeft > 0 {
		t.cut.noteLeft--
	}
	if !t.cutter().personCuts() {
		t.cut.n, t.cut.pressed = 0, false
		return
	}
	if t.cut.n == 0 {
		t.cut.n = t.cutter().deckSize() / 2
	}
}

// cutKeys lets the arrows move the cut point (Page keys by ten cards)
// and Enter cut; it takes those keys from the input.
func (t tableCut) cutKeys(in *Input) {
	n := t.cut.n
	switch {
	case in.Has(IntentUp):
		n--
	case in.Has(IntentDown):
		n++
	case in.Has(IntentPageUp):
		n -= 10
	case in.Has(IntentPageDown):
		n += 10
	case in.Has(IntentActivate):
		t.cutter().doCut()
	}
	if t.cut.n > 0 {
		t.cut.n = min(max(n, 1), t.cutter().deckSize()-1)
	}
	in.Keys &^= IntentUp | IntentDown | IntentPageUp | IntentPageDown | IntentActivate
}

// cutPointer lets the pointer choose the cut point over the deck; a
// click (press and release) on the deck cuts there.
func (t tableCut) cutPointer(in *Input) {
	on := t.cutter().cutBand().Contains(in.X, in.Y)
	if on && (in.Hover || in.Down) {
		t.cut.n = t.cutter().cutAtY(in.Y)
	}
	if in.Pressed && on {
		t.cut.pressed = true
	}
	if in.Released && t.cut.pressed {
		t.cut.pressed = false
		if on {
			t.cutter().doCut()
		}
	}
}

// doCut cuts at the chosen point.
func (t tableCut) doCut() {
	if t.cut.n > 0 {
		t.tryAct(engine.CutAction(t.cut.n))
	}
}

// noteCut remembers how a person's cut went, to show it after the cut.
func (t tableCut) noteCut(e engine.Event) {
	if t.setup.Seats[e.Seat].Kind != Human {
		return
	}
	t.cut.note = t.app.Cat.F(i18n.TableCutLifted, e.N)
	t.cut.bonus = ""
	if e.Bonus {
		t.cut.bonus = t.app.T(i18n.TableCutExact)
	}
	t.cut.noteLeft = 300
}

// drawCut draws the deck edge-on with the packet lifted at the cut
// point, or, just after a person's cut, how many cards they lifted.
func (t tableArt) drawCut(dst *ebiten.Image) {
	if t.cut.noteLeft > 0 {
		t.art().drawCutNote(dst)
	}
	if t.cut.n == 0 || !t.cutter().personCuts() {
		return
	}
	r, tk := t.cutter().cutDeck()
	u := t.lay.u
	cutY := t.cutter().cutY(t.cut.n)
	lift := t.cutter().cutLift()
	rest := sprites.Rect{X: r.X, Y: cutY, W: r.W, H: r.Bottom() - cutY}
	packet := sprites.Rect{X: r.X + 12*u, Y: r.Y - lift, W: r.W, H: cutY - r.Y}
	t.art().drawPacket(dst, rest, tk)
	t.app.Paint.Shadow(dst, packet, 3*u, lift*0.6)
	t.art().drawPacket(dst, packet, tk)
	knife := sprites.Rect{X: r.X - 24*u, Y: cutY - lift/2 - 1.5*u, W: r.W + 60*u, H: 3 * u}
	t.app.Paint.FillRoundRect(dst, knife, 1.5*u, sprites.Fade(sprites.Gold, 0.7))
}

// drawPacket draws cards stacked edge-on: a back on top, then the
// paper edges, a line every other card.
func (t tableArt) drawPacket(dst *ebiten.Image, r sprites.Rect, tk float64) {
	u := t.lay.u
	p := t.app.Paint
	top := sprites.Rect{X: r.X + 6*u, Y: r.Y - 9*u, W: r.W - 6*u, H: 9 * u}
	p.FillRect(dst, top, deckTop)
	p.FillRect(dst, sprites.Rect{X: top.X, Y: top.Y, W: top.W, H: 1.2 * u}, deckTopLine)
	p.FillRoundRect(dst, r, 2*u, deckEdge)
	for y := r.Y + 2*tk; y < r.Bottom()-tk; y += 2 * tk {
		p.FillRect(dst, sprites.Rect{X: r.X + 1*u, Y: y, W: r.W - 2*u, H: math.Max(0.6, tk*0.35)}, deckEdgeLine)
	}
	p.StrokeRoundRect(dst, r, 2*u, 1*u, deckEdgeLine)
}

// drawCutNote shows, over the table, how many cards the person lifted
// and whether the cut was exact.
func (t tableArt) drawCutNote(dst *ebiten.Image) {
	u := t.lay.u
	x, y := t.lay.Melds.Center()
	a := math.Min(1, float64(t.cut.noteLeft)/30)
	h := 44 * u
	if t.cut.bonus != "" {
		h = 76 * u
	}
	face := t.app.Fonts.Face(22*u, sprites.Bold)
	w, _ := sprites.Measure(t.cut.note, face)
	if t.cut.bonus != "" {
		bw, _ := sprites.Measure(t.cut.bonus, face)
		w = math.Max(w, bw)
	}
	box := sprites.Rect{X: x - w/2 - 24*u, Y: y - h/2, W: w + 48*u, H: h}
	t.app.Paint.FillRoundRect(dst, box, 12*u, sprites.Fade(color.RGBA{0x06, 0x1a, 0x10, 0xe8}, a))
	t.app.Paint.StrokeRoundRect(dst, box, 12*u, 2*u, sprites.Fade(sprites.Gold, a))
	ty := box.Y + 22*u
	sprites.DrawText(dst, t.cut.note, face, x, ty, sprites.AlignCenter, sprites.Fade(sprites.Ink, a))
	if t.cut.bonus != "" {
		sprites.DrawText(dst, t.cut.bonus, face, x, ty+32*u, sprites.AlignCenter, sprites.Fade(sprites.Gold, a))
	}
}
