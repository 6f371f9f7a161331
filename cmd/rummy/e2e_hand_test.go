//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/scenes/store"
)

// rect, card and screen mirror the parts of the game's probe (-probe
// FILE, scenes.Probe as JSON) that the driver reads.
type rect struct{ X, Y, W, H float64 }

func (r rect) center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

type card struct {
	ID       engine.Card
	GX, GY   float64
	Selected bool
}

type screen struct {
	Scene    string
	W, H     float64
	Fading   bool
	Controls []struct {
		Name    string
		Rect    rect
		Enabled bool
	}
	Table struct {
		Phase                                string
		MayAct, Animating, Staging, HandOver bool
		Stock, Discard, HandArea, Melds      rect
		StagingRow                           rect
		Hand                                 []card
		Staged                               []struct {
			Rect  rect
			Cards []card
			Valid bool
			Fix   string
		}
		Progress   string
		TableMelds []struct {
			Rect  rect
			Cards []card
		}
		Toast string
	}
	// Pointer is the pointer as the game's last tick read it.
	Pointer struct {
		X, Y    float64
		Down    bool
		Presses int
	}
}

// handCard returns the probe's entry of a card of the hand.
func (s *screen) handCard(c engine.Card) (card, bool) {
	for _, h := range s.Table.Hand {
		if h.ID == c {
			return h, true
		}
	}
	return card{}, false
}

// control returns the centre of an enabled control by its stable name.
func (s *screen) control(name string) (float64, float64, bool) {
	for _, c := range s.Controls {
		if c.Name == name && c.Enabled {
			x, y := c.Rect.center()
			return x, y, true
		}
	}
	return 0, 0, false
}

// player drives the real binary: it reads the probe file and the
// autosave, and moves the X pointer with xdotool.
type player struct {
	t     *testing.T
	wid   string
	probe string // the -probe file
	cfg   string // the -config-dir (the autosave)
	scale float64
	// exited is closed when the game's process has ended.
	exited chan struct{}
	// stagedGroups counts the groups built in the staging row.
	stagedGroups int
}

// read returns the probe's latest state (ok false before the first
// frame).
func (p *player) read() (screen, bool) {
	var s screen
	data, err := os.ReadFile(p.probe)
	if err != nil || json.Unmarshal(data, &s) != nil {
		return s, false
	}
	return s, true
}

// await polls the probe until ok holds, failing after limit.
func (p *player) await(what string, limit time.Duration, ok func(s *screen) bool) screen {
	p.t.Helper()
	end := time.Now().Add(limit)
	for {
		if s, read := p.read(); read && ok(&s) {
			return s
		}
		select {
		case <-p.exited:
			p.t.Fatalf("the game exited while waiting until %s", what)
		default:
		}
		if time.Now().After(end) {
			s, _ := p.read()
			p.t.Fatalf("waited %v until %s; the screen: %s %+v", limit, what, s.Scene, s.Table)
		}
		time.Sleep(40 * time.Millisecond)
	}
}

// within polls the probe until ok holds, for at most limit.
func (p *player) within(limit time.Duration, ok func(s *screen) bool) bool {
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(40 * time.Millisecond) {
		if s, read := p.read(); read && ok(&s) {
			return true
		}
	}
	return false
}

// ready waits until the person may act, or the hand-end reveal shows.
func (p *player) ready() screen {
	p.t.Helper()
	return p.await("the person may act", 3*time.Minute, func(s *screen) bool {
		return s.Scene == "table" && !s.Fading && ((s.Table.MayAct && !s.Table.Animating) || s.Table.HandOver)
	})
}

// saved loads the autosave (nil before the first save).
func (p *player) saved() *engine.State {
	p.t.Helper()
	st, err := store.OpenDir(p.cfg)
	if err != nil {
		p.t.Fatal(err)
	}
	sv, err := store.LoadGame(st)
	if err != nil {
		return nil
	}
	g, err := engine.Load(sv.Game)
	if err != nil {
		p.t.Fatalf("the autosave does not load: %v", err)
	}
	return g
}

func (p *player) xy(x, y float64) (string, string) {
	return strconv.Itoa(int(x*p.scale + 0.5)), strconv.Itoa(int(y*p.scale + 0.5))
}

