package webtest

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// A whole Rommé hand played by touch on a phone held upright (390×844
// CSS pixels, three device pixels to one): the menu by taps, then the
// person's turns to the hand's end by taps and drags (issue 29 item 3).
func TestRommeHandByTouchOnAPortraitPhone(t *testing.T) {
	playRommeByTouch(t, "portrait", 390, 844)
}

// The same hand on a phone held sideways (844×390 CSS pixels).
func TestRommeHandByTouchOnALandscapePhone(t *testing.T) {
	playRommeByTouch(t, "landscape", 844, 390)
}

// countInputEvents counts the page's mouse and touch events as they
// reach the window, before the game's canvas sees them: the hand must be
// played with touch events only.
const countInputEvents = `(() => {
  const n = window.rummyInputs = {mouse: 0, touch: 0};
  const kinds = {mousedown: "mouse", mouseup: "mouse", mousemove: "mouse", click: "mouse",
    touchstart: "touch", touchmove: "touch", touchend: "touch"};
  for (const [type, kind] of Object.entries(kinds)) {
    window.addEventListener(type, () => { n[kind]++; }, {capture: true, passive: true});
  }
})();`

// playRommeByTouch opens the game in a phone's emulation, starts a Rommé
// table of one person and three bots from the menu by taps, plays the
// hand to its end by touch and checks the console stayed clean and no
// mouse event was ever sent. Screenshots: NAME-menu.png, NAME-table.png,
// NAME-mid.png, NAME-end.png.
func playRommeByTouch(t *testing.T, name string, width, height int) {
	dir := webDir(t)
	if os.Getenv("RUMMY_WEB_TOUCH") == "" {
		// Headless Chromium paints a phone's table (1170×2532 device
		// pixels) in software at well under a frame a second on a
		// 2-core machine: a hand takes tens of minutes, beyond the CI
		// stage's budget.
		t.Skip("set RUMMY_WEB_TOUCH=1 to play a hand by touch (tens of minutes)")
	}
	counter := chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := cdppage.AddScriptToEvaluateOnNewDocument(countInputEvents).Do(ctx)
		return err
	})
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	pg := openPageAt(t, srv.URL, "/index.html?test=1", width, height, map[string]string{"rummy/settings.json": fastSettings},
		phoneViewport(int64(width), int64(height)), counter)
	p := &touchPage{pg}
	var ready bool
	p.run("waiting for window.rummyReady", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 3*time.Minute))
	var dpr float64
	p.eval(`window.devicePixelRatio`, &dpr)
	var touchPoints float64
	p.eval(`navigator.maxTouchPoints`, &touchPoints)
	if dpr != 3 || touchPoints < 1 {
		t.Fatalf("the page is not a phone: devicePixelRatio %v, maxTouchPoints %v", dpr, touchPoints)
	}

	s := p.waitFor("the menu", time.Minute, func(s *state) bool { return s.Scene == "menu" && !s.Fading })
	p.measureCanvas()
	t.Logf("%s: canvas %.0f×%.0f CSS px at %.0f,%.0f; the game's screen %.0f×%.0f", name, p.canvas[2], p.canvas[3], p.canvas[0], p.canvas[1], s.W, s.H)
	p.screenshot(name + "-menu.png")
	p.logRate(name + " menu")

	x, y, ok := s.control("variant:romme")
	if !ok {
		t.Fatalf("no Rommé tile on the menu: %+v", s.Controls)
	}
	p.tap(s, x, y)
	s = p.waitFor("Rommé chosen", time.Minute, func(s *state) bool {
		for _, c := range s.Controls {
			if c.Name == "variant:romme" {
				return c.On
			}
		}
		return false
	})
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
		s = p.waitFor("the seat count to change", time.Minute, func(s *state) bool { return seatCount(s) != n })
	}
	x, y, ok = s.control("start")
	if !ok {
		t.Fatalf("no start button on the menu: %+v", s.Controls)
	}
	p.tap(s, x, y)
	s = p.waitFor("the table", time.Minute, func(s *state) bool { return s.Scene == "table" && !s.Fading })
	t.Logf("Rommé table, seed %d", s.Table.Seed)
	p.logRate(name + " table")
	p.screenshot(name + "-table.png")

	h := &fingerHand{t: t, p: p, shot: func() {
		p.waitFor("the table at rest", time.Minute, func(s *state) bool { return s.Scene != "table" || !s.Table.Animating })
		p.screenshot(name + "-mid.png")
	}}
	h.play()
	if h.draws == 0 || h.discards == 0 {
		t.Errorf("the person drew %d and discarded %d times: the hand was not played by touch", h.draws, h.discards)
	}
	p.screenshot(name + "-end.png")

	var n struct{ Mouse, Touch int }
	p.eval(`({Mouse: window.rummyInputs.mouse, Touch: window.rummyInputs.touch})`, &n)
	t.Logf("%d touch events, %d mouse events reached the page", n.Touch, n.Mouse)
	if n.Mouse != 0 || n.Touch == 0 {
		t.Errorf("the page saw %d mouse and %d touch events: want touch only", n.Mouse, n.Touch)
	}
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems:\n%s", strings.Join(bad, "\n"))
	}
}

// logRate logs how fast the page ticks and draws now (a loaded machine
// with software WebGL at three device pixels to one may draw a frame in
// seconds): the figures explain a slow run.
func (p *touchPage) logRate(what string) {
	p.t.Helper()
	u0, d0, t0 := p.number("updates"), p.number("draws"), time.Now()
	var ok bool
	p.run("waiting for five frames", poll(fmt.Sprintf(`window.rummyTest.draws >= %v`, d0+5), &ok, 10*time.Minute))
	dt := time.Since(t0).Seconds()
	p.t.Logf("%s: %.1f ticks/s, %.1f frames/s", what, (p.number("updates")-u0)/dt, (p.number("draws")-d0)/dt)
}
