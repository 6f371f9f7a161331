package scenes

import (
	"os"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// layPosition: both seats are down with runs in hearts, A♥–4♥ and
// 6♥–9♥: the 5♥ in hand goes on either.
var layPosition = position{
	seats: "human,bot,bot",
	hand:  "5H 9C KD QS",
	melds: []string{"0: 7C 7D 7S", "0: 6H 7H 8H 9H", "1: AH 2H 3H 4H"},
	pile:  "3D",
	down:  []int{0, 1},
	edit: func(v *engine.View, _ map[string][]engine.Card) {
		v.TurnNo = 3 // the person went down turns ago: lay-offs are open
	},
}

// TestIssue15KeysLayOffChoosesTheTarget (issue 15 item 9): L lays the
// selected card off; where two melds take it the keys choose: the first
// place glows, Tab moves the light, Enter plays exactly the lit lay-off
// (the engine's log says so); Esc gives the choice up without leaving
// the table.
func TestIssue15KeysLayOffChoosesTheTarget(t *testing.T) {
	r := layPosition.build(t)
	tb := r.table
	c := r.handCard("5H")
	var want []engine.Action
	for _, a := range engine.Legal(tb.view) {
		if a.Kind == engine.ActLayOff && a.Card == c {
			want = append(want, a)
		}
	}
	if len(want) < 2 {
		t.Fatalf("the position offers %d lay-offs of 5♥: %v", len(want), want)
	}
	r.tap(r.cardPoint(c))
	r.key(IntentLayOff)
	if len(tb.assistS.picks) != len(want) {
		t.Fatalf("L lit %d places, the engine offers %d", len(tb.assistS.picks), len(want))
	}
	if _, ok := tb.assist().glowRect(tb.assistS.picks[0]); !ok {
		t.Fatal("the first place does not glow")
	}
	r.key(IntentBack)
	if len(tb.assistS.picks) != 0 || r.m.Current() != tb {
		t.Fatalf("Esc: %d places still lit, scene %T", len(tb.assistS.picks), r.m.Current())
	}
	r.key(IntentLayOff)
	r.key(IntentNext)
	if os.Getenv("RUMMY_SHOTS") != "" {
		render(t, r.app, "issue15-keys-layoff-target", tb, 0)
	}
	lit := tb.assistS.picks[tb.assistS.pick]
	if tb.assistS.pick != 1 {
		t.Fatalf("Tab lit place %d, want 1", tb.assistS.pick)
	}
	n := r.logLen()
	r.key(IntentActivate)
	if r.logLen() != n+1 || !r.lastAction().Action.Equal(lit) {
		t.Fatalf("Enter: the engine logged %v, the lit place was %v", r.lastAction().Action, lit)
	}
}

// TestIssue15KeysSwapJoker (issue 15 item 9): J swaps the selected card
// for the table joker it fits; the freed joker's places light up (LIV-8)
// and Tab and Enter choose one: the engine logs that very swap.
func TestIssue15KeysSwapJoker(t *testing.T) {
	r := swapPosition.build(t)
	tb := r.table
	c := r.handCard("6H")
	r.tap(r.cardPoint(c))
	r.key(IntentSwap)
	if !tb.chooser().choosing() || len(tb.choice.spots) < 2 {
		t.Fatalf("J: choosing %v with %d places", tb.chooser().choosing(), len(tb.choice.spots))
	}
	r.key(IntentNext)
	want := tb.choice.spots[tb.choice.cursor].act
	n := r.logLen()
	r.key(IntentActivate)
	if r.logLen() != n+1 || !r.lastAction().Action.Equal(want) {
		t.Fatalf("Enter: the engine logged %v, the lit place was %v", r.lastAction().Action, want)
	}
}

// TestIssue15HintsReachTheStatistics (issue 15 item 3): a finished game
// in which the person asked for hints counts them in the statistics, and
// the statistics screen shows the count.
func TestIssue15HintsReachTheStatistics(t *testing.T) {
	app := testApp(t)
	st := playedOut(t, engine.Classic, 41, 2)
	setup := Setup{Variant: engine.Classic, Seats: []Seat{{Kind: Human}, {Kind: Bot, Level: Normal}}}
	rec := &gameRecord{app: app, seats: seatInfos(setup, func(int) string { return "You" }), hints: 4}
	if err := rec.Applied(st, 0, engine.Action{}, nil); err != nil || rec.take() != "" {
		t.Fatalf("recording the game: %v", err)
	}
	stats, err := store.LoadStats(app.Store)
	if err != nil {
		t.Fatal(err)
	}
	if got := stats.Variants["classic"].Hints; got != 4 {
		t.Fatalf("the statistics count %d hints, the game had 4", got)
	}
	s := NewStatsScene(app, engine.Classic, nil, app.Backdrop)
	found := false
	for _, f := range s.figures() {
		found = found || f.value == "4" && f.label == app.T(i18n.StatsHints)
	}
	if !found {
		t.Fatal("the statistics screen does not show the hints")
	}
}
