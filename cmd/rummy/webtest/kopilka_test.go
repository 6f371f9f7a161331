package webtest

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// kopState is the Kopilka part of the probe's JSON (scenes.ProbeKopilka).
type kopState struct {
	Scene   string `json:"scene"`
	Fading  bool   `json:"fading"`
	Kopilka *struct {
		Round      int      `json:"round"`
		Bank       int      `json:"bank"`
		Chips      []int    `json:"chips"`
		Status     []string `json:"status"`
		Speed      string   `json:"speed"`
		Prompting  int      `json:"prompting"`
		PromptCard rect     `json:"promptCard"`
		Dealt      int      `json:"dealt"`
		Animating  bool     `json:"animating"`
		Over       bool     `json:"over"`
		Winners    []int    `json:"winners"`
	} `json:"kopilka"`
}

// kopilka reads the probe's Kopilka state with the whole state (for
// its controls and screen size).
func (p *page) kopilka() (*kopState, *state) {
	p.t.Helper()
	var raw string
	p.eval(`window.rummyTest && window.rummyTest.state || ""`, &raw)
	if raw == "" {
		return nil, nil
	}
	k := &kopState{}
	if err := json.Unmarshal([]byte(raw), k); err != nil {
		p.t.Fatalf("the probe's JSON: %v\n%s", err, raw)
	}
	return k, p.state()
}

// TestIssue19KopilkaInTheBrowser (issue 19): in the page, Kopilka is
// chosen on the menu and started by mouse; the person's cards are
// revealed by clicks on them (at the fast speed, then at the instant
// one, chosen by clicking the speed control) until the result screen
// shows; the chips add up at every look, the result names a winner,
// Menu leads back to the menu, and the console stays clean.
func TestIssue19KopilkaInTheBrowser(t *testing.T) {
	dir := webDir(t)
	w, h := windowSize(640, 400)
	p := openPage(t, dir, "/index.html?test=1", w, h, map[string]string{"rummy/settings.json": fastSettings})
	var ready bool
	p.run("waiting for window.rummyReady", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	s := p.waitFor("the menu", 20*time.Second, func(s *state) bool { return s.Scene == "menu" && !s.Fading })
	p.measureCanvas()
	x, y, ok := s.control("variant:kopilka")
	if !ok {
		t.Fatalf("no Kopilka tile on the menu: %+v", s.Controls)
	}
	p.tap(s, x, y)
	s = p.waitFor("Kopilka chosen", 10*time.Second, func(s *state) bool {
		for _, c := range s.Controls {
			if c.Name == "variant:kopilka" {
				return c.On
			}
		}
		return false
	})
	seats := seatCount(s)
	x, y, _ = s.control("start")
	p.tap(s, x, y)
	p.waitFor("the Kopilka table", 20*time.Second, func(s *state) bool { return s.Scene == "kopilka" && !s.Fading })

	tapControl := func(name string) {
		_, st := p.kopilka()
		x, y, ok := st.control(name)
		if !ok {
			t.Fatalf("no %s control: %+v", name, st.Controls)
		}
		p.tap(st, x, y)
	}
	tapControl("speed:fast")
	clicks, shots := 0, 0
	deadline := time.Now().Add(5 * time.Minute)
	var k *kopState
	for {
		if time.Now().After(deadline) {
			t.Fatalf("no result screen in 5 minutes (%d clicks): %+v", clicks, k.Kopilka)
		}
		var st *state
		k, st = p.kopilka()
		if k == nil || k.Fading {
			time.Sleep(40 * time.Millisecond)
			continue
		}
		if k.Scene == "kopilka-result" {
			break
		}
		if k.Scene != "kopilka" || k.Kopilka == nil {
			t.Fatalf("the scene is %q in the middle of the game", k.Scene)
		}
		kp := k.Kopilka
		if !kp.Animating {
			total := kp.Bank
			for _, c := range kp.Chips {
				total += c
			}
			if total != seats*12 {
				t.Fatalf("round %d: %d chips on the table, want %d", kp.Round, total, seats*12)
			}
		}
		if kp.Prompting != 0 {
			time.Sleep(40 * time.Millisecond)
			continue
		}
		if shots == 0 {
			p.screenshot("kopilka-table.png")
			shots++
		}
		round := kp.Round
		x, y := kp.PromptCard.center()
		p.tap(st, x, y)
		clicks++
		p.waitFor("the card revealed", 20*time.Second, func(s *state) bool {
			kk, _ := p.kopilka()
			return kk.Scene != "kopilka" || kk.Kopilka.Prompting != 0 || kk.Kopilka.Round != round
		})
		if clicks == 2 {
			tapControl("speed:instant")
		}
	}
	if clicks == 0 {
		t.Fatal("the game ended without the person revealing a card")
	}
	kp := k.Kopilka
	if !kp.Over || len(kp.Winners) == 0 {
		t.Fatalf("the result screen shows no winner: %+v", kp)
	}
	t.Logf("Kopilka over after %d rounds, %d clicks; winners %v, chips %v", kp.Round, clicks, kp.Winners, kp.Chips)
	time.Sleep(300 * time.Millisecond)
	p.screenshot("kopilka-result.png")
	_, st := p.kopilka()
	x, y, ok = st.control("back")
	if !ok {
		t.Fatalf("no Menu button on the result: %+v", st.Controls)
	}
	p.tap(st, x, y)
	p.waitFor("the menu again", 20*time.Second, func(s *state) bool { return s.Scene == "menu" && !s.Fading })
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems:\n%s", strings.Join(bad, "\n"))
	}
}
