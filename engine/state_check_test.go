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
