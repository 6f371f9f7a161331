// Package webtest is the browser end-to-end test of the game: it serves a
// built web/ folder (make web) on 127.0.0.1, opens it in headless
// Chromium and plays a Rommé hand with the mouse. It runs only when
// RUMMY_WEB_DIR names that folder; screenshots go to RUMMY_WEB_SHOTS
// (default: a temporary folder).
package webtest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// rect is a rectangle in the game's screen pixels.
type rect struct{ X, Y, W, H float64 }

func (r rect) center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// state mirrors the JSON of scenes.Probe that the game publishes as
// window.rummyTest.state.
type state struct {
	Scene  string   `json:"scene"`
	W      float64  `json:"w"`
	H      float64  `json:"h"`
	Fading bool     `json:"fading"`
	Notes  []string `json:"notes"`
	// Pointer is the pointer as the game saw it (gestures wait on it).
	Pointer  *pointer `json:"pointer"`
	Controls []struct {
		Name    string `json:"name"`
		Label   string `json:"label"`
		Rect    rect   `json:"rect"`
		Enabled bool   `json:"enabled"`
		On      bool   `json:"on"`
	} `json:"controls"`
	Table *struct {
		Variant    string   `json:"variant"`
		Phase      string   `json:"phase"`
		HandNo     int      `json:"handNo"`
		Hands      int      `json:"hands"`
		Turn       int      `json:"turn"`
		Waiting    []int    `json:"waiting"`
		Viewer     int      `json:"viewer"`
		MayAct     bool     `json:"mayAct"`
		BotBusy    bool     `json:"botBusy"`
		Animating  bool     `json:"animating"`
		Curtain    bool     `json:"curtain"`
		Staging    bool     `json:"staging"`
		StockSize  int      `json:"stockSize"`
		PileTop    string   `json:"pileTop"`
		Toast      string   `json:"toast"`
		Stock      rect     `json:"stock"`
		Discard    rect     `json:"discard"`
		HandArea   rect     `json:"handArea"`
		Melds      rect     `json:"melds"`
		StagingRow rect     `json:"stagingRow"`
		Hand       []card   `json:"hand"`
		Legal      []string `json:"legal"`
		Meld       [][]int  `json:"meld"`
		Seed       uint64   `json:"seed"`
		CutDeck    rect     `json:"cutDeck"`
		CutCard    float64  `json:"cutCard"`
	} `json:"table"`
}

type card struct {
	ID       int     `json:"id"`
	Face     string  `json:"face"`
	Rect     rect    `json:"rect"`
	GX       float64 `json:"gx"`
	GY       float64 `json:"gy"`
	Selected bool    `json:"selected"`
}

// control returns a control's centre by name.
func (s *state) control(name string) (float64, float64, bool) {
	for _, c := range s.Controls {
		if c.Name == name && c.Enabled {
			x, y := c.Rect.center()
			return x, y, true
		}
	}
	return 0, 0, false
}

// page is one browser tab on the game.
type page struct {
	t    *testing.T
	ctx  context.Context
	shot string
	mu   sync.Mutex
	logs []string // every console line, for the report
	bad  []string // errors and exceptions
	// canvas is the canvas' bounding rectangle in CSS pixels.
	canvas [4]float64
}

// openPage serves dir and opens path on it in headless Chromium, in a
// window of width×height CSS pixels. Items in storage are put into the
// page's localStorage first (the game's settings live there).
func openPage(t *testing.T, dir, path string, width, height int, storage map[string]string) *page {
	t.Helper()
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return openPageAt(t, srv.URL, path, width, height, storage)
}

// openPageAt is openPage on a server already running at base (the
// table server serving the browser build, for online play). The actions
// before run just before the page is opened (network and CPU emulation).
func openPageAt(t *testing.T, base, path string, width, height int, storage map[string]string, before ...chromedp.Action) *page {
	t.Helper()
	// Chromium may still write its profile while the test's own temporary
	// folders are removed, so the profile has a folder of its own, removed
	// after the browser is gone.
	profile, err := os.MkdirTemp("", "rummy-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(profile) })
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(browserPath()),
		chromedp.UserDataDir(profile),
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck, chromedp.NoSandbox, chromedp.Headless,
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.WindowSize(width, height),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	p := &page{t: t, ctx: ctx, shot: shotDir(t)}
	chromedp.ListenTarget(ctx, p.listen)
	if len(storage) > 0 {
		// Any page of the server shares the game's localStorage.
		acts := []chromedp.Action{chromedp.Navigate(base + "/wasm_exec.js")}
		for k, v := range storage {
			acts = append(acts, chromedp.Evaluate(fmt.Sprintf("localStorage.setItem(%q, %q)", k, v), nil))
		}
		if err := chromedp.Run(ctx, acts...); err != nil {
			t.Fatalf("preparing localStorage: %v", err)
		}
	}
	// The window's frame takes part of its height: fix the page's size.
	acts := []chromedp.Action{cdplog.Enable(), chromedp.EmulateViewport(int64(width), int64(height)),
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := cdppage.AddScriptToEvaluateOnNewDocument(countAudioContexts).Do(ctx)
			return err
		})}
	acts = append(append(acts, before...), chromedp.Navigate(base+path))
	if err := chromedp.Run(ctx, acts...); err != nil {
		t.Fatalf("opening the page: %v", err)
	}
	return p
}

