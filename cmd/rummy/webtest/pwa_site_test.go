package webtest

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"rummy/assets/web/serve"
)

// site serves one build of the game (a folder, through assets/web/serve
// as the table server and `rummy-sim serve` do) at one origin, and can
// switch to another build or go down: a server that cannot be reached,
// which closes every connection unanswered.
type site struct {
	t   *testing.T
	srv *httptest.Server
	mu  sync.Mutex
	h   http.Handler // nil: down
}

func newSite(t *testing.T, dir string) *site {
	s := &site{t: t}
	s.use(dir)
	s.srv = httptest.NewServer(http.HandlerFunc(s.serveHTTP))
	t.Cleanup(s.srv.Close)
	return s
}

// use serves the build in dir from now on.
func (s *site) use(dir string) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		s.t.Fatal(err)
	}
	s.t.Cleanup(func() { root.Close() })
	s.mu.Lock()
	s.h = serve.Files(root)
	s.mu.Unlock()
}

// down makes the server unreachable.
func (s *site) down() {
	s.mu.Lock()
	s.h = nil
	s.mu.Unlock()
}

func (s *site) serveHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	h := s.h
	s.mu.Unlock()
	if h != nil {
		h.ServeHTTP(w, r)
		return
	}
	if hj, ok := w.(http.Hijacker); ok {
		if c, _, err := hj.Hijack(); err == nil {
			c.Close()
		}
	}
}

// buildOf reads the build mark of a built page (the hash in
// rummy.HASH.wasm).
func buildOf(t *testing.T, dir string) string {
	t.Helper()
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<meta name="rummy-build" content="([0-9a-f]{12})">`).FindSubmatch(page)
	if m == nil {
		t.Fatalf("%s/index.html has no build mark: build it with `make web`", dir)
	}
	return string(m[1])
}

// nextBuild makes a second build from the one in dir, as a new `make web`
// would: the same game with a custom section appended (still a valid
// module, with another hash), under its new name, and the page and the
// service worker naming it; the page's version mark says "next build".
// It returns the folder and the new build's mark.
func nextBuild(t *testing.T, dir string) (string, string) {
	t.Helper()
	old := buildOf(t, dir)
	out := t.TempDir()
	wasm, err := os.ReadFile(filepath.Join(dir, "rummy."+old+".wasm"))
	if err != nil {
		t.Fatal(err)
	}
	const name, payload = "rummy-next-build", "2"
	section := append([]byte{0, byte(1 + len(name) + len(payload)), byte(len(name))}, name+payload...)
	wasm = append(wasm, section...)
	sum := sha256.Sum256(wasm)
	build := hex.EncodeToString(sum[:])[:12]
	write := func(file string, data []byte) {
		if err := os.WriteFile(filepath.Join(out, file), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("rummy."+build+".wasm", wasm)
	for _, f := range []string{"index.html", "sw.js", "wasm_exec.js", "manifest.webmanifest", "rummy-192.png", "rummy-512.png", "rummy-maskable-192.png", "rummy-maskable-512.png"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if f == "index.html" || f == "sw.js" {
			data = []byte(strings.ReplaceAll(string(data), old, build))
		}
		if f == "index.html" {
			data = regexp.MustCompile(`<div id="version">[^<]*</div>`).ReplaceAll(data, []byte(`<div id="version">next build</div>`))
		}
		write(f, data)
	}
	return out, build
}

// awaitJS evaluates a JavaScript expression, waiting for its promise.
func (p *page) awaitJS(expr string, out any) {
	p.t.Helper()
	p.run("evaluating "+expr, chromedp.Evaluate(expr, out, func(e *runtime.EvaluateParams) *runtime.EvaluateParams {
		return e.WithAwaitPromise(true)
	}))
}

// kept is what the service worker keeps, as the page sees it.
type kept struct {
	Active     bool     `json:"active"`     // a service worker is active
	Controlled bool     `json:"controlled"` // and controls the page
	Caches     []string `json:"caches"`     // the origin's caches
	Files      []string `json:"files"`      // the URLs in the last one
}

const keptJS = `(async () => {
  const r = await navigator.serviceWorker.getRegistration();
  const caches_ = await caches.keys();
  let files = [];
  if (caches_.length > 0) files = (await (await caches.open(caches_[caches_.length - 1])).keys()).map((q) => q.url);
  return {active: !!(r && r.active && r.active.state === "activated"), controlled: !!navigator.serviceWorker.controller, caches: caches_, files};
})()`

// waitKept waits until the service worker is active, controls the page
// and keeps exactly one build, build, whole: the page, Go's loader, the
// game, the manifest and the four icons.
func (p *page) waitKept(build string) kept {
	p.t.Helper()
	end := time.Now().Add(3 * time.Minute)
	for {
		var k kept
		p.awaitJS(keptJS, &k)
		whole := len(k.Files) == 8
		for _, want := range []string{"/", "/wasm_exec.js?v=" + build, "/rummy." + build + ".wasm", "/manifest.webmanifest", "/rummy-maskable-512.png"} {
			found := false
			for _, f := range k.Files {
				found = found || strings.HasSuffix(f, want) && strings.Count(f, "/") == 3
			}
			whole = whole && found
		}
		if k.Active && k.Controlled && len(k.Caches) == 1 && strings.HasSuffix(k.Caches[0], " "+build) && whole {
			return k
		}
		if time.Now().After(end) {
			p.t.Fatalf("waiting for the service worker to keep build %s: %+v; problems %v", build, k, p.problems())
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// loaded lists the game's files the page loaded (rummy.*.wasm and
// wasm_exec.js), by URL.
func (p *page) loaded() []string {
	p.t.Helper()
	var names []string
	p.eval(`performance.getEntriesByType("resource").map((e) => e.name).filter((n) => /\/(rummy\.[0-9a-f]+\.wasm|wasm_exec\.js)/.test(n))`, &names)
	return names
}

// startAgain opens the page again in the same browser (the next start of
// the game) and waits for its first frame.
func (p *page) startAgain(url string) {
	p.t.Helper()
	var ready bool
	p.run("starting again", chromedp.Navigate(url),
		poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 4*time.Minute))
}
