package webtest

import (
	"sort"
	"testing"
	"time"
)

// TestReloadResumesInTheBrowser starts a Rommé table from the page address,
// waits for the person's first turn, reloads the page and resumes from the
// menu: the autosave in localStorage must bring back the same hand, stock
// and turn.
func TestReloadResumesInTheBrowser(t *testing.T) {
	dir := webDir(t)
	w, h := windowSize(640, 400)
	p := openPage(t, dir, "/index.html?test=1&variant=romme&seats=human,bot,bot,bot&seed=7", w, h,
		map[string]string{"rummy/settings.json": fastSettings})
	before := p.waitFor("the person's turn", 120*time.Second, func(s *state) bool {
		return s.Scene == "table" && !s.Fading && s.Table != nil && s.Table.MayAct && !s.Table.Animating && !s.Table.BotBusy
	})
	p.screenshot("resume-before.png")

	p.eval(`location.href = location.pathname + "?test=1"; true`, nil)
	time.Sleep(time.Second) // let the old page go before polling the new one
	var ready bool
	p.run("waiting for the reloaded game", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	s := p.waitFor("the menu", 30*time.Second, func(s *state) bool { return s.Scene == "menu" && !s.Fading })
	p.measureCanvas()
	enabled := false
	for _, c := range s.Controls {
		if c.Name == "resume" {
			enabled = c.Enabled
		}
	}
	if !enabled {
		t.Fatalf("after a reload the menu offers no resume: %+v", s.Controls)
	}
	x, y, _ := s.control("resume")
	p.tap(s, x, y)
	after := p.waitFor("the resumed table", 60*time.Second, func(s *state) bool {
		return s.Scene == "table" && !s.Fading && s.Table != nil && !s.Table.Animating
	})
	p.screenshot("resume-after.png")

	faces := func(s *state) []string {
		var f []string
		for _, c := range s.Table.Hand {
			f = append(f, c.Face)
		}
		sort.Strings(f)
		return f
	}
	b, a := faces(before), faces(after)
	if len(a) != len(b) {
		t.Fatalf("resumed hand %v, before the reload %v", a, b)
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("resumed hand %v, before the reload %v", a, b)
		}
	}
	if after.Table.StockSize != before.Table.StockSize || after.Table.Turn != before.Table.Turn || after.Table.Seed != before.Table.Seed {
		t.Errorf("resumed stock %d turn %d seed %d, before %d %d %d", after.Table.StockSize, after.Table.Turn, after.Table.Seed,
			before.Table.StockSize, before.Table.Turn, before.Table.Seed)
	}
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems: %v", bad)
	}
}
