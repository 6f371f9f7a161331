package scenes

import (
	"os"
	"strconv"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/scenes/store"
	"rummy/sprites"
)

// cardPoint returns a point on the visible part of a card.
func (r *tableRig) cardPoint(c engine.Card) (float64, float64) {
	r.t.Helper()
	s, ok := r.table.anim.cards[c]
	if !ok {
		r.t.Fatalf("card %v is not on screen", c)
	}
	p := s.tw.To
	return p.X + p.H*sprites.CardAspect*0.12, p.Y + p.H*0.5
}

// controlPoint returns the centre of a table button.
func (r *tableRig) controlPoint(id int) (float64, float64, bool) {
	tb := r.table
	if tb.formDirty {
		tb.hud().buildControls()
	}
	for _, c := range tb.form.Controls {
		if c.ID == id {
			x, y := c.Rect.Center()
			return x, y, true
		}
	}
	return 0, 0, false
}

// selectCards taps cards until exactly these are selected.
func (r *tableRig) selectCards(cards []engine.Card) {
	tb := r.table
	want := map[engine.Card]bool{}
	for _, c := range cards {
		want[c] = true
	}
	for _, c := range tb.hand.SelectedIn(tb.hand.Order()) {
		if !want[c] {
			r.tap(r.cardPoint(c))
		}
	}
	for _, c := range cards {
		if !tb.hand.Selected(c) {
			r.tap(r.cardPoint(c))
		}
	}
}

// perform makes the viewer's move with the mouse, as a person would.
func (r *tableRig) perform(a engine.Action) {
	r.t.Helper()
	tb := r.table
	l := tb.lay
	hx, hy := l.Hand.Center()
	switch a.Kind {
	case engine.ActDraw:
		if a.FromDiscard {
			top := tb.view.Pile[len(tb.view.Pile)-1]
			x, y := r.cardPoint(top)
			r.drag(x, y, hx, hy)
		} else {
			x, y := l.Stock.Center()
			r.drag(x, y, hx, hy)
		}
	case engine.ActDiscard:
		r.discardByDrag(a.Card)
		if tb.pointer().warned(a.Card) {
			// The card fits a table meld: the first try only warns.
			r.discardByDrag(a.Card)
		}
	case engine.ActMeld:
		staging := tb.judge().stagingMode()
		for i, m := range a.Melds {
			if staging {
				r.stageMeld(m, i%2 == 1)
				continue
			}
			r.selectCards(m)
			x, y := r.cardPoint(m[0])
			mx, my := l.Melds.Center()
			r.drag(x, y, mx, my)
		}
		if staging {
			x, y, ok := r.controlPoint(idTblCommit)
			if !ok {
				r.t.Fatalf("no lay-down button with %d staged groups", len(tb.hand.Staged()))
			}
			r.tap(x, y)
		}
	case engine.ActLayOff:
		x, y := r.cardPoint(a.Card)
		m := tb.anim.meldRect(a.Meld)
		tx := m.X + m.W*0.9
		if a.AtFront {
			tx = m.X + m.W*0.1
		}
		r.drag(x, y, tx, m.Y+m.H/2)
	case engine.ActSwapJoker:
		x, y := r.cardPoint(a.Card)
		jx, jy := r.cardPoint(tb.view.Table[a.Meld].Cards[a.Pos])
		r.drag(x, y, jx+2, jy)
		if tb.chooser().choosing() {
			// The freed joker waits for its place (LIV-8).
			r.tap(tb.choice.spots[r.spotFor(a)].slot.Center())
		}
	case engine.ActClaim:
		x, y, ok := r.controlPoint(idTblClaim)
		if !ok {
			r.t.Fatal("no claim button in a claim window")
		}
		r.tap(x, y)
		if tb.chooser().choosing() {
			// Several melds take the discard: the person picks one (LIV-POOL-1).
			r.tap(tb.choice.spots[r.spotFor(a)].slot.Center())
		}
	case engine.ActPass:
		id := idTblPass
		if tb.view.Phase == engine.PhaseCallerDiscard {
			id = idTblKeep
		}
		x, y, ok := r.controlPoint(id)
		if !ok {
			r.t.Fatal("no pass button")
		}
		r.tap(x, y)
	case engine.ActEndTurn:
		x, y, _ := r.controlPoint(idTblEndTurn)
		r.tap(x, y)
	case engine.ActCut:
		r.cutAt(a.N)
	default:
		r.t.Fatalf("no gesture for %v", a)
	}
	r.run(2)
}

