package engine

import (
	"errors"
	"testing"
)

// LIV-7 (issue 12): a run laid down holds at most one joker in any four
// cards in a row, whatever its length.
func TestLiverpoolRunJokerWindowLIV7(t *testing.T) {
	r := DefaultRules(Liverpool)
	runMeldCases(t, r.CheckMeld, []meldCase{
		{name: "LIV-7 two jokers side by side in eight", cards: "* * 3H 4H 5H 6H 7H 8H", err: ErrRunJokerDensity},
		{name: "LIV-7 two jokers three apart in eight", cards: "3H * 5H 6H * 8H 9H TH", err: ErrRunJokerDensity},
		{name: "LIV-7 two jokers four apart in seven", cards: "3H * 5H 6H 7H * 9H", kind: Run, value: 55},
		{name: "LIV-7 a joker at each end of three naturals", cards: "* 3H 4H 5H *", kind: Run, value: 45},
		{name: "LIV-7 three jokers four apart", cards: "* 3H 4H 5H * 7H 8H 9H *", kind: Run, value: 75},
	})
}

// LIV-7: contracts follow the same limit, and Legal proposes a hand 7
// lay-down that needs two jokers four apart in one run (before, the
// cover search refused it), each proposal passing the contract check.
func TestLiverpoolContractJokerWindowLIV7(t *testing.T) {
	r := DefaultRules(Liverpool)
	melds := func(s string) [][]Card {
		m, err := ParseMelds(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	err := r.CheckContract(3, melds("* * 3H 4H 5H 6H 7H 8H / 8S 9S TS JS"))
	var me MeldError
	if !errors.As(err, &me) || me != ErrRunJokerDensity {
		t.Errorf("LIV-7 contract 3 with two jokers side by side: %v, want %q", err, ErrRunJokerDensity)
	}
	if err := r.CheckContract(3, melds("3H * 5H 6H 7H * 9H / 8S 9S TS JS")); err != nil {
		t.Errorf("LIV-7 contract 3 with two jokers four apart: %v", err)
	}
	for _, tc := range []struct {
		n    int
		hand string
	}{
		{7, "3H 5H 6H 7H 9H * * AS 2S 3S 4S 6C 7C 8C 9C"},
		{3, "* * 3H 4H 5H 6H 7H 8H 8S 9S TS JS 2C"},
	} {
		hand, _ := ParseCards(tc.hand)
		x := &actor{p: &Public{Rules: r, HandNo: tc.n, Seats: make([]SeatInfo, 4)}, hand: hand}
		props := x.meldProposals()
		if len(props) == 0 {
			t.Errorf("LIV-7 hand %d: no lay-down proposed for %s", tc.n, tc.hand)
		}
		for _, m := range props {
			if err := r.CheckContract(tc.n, m); err != nil {
				t.Errorf("LIV-7 hand %d: proposal %s: %v", tc.n, FormatMelds(m), err)
			}
		}
	}
}

// LIV-7: the searches' mask tests agree with jokersSpaced on every
// placement of jokers in a run of up to 14 positions.
func TestLiverpoolJokerMasksLIV7(t *testing.T) {
	for m := uint16(0); m < 1<<14; m++ {
		cards := make([]Card, 14)
		for i := range cards {
			cards[i] = NewCard(NewFace(Rank(i%13+1), Hearts), 0)
			if m&(1<<i) != 0 {
				cards[i] = NewCard(JokerFace, i)
			}
		}
		if got, want := jokerMaskSpaced(m), jokersSpaced(cards); got != want {
			t.Fatalf("mask %014b: jokerMaskSpaced %v, jokersSpaced %v", m, got, want)
		}
		for p := 1; p <= 14; p++ {
			if m&(1<<(p-1)) != 0 {
				continue
			}
			with := m | 1<<(p-1)
			if jokerMaskSpaced(m) && jokerWithin3(m, p) == jokerMaskSpaced(with) {
				t.Fatalf("mask %014b, joker at %d: jokerWithin3 %v, spaced after %v", m, p, jokerWithin3(m, p), jokerMaskSpaced(with))
			}
		}
	}
}
