package webtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"rummy/engine"
	"rummy/scenes/seat"
	"rummy/scenes/store"
)

// goldenRomme is a finished Rommé game of the engine's tests.
const goldenRomme = "../../../engine/testdata/replay_romme.json"

// keptGameStorage returns the localStorage items of a game store holding
// one finished game, kept and counted as the game keeps a person's game
// when it ends (archive, game document, statistics), and that game's
// exported file.
func keptGameStorage(t *testing.T) (map[string]string, []byte) {
	t.Helper()
	game, err := os.ReadFile(goldenRomme)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Load(game)
	if err != nil || !st.Over() {
		t.Fatalf("%s is not a finished game (%v)", goldenRomme, err)
	}
	seats := make([]store.SeatInfo, st.Players())
	for i := range seats {
		seats[i] = store.SeatInfo{Kind: store.Bot, Level: seat.Hard, Name: fmt.Sprintf("Bot %d", i)}
	}
	seats[0] = store.SeatInfo{Kind: store.Human, Name: "You"}
	g, err := store.Finish(st, seats, 0, time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	mem := store.NewMemory()
	a := store.OpenArchive(mem)
	id, err := a.Add(g)
	if err != nil {
		t.Fatal(err)
	}
	stats, err := store.LoadStats(mem)
	if err != nil {
		t.Fatal(err)
	}
	if counted, err := stats.Record(g, id); err != nil || !counted {
		t.Fatalf("the game was not counted (%v)", err)
	}
	if err := store.SaveStats(mem, stats); err != nil {
		t.Fatal(err)
	}
	exported, err := a.Export(id)
	if err != nil {
		t.Fatal(err)
	}
	items := map[string]string{"rummy/settings.json": fastSettings}
	for _, name := range mem.Names() {
		b, _ := mem.Load(name)
		items["rummy/"+name] = "t" + string(b)
	}
	return items, exported
}

// archiveIndex reads the archive's index from the page's localStorage.
func (p *page) archiveIndex() (raw string, games []store.ArchiveEntry) {
	p.t.Helper()
	p.eval(`(localStorage.getItem("rummy/archive.json") || "").slice(1)`, &raw)
	var f struct {
		Games []store.ArchiveEntry `json:"games"`
	}
	if err := json.Unmarshal([]byte(raw), &f); err != nil {
		p.t.Fatalf("the archive in localStorage is not its JSON: %v\n%s", err, raw)
	}
	return raw, f.Games
}

// controlLabelled returns the centre of the enabled control of that name
// whose label contains label.
func (s *state) controlLabelled(name, label string) (float64, float64, bool) {
	for _, c := range s.Controls {
		if c.Name == name && c.Enabled && strings.Contains(c.Label, label) {
			x, y := c.Rect.center()
			return x, y, true
		}
	}
	return 0, 0, false
}

// hasNote reports whether a note contains all the parts.
func (s *state) hasNote(parts ...string) bool {
	for _, n := range s.Notes {
		all := true
		for _, p := range parts {
			all = all && strings.Contains(n, p)
		}
		if all {
			return true
		}
	}
	return false
}

// chooseFile presses the statistics screen's Import and answers the file
// chooser the page opens with path; it returns the page as it was while
// the chooser was open.
func (p *page) chooseFile(s *state, choosers <-chan cdp.BackendNodeID, path string) image.Image {
	p.t.Helper()
	x, y, ok := s.control("import")
	if !ok {
		p.t.Fatalf("the statistics screen has no Import: %+v", s.Controls)
	}
	p.tap(s, x, y)
	select {
	case node := <-choosers:
		time.Sleep(300 * time.Millisecond) // the press is painted
		shot := p.picture()
		p.run("giving the file chooser "+path, dom.SetFileInputFiles([]string{path}).WithBackendNodeID(node))
		return shot
	case <-time.After(20 * time.Second):
		p.t.Fatalf("pressing Import opened no file chooser; console %v", p.consoleLines())
	}
	return nil
}

// picture captures the page.
func (p *page) picture() image.Image {
	p.t.Helper()
	var buf []byte
	p.run("capturing the page", chromedp.CaptureScreenshot(&buf))
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		p.t.Fatal(err)
	}
	return img
}

// bandDiffers reports whether two pictures of the page differ between
// the game's screen rows y0 and y1.
func (p *page) bandDiffers(s *state, a, b image.Image, y0, y1 float64) bool {
	x0, py0 := p.css(s, 0, y0)
	x1, py1 := p.css(s, s.W, y1)
	for y := int(py0); y < int(py1); y++ {
		for x := int(x0); x < int(x1); x++ {
			if a.At(x, y) != b.At(x, y) {
				return true
			}
		}
	}
	return false
}

