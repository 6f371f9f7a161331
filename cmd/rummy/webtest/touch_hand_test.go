package webtest

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
)

// fingerHand plays the person's turns of a hand with a finger, the way
// a phone's player does: tap the stock to draw, tap a card and then the
// discard pile to discard, tap a meld's cards and then the melds (or the
// staging row, then Lay down) to meld. The first draw and the first
// discard are drags, the discard aimed by where the lifted card shows.
type fingerHand struct {
	t *testing.T
	p *touchPage
	// moves counts the person's moves; melds the melds laid down.
	moves, melds    int
	draws, discards int
	meldFailed      bool
	// lift is the height, in screen pixels, the dragged card's bottom
	// edge showed above the finger (0 until a discard was dragged).
	lift float64
	// shot is called once mid-hand (after the first meld, or the
	// fourth move) for the screenshot.
	shot func()
}

// waitMove waits, bounded by a frame count's worth of time (a loaded
// machine draws a few frames a second), for the game's answer to a
// gesture it saw: cond, or a new toast, or the person no longer acting.
func (h *fingerHand) waitMove(what string, before *state, cond func(*state) bool) *state {
	h.t.Helper()
	return h.p.waitFor(what, time.Minute, func(s *state) bool {
		if s.Scene != "table" || s.Table == nil || !s.Table.MayAct {
			return true
		}
		return cond(s) || s.Table.Toast != "" && s.Table.Toast != before.Table.Toast
	})
}

// play plays the hand to its end, at most maxHandSteps steps of the
// person; it fails the test if the hand does not end.
func (h *fingerHand) play() {
	t := h.t
	for step := 0; step < maxHandSteps; step++ {
		s := h.p.waitFor("the person's turn or the end of the hand", 3*time.Minute, func(s *state) bool {
			return s.Scene == "sheet" && !s.Fading || s.Scene == "table" && !s.Fading && s.Table.MayAct && !s.Table.Animating || revealStands(s)
		})
		if revealStands(s) {
			moveOn(h.p, s)
			continue
		}
		if s.Scene == "sheet" {
			t.Logf("hand over after %d moves by the person: %d draws, %d discards, %d melds", h.moves, h.draws, h.discards, h.melds)
			return
		}
		h.step(s)
		h.moves++
		if h.shot != nil && (h.melds > 0 || h.moves >= 4) {
			h.shot()
			h.shot = nil
		}
	}
	t.Fatalf("the hand did not end in %d steps of the person (%d moves, %d melds)", maxHandSteps, h.moves, h.melds)
}

// step makes one move of the person.
func (h *fingerHand) step(s *state) {
	t := h.t
	tb := s.Table
	before := len(tb.Hand)
	switch {
	case len(tb.Meld) > 0 && !h.meldFailed:
		if h.meld(s) {
			h.melds++
			return
		}
		h.meldFailed = true
		cur := h.p.state()
		t.Logf("meld refused (toast %q); drawing and discarding from now on", cur.Table.Toast)
		if x, y, ok := cur.control("clear"); ok {
			h.p.tap(cur, x, y)
		}
	case cutOf(tb.Legal) > 0:
		n := cutOf(tb.Legal)
		h.p.tap(s, tb.CutDeck.X+tb.CutDeck.W/2, tb.CutDeck.Y+float64(n)*tb.CutCard)
		h.waitMove("the cut", s, func(c *state) bool { return c.Table.Phase != tb.Phase })
	case has(tb.Legal, "draw stock"):
		x, y := tb.Stock.center()
		if h.draws == 0 {
			hx, hy := tb.HandArea.center()
			h.p.drag(s, x, y, hx, hy)
		} else {
			h.p.tap(s, x, y)
		}
		h.waitMove("the drawn card in hand", s, func(c *state) bool { return len(c.Table.Hand) == before+1 })
		h.draws++
	case len(discards(tb.Legal)) > 0:
		face := discards(tb.Legal)[0]
		c, ok := handCard(tb.Hand, face, nil)
		if !ok {
			t.Fatalf("legal discard %s is not in the hand %+v", face, tb.Hand)
		}
		if h.discards == 0 {
			h.dragDiscard(s, c)
		} else {
			h.selectOnly(c.ID)
			cur := h.p.state()
			dx, dy := cur.Table.Discard.center()
			h.p.tap(cur, dx, dy)
		}
		h.waitMove("the discard", s, func(c *state) bool { return len(c.Table.Hand) < before })
		h.discards++
	case has(tb.Legal, "pass"):
		x, y, ok := s.control("pass")
		if !ok {
			x, y, ok = s.control("keep")
		}
		if !ok {
			t.Fatalf("pass is legal but no button offers it: %+v", s.Controls)
		}
		h.p.tap(s, x, y)
		h.waitMove("the pass", s, func(c *state) bool { return c.Table.Phase != tb.Phase })
	default:
		t.Fatalf("no gesture for the legal actions %q", tb.Legal)
	}
}

