package bots

import (
	"testing"

	"rummy/engine"
)

// A discard names its seat, and the next seat refuses it unless the next
// record is its taking that card; a discard taken is no refusal.
func TestExpertSignalsAreDiscardsAndRefusals(t *testing.T) {
	r := testRules(t, engine.Classic, "players=2")
	card := func(s string) engine.Card {
		cs, err := engine.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return cs[0]
	}
	v := &engine.View{Public: engine.Public{Rules: r, Players: 2, History: []engine.PileRecord{
		{Seat: 1, Card: card("7H")},             // seat 1 discards 7H ...
		{Seat: 0, Card: card("7H"), Took: true}, // ... seat 0 takes it: no refusal
		{Seat: 0, Card: card("2C")},             // seat 0 discards 2C ...
		{Seat: 1, Card: card("KS")},             // ... seat 1 drew from the stock: refused 2C
	}}}
	sig := signals(v)
	got := engine.FormatCards(facesCards(sig[1]))
	if want := "7H 2C KS"; got != want {
		t.Errorf("seat 1's signals %s, want %s", got, want)
	}
	if got := engine.FormatCards(facesCards(sig[0])); got != "2C" {
		t.Errorf("seat 0's signals %s, want 2C (it took 7H)", got)
	}
}

func facesCards(fs []engine.Face) []engine.Card {
	out := make([]engine.Card, len(fs))
	for i, f := range fs {
		out[i] = engine.NewCard(f, 0)
	}
	return out
}

// The expert's sampled deals put the cards that meld with an opponent's
// discards and refusals into that opponent's hand less often than the
// other unseen cards (about expertShy as often), in real classic views.
func TestExpertDealsShunOpponentsDiscardedNeighbours(t *testing.T) {
	r := testRules(t, engine.Classic, "players=2")
	s, err := engine.NewGame(r, 7)
	if err != nil {
		t.Fatal(err)
	}
	players := testPlayers(t, []string{"normal", "normal"}, 7)
	var v *engine.View
	for steps := 0; steps < 400 && !s.Over(); steps++ {
		seat := s.Waiting()[0]
		w := s.View(seat)
		if seat == 0 && w.Phase == engine.PhaseDraw && len(signals(w)[1]) >= 4 {
			v = w
			break
		}
		if _, err := s.Apply(seat, players[seat].Act(w)); err != nil {
			t.Fatal(err)
		}
	}
	if v == nil {
		t.Fatal("no view where the opponent had discarded or refused four cards")
	}
	var pl playout
	pl.init(v, nil)
	sig := signals(v)[1]
	isRelated := func(c engine.Card) bool {
		for _, x := range sig {
			if related(c.Face(), x) {
				return true
			}
		}
		return false
	}
	var relIn, relAll, unIn, unAll float64
	const deals = 3000
	for k := uint64(0); k < deals; k++ {
		pl.deal(k + 1)
		in := map[engine.Card]bool{}
		for _, c := range pl.hands[1] {
			in[c] = true
		}
		for _, c := range pl.dl.free {
			rel := isRelated(c)
			switch {
			case rel && in[c]:
				relIn++
			case !rel && in[c]:
				unIn++
			}
			if rel {
				relAll++
			} else {
				unAll++
			}
		}
	}
	if relAll == 0 || unAll == 0 {
		t.Fatalf("signals %v leave no related or no unrelated unseen card", sig)
	}
	relRate, unRate := relIn/relAll, unIn/unAll
	if relRate > 0.8*unRate {
		t.Errorf("a card related to the opponent's signals %v is in its sampled hand %.3f of the time, an unrelated one %.3f: want clearly less", facesCards(sig), relRate, unRate)
	}
}