// stageMeld builds one staged group of the cards of m as a person
// would: the first card dragged to the free end of the staging row, every
// other card dropped on that group (byButton: the rest selected and
// grouped with the Group button, then the two groups joined by dragging
// one onto the other). The group must then hold exactly m.
func (r *tableRig) stageMeld(m []engine.Card, byButton bool) {
	r.t.Helper()
	tb := r.table
	r.selectCards(nil)
	before := len(tb.hand.Staged())
	x, y := r.cardPoint(m[0])
	r.drag(x, y, r.freeStagingX(), tb.lay.Staging.Y+tb.lay.Staging.H/2)
	if len(tb.hand.Staged()) != before+1 {
		r.t.Fatalf("a card dropped on the free staging row made %d groups from %d", len(tb.hand.Staged()), before)
	}
	gi := tb.hand.GroupOf(m[0])
	if byButton && len(m) > 2 {
		r.selectCards(m[1:])
		bx, by, ok := r.controlPoint(idTblGroup)
		if !ok {
			r.t.Fatal("no Group button with cards selected in staging")
		}
		r.tap(bx, by)
		other := tb.hand.GroupOf(m[1])
		if other < 0 || other == gi {
			r.t.Fatalf("the Group button staged no group of its own (%d, %d)", other, gi)
		}
		// Drag the new group (from its first card) onto the first one.
		lead := tb.hand.Staged()[other][0]
		x, y = r.cardPoint(lead)
		gr := tb.build.staging.rects[tb.hand.GroupOf(m[0])]
		cx, cy := gr.Center()
		r.drag(x, y, cx, cy)
	} else {
		for _, c := range m[1:] {
			gr := tb.build.staging.rects[tb.hand.GroupOf(m[0])]
			x, y = r.cardPoint(c)
			r.drag(x, y, gr.Right()-2, gr.Y+gr.H/2)
		}
	}
	gi = tb.hand.GroupOf(m[0])
	if gi < 0 || !sameCards(tb.hand.Staged()[gi], m) {
		r.t.Fatalf("staged %v, wanted %v (groups %v)", tb.hand.Staged(), m, tb.hand.Staged())
	}
	if !tb.build.staging.marks[gi].valid {
		r.t.Fatalf("the staged group %v is marked invalid: %q", m, tb.build.staging.marks[gi].fix)
	}
	r.stagedGroups++
	if os.Getenv("RUMMY_SHOTS") != "" {
		r.run(30)
		render(r.t, r.app, "e2e-"+tb.setup.Variant.String()+"-staged-"+strconv.Itoa(r.stagedGroups), tb, 0)
	}
}