// selectOnly taps cards until exactly the card id is selected.
func (h *fingerHand) selectOnly(id int) {
	h.t.Helper()
	for try := 0; try < 8; try++ {
		cur := h.p.state()
		var tapAt *card
		done := true
		for i, c := range cur.Table.Hand {
			if c.Selected != (c.ID == id) {
				done = false
				tapAt = &cur.Table.Hand[i]
				break
			}
		}
		if done {
			return
		}
		h.p.tap(cur, tapAt.GX, tapAt.GY)
		n := tapAt.ID
		want := !tapAt.Selected
		h.p.waitFor(fmt.Sprintf("card %d to toggle", n), time.Minute, func(s *state) bool {
			c, ok := cardByID(s.Table.Hand, n)
			return !ok || c.Selected == want
		})
	}
	h.t.Fatalf("could not select card %d alone by taps", id)
}

// dragDiscard drags a hand card onto the discard pile with a finger.
// The card rides above the finger, so like a person the test watches
// where the card shows and brings the card, not the finger, onto the
// pile. The card must never hide under the finger.
func (h *fingerHand) dragDiscard(s *state, c card) {
	t := h.t
	p := h.p
	x0, y0 := c.GX, c.GY
	pile := s.Table.Discard
	g := startGesture(t, p, x0, y0)
	p.run("touch start", input.DispatchTouchEvent(input.TouchStart, p.finger(s, x0, y0)))
	g.pressed(x0, y0)
	// Halfway to the pile the card shows where the finger carries it.
	px, py := pile.center()
	fx, fy := x0, y0
	const steps = 4
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps / 2
		fx, fy = x0+(px-x0)*f, y0+(py-y0)*f
		p.run("touch move", input.DispatchTouchEvent(input.TouchMove, p.finger(s, fx, fy)))
		g.at(fx, fy, true)
	}
	cur := p.waitFor("the card to follow the finger", time.Minute, func(s *state) bool {
		k, ok := cardByID(s.Table.Hand, c.ID)
		return ok && math.Abs(k.Rect.X+k.Rect.W/2-fx) < k.Rect.W
	})
	held, _ := cardByID(cur.Table.Hand, c.ID)
	h.lift = fy - (held.Rect.Y + held.Rect.H)
	t.Logf("a dragged card's bottom edge rides %.1f screen px above the finger (card %.0f×%.0f, finger at %.0f,%.0f)", h.lift, held.Rect.W, held.Rect.H, fx, fy)
	if h.lift <= 0 {
		t.Errorf("the dragged card (%+v) is under the finger at (%.0f, %.0f): it must ride above it", held.Rect, fx, fy)
	}
	// Bring the card's centre onto the pile's centre.
	ox, oy := held.Rect.X+held.Rect.W/2-fx, held.Rect.Y+held.Rect.H/2-fy
	tx, ty := px-ox, py-oy
	tx, ty = min(max(tx, 1), cur.W-1), min(max(ty, 1), cur.H-1)
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		gx, gy := fx+(tx-fx)*f, fy+(ty-fy)*f
		p.run("touch move", input.DispatchTouchEvent(input.TouchMove, p.finger(s, gx, gy)))
		g.at(gx, gy, true)
	}
	p.run("touch end", input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}))
	g.released(tx, ty)
}

// meld lays down the first legal meld: it taps each group's cards, then
// taps the melds (or the staging row, then the commit button), and
// reports whether the hand shrank.
func (h *fingerHand) meld(s *state) bool {
	t := h.t
	p := h.p
	tb := s.Table
	before, size := len(tb.Hand), 0
	for _, g := range tb.Meld {
		size += len(g)
		for _, id := range g {
			cur := p.state()
			c, ok := cardByID(cur.Table.Hand, id)
			if !ok {
				t.Fatalf("meld card %d is not in the hand", id)
			}
			if !c.Selected {
				p.tap(cur, c.GX, c.GY)
				p.waitFor(fmt.Sprintf("card %d selected", id), time.Minute, func(s *state) bool {
					c, ok := cardByID(s.Table.Hand, id)
					return ok && c.Selected
				})
			}
		}
		cur := p.waitFor("the group selected", time.Minute, func(s *state) bool { return !s.Table.Animating })
		to := cur.Table.Melds
		if cur.Table.Staging {
			to = cur.Table.StagingRow
		}
		tx, ty := to.center()
		inHand := len(cur.Table.Hand)
		p.tap(cur, tx, ty)
		cur = h.waitMove("the group played by a tap", cur, func(s *state) bool { return len(s.Table.Hand) <= inHand-len(g) })
		if len(cur.Table.Hand) > inHand-len(g) {
			return false
		}
	}
	if tb.Staging {
		cur := p.waitFor("the commit button", time.Minute, func(s *state) bool { _, _, ok := s.control("commit"); return ok })
		x, y, _ := cur.control("commit")
		p.tap(cur, x, y)
	}
	cur := h.waitMove("the meld laid down", s, func(s *state) bool {
		return len(s.Table.Hand) <= before-size && !s.Table.Staging && !s.Table.Animating
	})
	return cur.Scene != "table" || len(cur.Table.Hand) <= before-size && !cur.Table.Staging
}