// selectExactly taps hand cards until exactly cards are selected.
func (p *player) selectExactly(cards []engine.Card) {
	p.t.Helper()
	for try := 0; try < 4*len(cards)+8; try++ {
		s := p.ready()
		if s.Table.HandOver {
			return
		}
		var wrong *card
		for i, h := range s.Table.Hand {
			if h.Selected != slices.Contains(cards, h.ID) {
				wrong = &s.Table.Hand[i]
				break
			}
		}
		if wrong == nil {
			return
		}
		p.tap(wrong.GX, wrong.GY)
		time.Sleep(80 * time.Millisecond)
	}
	p.t.Fatalf("could not select %v", cards)
}

// perform makes the person's move with the mouse, as a person would.
func (p *player) perform(a engine.Action) {
	p.t.Helper()
	s := p.ready()
	if a.Kind != engine.ActMeld {
		p.selectExactly(nil)
		s = p.ready()
	}
	hx, hy := s.Table.HandArea.center()
	tapControl := func(name string) {
		// The buttons follow the state a frame later, and a claim window
		// may close before the person answers (the player in turn took
		// the card): then the move is lost, and the driver looks again.
		var x, y float64
		if !p.within(4*time.Second, func(s *screen) bool {
			var ok bool
			x, y, ok = s.control(name)
			return ok
		}) {
			p.t.Logf("lost: no %s button came for %v", name, a)
			return
		}
		p.tap(x, y)
	}
	switch a.Kind {
	case engine.ActDraw:
		from := s.Table.Stock
		if a.FromDiscard {
			from = s.Table.Discard
		}
		x, y := from.center()
		p.drag(x, y, hx, hy)
	case engine.ActDiscard:
		c, ok := s.handCard(a.Card)
		if !ok {
			p.t.Logf("lost: %v is not in the probe's hand", a.Card)
			return
		}
		dx, dy := s.Table.Discard.center()
		p.drag(c.GX, c.GY, dx, dy)
		if p.within(700*time.Millisecond, func(s *screen) bool { return strings.Contains(s.Table.Toast, "fits a meld on the table") }) {
			// A card another player could call only warns the first time.
			s = p.ready()
			if c, ok := s.handCard(a.Card); ok {
				p.drag(c.GX, c.GY, dx, dy)
			}
		}
	case engine.ActMeld:
		if s.Table.Staging {
			for i, m := range a.Melds {
				if !p.stageMeld(m, i%2 == 1) {
					return
				}
			}
			s = p.ready()
			tapControl("commit")
			return
		}
		for _, m := range a.Melds {
			p.selectExactly(m)
			s = p.ready()
			c, ok := s.handCard(m[0])
			if !ok {
				p.t.Logf("lost: %v is not in the probe's hand", m[0])
				return
			}
			x, y := s.Table.Melds.center()
			p.drag(c.GX, c.GY, x, y)
			if !p.within(5*time.Second, func(s *screen) bool {
				_, in := s.handCard(m[0])
				return !in || s.Table.HandOver
			}) {
				p.t.Logf("lost: the meld %v stayed in the hand", m)
				return
			}
		}
	case engine.ActLayOff:
		c, ok := s.handCard(a.Card)
		if !ok || a.Meld >= len(s.Table.TableMelds) {
			p.t.Logf("lost: lay-off %v: card or meld not on screen", a)
			return
		}
		m := s.Table.TableMelds[a.Meld].Rect
		tx := m.X + m.W*0.9
		if a.AtFront {
			tx = m.X + m.W*0.1
		}
		p.drag(c.GX, c.GY, tx, m.Y+m.H/2)
	case engine.ActSwapJoker:
		c, ok := s.handCard(a.Card)
		if !ok || a.Meld >= len(s.Table.TableMelds) || a.Pos >= len(s.Table.TableMelds[a.Meld].Cards) {
			p.t.Logf("lost: swap %v: card or joker not on screen", a)
			return
		}
		j := s.Table.TableMelds[a.Meld].Cards[a.Pos]
		p.drag(c.GX, c.GY, j.GX+2, j.GY)
	case engine.ActClaim:
		tapControl("claim")
	case engine.ActPass:
		if s.Table.Phase == engine.PhaseCallerDiscard.String() {
			tapControl("keep")
		} else {
			tapControl("pass")
		}
	case engine.ActEndTurn:
		tapControl("endturn")
	case engine.ActCut:
		tapControl("cut")
	default:
		p.t.Fatalf("no gesture for %v", a)
	}
}

