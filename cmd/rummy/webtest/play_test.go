package webtest

import (
	"strings"
	"testing"
	"time"
)

// TestPlayRommeHandInTheBrowser loads the page, checks that the game
// signals its first frame, starts a Rommé table of one person and three
// bots from the menu by mouse, plays the person's turns by mouse (melds
// when the engine lists one, else takes from the stock and discards)
// until the hand ends, and checks that the console stayed clean (no
// errors, no exceptions, no AudioContext complaints).
func TestPlayRommeHandInTheBrowser(t *testing.T) {
	dir := webDir(t)
	start := time.Now()
	// Software WebGL (SwiftShader) on a shared CI machine draws a
	// 1280×800 table at a few frames a second, and the game's clock is its
	// frames: a smaller window and fast bots and animations keep the hand
	// to a minute or two. Sound stays on: the console must stay clean with
	// audio (browsers start it only after the first click).
	w, h := windowSize(640, 400)
	p := openPage(t, dir, "/index.html?test=1", w, h, map[string]string{"rummy/settings.json": fastSettings})

	var ready bool
	p.run("waiting for window.rummyReady", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	t.Logf("first frame after %.0f ms (page clock), %v on the test's clock", p.number("firstFrameMs"), time.Since(start).Round(time.Millisecond))
	var loaderHidden bool
	p.eval(`document.getElementById("loader").hidden`, &loaderHidden)
	if !loaderHidden {
		t.Error("the loading screen is still up after the game's first frame")
	}

	s := p.waitFor("the menu", 20*time.Second, func(s *state) bool { return s.Scene == "menu" && !s.Fading })
	p.measureCanvas()
	time.Sleep(500 * time.Millisecond)
	p.screenshot("menu.png")
	// Browsers let a page start sound only after a click or a key: the
	// game must not open its audio before one.
	if st := p.audioStates(); len(st) > 0 {
		t.Errorf("audio contexts %v opened before any click", st)
	}

	x, y, ok := s.control("variant:romme")
	if !ok {
		t.Fatalf("no Rommé tile on the menu: %+v", s.Controls)
	}
	p.tap(s, x, y)
	s = p.waitFor("Rommé chosen", 10*time.Second, func(s *state) bool {
		for _, c := range s.Controls {
			if c.Name == "variant:romme" {
				return c.On
			}
		}
		return false
	})
	// The seat count carries over from the last rule set: step it to 4
	// (the new seats are bots) with the stepper's + side.
	for tries := 0; seatCount(s) != 4; tries++ {
		st, ok := controlRect(s, "players")
		if !ok || tries > 6 {
			t.Fatalf("cannot set 4 seats: %d seats, players control %v", seatCount(s), ok)
		}
		x := st.X + st.W*0.97
		if seatCount(s) > 4 {
			x = st.X + st.W*0.6
		}
		n := seatCount(s)
		p.tap(s, x, st.Y+st.H/2)
		s = p.waitFor("the seat count to change", 10*time.Second, func(s *state) bool { return seatCount(s) != n })
	}
	x, y, _ = s.control("start")
	p.tap(s, x, y)
	s = p.waitFor("the table", 20*time.Second, func(s *state) bool { return s.Scene == "table" && !s.Fading })
	t.Logf("Rommé table, seed %d (replay: index.html?test=1&variant=romme&seats=human,bot,bot,bot&seed=%d)", s.Table.Seed, s.Table.Seed)
	p.sample("table", 1)

	playHand(t, p)
	time.Sleep(300 * time.Millisecond)
	p.screenshot("hand-end.png")

	// After the clicks the game's sound runs.
	if st := p.audioStates(); len(st) == 0 || st[len(st)-1] != "running" {
		t.Errorf("after the clicks of a whole hand the audio contexts are %v, want one running", st)
	} else {
		t.Logf("audio contexts after the hand: %v", st)
	}
	for _, l := range p.consoleLines() {
		t.Log("console", l)
	}
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems:\n%s", strings.Join(bad, "\n"))
	}
}

// fastSettings is the game's settings document (scenes/store, format 1)
// with fast bots and animations. Should the format change, the game sets
// it aside, plays at normal speed and says so on the menu.
const fastSettings = `{"format":1,"soundOn":true,"volume":0.8,"animationSpeed":"fast","botSpeed":"fast","language":"en","fourColourDeck":false}`

