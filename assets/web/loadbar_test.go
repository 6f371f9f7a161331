package web

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// loadChunks and loadPause are how the test server sends its fake game:
// slowly enough for the page to show every stage of the download.
const (
	loadChunk  = 512 << 10
	loadChunks = 12
	loadPause  = 250 * time.Millisecond
)

// TestIssue18LoadingBarMatchesTheBytes opens the page in headless
// Chromium against a server that sends rummy.wasm slowly, with its
// length, and reads the bar and the words several times while it
// arrives: the bar is filled to the share of the megabytes the words
// report (the bar once showed 8 % while the words said 11.4 of 17.6 MB).
// Skipped without Chromium.
func TestIssue18LoadingBarMatchesTheBytes(t *testing.T) {
	browser := os.Getenv("RUMMY_CHROMIUM")
	if browser == "" {
		browser = "/usr/bin/chromium"
	}
	if _, err := exec.LookPath(browser); err != nil {
		t.Skip("chromium is not installed")
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write(IndexHTML)
	})
	mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		// What the page uses of Go's wasm_exec.js: the fake game is
		// never run (its bytes are not a program).
		fmt.Fprint(w, `globalThis.fs = { writeSync: () => 0 };
class Go { constructor() { this.importObject = {}; } exit() {} run() { return new Promise(() => {}); } }`)
	})
	mux.HandleFunc("/rummy.wasm", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Set("Content-Length", strconv.Itoa(loadChunk*loadChunks))
		chunk := make([]byte, loadChunk)
		for i := 0; i < loadChunks; i++ {
			if _, err := w.Write(chunk); err != nil {
				return
			}
			w.(http.Flusher).Flush()
			select {
			case <-time.After(loadPause):
			case <-r.Context().Done():
				return
			}
		}
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	// Chromium may still write its profile after the test's own
	// temporary folders are removed (which then fails the test), so the
	// profile has a folder of its own, removed quietly at the end.
	profile, err := os.MkdirTemp("", "rummy-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(profile) })
	actx, cancel := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(browser), chromedp.UserDataDir(profile),
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck, chromedp.NoSandbox, chromedp.Headless,
		chromedp.Flag("disable-gpu", true), chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("lang", "en-US"),
		chromedp.WindowSize(1024, 768))
	defer cancel()
	ctx, cancel2 := chromedp.NewContext(actx)
	defer cancel2()
	ctx, cancel3 := context.WithTimeout(ctx, 60*time.Second)
	defer cancel3()
	if err := chromedp.Run(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	words := regexp.MustCompile(`([0-9.]+) MB \S+ ([0-9.]+) MB`)
	seen := 0
	for i := 0; i < 60 && seen < 4; i++ {
		var got struct {
			Fill, Bar float64
			Text      string
		}
		err := chromedp.Run(ctx, chromedp.Evaluate(`({Fill: document.getElementById("fill").getBoundingClientRect().width,
			Bar: document.getElementById("bar").getBoundingClientRect().width,
			Text: document.getElementById("status").textContent})`, &got))
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 || i == 20 {
			t.Logf("the page says %q (bar %.0f of %.0f px)", got.Text, got.Fill, got.Bar)
		}
		m := words.FindStringSubmatch(got.Text)
		if m != nil && got.Bar > 0 {
			a, _ := strconv.ParseFloat(m[1], 64)
			b, _ := strconv.ParseFloat(m[2], 64)
			if a > 0 && a < b {
				seen++
				share, filled := a/b, got.Fill/got.Bar
				// The words round to 0.1 MB: allow that and a pixel.
				if d := filled - share; d > 0.1/b+1/got.Bar || d < -0.1/b-1/got.Bar {
					t.Errorf("%q with the bar %.1f%% filled, want %.1f%%", got.Text, filled*100, share*100)
				}
			}
		}
		time.Sleep(loadPause / 2)
	}
	if seen < 4 {
		t.Fatalf("the download was seen under way only %d times", seen)
	}
}