// groupOf returns the staged group holding c in the probe, or −1.
func (s *screen) groupOf(c engine.Card) int {
	for gi, g := range s.Table.Staged {
		for _, sc := range g.Cards {
			if sc.ID == c {
				return gi
			}
		}
	}
	return -1
}

// stageMeld builds one staged group of m as a person would: the first
// card dragged to the free end of the staging row, each other card
// dropped onto that group (byButton: the others selected and grouped with
// the Group button, that group then dragged onto the first). It reports
// whether the probe then shows the group holding exactly m, marked valid.
func (p *player) stageMeld(m []engine.Card, byButton bool) bool {
	p.t.Helper()
	p.selectExactly(nil)
	s := p.ready()
	row := s.Table.StagingRow
	free := row.X + row.W*0.5
	if n := len(s.Table.Staged); n > 0 {
		free = max(free, s.Table.Staged[n-1].Rect.X+s.Table.Staged[n-1].Rect.W+row.W*0.15)
	}
	c, ok := s.handCard(m[0])
	if !ok {
		p.t.Logf("lost: %v is not in the probe's hand", m[0])
		return false
	}
	p.drag(c.GX, c.GY, free, row.Y+row.H/2)
	staged := func(cards ...engine.Card) func(s *screen) bool {
		return func(s *screen) bool {
			g := s.groupOf(m[0])
			for _, c := range cards {
				if g < 0 || s.groupOf(c) != g {
					return false
				}
			}
			return true
		}
	}
	if !p.within(5*time.Second, staged(m[0])) {
		p.t.Logf("lost: %v did not start a group", m[0])
		return false
	}
	if byButton && len(m) > 2 {
		p.selectExactly(m[1:])
		var bx, by float64
		if !p.within(4*time.Second, func(s *screen) bool {
			var ok bool
			bx, by, ok = s.control("group")
			return ok
		}) {
			p.t.Fatal("no Group button with cards selected in the staging row")
		}
		p.tap(bx, by)
		var lead card
		if !p.within(5*time.Second, func(s *screen) bool {
			g := s.groupOf(m[1])
			if g < 0 || g == s.groupOf(m[0]) {
				return false
			}
			lead = s.Table.Staged[g].Cards[0]
			return true
		}) {
			p.t.Fatal("the Group button made no group")
		}
		s = p.ready()
		gr := s.Table.Staged[s.groupOf(m[0])].Rect
		cx, cy := gr.center()
		p.drag(lead.GX, lead.GY, cx, cy)
	} else {
		for _, c := range m[1:] {
			s = p.ready()
			h, ok := s.handCard(c)
			g := s.groupOf(m[0])
			if !ok || g < 0 {
				p.t.Logf("lost: %v or its group is not on screen", c)
				return false
			}
			gr := s.Table.Staged[g].Rect
			p.drag(h.GX, h.GY, gr.X+gr.W-2, gr.Y+gr.H/2)
			if !p.within(5*time.Second, staged(c)) {
				p.t.Logf("lost: %v dropped on its group did not join it", c)
				return false
			}
		}
	}
	if !p.within(5*time.Second, staged(m...)) {
		p.t.Logf("lost: the group of %v did not come together", m)
		return false
	}
	s = p.ready()
	g := s.Table.Staged[s.groupOf(m[0])]
	if len(g.Cards) != len(m) || !g.Valid {
		p.t.Fatalf("the staged group %v is %d cards, valid %v (%q)", m, len(g.Cards), g.Valid, g.Fix)
	}
	p.stagedGroups++
	return true
}

// agree reports whether the probe shows the autosaved position: the
// same phase and the same cards in the person's hand (the game saves a
// move before it draws the frame that shows it).
func agree(s *screen, v *engine.View) bool {
	if s.Table.Phase != v.Phase.String() || len(s.Table.Hand) != len(v.Hand) {
		return false
	}
	for _, c := range s.Table.Hand {
		if !slices.Contains(v.Hand, c.ID) {
			return false
		}
	}
	return true
}

