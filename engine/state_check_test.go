package engine

import (
	"strings"
	"testing"
)

// COM-6: CheckInvariants finds a lost, doubled or foreign card and a
// table meld that became invalid, also after an earlier call found the
// same meld valid.
func TestCheckInvariantsFindsViolations(t *testing.T) {
	r := DefaultRules(Liverpool)
	fresh := func(t *testing.T) *State {
		t.Helper()
		s, err := NewGame(r, 3)
		if err != nil {
			t.Fatal(err)
		}
		// Move a book from the stock to the table.
		book, _ := ParseCards("7C 7D 7S")
		rest, err := takeCards(s.stock, book)
		if err != nil {
			t.Fatal(err)
		}
		s.stock = rest
		s.pub.Table = []TableMeld{{Owner: 0, Cards: book}}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("a valid state: %v", err)
		}
		return s
	}
	cases := []struct {
		name   string
		change func(s *State)
		want   string
	}{
		{name: "COM-6 a card lost", change: func(s *State) { s.stock = s.stock[1:] }, want: "is missing"},
		{name: "COM-6 a card in two places", change: func(s *State) { s.hands[0] = append(s.hands[0], s.stock[0]) }, want: "in two places"},
		{name: "COM-6 a third copy", change: func(s *State) { s.stock[0] = NewCard(s.stock[0].Face(), 2) }, want: "not in the deck"},
		// The quick test counts and marks cards: a doubled card with
		// another lost keeps the count, and a number beyond the cards
		// marks the same bit as a card of the deck.
		{name: "COM-6 a card doubled and another lost", change: func(s *State) { s.stock[1] = s.stock[0] }, want: "in two places"},
		{name: "COM-6 a number beyond the cards", change: func(s *State) { s.stock[3] += maxMarked }, want: "not in the deck"},
		{name: "COM-6 a card doubled on the table", change: func(s *State) {
			m := s.pub.Table[0].Cards
			s.stock = append(s.stock, m[0])
			m[0] = s.stock[5]
		}, want: "in two places"},
		{name: "COM-6 a table meld changed after a check", change: func(s *State) {
			m := s.pub.Table[0].Cards
			s.stock = append(s.stock, m[2])
			m[2] = s.stock[0]
			s.stock = s.stock[1:]
		}, want: "is not valid"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := fresh(t)
			tc.change(s)
			err := s.CheckInvariants()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// COM-6: the quick conservation test (cardsConserved) passes exactly when
// every card of the deck is in play once, and CheckInvariants then finds
// no misplaced card, through games where cards are swapped, doubled,
// replaced by another copy or pushed beyond the card numbers at random.
func TestCardsConservedAgreesWithCounting(t *testing.T) {
	for _, v := range []Variant{Liverpool, Romme, Classic} {
		r := DefaultRules(v)
		rng := NewRNG(uint64(v) + 7)
		for g := 0; g < 40; g++ {
			s, err := NewGame(r, uint64(g+1))
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k < 30 && !s.Over(); k++ {
				w := s.Waiting()
				seat := w[rng.Intn(len(w))]
				acts := Legal(s.View(seat))
				if _, err := s.Apply(seat, acts[rng.Intn(len(acts))]); err != nil {
					t.Fatal(err)
				}
			}
			zones := [][]Card{s.stock, s.pub.Pile}
			zones = append(zones, s.hands...)
			for _, m := range s.pub.Table {
				zones = append(zones, m.Cards)
			}
			pick := func() []Card {
				for {
					if z := zones[rng.Intn(len(zones))]; len(z) > 0 {
						return z
					}
				}
			}
			a, b := pick(), pick()
			i, j := rng.Intn(len(a)), rng.Intn(len(b))
			switch rng.Intn(4) {
			case 0: // a swap between places keeps every card once
				a[i], b[j] = b[j], a[i]
			case 1:
				a[i] = b[j]
			case 2:
				a[i] = NewCard(a[i].Face(), a[i].Copy()+rng.Intn(3))
			case 3:
				a[i] += Card(rng.Intn(2)) * maxMarked
			}
			count := map[Card]int{}
			for _, c := range NewDeck(r.Deck()) {
				count[c]++
			}
			for _, z := range zones {
				for _, c := range z {
					count[c]--
				}
			}
			want := true
			for _, k := range count {
				want = want && k == 0
			}
			if got := s.cardsConserved(r.deckMarks, r.Deck().Size()); got != want {
				t.Fatalf("%s game %d: quick test %v, counting %v", v, g, got, want)
			}
			err = s.CheckInvariants()
			if want && err != nil && !strings.Contains(err.Error(), "is not valid") || !want && err == nil {
				t.Fatalf("%s game %d: cards in place %v, CheckInvariants: %v", v, g, want, err)
			}
		}
	}
}
