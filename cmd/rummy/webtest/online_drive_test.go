package webtest

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"
)

// driver is one screen of the game a test plays with the pointer: a
// browser page (page) or the desktop binary in an X display (desk).
// Both publish the same probe JSON (scenes.Probe).
type driver interface {
	// label names the screen in messages.
	label() string
	// state is the probe's latest state (nil before the first frame).
	state() *state
	tap(s *state, x, y float64)
	drag(s *state, x0, y0, x1, y1 float64)
	screenshot(name string)
}

func (p *page) label() string { return "page" }

// awaitOn polls a driver's probe until ok says yes, failing after
// timeout.
func awaitOn(t *testing.T, d driver, what string, timeout time.Duration, ok func(*state) bool) *state {
	t.Helper()
	end := time.Now().Add(timeout)
	for {
		s := d.state()
		if s != nil && ok(s) {
			return s
		}
		if time.Now().After(end) {
			d.screenshot("failed-" + d.label() + ".png")
			js, _ := json.Marshal(s)
			t.Fatalf("%s: waited %v for %s; scene %v\n%s", d.label(), timeout, what, sceneOf(s), js)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func sceneOf(s *state) string {
	if s == nil {
		return "none"
	}
	if s.Table != nil {
		return s.Scene + " phase " + s.Table.Phase + " toast " + s.Table.Toast
	}
	return s.Scene + " notes " + strings.Join(s.Notes, " | ")
}

// handPlayer plays one screen's person through a hand, a move at a
// time, from the probe's legal moves: the first legal meld (the
// contract, in Liverpool), else a card from the stock, the first legal
// discard, a pass in a buy window, a cut in the middle of the deck.
type handPlayer struct {
	t          *testing.T
	d          driver
	moves      int
	melds      int
	meldFailed bool
	done       bool
	// misses counts the gestures in a row that changed nothing (lost
	// between the pointer and a slow display): the move is tried again.
	misses int
}

// ready reports whether the screen's person may act now (or the hand
// is over: done).
func (h *handPlayer) ready() (*state, bool) {
	s := h.d.state()
	if s == nil || s.Fading {
		return nil, false
	}
	if s.Scene == "sheet" {
		h.done = true
		return s, false
	}
	if revealStands(s) {
		moveOn(h.d, s)
		return s, false
	}
	ok := s.Scene == "table" && s.Table != nil && s.Table.MayAct && !s.Table.Animating
	return s, ok
}

// revealStands reports whether the hand's end is shown and waits for the
// person (the reveal moves on at a click or Enter, as a person would).
func revealStands(s *state) bool {
	return s.Scene == "table" && !s.Fading && s.Table != nil && !s.Table.Animating && !s.Table.MayAct &&
		(s.Table.Phase == "hand_over" || s.Table.Phase == "game_over")
}

// moveOn clicks the middle of the table to go on from the reveal.
func moveOn(d driver, s *state) { d.tap(s, s.W/2, s.H*0.45) }

// step makes one move if the person may act, and waits for it to show.
func (h *handPlayer) step() {
	t := h.t
	s, ok := h.ready()
	if !ok {
		return
	}
	tb := s.Table
	before := len(tb.Hand)
	// The gesture itself is confirmed (gesture_test.go); this waits for
	// the game's answer to it (the server's round trip, the animation):
	// the move, or a new message on the table — a warning such as "this
	// discard fits a meld: discard it again", after which the next step
	// decides again (and discards again) at once.
	wait := func(what string, cond func(s *state) bool) {
		end := time.Now().Add(30 * time.Second)
		for time.Now().Before(end) {
			if s := h.d.state(); s != nil && (s.Scene != "table" || s.Table == nil || cond(s) || s.Table.Toast != "" && s.Table.Toast != tb.Toast) {
				h.misses = 0
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
		if h.misses++; h.misses > 6 {
			awaitOn(t, h.d, what+" (after 6 lost gestures)", time.Second, func(*state) bool { return false })
		}
		t.Logf("%s: a gesture the game saw did nothing (no %s in 30 s; now %s): trying again", h.d.label(), what, sceneOf(h.d.state()))
		if cur := h.d.state(); cur != nil {
			if x, y, ok := cur.control("clear"); ok {
				h.d.tap(cur, x, y) // selected cards back to the hand
			}
		}
	}
	switch {
	case len(tb.Meld) > 0 && !h.meldFailed:
		if h.meld(s) {
			h.melds++
		} else {
			h.meldFailed = true
			if cur := h.d.state(); cur != nil {
				if x, y, ok := cur.control("clear"); ok {
					h.d.tap(cur, x, y)
				}
			}
		}
	case cutOf(tb.Legal) > 0:
		n := cutOf(tb.Legal)
		x, y := tb.CutDeck.X+tb.CutDeck.W/2, tb.CutDeck.Y+float64(n)*tb.CutCard
		h.d.tap(s, x, y)
		wait("the cut", func(s *state) bool { return !s.Table.MayAct || s.Table.Phase != tb.Phase })
	case has(tb.Legal, "draw stock"):
		x, y := tb.Stock.center()
		hx, hy := tb.HandArea.center()
		h.d.drag(s, x, y, hx, hy)
		wait("the drawn card in hand", func(s *state) bool { return len(s.Table.Hand) == before+1 || !s.Table.MayAct })
	case len(discards(tb.Legal)) > 0:
		face := discards(tb.Legal)[0]
		c, ok := handCard(tb.Hand, face, nil)
		if !ok {
			t.Fatalf("%s: legal discard %s is not in the hand", h.d.label(), face)
		}
		dx, dy := tb.Discard.center()
		h.d.drag(s, c.GX, c.GY, dx, dy)
		wait("the discard", func(s *state) bool { return len(s.Table.Hand) < before || !s.Table.MayAct })
	case has(tb.Legal, "pass"):
		x, y, ok := s.control("pass")
		if !ok {
			x, y, ok = s.control("keep")
		}
		if !ok {
			return // the buttons follow a frame later
		}
		h.d.tap(s, x, y)
		wait("the pass", func(s *state) bool { return !s.Table.MayAct || s.Table.Phase != tb.Phase })
	default:
		t.Fatalf("%s: no gesture for the legal actions %q", h.d.label(), tb.Legal)
	}
	h.moves++
}

// cutOf returns the middle of the legal cuts (0: no cut is legal).
func cutOf(legal []string) int {
	var cuts []int
	for _, l := range legal {
		if n, ok := strings.CutPrefix(l, "cut "); ok {
			if v, err := strconv.Atoi(n); err == nil {
				cuts = append(cuts, v)
			}
		}
	}
	if len(cuts) == 0 {
		return 0
	}
	return cuts[len(cuts)/2]
}

// meld lays down the first legal meld group by group (tapping the
// cards, dragging the group to the melds or the staging row, then the
// commit button) and reports whether the hand shrank.
func (h *handPlayer) meld(s *state) bool {
	tb := s.Table
	before, size := len(tb.Hand), 0
	for _, g := range tb.Meld {
		size += len(g)
		// Each card is tapped until the probe shows it selected: a tap
		// can be lost when the display draws a few frames a second.
		for _, id := range g {
			for try := 0; try < 4; try++ {
				cur := h.d.state()
				if cur == nil || cur.Table == nil {
					return false
				}
				c, ok := cardByID(cur.Table.Hand, id)
				if !ok {
					return false
				}
				if c.Selected {
					break
				}
				h.d.tap(cur, c.GX, c.GY)
				end := time.Now().Add(3 * time.Second)
				for time.Now().Before(end) {
					if s := h.d.state(); s != nil && s.Table != nil {
						if c, ok := cardByID(s.Table.Hand, id); ok && c.Selected {
							break
						}
					}
					time.Sleep(50 * time.Millisecond)
				}
			}
		}
		cur := awaitOn(h.t, h.d, "the group selected", 10*time.Second, func(s *state) bool {
			if s.Table == nil {
				return false
			}
			for _, id := range g {
				if c, ok := cardByID(s.Table.Hand, id); !ok || !c.Selected {
					return false
				}
			}
			return !s.Table.Animating
		})
		c, _ := cardByID(cur.Table.Hand, g[0])
		to := cur.Table.Melds
		if cur.Table.Staging {
			to = cur.Table.StagingRow
		}
		tx, ty := to.center()
		h.d.drag(cur, c.GX, c.GY, tx, ty)
		time.Sleep(300 * time.Millisecond)
	}
	if tb.Staging {
		cur := awaitOn(h.t, h.d, "the commit button", 10*time.Second, func(s *state) bool { _, _, ok := s.control("commit"); return ok })
		x, y, _ := cur.control("commit")
		h.d.tap(cur, x, y)
	}
	end := time.Now().Add(10 * time.Second)
	for time.Now().Before(end) {
		cur := h.d.state()
		if cur != nil && (cur.Scene != "table" || len(cur.Table.Hand) <= before-size && !cur.Table.Staging) {
			return true
		}
		time.Sleep(80 * time.Millisecond)
	}
	return false
}