// playHand plays the person's turns until the score sheet shows.
func playHand(t *testing.T, p *page) {
	t.Helper()
	moves, melds := 0, 0
	meldFailed := false
	// The hand is bounded by the person's steps, not by the wall clock: a
	// busy machine paints 3 frames a second and a whole hand then takes
	// many minutes, yet each step still waits on its own condition.
	for step := 0; step < maxHandSteps; step++ {
		s := p.waitFor("the person's turn or the end of the hand", 3*time.Minute, func(s *state) bool {
			return s.Scene == "sheet" && !s.Fading || s.Scene == "table" && !s.Fading && s.Table.MayAct || revealStands(s)
		})
		if revealStands(s) {
			moveOn(p, s)
			continue
		}
		if s.Scene == "sheet" {
			t.Logf("hand over after %d moves by the person (%d melds)", moves, melds)
			return
		}
		tb := s.Table
		before := len(tb.Hand)
		if moves == 0 {
			p.screenshot("table.png")
		}
		switch {
		case len(tb.Meld) > 0 && !meldFailed:
			if meld(t, p, s) {
				melds++
				if melds == 1 {
					p.waitFor("the meld to land", 20*time.Second, func(s *state) bool { return s.Scene != "table" || !s.Table.Animating })
					p.screenshot("meld.png")
				}
			} else {
				meldFailed = true
				cur := p.state()
				t.Logf("meld refused (toast %q); drawing and discarding from now on", cur.Table.Toast)
				if x, y, ok := cur.control("clear"); ok {
					p.tap(cur, x, y) // the staged cards go back to the hand
				}
			}
		case has(tb.Legal, "draw stock"):
			x, y := tb.Stock.center()
			hx, hy := tb.HandArea.center()
			p.drag(s, x, y, hx, hy)
			p.waitFor("the drawn card in hand", 10*time.Second, func(s *state) bool {
				return s.Scene != "table" || len(s.Table.Hand) == before+1
			})
		case len(discards(tb.Legal)) > 0:
			face := discards(tb.Legal)[0]
			c, ok := handCard(tb.Hand, face, nil)
			if !ok {
				t.Fatalf("legal discard %s is not in the hand %+v", face, tb.Hand)
			}
			dx, dy := tb.Discard.center()
			p.drag(s, c.GX, c.GY, dx, dy)
			p.waitFor("the discard", 10*time.Second, func(s *state) bool {
				return s.Scene != "table" || len(s.Table.Hand) < before || !s.Table.MayAct
			})
		case has(tb.Legal, "pass"):
			x, y, ok := s.control("pass")
			if !ok {
				x, y, ok = s.control("keep")
			}
			if !ok {
				t.Fatalf("pass is legal but no button offers it: %+v", s.Controls)
			}
			p.tap(s, x, y)
		default:
			t.Fatalf("no gesture for the legal actions %q", tb.Legal)
		}
		moves++
	}
	t.Fatalf("the hand did not end in %d steps of the person (%d moves, %d melds)", maxHandSteps, moves, melds)
}

// maxHandSteps bounds the person's steps in one hand: a Rommé hand with
// the person drawing and discarding ends well within it (the stock alone
// holds 55 cards).
const maxHandSteps = 300

// meld lays down the first legal meld: it selects each group's cards by
// tapping them, drags the group to the melds (or the staging row, then
// presses the commit button) and reports whether the hand shrank.
func meld(t *testing.T, p *page, s *state) bool {
	t.Helper()
	tb := s.Table
	before := len(tb.Hand)
	size := 0
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
			}
		}
		cur := p.waitFor("the group selected", 5*time.Second, func(s *state) bool {
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
		p.drag(cur, c.GX, c.GY, tx, ty)
		time.Sleep(200 * time.Millisecond)
	}
	if tb.Staging {
		cur := p.waitFor("the commit button", 5*time.Second, func(s *state) bool { _, _, ok := s.control("commit"); return ok })
		x, y, _ := cur.control("commit")
		p.tap(cur, x, y)
	}
	end := time.Now().Add(5 * time.Second)
	for time.Now().Before(end) {
		cur := p.state()
		if cur.Scene != "table" || len(cur.Table.Hand) <= before-size && !cur.Table.Staging {
			return true
		}
		if cur.Table.Toast != "" {
			return false
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

func has(list []string, a string) bool {
	for _, l := range list {
		if l == a {
			return true
		}
	}
	return false
}

// discards returns the faces of the legal discards.
func discards(legal []string) []string {
	var out []string
	for _, a := range legal {
		if f, ok := strings.CutPrefix(a, "discard "); ok {
			out = append(out, f)
		}
	}
	return out
}

func handCard(hand []card, face string, skip map[int]bool) (card, bool) {
	for _, c := range hand {
		if c.Face == face && !skip[c.ID] {
			return c, true
		}
	}
	return card{}, false
}

func cardByID(hand []card, id int) (card, bool) {
	for _, c := range hand {
		if c.ID == id {
			return c, true
		}
	}
	return card{}, false
}

func seatCount(s *state) int {
	n := 0
	for _, c := range s.Controls {
		if c.Name == "seat" {
			n++
		}
	}
	return n
}

func controlRect(s *state, name string) (rect, bool) {
	for _, c := range s.Controls {
		if c.Name == name {
			return c.Rect, true
		}
	}
	return rect{}, false
}