// sameMelds reports whether a and b are the same melds (each meld's
// cards in any order, the melds in any order).
func sameMelds(a, b [][]engine.Card) bool {
	if len(a) != len(b) {
		return false
	}
	used := make([]bool, len(b))
	for _, m := range a {
		found := false
		for j, n := range b {
			if !used[j] && sameCards(m, n) {
				used[j], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// freeStagingX is a point of the staging row clear of every group.
func (r *tableRig) freeStagingX() float64 {
	tb := r.table
	x := tb.lay.Staging.X + tb.lay.Staging.W*0.5
	if n := len(tb.build.staging.rects); n > 0 {
		x = max(x, tb.build.staging.rects[n-1].Right()+tb.layouter().stagedGap()*1.5)
	}
	return x
}

// sameCards reports whether a and b hold the same cards.
func sameCards(a, b []engine.Card) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[engine.Card]int{}
	for _, c := range a {
		in[c]++
	}
	for _, c := range b {
		if in[c] == 0 {
			return false
		}
		in[c]--
	}
	return true
}

// playHand plays until the first hand ends: bots move by themselves, and
// for the person a bot decides and the rig performs the move with the
// mouse; after every move the engine's log must show that very move.
func playHand(t *testing.T, r *tableRig) {
	playHandWith(t, r, bots.NewRandom(99, r.table.viewer))
}

// playHandWith is playHand with the person's moves decided by brain.
func playHandWith(t *testing.T, r *tableRig, brain bots.Bot) {
	tb := r.table
	moves := 0
	var anim, busy, other int
	for tick := 0; tick < 200000; tick++ {
		if len(tb.game.state().Results()) > 0 {
			t.Logf("hand over after %d moves by the person, %d ticks (animating %d, bot busy %d, other %d)", moves, tick, anim, busy, other)
			return
		}
		r.run(1)
		switch {
		case tb.animating():
			anim++
		case tb.botBusy():
			busy++
			time.Sleep(200 * time.Microsecond) // let the bot's goroutine think
		case !tb.judge().mayAct():
			other++
		}
		if r.m.Current() != tb || tb.animating() || tb.botBusy() || !tb.judge().mayAct() || tb.reveal.result != nil {
			continue
		}
		a := brain.Act(tb.view)
		if a.Kind == engine.ActSwapJoker && a.JokerMeld >= 0 {
			// Where the joker may go to hand, the swap gesture takes it
			// there (it can be laid off next).
			if toHand := engine.SwapJokerAction(a.Meld, a.Pos, a.Card, -1, false); tb.view.Check(toHand) == nil {
				a = toHand
			}
		}
		before := len(tb.game.state().Log())
		r.perform(a)
		log := tb.game.state().Log()
		if len(log) <= before {
			t.Fatalf("move %d %v made nothing happen (toast %q)", moves, a, tb.toast.text)
		}
		got := log[before]
		exact := a.Kind == engine.ActSwapJoker || a.Kind == engine.ActClaim || a.Kind == engine.ActCut
		if got.Seat != tb.viewer || got.Action.Kind != a.Kind || exact && !got.Action.Equal(a) {
			t.Fatalf("move %d: wanted %v, the engine logged %v", moves, a, got.Action)
		}
		if a.Kind == engine.ActMeld && !sameMelds(got.Action.Melds, a.Melds) {
			t.Fatalf("move %d: wanted the melds %v, the engine logged %v", moves, a.Melds, got.Action.Melds)
		}
		moves++
	}
	t.Fatalf("the hand did not end: phase %v waiting %v viewer %d turn %d hand %d log %d moves %d toast %q result %v",
		tb.view.Phase, tb.game.state().Waiting(), tb.viewer, tb.view.Turn, tb.view.HandNo, len(tb.game.state().Log()), moves, tb.toast.text, tb.reveal.result != nil)
}

// TestPlayOneHandOfEachRuleSetByMouse is the in-process end-to-end test:
// one full hand of each rule set, the person's moves made by synthetic
// mouse input (drags and taps), checked against the engine's log.
func TestPlayOneHandOfEachRuleSetByMouse(t *testing.T) {
	for _, tc := range [][]string{
		{"classic", "human,bot"},
		{"romme", "human,bot,bot"},
		{"liverpool", "human,bot,bot"},
	} {
		t.Run(tc[0], func(t *testing.T) {
			r := newRig(t, tc...)
			playHand(t, r)
			checkHandEndBadges(t, r.table)
			checkProbeAtReveal(t, r)
			for i := 0; i < 300 && r.table.animating(); i++ {
				r.run(1)
			}
			if os.Getenv("RUMMY_SHOTS") != "" {
				render(t, r.app, "e2e-"+tc[0]+"-hand-end", r.table, 0)
			}
			// The score sheet follows the hand; Next hand goes back to the table.
			for i := 0; i < 400 && r.m.Current() == r.table; i++ {
				r.raw = RawInput{Keys: IntentActivate}
				r.run(1)
				r.raw = RawInput{}
				r.run(1)
			}
			sheet, ok := r.m.Current().(*ScoreSheet)
			if !ok {
				t.Fatalf("after the hand the scene is %T", r.m.Current())
			}
			r.run(FadeTicks + 1)
			if os.Getenv("RUMMY_SHOTS") != "" {
				render(t, r.app, "e2e-"+tc[0]+"-sheet", sheet, 0)
			}
			x, y := sheet.Form().Controls[0].Rect.Center()
			r.tap(x, y)
			if r.m.Current() != r.table {
				t.Fatalf("Next hand led to %T", r.m.Current())
			}
		})
	}
}

// TestIssue15StagesByDroppingOntoGroups: hands of Rommé and Liverpool
// where the person opens or goes down by building every group in the
// staging row (a card dropped on the free row starts a group, the others
// are dropped onto it, or grouped with the Group button and the two
// groups dragged together), each group marked valid, and the engine's
// log holding exactly those melds.
func TestIssue15StagesByDroppingOntoGroups(t *testing.T) {
	for _, variant := range []string{"romme", "liverpool"} {
		t.Run(variant, func(t *testing.T) {
			for seed := 1; seed <= 12; seed++ {
				r := newRig(t, variant, "human,bot,bot", "seed="+strconv.Itoa(seed))
				playHandWith(t, r, bots.NewNormal(uint64(seed), 0))
				if r.stagedGroups > 0 {
					t.Logf("seed %d: %d groups staged and laid down", seed, r.stagedGroups)
					return
				}
			}
			t.Fatal("in 12 hands the person never laid down staged groups")
		})
	}
}

// TestAutosaveResumesTheExactPosition plays a few moves, then opens the
// autosave as a new table would after the process was killed, and
// compares the two games (DESIGN.md: save, resume and replay are one path).
func TestAutosaveResumesTheExactPosition(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot:hard")
	brain := bots.NewRandom(5, 0)
	for moves, frames := 0, 0; moves < 6; frames++ {
		if frames > 20000 {
			t.Fatalf("no turn for the person after %d frames: scene %T, result %v, curtain %v, phase %v, waiting %v, animating %v, busy %v", frames, r.m.Current(), r.table.reveal.result != nil, r.table.curtain, r.table.game.state().Phase(), r.table.game.state().Waiting(), r.table.animating(), r.table.botBusy())
		}
		r.run(1)
		tb := r.table
		if r.m.Current() != tb {
			break // the bots ended the hand: the score sheet is up, and the position is saved there too
		}
		if tb.animating() || tb.botBusy() || !tb.judge().mayAct() {
			if tb.botBusy() {
				time.Sleep(200 * time.Microsecond)
			}
			continue
		}
		r.perform(brain.Act(tb.view))
		moves++
	}
	menu := NewMenu(r.app, r.table.setup, sprites.NewBackdrop())
	if !menu.resume {
		t.Fatal("the menu offers no resume with an autosave present")
	}
	resumed, err := ResumeTable(r.app, menu)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := resumed.game.state().Hash(), r.table.game.state().Hash(); got != want {
		t.Errorf("resumed game hash %x, playing game %x", got, want)
	}
	if resumed.setup.Seats[2] != (Seat{Kind: Bot, Level: Hard}) {
		t.Errorf("seat levels not kept: %+v", resumed.setup.Seats)
	}
	if got, want := len(resumed.view.Hand), len(r.table.game.state().HandOf(resumed.viewer)); got != want {
		t.Errorf("resumed hand %d cards, playing %d", got, want)
	}
	// What the resumed table shows, before its first Update (the
	// browser's reload test reads the probe at once).
	var shown ProbeTable
	resumed.Publish(&shown)
	if got, want := len(shown.Hand), len(r.table.game.state().HandOf(resumed.viewer)); got != want {
		t.Errorf("the resumed table shows %d cards in hand, the game holds %d", got, want)
	}
}

// TestHotSeatHidesTheHandBetweenPeople: two people share the screen;
// when the turn passes from one to the other the table turns to the new
// person and a curtain hides their hand until they are ready.
func TestHotSeatHidesTheHandBetweenPeople(t *testing.T) {
	r := newRig(t, "classic", "human,human")
	r.settle()
	tb := r.table
	if tb.viewer != 0 || tb.curtain {
		t.Fatalf("first viewer %d, curtain %v", tb.viewer, tb.curtain)
	}
	brain := bots.NewRandom(3, 0)
	for tb.viewer == 0 && len(tb.game.state().Log()) < 40 {
		r.run(1)
		if tb.animating() || !tb.judge().mayAct() {
			continue
		}
		r.perform(brain.Act(tb.view))
	}
	if tb.viewer != 1 || !tb.curtain {
		t.Fatalf("after seat 0's turn: viewer %d, curtain %v", tb.viewer, tb.curtain)
	}
	for _, c := range tb.view.Hand {
		if s, ok := tb.anim.cards[c]; ok && s.faceUp {
			t.Fatalf("%v of the next person is face up behind the curtain", c)
		}
	}
	r.tap(640, 400)
	r.run(30)
	if tb.curtain {
		t.Fatal("a tap did not lift the curtain")
	}
	up := 0
	for _, c := range tb.view.Hand {
		if s, ok := tb.anim.cards[c]; ok && s.faceUp {
			up++
		}
	}
	if up != len(tb.view.Hand) {
		t.Errorf("%d of %d cards face up after the curtain", up, len(tb.view.Hand))
	}
}

// TestGameOverRecordsStatistics plays a one-hand classic game to its end
// and checks the person's result reached the statistics.
func TestGameOverRecordsStatistics(t *testing.T) {
	r := newRig(t, "classic", "human,bot", "target=0", "hands=1")
	if _, err := r.table.PlayOutHand(); err != nil {
		t.Fatal(err)
	}
	if !r.table.game.state().Over() {
		t.Fatal("a one-hand game is not over after its hand")
	}
	stats, err := store.LoadStats(r.app.Store)
	if err != nil {
		t.Fatal(err)
	}
	if got := stats.Variants["classic"]; got.Played != 1 {
		t.Errorf("classic statistics %+v, want one game played", got)
	}
	if _, err := r.app.Store.Load(store.AutosaveName); err == nil {
		t.Error("the autosave of a finished game was kept")
	}
}
