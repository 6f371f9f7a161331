package scenes

import (
	"rummy/sprites/ebitentest"
	"slices"
	"strings"
	"testing"

	"rummy/engine"
)

// TestIssue19KopilkaFirstDealIsDealt (issue 19 item 3): a new game's
// first round is dealt from the dealer card by card, like every later
// round: at first no card is on the table, the cards land one after
// another, each flying; at the instant speed the deal is done at once.
func TestIssue19KopilkaFirstDealIsDealt(t *testing.T) {
	r := newKopRig(t, "human,bot,bot,bot,bot")
	if r.k.shown.round != 0 || slices.Contains(r.k.shown.dealt, true) {
		t.Fatalf("a new game shows round %d with cards dealt %v before any tick", r.k.shown.round, r.k.shown.dealt)
	}
	var landed []int // how many cards were down, tick by tick
	flying := false
	for i := 0; i < 200 && (r.k.shown.round == 0 || !allDealt(r.k.shown.dealt)); i++ {
		r.run(1)
		n := 0
		for _, d := range r.k.shown.dealt {
			if d {
				n++
			}
		}
		landed = append(landed, n)
		for _, f := range r.k.shown.flights {
			flying = flying || f.card != engine.NoCard
		}
	}
	if !allDealt(r.k.shown.dealt) || r.k.shown.round != 1 {
		t.Fatalf("the first deal did not finish: round %d dealt %v", r.k.shown.round, r.k.shown.dealt)
	}
	if !flying {
		t.Error("no card flew from the dealer")
	}
	steps := 0
	for i := 1; i < len(landed); i++ {
		if landed[i] > landed[i-1] {
			steps++
		}
	}
	if steps < 5 {
		t.Errorf("the five cards landed in %d steps (%v), want one by one", steps, landed)
	}
	if r.k.prompting >= 0 && r.k.shown.round == 1 && !allDealt(r.k.shown.dealt) {
		t.Error("the person was asked to reveal before the deal was done")
	}

	fast := newKopRig(t, "human,bot,bot")
	fast.k.speed = kopInstant
	fast.run(1)
	if !allDealt(fast.k.shown.dealt) || fast.k.shown.round < 1 {
		t.Errorf("at the instant speed the first deal is not done after a tick: %v", fast.k.shown.dealt)
	}
}

// allDealt reports whether every seat's card has landed (every seat is
// dealt in in the first round).
func allDealt(d []bool) bool { return !slices.Contains(d, false) }

// TestIssue19KopilkaChipStacksClearOfNames (issue 19 item 4): with
// fifteen seats, at 1280×800 and 800×600, the tallest chip stack a
// seat draws stays below the seat's name and inside its box.
func TestIssue19KopilkaChipStacksClearOfNames(t *testing.T) {
	r := newKopRig(t, "human"+strings.Repeat(",bot", 14))
	for _, size := range [][2]int{{1280, 800}, {800, 600}} {
		r.app.Resize(size[0], size[1], 1)
		r.run(1)
		l, u := &r.k.lay, r.k.lay.f.U
		for seat, box := range l.seats {
			_, y := l.placeOf(seat)
			top := y - (kopStackMax-1)*kopStackStep*u - l.chipR
			nameBottom := box.Y + 16*u + 20*u/2 // the name's line, centred 16 units down
			if top < nameBottom || y+l.chipR > box.Bottom() {
				t.Errorf("%v seat %d: the chip stack spans %.0f…%.0f, the name ends at %.0f, the box at %.0f", size, seat, top, y+l.chipR, nameBottom, box.Bottom())
			}
		}
	}
}

// TestIssue19KopilkaFifteenBotsAtFastSpeed (issue 19 item 4): a
// fifteen-bot game at the fast speed, every card dealt and every chip
// flown (drawn every fourth tick), is played to its result screen; the
// chips drawn add up whenever the table is at rest and end as the
// view's.
func TestIssue19KopilkaFifteenBotsAtFastSpeed(t *testing.T) {
	r := newKopRig(t, "bot"+strings.Repeat(",bot", 14))
	r.k.speed = kopFast
	var res *KopilkaResult
	for i := 0; i < 400000 && res == nil; i++ {
		if err := r.m.Update(); err != nil {
			t.Fatal(err)
		}
		if i%4 == 0 {
			r.m.Current().Draw(r.shot)
		}
		if i%256 == 0 {
			ebitentest.Frame() // flush the queued draws: they pile up inside one frame
		}
		res, _ = r.m.Current().(*KopilkaResult)
		if res != nil || !r.k.shown.idle() {
			continue
		}
		seats, bank := r.k.Chips()
		total := bank
		for _, c := range seats {
			total += c
		}
		if total != 15*12 {
			t.Fatalf("tick %d: the table shows %d chips, want %d", i, total, 15*12)
		}
	}
	if res == nil {
		t.Fatalf("no result screen (round %d)", r.k.shown.round)
	}
	v := r.k.View()
	seats, bank := r.k.Chips()
	if v.Phase != engine.PhaseGameOver || !slices.Equal(seats, v.Kopilka.Chips) || bank != v.Kopilka.Bank || !slices.Equal(res.Winners(), v.Winners) {
		t.Fatalf("the result shows chips %v bank %d winners %v; the view %v %d %v (%s)", seats, bank, res.Winners(), v.Kopilka.Chips, v.Kopilka.Bank, v.Winners, v.Phase)
	}
	t.Logf("%d rounds at the fast speed", r.k.shown.round)
}
