package webtest

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The page passes Chromium's installability check (read through the
// DevTools protocol) once its service worker is active: served over
// http://127.0.0.1, which counts as secure, as `rummy-sim serve` and the
// table server serve it.
func TestPageIsInstallable(t *testing.T) {
	dir := webDir(t)
	build := buildOf(t, dir)
	s := newSite(t, dir)
	p := openPageAt(t, s.srv.URL, "/?test=1", 640, 400, map[string]string{"rummy/settings.json": fastSettings})
	var ready bool
	p.run("waiting for the first frame", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 4*time.Minute))
	p.waitKept(build)
	var errs []*cdppage.InstallabilityError
	p.run("reading the installability errors", chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		errs, err = cdppage.GetInstallabilityErrors().Do(ctx)
		return err
	}))
	for _, e := range errs {
		var args []string
		for _, a := range e.ErrorArguments {
			args = append(args, a.Name+"="+a.Value)
		}
		t.Errorf("installability error %s %v", e.ErrorID, args)
	}
	var manifest struct {
		Errors []*cdppage.AppManifestError
		URL    string
	}
	p.run("reading the manifest", chromedp.ActionFunc(func(ctx context.Context) error {
		url, errs, _, _, err := cdppage.GetAppManifest().Do(ctx)
		manifest.URL, manifest.Errors = url, errs
		return err
	}))
	if !strings.HasSuffix(manifest.URL, "/manifest.webmanifest") || len(manifest.Errors) > 0 {
		t.Errorf("manifest %s: errors %+v", manifest.URL, manifest.Errors)
	}
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems: %v", bad)
	}
}

// offline makes the browser say it has no network (navigator.onLine is
// false) and the server unreachable.
func offline(s *site) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		s.down()
		if err := network.Enable().Do(ctx); err != nil {
			return err
		}
		return network.EmulateNetworkConditions(true, 0, -1, -1).Do(ctx)
	})
}

// A second start works without a network: the page is loaded once and
// its service worker keeps the build; then the server goes away and the
// browser is offline, and the page is opened again: the game draws its
// first frame, the lobby says plainly that there is no connection, and
// a game against bots starts from the menu.
func TestStartsOfflineAndPlaysAgainstBots(t *testing.T) {
	dir := webDir(t)
	build := buildOf(t, dir)
	s := newSite(t, dir)
	p := openPageAt(t, s.srv.URL, "/?test=1", 640, 400, map[string]string{"rummy/settings.json": fastSettings})
	var ready bool
	p.run("waiting for the first frame", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 4*time.Minute))
	p.waitKept(build)

	p.run("going offline", offline(s))
	var online bool
	p.eval(`navigator.onLine`, &online)
	if online {
		t.Error("navigator.onLine is true under offline emulation")
	}
	p.startAgain(s.srv.URL + "/?test=1")
	var mark string
	p.eval(`document.querySelector('meta[name="rummy-build"]').content`, &mark)
	if mark != build {
		t.Errorf("offline, the page of build %q started, want %q", mark, build)
	}
	st := p.waitFor("the menu", time.Minute, func(s *state) bool { return s.Scene == "menu" && !s.Fading })
	p.measureCanvas()
	p.screenshot("offline-menu.png")

	x, y, ok := st.control("online")
	if !ok {
		t.Fatalf("no Play online button on the menu: %+v", st.Controls)
	}
	p.tap(st, x, y)
	st = p.waitFor("the lobby", time.Minute, func(s *state) bool { return s.Scene == "lobby" && !s.Fading })
	if !slices.ContainsFunc(st.Notes, func(n string) bool { return strings.HasPrefix(n, "No connection:") }) {
		t.Errorf("offline, the lobby does not say there is no connection: %q", st.Notes)
	}
	p.screenshot("offline-lobby.png")
	x, y, _ = st.control("back")
	p.tap(st, x, y)
	st = p.waitFor("the menu again", time.Minute, func(s *state) bool { return s.Scene == "menu" && !s.Fading })

	x, y, ok = st.control("start")
	if !ok {
		t.Fatalf("no start button on the menu: %+v", st.Controls)
	}
	p.tap(st, x, y)
	st = p.waitFor("a game against bots", 2*time.Minute, func(s *state) bool {
		return s.Scene == "table" && !s.Fading && s.Table != nil && len(s.Table.Hand) > 0 && !s.Table.Animating && (s.Table.MayAct || s.Table.BotBusy)
	})
	p.screenshot("offline-table.png")
	if st.Table.Viewer < 0 {
		t.Errorf("offline, the table has no seat for the person: %+v", st.Table)
	}
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems: %v", bad)
	}
}

// A new build replaces the kept one at the next start, never mixed with
// it: the page of the first build is loaded and kept; the server then
// has the next build (a new page, a new rummy.HASH.wasm, a new service
// worker); the next start runs the next build's page with its own game
// and loader only, its service worker keeps it alone (the first build's
// cache is gone), and a start after that without a network runs it too.
func TestNewBuildReplacesTheKeptOneWhole(t *testing.T) {
	dir := webDir(t)
	first := buildOf(t, dir)
	nextDir, next := nextBuild(t, dir)
	s := newSite(t, dir)
	p := openPageAt(t, s.srv.URL, "/?test=1", 640, 400, map[string]string{"rummy/settings.json": fastSettings})
	var ready bool
	p.run("waiting for the first frame", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 4*time.Minute))
	p.waitKept(first)

	s.use(nextDir)
	for _, start := range []string{"next start", "next start offline"} {
		if start == "next start offline" {
			p.waitKept(next)
			p.run("going offline", offline(s))
		}
		p.startAgain(s.srv.URL + "/?test=1")
		var mark, version string
		p.eval(`document.querySelector('meta[name="rummy-build"]').content`, &mark)
		p.eval(`document.getElementById("version").textContent`, &version)
		if mark != next || version != "next build" {
			t.Errorf("%s: the page of build %q (%q) started, want %q (next build)", start, mark, version, next)
		}
		files := p.loaded()
		if len(files) != 2 {
			t.Errorf("%s: the page loaded %q, want the game and its loader", start, files)
		}
		for _, f := range files {
			if !strings.Contains(f, next) || strings.Contains(f, first) {
				t.Errorf("%s: the page of build %s loaded %s", start, next, f)
			}
		}
		p.waitFor("the menu", time.Minute, func(s *state) bool { return s.Scene == "menu" })
	}
	p.screenshot("update-offline-menu.png")
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems: %v", bad)
	}
}
