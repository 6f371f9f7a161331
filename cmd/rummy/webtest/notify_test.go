package webtest

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"rummy/bots"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// recordNotifications runs before the page's own scripts: it records
// every Notification the page makes and every permission request, and
// lets the test say whether the page is hidden (document.hidden and
// visibilityState answer window.rummyHidden; headless Chromium shows
// every page).
const recordNotifications = `(() => {
  window.rummyNotes = [];
  window.rummyAsks = 0;
  window.rummyHidden = false;
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get() { return window.rummyHidden; } });
  Object.defineProperty(Document.prototype, "visibilityState", { configurable: true, get() { return window.rummyHidden ? "hidden" : "visible"; } });
  const N = window.Notification;
  if (typeof N !== "function") return;
  class Recorded extends N {
    constructor(title, opts) {
      window.rummyNotes.push({ title: title, body: (opts && opts.body) || "", tag: (opts && opts.tag) || "" });
      super(title, opts);
      window.rummyLast = this;
    }
  }
  Object.defineProperty(Recorded, "permission", { get() { return N.permission; } });
  Recorded.requestPermission = (...args) => { window.rummyAsks++; return N.requestPermission(...args); };
  window.Notification = Recorded;
})();`

// note is one notification the page made.
type note struct {
	Title, Body, Tag string
}

// TestBrowserNotifiesYourTurnInTheBackground (issue 31 item 4): the
// page, with notifications allowed through the DevTools protocol, sits
// at a two-seat classic table a Go client hosts; nothing asks for the
// permission at load. The page goes to the background, the host (who
// plays first) draws and discards: a move is now due from the page,
// and the page shows a system notification naming the rule set and the
// host. A click on it brings the page forward at the table.
func TestBrowserNotifiesYourTurnInTheBackground(t *testing.T) {
	dir := webDir(t)
	srv, host := hostTable(t, dir, "classic", `{"players":2}`, []proto.SeatSpec{{Kind: proto.SeatOpen}})
	w, h := windowSize(960, 600)
	grant := chromedp.ActionFunc(func(ctx context.Context) error {
		return browser.GrantPermissions([]browser.PermissionType{browser.PermissionTypeNotifications}).WithOrigin(srv.HTTP).Do(ctx)
	})
	record := chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := cdppage.AddScriptToEvaluateOnNewDocument(recordNotifications).Do(ctx)
		return err
	})
	code := strings.ToLower(host.Info().Code)
	p := openPageAt(t, srv.HTTP, "/index.html?test=1&join="+code+"&name=Page", w, h, map[string]string{"rummy/settings.json": fastSettings}, grant, record)
	var ready bool
	p.run("waiting for window.rummyReady", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	p.waitFor("the waiting room", 60*time.Second, func(s *state) bool { return s.Scene == "room" && !s.Fading })
	var permission string
	p.eval(`Notification.permission`, &permission)
	if permission != "granted" {
		t.Fatalf("Notification.permission %q: the DevTools grant did not take", permission)
	}
	waitClient(t, "the page in seat 1", 30*time.Second, func() bool {
		l := host.Info().Lobby
		return l != nil && l.Seats[1].Kind == proto.SeatPerson && l.Seats[1].Name == "Page"
	})
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the table", 60*time.Second, func(s *state) bool { return s.Scene == "table" && !s.Fading })
	var made []note
	p.eval(`window.rummyNotes`, &made)
	if len(made) != 0 {
		t.Errorf("notifications while the page was in front: %+v", made)
	}
	p.eval(`window.rummyHidden = true`, nil)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _, _ = online.PlayBot(ctx, host, bots.NewGreedy(5, 0), nil) }()
	waitClient(t, "the host's move, the page's turn", 60*time.Second, func() bool {
		v := host.View()
		return v != nil && v.Turn == 1
	})
	// The page asks My tables every 30 s: the notification comes within
	// one turn of its watch (a loaded machine gets three).
	var n int
	p.run("waiting for the notification", poll(`window.rummyNotes.length`, &n, 3*time.Minute))
	p.eval(`window.rummyNotes`, &made)
	if len(made) != 1 {
		t.Errorf("notifications %+v, want one", made)
	} else if want := "Your turn at Classic rummy with Host"; made[0].Title != want {
		t.Errorf("notification %q, want %q", made[0].Title, want)
	}
	var asks int
	p.eval(`window.rummyAsks`, &asks)
	if asks != 0 {
		t.Errorf("the page asked for the permission %d times without being asked to", asks)
	}
	p.eval(`window.rummyHidden = false; window.rummyLast.onclick(); true`, nil)
	p.waitFor("the table after the click", 30*time.Second, func(s *state) bool { return s.Scene == "table" })
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems:\n%s", strings.Join(bad, "\n"))
	}
}

// TestBrowserAsksNotificationPermissionOnlyFromMyTables (issue 31 item
// 4): the page never asks for the notifications' permission at load;
// My tables offers "Notify me when it's my turn", and its click asks.
func TestBrowserAsksNotificationPermissionOnlyFromMyTables(t *testing.T) {
	dir := webDir(t)
	srv, _ := hostTable(t, dir, "classic", `{"players":2}`, []proto.SeatSpec{{Kind: proto.SeatOpen}})
	w, h := windowSize(960, 600)
	record := chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := cdppage.AddScriptToEvaluateOnNewDocument(recordNotifications).Do(ctx)
		return err
	})
	p := openPageAt(t, srv.HTTP, "/index.html?test=1&show=online&name=Page", w, h, map[string]string{"rummy/settings.json": fastSettings}, record)
	var ready bool
	p.run("waiting for window.rummyReady", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	s := p.waitFor("the lobby", 60*time.Second, func(s *state) bool { return s.Scene == "lobby" && !s.Fading })
	p.measureCanvas()
	asks := func() int {
		var n int
		p.eval(`window.rummyAsks`, &n)
		return n
	}
	if n := asks(); n != 0 {
		t.Fatalf("the page asked for the permission %d times at load", n)
	}
	x, y, ok := s.control("mytables")
	if !ok {
		t.Fatalf("the lobby has no My tables: %+v", s.Controls)
	}
	p.tap(s, x, y)
	s = p.waitFor("My tables with its notify button", 60*time.Second, func(s *state) bool {
		_, _, ok := s.control("notify")
		return s.Scene == "mytables" && !s.Fading && ok
	})
	time.Sleep(300 * time.Millisecond)
	p.screenshot("mytables-notify.png")
	if n := asks(); n != 0 {
		t.Fatalf("the page asked for the permission %d times before the button", n)
	}
	x, y, _ = s.control("notify")
	p.tap(s, x, y)
	waitClient(t, "the permission asked", 60*time.Second, func() bool { return asks() == 1 })
	// The person refuses (through the DevTools protocol: headless
	// Chromium shows no prompt): My tables says how to allow them.
	p.run("refusing notifications", chromedp.ActionFunc(func(ctx context.Context) error {
		return browser.SetPermission(&browser.PermissionDescriptor{Name: "notifications"}, browser.PermissionSettingDenied).WithOrigin(srv.HTTP).Do(ctx)
	}))
	p.waitFor("My tables saying notifications are blocked", 60*time.Second, func(s *state) bool {
		_, _, ok := s.control("notify")
		return s.Scene == "mytables" && !ok && slices.Contains(s.Notes, "notifications=denied")
	})
	time.Sleep(300 * time.Millisecond)
	p.screenshot("mytables-notify-denied.png")
}
