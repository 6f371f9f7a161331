package webtest

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// recordFrames is put into the page before the game starts: it notes
// every animation frame's time stamp, whether a bot was deciding then
// (window.rummyTest.botBusy, set by the game each frame) and the game's
// own Go time in its last frame (frameGoMs) and the bots' time since
// the frame before (botMs).
const recordFrames = `window.rummyFrames = [];
(function frame(ts) {
	const t = window.rummyTest;
	window.rummyFrames.push(ts, t && t.botBusy ? 1 : 0, t && t.frameGoMs || 0, t && t.botMs || 0);
	requestAnimationFrame(frame);
})(0);`

// frameFigures are the durations of the frames while a bot decided.
type frameFigures struct {
	frames, over50 int
	longest, p99   float64
	// gameOver50 counts the frames over 50 ms whose game work alone
	// (Update and Draw, no bot) took over 50 ms.
	gameOver50 int
	// botOver25 counts the frames over 50 ms in which the bots worked
	// over 25 ms.
	botOver25 int
}

// busyFrames reads the recorded frames (time stamp, bot busy, game Go
// time, bot time): a frame counts while a bot decides when a bot was deciding at
// its start and at its end.
func busyFrames(rec []float64) frameFigures {
	var d []float64
	var f frameFigures
	for i := 4; i+3 < len(rec); i += 4 {
		if rec[i-3] == 1 && rec[i+1] == 1 {
			x := rec[i] - rec[i-4]
			d = append(d, x)
			if x > 50 && rec[i+2] > 50 {
				f.gameOver50++
			}
			if x > 50 && rec[i+3] > 25 {
				f.botOver25++
			}
		}
	}
	f.frames = len(d)
	if len(d) == 0 {
		return f
	}
	slices.Sort(d)
	f.longest, f.p99 = d[len(d)-1], d[len(d)*99/100]
	for _, x := range d {
		if x > 50 {
			f.over50++
		}
	}
	return f
}

func (f frameFigures) String() string {
	return fmt.Sprintf("%d frames while a bot decided: the longest %.0f ms, p99 %.0f ms, %d over 50 ms (%d of them with over 50 ms of the game's own Go work, %d with over 25 ms of the bots')", f.frames, f.longest, f.p99, f.over50, f.gameOver50, f.botOver25)
}

// TestFramesWhileHardBotsThinkOnASlowPhone watches a whole Liverpool
// hand of four hard bots with the CPU throttled ×4 (DevTools emulation,
// a slow phone) and reports every frame's duration while a bot decides
// (the goal: none over 50 ms). It only measures — the machine's load
// decides the numbers — so it runs with RUMMY_WEB_MEASURE=1
// (RUMMY_WEB_SMOOTH_TABLE=… measures another table; it watches at most
// RUMMY_WEB_SMOOTH_LIMIT, default 20m, and then reports part of the
// hand). Animations and bots play at the fast setting, so that more
// of the time is spent thinking.
func TestFramesWhileHardBotsThinkOnASlowPhone(t *testing.T) {
	dir := webDir(t)
	if os.Getenv("RUMMY_WEB_MEASURE") == "" {
		t.Skip("set RUMMY_WEB_MEASURE=1 to measure")
	}
	table := "variant=liverpool&seats=bot:hard,bot:hard,bot:hard,bot:hard&seed=7"
	if q := os.Getenv("RUMMY_WEB_SMOOTH_TABLE"); q != "" {
		table = q
	}
	ww, wh := windowSize(1280, 800)
	slow := chromedp.ActionFunc(func(ctx context.Context) error {
		if _, err := cdppage.AddScriptToEvaluateOnNewDocument(recordFrames).Do(ctx); err != nil {
			return err
		}
		return emulation.SetCPUThrottlingRate(phoneCPUSlow).Do(ctx)
	})
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	p := openPageAt(t, srv.URL, "/index.html?test=1&"+table, ww, wh, map[string]string{"rummy/settings.json": fastSettings}, slow)
	var ready bool
	p.run("waiting for the table", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 5*time.Minute))
	p.waitFor("the table", 2*time.Minute, func(s *state) bool { return s.Scene == "table" && !s.Fading })
	start := time.Now()
	limit := 20 * time.Minute
	if d, err := time.ParseDuration(os.Getenv("RUMMY_WEB_SMOOTH_LIMIT")); err == nil && d > 0 {
		limit = d
	}
	whole := false
	for !whole && time.Since(start) < limit {
		time.Sleep(2 * time.Second)
		p.eval(`(() => { const s = window.rummyTest.state && JSON.parse(window.rummyTest.state); return !!(s && s.table && (s.table.handOver || s.table.handNo > 1)); })()`, &whole)
	}
	what := "one whole hand"
	if !whole {
		what = "part of a hand"
	}
	var rec []float64
	p.eval(`window.rummyFrames`, &rec)
	f := busyFrames(rec)
	t.Logf("%s, CPU ×%d, %s in %.0f s: %s; the longest unit of a bot's work %.0f ms; GCs %v, longest pause %.0f ms", table, phoneCPUSlow, what, time.Since(start).Seconds(), f, p.number("botLongestMs"), p.number("gcs"), p.number("gcMaxMs"))
	p.screenshot("smooth-hand-over.png")
	for _, l := range p.consoleLines() {
		t.Log("console", l)
	}
}