// sameMove reports whether the game logged the move the driver made. The
// buttons decide some details themselves: where the cut falls, which meld
// a Liverpool call goes to, where a freed joker is laid; the table orders
// a meld's cards.
func sameMove(want, got engine.Action) bool {
	if want.Kind != got.Kind {
		return false
	}
	switch want.Kind {
	case engine.ActCut, engine.ActClaim:
		return true
	case engine.ActSwapJoker:
		return want.Card == got.Card && want.Meld == got.Meld && want.Pos == got.Pos
	case engine.ActMeld:
		return sameGroups(want.Melds, got.Melds)
	}
	return want.Equal(got)
}

func sameGroups(a, b [][]engine.Card) bool {
	norm := func(gs [][]engine.Card) []string {
		out := make([]string, len(gs))
		for i, g := range gs {
			g = slices.Clone(g)
			slices.Sort(g)
			out[i] = fmt.Sprint(g)
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(norm(a), norm(b))
}

// chooseMove asks a normal bot for the person's move on the autosaved
// view; a move the table makes in several steps (classic melds, one per
// drag) is cut to its first step.
func chooseMove(brain bots.Bot, v *engine.View, staging bool) engine.Action {
	a := brain.Act(v)
	if a.Kind == engine.ActMeld && !staging && len(a.Melds) > 1 {
		a = engine.MeldAction(a.Melds[0])
	}
	return a
}

// playRealHand plays the first hand of a game against bots in the real
// binary: after each move of the bots the person's move is chosen from
// the autosave and made with the mouse, and must then be the next move of
// seat 0 in the autosave; at the hand-end reveal the window is captured.
func playRealHand(t *testing.T, bin, variant, seats string, seed int, shots string) int {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "cfg")
	st, err := store.OpenDir(cfg)
	if err != nil {
		t.Fatal(err)
	}
	settings := store.DefaultSettings()
	settings.AnimationSpeed = store.Fast
	if err := store.SaveSettings(st, settings); err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(dir, "probe.json")
	game := exec.Command(bin, "-config-dir", cfg, "-size", "1280x800", "-variant", variant, "-seats", seats,
		"-seed", strconv.Itoa(seed), "-mute", "-probe", probe)
	game.Stderr = os.Stderr
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	p := &player{t: t, probe: probe, cfg: cfg, exited: make(chan struct{})}
	go func() { _ = game.Wait(); close(p.exited) }()
	defer func() { _ = game.Process.Kill(); <-p.exited }()
	first := p.await("the table shows", time.Minute, func(s *screen) bool { return s.Scene == "table" })
	for i := 0; i < 200 && p.wid == ""; i++ {
		out, _ := exec.Command("xdotool", "search", "--pid", strconv.Itoa(game.Process.Pid), "--name", "^Rummy$").Output()
		p.wid = strings.TrimSpace(strings.Split(string(out), "\n")[0])
		time.Sleep(50 * time.Millisecond)
	}
	if p.wid == "" {
		t.Fatal("the game window never appeared")
	}
	p.scale = 1
	for _, line := range strings.Split(xdo(t, "getwindowgeometry", "--shell", p.wid), "\n") {
		if w, ok := strings.CutPrefix(line, "WIDTH="); ok {
			if n, err := strconv.Atoi(w); err == nil && first.W > 0 {
				p.scale = float64(n) / first.W
			}
		}
	}

	brain, err := bots.New("normal", uint64(seed), 0, bots.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var made []engine.Action
	misses := 0
	deadline := time.Now().Add(12 * time.Minute)
	var apart time.Time // since when the probe and the autosave disagree
	for {
		if time.Now().After(deadline) {
			t.Fatalf("the hand did not end in 12 minutes; %d moves made", len(made))
		}
		s := p.ready()
		if s.Table.HandOver {
			break
		}
		g := p.saved()
		if g == nil || len(g.Results()) > 0 || !agree(&s, g.View(0)) {
			// The first save, the reveal or the frame showing the last
			// move is on its way; or cards of a lost lay-down wait in
			// the staging row: Clear takes them back.
			if apart.IsZero() {
				apart = time.Now()
			}
			if x, y, ok := s.control("clear"); ok && time.Since(apart) > 3*time.Second {
				p.tap(x, y)
				apart = time.Time{}
			}
			time.Sleep(50 * time.Millisecond)
			continue
		}
		apart = time.Time{}
		log := g.Log()
		a := chooseMove(brain, g.View(0), s.Table.Staging)
		p.perform(a)
		got, ok := p.landed(len(log))
		if !ok {
			misses++
			if misses > 10 {
				t.Fatalf("%d gestures in a row did not reach the game; the last was %v", misses, a)
			}
			continue
		}
		misses = 0
		if !sameMove(a, got) {
			t.Fatalf("move %d: the mouse made %v, the game logged %v", len(made)+1, a, got)
		}
		made = append(made, got)
	}
	final := p.await("the reveal stands still", 30*time.Second, func(s *screen) bool { return s.Table.HandOver && !s.Table.Animating })
	if shots != "" {
		x, y := p.xy(final.W/2, final.H*0.45)
		xdo(t, "mousemove", "--window", p.wid, x, y, "sleep", "0.2") // no hover panel in the picture
		out := filepath.Join(shots, "real-binary-"+variant+"-hand-end.png")
		if err := exec.Command("import", "-window", p.wid, out).Run(); err != nil {
			t.Errorf("capturing the window: %v", err)
		}
		if s, _ := p.read(); !s.Table.HandOver {
			t.Logf("the score sheet may have begun before %s was taken", out)
		}
	}
	g := p.saved()
	if g == nil || len(g.Results()) == 0 {
		t.Fatal("the hand ended on screen but not in the autosave")
	}
	var mine []engine.Action
	for _, la := range g.Log() {
		if la.Seat == 0 {
			mine = append(mine, la.Action)
		}
	}
	if len(mine) != len(made) {
		t.Fatalf("the autosave holds %d moves of the person, the mouse made %d", len(mine), len(made))
	}
	for i := range made {
		if !made[i].Equal(mine[i]) {
			t.Fatalf("move %d: the autosave holds %v, the mouse made %v", i+1, mine[i], made[i])
		}
	}
	kinds := map[engine.ActionKind]int{}
	for _, a := range made {
		kinds[a.Kind]++
	}
	res := g.Results()[0]
	t.Logf("%s: the hand ended (%v, winner seat %d, scores %v) after %d moves by the mouse %v, %d moves in all, %d groups staged",
		variant, res.Reason, res.Winner, res.Scores, len(made), kinds, len(g.Log()), p.stagedGroups)
	return p.stagedGroups
}

// landed waits for the person's next move in the autosave after the
// first n logged moves; ok is false if none came (the gesture was lost).
func (p *player) landed(n int) (engine.Action, bool) {
	end := time.Now().Add(6 * time.Second)
	for time.Now().Before(end) {
		if g := p.saved(); g != nil {
			for _, la := range g.Log()[min(n, len(g.Log())):] {
				if la.Seat == 0 {
					return la.Action, true
				}
			}
		}
		time.Sleep(60 * time.Millisecond)
	}
	return engine.Action{}, false
}

// TestRealBinaryPlaysAHandOfEachRuleSet builds the game and, in the X
// display the tests run under, plays a whole first hand of classic rummy,
// Rommé and Liverpool with the person against bots: a normal bot decides
// the person's moves on the autosaved view, and xdotool makes them with
// real drags and clicks at the places the game's probe file names (in
// Rommé and Liverpool the lay-down is built in the staging row by
// dropping cards onto groups and with the Group button). Every move must
// reach the autosave as made; the hand-end reveal is saved as
// real-binary-VARIANT-hand-end.png when RUMMY_SHOTS names a folder.
func TestRealBinaryPlaysAHandOfEachRuleSet(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the game and plays three hands with the mouse (minutes): not with -short")
	}
	_, bin := buildGame(t)
	for _, tc := range []struct {
		variant, seats string
		seed           int
	}{
		{"classic", "human,bot", 7},
		{"romme", "human,bot,bot", 7},
		{"liverpool", "human,bot,bot", 16},
	} {
		t.Run(tc.variant, func(t *testing.T) {
			start := time.Now()
			staged := playRealHand(t, bin, tc.variant, tc.seats, tc.seed, os.Getenv("RUMMY_SHOTS"))
			if tc.variant != "classic" && staged == 0 {
				t.Errorf("%s: the person laid down no group built in the staging row", tc.variant)
			}
			t.Logf("%s: %.0f s of wall time", tc.variant, time.Since(start).Seconds())
		})
	}
}