func (p *page) listen(ev any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range ev.Args {
			if len(a.Value) > 0 {
				parts = append(parts, strings.Trim(string(a.Value), `"`))
			} else {
				parts = append(parts, a.Description)
			}
		}
		line := string(ev.Type) + ": " + strings.Join(parts, " ")
		p.logs = append(p.logs, line)
		if ev.Type == runtime.APITypeError || ev.Type == runtime.APITypeAssert {
			p.bad = append(p.bad, line)
		}
	case *runtime.EventExceptionThrown:
		line := "exception: " + ev.ExceptionDetails.Error()
		p.logs = append(p.logs, line)
		p.bad = append(p.bad, line)
	case *cdplog.EventEntryAdded:
		line := "log " + string(ev.Entry.Level) + " " + string(ev.Entry.Source) + ": " + ev.Entry.Text
		p.logs = append(p.logs, line)
		favicon := strings.HasSuffix(ev.Entry.URL, "/favicon.ico") // the page has none; browsers ask anyway
		if ev.Entry.Level == cdplog.LevelError && !favicon || strings.Contains(ev.Entry.Text, "AudioContext") {
			p.bad = append(p.bad, line)
		}
	}
}

// countAudioContexts keeps every AudioContext the page creates in
// window.rummyAudio, to check when the game opens one and whether it runs.
const countAudioContexts = `(() => {
  window.rummyAudio = [];
  for (const name of ["AudioContext", "webkitAudioContext"]) {
    const A = window[name];
    if (typeof A !== "function") continue;
    window[name] = class extends A {
      constructor(...args) { super(...args); window.rummyAudio.push(this); }
    };
  }
})();`

// audioStates returns the states of the AudioContexts the page made.
func (p *page) audioStates() []string {
	p.t.Helper()
	var st []string
	p.eval(`(window.rummyAudio || []).map((c) => c.state)`, &st)
	return st
}

// problems returns the console errors, exceptions and AudioContext
// complaints seen so far.
func (p *page) problems() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.bad...)
}

func (p *page) consoleLines() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.logs...)
}

