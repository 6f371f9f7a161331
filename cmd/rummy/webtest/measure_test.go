package webtest

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// TestMeasureInTheBrowser reports the browser build's figures: the wasm
// size raw and gzipped, the time to the first frame, and the frame rate
// on the menu, at a table waiting for the person, and while hard bots
// think (the longest frame while a bot decides). It only measures (the
// machine's load decides the numbers); run it with RUMMY_WEB_MEASURE=1
// (RUMMY_WEB_TABLE=variant=liverpool&seats=… measures another table; a
// table of bots only is watched for 30 s).
func TestMeasureInTheBrowser(t *testing.T) {
	dir := webDir(t)
	if os.Getenv("RUMMY_WEB_MEASURE") == "" {
		t.Skip("set RUMMY_WEB_MEASURE=1 to measure")
	}
	wasm, err := os.ReadFile(filepath.Join(dir, "rummy.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	_, _ = w.Write(wasm)
	_ = w.Close()
	t.Logf("rummy.wasm: %.1f MB raw, %.1f MB gzipped", float64(len(wasm))/(1<<20), float64(gz.Len())/(1<<20))

	ww, wh := windowSize(1280, 800)
	p := openPage(t, dir, "/index.html?test=1", ww, wh, nil)
	var ready bool
	p.run("waiting for the first frame", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	var downloaded, compile, mainAt float64
	p.eval(`performance.getEntriesByName("rummy-main")[0].startTime`, &mainAt)
	p.eval(`performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/rummy.wasm"))[0].responseEnd`, &downloaded)
	p.run("timing a compile of rummy.wasm", chromedp.Evaluate(`(async () => {
		const bytes = await (await fetch("rummy.wasm")).arrayBuffer();
		const t0 = performance.now();
		await WebAssembly.compile(bytes);
		return performance.now() - t0;
	})()`, &compile, func(e *runtime.EvaluateParams) *runtime.EvaluateParams { return e.WithAwaitPromise(true) }))
	t.Logf("first frame at %.0f ms after navigation (page clock); rummy.wasm downloaded at %.0f ms, main started at %.0f ms; compiling it alone takes %.0f ms",
		p.number("firstFrameMs"), downloaded, mainAt, compile)
	p.waitFor("the menu", 20*time.Second, func(s *state) bool { return s.Scene == "menu" && !s.Fading })
	p.sample("menu", 3)
	p.close()

	table := "variant=romme&seats=human,bot:hard,bot:hard,bot:hard&seed=7"
	if q := os.Getenv("RUMMY_WEB_TABLE"); q != "" {
		table = q // another table to measure, as page address parameters
	}
	p2 := openPage(t, dir, "/index.html?test=1&"+table, ww, wh, nil)
	p2.run("waiting for the table", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	p2.waitFor("the table", 20*time.Second, func(s *state) bool { return s.Scene == "table" && !s.Fading })
	end := time.Now().Add(40 * time.Second)
	for time.Now().Before(end) && p2.number("busyFrames") < 3 {
		p2.sample("table, bots playing", 2)
	}
	if strings.Contains(table, "human") {
		p2.waitFor("the person's turn", 3*time.Minute, func(s *state) bool { return s.Scene == "table" && s.Table.MayAct })
	} else {
		// Bots only: watch them play for a while.
		p2.sample("table, bots playing", 30)
	}
	busyFrames, busyMs := p2.number("busyFrames"), p2.number("busyMs")
	t.Logf("while a bot decided: %v frames in %.0f ms (%.1f fps; %v of them painted), the longest %.0f ms",
		busyFrames, busyMs, 1000*busyFrames/max(1, busyMs), p2.number("busyPaints"), p2.number("busyMaxGapMs"))
	if strings.Contains(table, "human") {
		p2.sample("table, the person's turn", 3)
	}
	p2.screenshot("measure-table.png")
	for _, l := range p2.consoleLines() {
		t.Log("console", l)
	}
}

// sample logs the frame rate a few times, a second apart.
func (p *page) sample(what string, n int) {
	p.t.Helper()
	for i := 0; i < n; i++ {
		time.Sleep(time.Second)
		p.t.Logf("%s: %v fps (%v painted), longest frame %.0f ms, Go per frame: update %.1f ms, draw %.1f ms; %v GCs, longest pause %.0f ms, heap %.0f MB", what, p.number("fps"), p.number("paintFps"), p.number("maxGapMs"), p.number("updateMs"), p.number("drawMs"), p.number("gcs"), p.number("gcMaxMs"), p.number("heapMB"))
	}
}
