package scenes

import (
	"fmt"
	"slices"
	"testing"

	"rummy/bots"
	"rummy/engine"
	"rummy/scenes/i18n"
)

// lastMoveOfAHand plays greedy bots from seed until an action ends the
// first hand, and returns seat 0's view and every hand just before it,
// and the action's events up to the hand's end.
func lastMoveOfAHand(t *testing.T, v engine.Variant, seed uint64) (*engine.View, [][]engine.Card, []engine.Event, engine.HandResult, int) {
	t.Helper()
	o, err := engine.ParseOptions(v, []string{"players=3"})
	if err != nil {
		t.Fatal(err)
	}
	r := engine.MustRules(o)
	s, err := engine.NewGame(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	players := make([]bots.Bot, 3)
	for i := range players {
		players[i] = bots.NewGreedy(seed+uint64(i), i)
	}
	for step := 0; step < 5000; step++ {
		seat := s.Waiting()[0]
		before := s.View(0)
		hands := make([][]engine.Card, 3)
		for i := range hands {
			hands[i] = slices.Clone(s.HandOf(i))
		}
		ev, err := s.Apply(seat, players[seat].Act(s.View(seat)))
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range ev {
			if e.Kind == engine.EvHandEnded {
				return before, hands, ev[:i], *e.Result, r.Deck().Size()
			}
		}
	}
	t.Fatalf("%v seed %d: the hand did not end", v, seed)
	return nil, nil, nil, engine.HandResult{}, 0
}

// CLA-7 ROM-11 LIV-OUT-1: at the hand-end reveal the table shows the hand
// as it ended, rebuilt from the last move's events: whoever went out holds
// no card, every card of the deck is in exactly one place, and seat 0's
// view holds its final hand.
func TestHandEndCountsWhatIsLeft(t *testing.T) {
	for _, v := range menuVariants {
		for seed := uint64(1); seed <= 6; seed++ {
			t.Run(fmt.Sprintf("%v/%d", v, seed), func(t *testing.T) {
				before, hands, ev, res, size := lastMoveOfAHand(t, v, seed)
				end, final := handEnd(before, hands, ev)
				if res.Winner >= 0 {
					if before.Counts[res.Winner] == 0 {
						t.Fatalf("seat %d held no card before going out", res.Winner)
					}
					if end.Counts[res.Winner] != 0 || len(final[res.Winner]) != 0 {
						t.Fatalf("seat %d went out but the badge counts %d", res.Winner, end.Counts[res.Winner])
					}
				}
				total := end.StockSize + len(end.Pile)
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
				for seat, n := range end.Counts {
					if n != len(final[seat]) {
						t.Fatalf("seat %d: badge %d, hand %d", seat, n, len(final[seat]))
					}
					total += n
					place(final[seat])
				}
				for _, m := range end.Table {
					total += len(m.Cards)
					place(m.Cards)
				}
				if total != size {
					t.Fatalf("the ended hand accounts for %d cards of %d", total, size)
				}
				if !slices.Equal(end.Hand, final[0]) || len(end.Waiting) != 0 {
					t.Fatalf("seat 0's view: hand %v (final %v), waiting %v", end.Hand, final[0], end.Waiting)
				}
				if before.Counts[0] != len(hands[0]) || &before.Counts[0] == &end.Counts[0] {
					t.Fatal("handEnd changed or shares the view it started from")
				}
			})
		}
	}
}

// checkHandEndBadges checks, at the reveal, that every seat's badge gives
// the cards that seat was really left with (none for whoever went out).
func checkHandEndBadges(t *testing.T, tb *Table) {
	t.Helper()
	if tb.result == nil || tb.reveal == nil {
		t.Fatal("no hand-end reveal")
	}
	for seat := range tb.reveal {
		want := len(tb.reveal[seat])
		if seat == tb.result.Winner {
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