// run runs browser actions, failing the test on error.
func (p *page) run(what string, acts ...chromedp.Action) {
	p.t.Helper()
	if err := chromedp.Run(p.ctx, acts...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression into out.
func (p *page) eval(expr string, out any) {
	p.t.Helper()
	p.run("evaluating "+expr, chromedp.Evaluate(expr, out))
}

// state reads window.rummyTest.state.
func (p *page) state() *state {
	p.t.Helper()
	var raw string
	p.eval(`window.rummyTest && window.rummyTest.state || ""`, &raw)
	if raw == "" {
		return nil
	}
	s := &state{}
	if err := json.Unmarshal([]byte(raw), s); err != nil {
		p.t.Fatalf("window.rummyTest.state is not the probe's JSON: %v\n%s", err, raw)
	}
	return s
}

// waitFor polls the state until ok says yes, failing after timeout.
func (p *page) waitFor(what string, timeout time.Duration, ok func(*state) bool) *state {
	p.t.Helper()
	end := time.Now().Add(timeout)
	for {
		s := p.state()
		if s != nil && ok(s) {
			return s
		}
		if time.Now().After(end) {
			js, _ := json.Marshal(s)
			p.t.Fatalf("waiting %v for %s; state %s\nproblems: %v", timeout, what, js, p.problems())
		}
		time.Sleep(40 * time.Millisecond)
	}
}

// measureCanvas reads the canvas' place on the page.
func (p *page) measureCanvas() {
	var r []float64
	p.eval(`(() => { const r = document.querySelector("canvas").getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()`, &r)
	if len(r) != 4 || r[2] <= 0 || r[3] <= 0 {
		p.t.Fatalf("canvas rectangle %v", r)
	}
	copy(p.canvas[:], r)
}

// css converts a point on the game's screen (s.W×s.H pixels) to page
// coordinates: Ebiten scales the screen into the canvas keeping its
// shape, centred (letterboxed when the shapes differ).
func (p *page) css(s *state, x, y float64) (float64, float64) {
	cx, cy, cw, ch := p.canvas[0], p.canvas[1], p.canvas[2], p.canvas[3]
	k := min(cw/s.W, ch/s.H)
	return cx + (cw-s.W*k)/2 + x*k, cy + (ch-s.H*k)/2 + y*k
}

// tap clicks at a point of the game's screen, each step once the game
// has seen the one before (gesture_test.go).
func (p *page) tap(s *state, x, y float64) {
	p.t.Helper()
	px, py := p.css(s, x, y)
	g := startGesture(p.t, p, x, y)
	p.run("tap", chromedp.MouseEvent(input.MouseMoved, px, py))
	g.at(x, y, false)
	p.run("tap", chromedp.MouseEvent(input.MousePressed, px, py, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	g.pressed(x, y)
	p.run("tap", chromedp.MouseEvent(input.MouseReleased, px, py, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	g.released(x, y)
}

// drag presses at one point, moves to another in steps and releases,
// each step once the game has seen the one before (gesture_test.go).
func (p *page) drag(s *state, x0, y0, x1, y1 float64) {
	p.t.Helper()
	ax, ay := p.css(s, x0, y0)
	g := startGesture(p.t, p, x0, y0)
	p.run("drag", chromedp.MouseEvent(input.MouseMoved, ax, ay))
	g.at(x0, y0, false)
	p.run("drag", chromedp.MouseEvent(input.MousePressed, ax, ay, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	g.pressed(x0, y0)
	const steps = 6
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		gx, gy := x0+(x1-x0)*f, y0+(y1-y0)*f
		mx, my := p.css(s, gx, gy)
		p.run("drag", chromedp.MouseEvent(input.MouseMoved, mx, my, chromedp.ButtonLeft))
		g.at(gx, gy, true)
	}
	bx, by := p.css(s, x1, y1)
	p.run("drag", chromedp.MouseEvent(input.MouseReleased, bx, by, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	g.released(x1, y1)
}

// screenshot saves the page as a PNG in the shots folder.
func (p *page) screenshot(name string) {
	p.t.Helper()
	var buf []byte
	p.run("screenshot "+name, chromedp.CaptureScreenshot(&buf))
	path := filepath.Join(p.shot, name)
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot %s", path)
}

// number reads a numeric field of window.rummyTest.
func (p *page) number(field string) float64 {
	p.t.Helper()
	var v float64
	p.eval(fmt.Sprintf(`Number(window.rummyTest && window.rummyTest[%q] || 0)`, field), &v)
	return v
}

func shotDir(t *testing.T) string {
	if d := os.Getenv("RUMMY_WEB_SHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

func browserPath() string {
	if p := os.Getenv("RUMMY_CHROMIUM"); p != "" {
		return p
	}
	return "/usr/bin/chromium"
}

// webDir returns the built web/ folder or skips the test.
func webDir(t *testing.T) string {
	d := os.Getenv("RUMMY_WEB_DIR")
	if d == "" {
		t.Skip("RUMMY_WEB_DIR is not set: run `make web`, then RUMMY_WEB_DIR=$PWD/web go test ./cmd/rummy/webtest")
	}
	if _, err := os.Stat(filepath.Join(d, "rummy.wasm")); err != nil {
		t.Fatalf("RUMMY_WEB_DIR=%s has no rummy.wasm: run `make web` first", d)
	}
	if _, err := os.Stat(browserPath()); err != nil {
		t.Fatalf("no Chromium at %s (set RUMMY_CHROMIUM): %v", browserPath(), err)
	}
	return d
}

// poll waits until a JavaScript expression is truthy.
func poll(expr string, out any, timeout time.Duration) chromedp.Action {
	return chromedp.Poll(expr, out, chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(timeout))
}

// windowSize is the browser window's size: RUMMY_WEB_SIZE (like 960x600)
// or w×h.
func windowSize(w, h int) (int, int) {
	var ew, eh int
	if _, err := fmt.Sscanf(os.Getenv("RUMMY_WEB_SIZE"), "%dx%d", &ew, &eh); err == nil && ew > 0 && eh > 0 {
		return ew, eh
	}
	return w, h
}

// close shuts the browser down.
func (p *page) close() { _ = chromedp.Cancel(p.ctx) }