// TestIssue16BrowserExportsAndImportsAGame (issue 16, item 4, in the
// browser): a kept game is exported from the statistics screen as a
// download that `rummy-sim replay` reads, and imported back through the
// file chooser: it opens in the replay viewer and the archive keeps it as
// an imported game; a broken file is refused with its name and the reason
// and leaves the archive as it was.
func TestIssue16BrowserExportsAndImportsAGame(t *testing.T) {
	dir := webDir(t)
	w, h := windowSize(960, 600)
	items, want := keptGameStorage(t)
	p := openPage(t, dir, "/index.html?test=1", w, h, items)
	var ready bool
	p.run("waiting for the game", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	s := p.waitFor("the menu", 30*time.Second, func(s *state) bool { return s.Scene == "menu" && !s.Fading })
	p.measureCanvas()

	downloads := t.TempDir()
	choosers := make(chan cdp.BackendNodeID, 4)
	chromedp.ListenTarget(p.ctx, func(ev any) {
		if ev, ok := ev.(*cdppage.EventFileChooserOpened); ok {
			choosers <- ev.BackendNodeID
		}
	})
	p.run("allowing downloads and catching the file chooser",
		browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(downloads).WithEventsEnabled(true),
		chromedp.ActionFunc(func(ctx context.Context) error { return cdppage.SetInterceptFileChooserDialog(true).Do(ctx) }))

	x, y, ok := s.control("stats")
	if !ok {
		t.Fatalf("the menu has no Statistics: %+v", s.Controls)
	}
	p.tap(s, x, y)
	s = p.waitFor("the statistics", 30*time.Second, func(s *state) bool { return s.Scene == "stats" && !s.Fading })
	for i := 0; ; i++ {
		if _, _, ok := s.control("game"); ok {
			break
		}
		if i >= len(s.Controls) {
			t.Fatalf("no tab of the statistics lists the kept game: %+v", s.Controls)
		}
		if c := s.Controls[i]; c.Name == "tab" && !c.On {
			x, y := c.Rect.center()
			p.tap(s, x, y)
			s = p.waitFor("the tab", 10*time.Second, func(s *state) bool { return s.Scene == "stats" })
		}
	}
	x, y, _ = s.control("game")
	p.tap(s, x, y)
	s = p.waitFor("the game's actions", 10*time.Second, func(s *state) bool {
		_, _, ok := s.controlLabelled("action", "Export")
		return ok
	})
	index, before := p.archiveIndex()
	if len(before) != 1 {
		t.Fatalf("the page's archive holds %d games, want the 1 kept", len(before))
	}

	// Export: a download of the game's file.
	x, y, _ = s.controlLabelled("action", "Export")
	p.tap(s, x, y)
	name := store.ExportName(before[0])
	s = p.waitFor("the export's note", 10*time.Second, func(s *state) bool { return s.hasNote("Downloaded", name) })
	file := filepath.Join(downloads, name)
	var got []byte
	for end := time.Now().Add(30 * time.Second); ; {
		b, err := os.ReadFile(file)
		if err == nil && len(b) > 0 {
			got = b
			break
		}
		if time.Now().After(end) {
			ls, _ := os.ReadDir(downloads)
			t.Fatalf("no download %s after 30 s (folder holds %v); problems %v", file, ls, p.problems())
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("the download (%d bytes) is not the archive's export (%d bytes)", len(got), len(want))
	}
	if _, err := store.OpenArchive(store.NewMemory()).Import(got, time.Now()); err != nil {
		t.Fatalf("the downloaded file does not import: %v", err)
	}
	sheet := simReplay(t, file)
	if gold := simReplay(t, goldenRomme); sheet != gold || !strings.Contains(sheet, "total") {
		t.Fatalf("rummy-sim replay of the download prints\n%s\nof the saved game\n%s", sheet, gold)
	}
	t.Logf("rummy-sim replay %s:\n%s", name, sheet)

	// A broken file is refused and changes nothing.
	broken := filepath.Join(t.TempDir(), "broken.json")
	if err := os.WriteFile(broken, got[:len(got)/2], 0o600); err != nil {
		t.Fatal(err)
	}
	open := p.chooseFile(s, choosers, broken)
	s = p.waitFor("the refusal", 20*time.Second, func(s *state) bool {
		return s.Scene == "stats" && s.hasNote("broken.json", "not imported")
	})
	time.Sleep(500 * time.Millisecond)
	// The refusal shows between the list and the buttons, with no input.
	var listBottom, buttonsTop float64
	for _, c := range s.Controls {
		switch c.Name {
		case "action":
			listBottom = max(listBottom, c.Rect.Y+c.Rect.H)
		case "import":
			buttonsTop = c.Rect.Y
		}
	}
	if !p.bandDiffers(s, open, p.picture(), listBottom+2, buttonsTop-1) {
		t.Errorf("the refusal is not painted until the next input")
	}
	p.screenshot("import-refused.png")
	if raw, _ := p.archiveIndex(); raw != index {
		t.Fatalf("the broken file changed the archive:\n%s\nwas\n%s", raw, index)
	}

	// The downloaded file comes back through the chooser.
	p.chooseFile(s, choosers, file)
	s = p.waitFor("the replay viewer", 20*time.Second, func(s *state) bool { return s.Scene == "replay" && !s.Fading })
	_, after := p.archiveIndex()
	if len(after) != 2 || !after[1].Imported || after[0].Imported || after[1].ID == after[0].ID {
		t.Fatalf("after the import the archive holds %+v", after)
	}
	if !s.hasNote(fmt.Sprintf("game %d", after[1].ID)) || s.hasNote("steps 0") {
		t.Fatalf("the viewer shows %v, want the imported game %d", s.Notes, after[1].ID)
	}
	if _, _, ok := s.control("forward"); !ok {
		t.Fatalf("the viewer cannot step forward: %+v", s.Controls)
	}
	p.screenshot("import-replay.png")
	x, y, _ = s.control("forward")
	p.tap(s, x, y)
	p.tap(s, x, y)
	s = p.waitFor("two steps", 10*time.Second, func(s *state) bool { _, _, ok := s.control("stepback"); return ok })
	p.screenshot("import-replay-stepped.png")
	x, y, _ = s.control("back")
	p.tap(s, x, y)
	p.waitFor("the statistics again", 20*time.Second, func(s *state) bool { return s.Scene == "stats" && !s.Fading })
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems: %v", bad)
	}
}

// simReplay runs `rummy-sim replay path` and returns what it prints.
func simReplay(t *testing.T, path string) string {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", "rummy/cmd/rummy-sim", "replay", abs)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("rummy-sim replay %s: %v\n%s", path, err, errb.String())
	}
	return out.String()
}
