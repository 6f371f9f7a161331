package scenes

import (
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// finger is a touch at (x, y): pressed when down.
func (r *tableRig) finger(x, y float64, down bool) {
	r.raw = RawInput{X: x, Y: y, Down: down, Touch: true}
	r.run(1)
}

// fingerTap touches (x, y) and lifts the finger.
func (r *tableRig) fingerTap(x, y float64) {
	r.finger(x, y, false)
	r.finger(x, y, true)
	r.finger(x, y, false)
	r.run(2)
}

// handCardSpot is a point on the visible part of a hand card.
func (r *tableRig) handCardSpot(c engine.Card) (float64, float64) {
	p := r.table.anim.cards[c].tw.To.Rect()
	return p.X + 4*r.table.lay.u, p.Y + p.H/2
}

// TestTouchDragCarriesTheCardAboveTheFinger: a hand card dragged by a
// finger rides above it, its bottom edge clear of the finger (never
// under the thumb), while a mouse holds the card where it grabbed it.
func TestTouchDragCarriesTheCardAboveTheFinger(t *testing.T) {
	r := position{seats: "human,bot,bot", hand: "3H 8H 7S * KD 2C", pile: "4S",
		melds: []string{"0: 7C 7D 7H"}, down: []int{0}}.build(t)
	tb := r.table
	c := r.handCard("KD")
	x, y := r.handCardSpot(c)
	r.finger(x, y, false)
	r.finger(x, y, true)
	for k := 1; k <= 6; k++ {
		r.finger(x, y-float64(k)*30*tb.lay.u, true)
	}
	fy := y - 180*tb.lay.u
	if tb.gesture.drag.Phase != sprites.DragMoving {
		t.Fatalf("the finger's drag is in phase %v, not moving", tb.gesture.drag.Phase)
	}
	held := tb.anim.cards[c].tw.To.Rect()
	if held.Bottom() > fy-touchLiftCSS*0.9 || held.Contains(x, fy) {
		t.Errorf("the card dragged by a finger at (%.0f,%.0f) is drawn at %s: under the finger", x, fy, rectString(held))
	}
	if cx, _ := held.Center(); cx < x-1 || cx > x+1 {
		t.Errorf("the lifted card's centre is at x %.0f, the finger at %.0f", cx, x)
	}
	r.finger(x, y, true)
	r.finger(x, y, false)
	r.run(30)

	// A mouse holds the card where it was grabbed: under the pointer.
	x, y = r.handCardSpot(c)
	r.raw = RawInput{X: x, Y: y}
	r.run(1)
	r.raw.Down = true
	for k := 0; k <= 6; k++ {
		r.raw.Y = y - float64(k)*30*tb.lay.u
		r.run(1)
	}
	if held := tb.anim.cards[c].tw.To.Rect(); !held.Contains(r.raw.X, r.raw.Y) {
		t.Errorf("the card dragged by a mouse at (%.0f,%.0f) is drawn at %s, away from the pointer", r.raw.X, r.raw.Y, rectString(held))
	}
}

// TestTouchTapACardThenAMeldLaysItOff (LIV-6): a finger taps a card of
// the hand (it is selected), then taps a meld on the table: the card is
// laid off there, the move a drag onto the meld makes.
func TestTouchTapACardThenAMeldLaysItOff(t *testing.T) {
	r := position{seats: "human,bot,bot", hand: "3H 8H 7S * KD 2C", pile: "4S",
		melds: []string{"0: 7C 7D 7H"}, down: []int{0}}.build(t)
	tb := r.table
	c := r.handCard("7S")
	r.fingerTap(r.handCardSpot(c))
	if !tb.hand.Selected(c) {
		t.Fatal("a finger's tap on 7S did not select it")
	}
	mx, my := tb.anim.meldRect(0).Center()
	r.fingerTap(mx, my)
	r.settle()
	if got := len(tb.view.Table[0].Cards); got != 4 {
		t.Fatalf("after tapping 7S and then the meld of sevens, the meld has %d cards, want 4 (toast %q)", got, tb.toast.text)
	}
	for _, h := range tb.view.Hand {
		if h == c {
			t.Fatal("7S is still in the hand")
		}
	}
}

// TestTouchLongPressOnTheDiscardShowsThePileAndTakesNothing: a finger
// resting on the discard pile in the draw shows the whole pile (what a
// mouse's hover shows); lifting it then takes nothing and opens nothing.
func TestTouchLongPressOnTheDiscardShowsThePileAndTakesNothing(t *testing.T) {
	r := position{seats: "human,bot,bot", hand: "3H 8H 7S * KD 2C", pile: "4S 9D QC",
		edit: func(v *engine.View, _ map[string][]engine.Card) {
			v.Phase, v.TurnState = engine.PhaseDraw, engine.TurnInfo{FromPile: engine.NoCard}
		}}.build(t)
	tb := r.table
	hand, pile := len(tb.view.Hand), len(tb.view.Pile)
	x, y := tb.lay.Discard.Center()
	r.finger(x, y, false)
	for i := 0; i < LongPressTicks+2; i++ {
		r.finger(x, y, true)
	}
	if !tb.gesture.pileHover {
		t.Error("a finger resting on the discard pile does not show the pile")
	}
	r.finger(x, y, false)
	r.run(5)
	if len(tb.view.Hand) != hand || len(tb.view.Pile) != pile {
		t.Errorf("the long press took a card: hand %d → %d, pile %d → %d", hand, len(tb.view.Hand), pile, len(tb.view.Pile))
	}
	if r.m.Current() != Scene(tb) {
		t.Errorf("the long press opened %T", r.m.Current())
	}
	// A short tap still takes the discard.
	r.fingerTap(x, y)
	r.settle()
	if len(tb.view.Hand) != hand+1 {
		t.Errorf("a tap on the discard in the draw left the hand at %d cards, want %d", len(tb.view.Hand), hand+1)
	}
}

// TestTouchPlaysATurnOnAPortraitPhone: on a phone held upright (390×844
// CSS px at device scale 3) a finger draws from the stock with a tap,
// selects a card with a tap and discards it with a tap on the pile.
func TestTouchPlaysATurnOnAPortraitPhone(t *testing.T) {
	r := position{variant: "romme", seats: "human,bot", hand: "3H 8H 7S KD 2C 9S", pile: "4S",
		edit: func(v *engine.View, _ map[string][]engine.Card) {
			v.Phase, v.TurnState = engine.PhaseDraw, engine.TurnInfo{FromPile: engine.NoCard}
		}}.build(t)
	tb := r.table
	r.app.Resize(1170, 2532, 3)
	r.run(3)
	if tb.lay.Hand.W < 0.9*r.app.W {
		t.Fatalf("the hand is %.0f px wide on a %.0f px wide portrait phone: not its layout", tb.lay.Hand.W, r.app.W)
	}
	hand := len(tb.view.Hand)
	r.fingerTap(tb.lay.Stock.Center())
	r.settle()
	if len(tb.view.Hand) != hand+1 {
		t.Fatalf("a tap on the stock left the hand at %d cards, want %d (toast %q)", len(tb.view.Hand), hand+1, tb.toast.text)
	}
	c := r.handCard("KD")
	r.fingerTap(r.handCardSpot(c))
	if !tb.hand.Selected(c) {
		t.Fatal("a tap on KD did not select it")
	}
	r.fingerTap(tb.lay.Discard.Center())
	r.run(5)
	if n := len(tb.view.Pile); n == 0 || tb.view.Pile[n-1] != c {
		t.Fatalf("after tapping KD and the discard pile the pile is %v (toast %q)", tb.view.Pile, tb.toast.text)
	}
}

// TestTouchStagingExplanationSpeaksOfTaps: on a touch screen the staging
// row explains the taps a finger makes (tap the cards, then the row),
// not a drag and a key the phone has not got, in every language, and the
// text fits the row; with a mouse it keeps the drag and the key.
func TestTouchStagingExplanationSpeaksOfTaps(t *testing.T) {
	for _, lang := range []string{"en", "ru", "de"} {
		t.Run(lang, func(t *testing.T) {
			r := stagingPosition(t)
			tb := r.table
			r.app.Settings.Language = lang
			r.app.ApplySettings()
			r.run(2)
			mouse := tb.art().stagingExplain()
			if !strings.Contains(mouse, "M") {
				t.Errorf("with a mouse the explanation %q names no M key", mouse)
			}
			x, y := r.handCardSpot(r.handCard("KD"))
			r.fingerTap(x, y)
			text := tb.art().stagingExplain()
			if text != tb.app.T(i18n.StageExplainTouch) || strings.Contains(text, "M") {
				t.Errorf("after a finger's tap the explanation is %q: want the touch one, %q", text, tb.app.T(i18n.StageExplainTouch))
			}
			row, u := tb.lay.Staging, tb.lay.u
			if w, _ := sprites.Measure(text, tb.art().fitFace(text, 13*u, row.W-24*u)); w > row.W-20*u {
				t.Errorf("the touch explanation is %v wide in a row of %v", w, row.W)
			}
		})
	}
}
