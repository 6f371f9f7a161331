package scenes

import (
	"fmt"
	"slices"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// CLA-7 ROM-11 LIV-OUT-1 (issue 13 item 4): at the end of a hand the
// table shows the engine's finished position (engine.PhaseHandOver), not
// one it rebuilt: whoever went out holds no card, every card of the deck
// is in exactly one place, the viewer's hand is its final hand, every
// meld card lies on the table, no seat's badge is lit as if it were to
// move; the next hand is dealt only when the table goes on after the
// score sheet.
func TestHandEndShowsTheEnginesFinishedPosition(t *testing.T) {
	for _, v := range menuVariants {
		for _, seed := range []string{"seed=3", "seed=8"} {
			t.Run(fmt.Sprintf("%v/%s", v, seed), func(t *testing.T) {
				r := newRig(t, v.String(), "human,bot,bot", seed)
				tb := r.table
				if _, err := tb.PlayOutHand(); err != nil {
					t.Fatal(err)
				}
				end := tb.view
				if end.Phase != engine.PhaseHandOver || len(end.Hands) != 3 {
					t.Fatalf("after the hand: phase %s, %d hands shown", end.Phase, len(end.Hands))
				}
				res := end.Results[len(end.Results)-1]
				if res.Winner >= 0 && len(end.Hands[res.Winner]) != 0 {
					t.Fatalf("seat %d went out but holds %v", res.Winner, end.Hands[res.Winner])
				}
				seen := map[engine.Card]bool{}
				place := func(cs []engine.Card) {
					for _, c := range cs {
						if seen[c] {
							t.Fatalf("%v is in two places at the end", c)
						}
						seen[c] = true
					}
				}
				place(end.Pile)
				total := end.StockSize + len(end.Pile)
				for seat, h := range end.Hands {
					if end.Counts[seat] != len(h) {
						t.Fatalf("seat %d: badge %d, hand %d", seat, end.Counts[seat], len(h))
					}
					total += len(h)
					place(h)
				}
				for _, m := range end.Table {
					total += len(m.Cards)
					place(m.Cards)
					for _, c := range m.Cards {
						if _, ok := tb.anim.cards[c]; !ok {
							t.Fatalf("%v of a meld is not on the table", c)
						}
					}
				}
				if size := end.Rules.Deck().Size(); total != size {
					t.Fatalf("the ended hand accounts for %d cards of %d", total, size)
				}
				if !slices.Equal(end.Hand, end.Hands[tb.viewer]) || tb.judge().mayAct() || tb.judge().activeSeat() != -1 {
					t.Fatalf("the viewer's hand %v (final %v), may act %v, seat %d lit", end.Hand, end.Hands[tb.viewer], tb.judge().mayAct(), tb.judge().activeSeat())
				}
				hand := end.HandNo
				r.run(1)
				if tb.view.HandNo != hand+1 || tb.view.Phase == engine.PhaseHandOver {
					t.Fatalf("going on after the sheet: hand %d, phase %s", tb.view.HandNo, tb.view.Phase)
				}
			})
		}
	}
}

// checkHandEndBadges checks, at the reveal, that every seat's badge gives
// the cards that seat was really left with (none for whoever went out).
func checkHandEndBadges(t *testing.T, tb *Table) {
	t.Helper()
	if tb.reveal.result == nil || tb.view.Hands == nil {
		t.Fatal("no hand-end reveal")
	}
	for seat := range tb.view.Hands {
		want := len(tb.view.Hands[seat])
		if seat == tb.reveal.result.Winner {
			want = 0
		}
		if got := tb.view.Counts[seat]; got != want {
			t.Errorf("seat %d: the badge counts %d cards at the reveal, the seat holds %d", seat, got, want)
		}
		if label := tb.app.Cat.F(i18n.TableCards, want); tb.texts.counts[seat] != label {
			t.Errorf("seat %d: the badge reads %q, want %q", seat, tb.texts.counts[seat], label)
		}
	}
}
