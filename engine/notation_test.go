package engine

import (
	"strings"
	"testing"
)

func TestParseCardsRoundTrip(t *testing.T) {
	cases := []struct{ in, out string }{
		{"AS 2H TD JC QS KH", "AS 2H TD JC QS KH"},
		{"as 2h td", "AS 2H TD"},
		{"10H JK *", "TH * *"},
		{"8H,9H, TH", "8H 9H TH"},
		{"", ""},
	}
	for _, c := range cases {
		cards, err := ParseCards(c.in)
		if err != nil {
			t.Fatalf("ParseCards(%q): %v", c.in, err)
		}
		if got := FormatCards(cards); got != c.out {
			t.Errorf("ParseCards(%q) printed %q, want %q", c.in, got, c.out)
		}
	}
}

// TestParseCardsPhysical checks that repeated faces become distinct
// physical cards, as multi-deck games need.
func TestParseCardsPhysical(t *testing.T) {
	cards, err := ParseCards("8H 8H * * 8H")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Card]bool{}
	for _, c := range cards {
		if seen[c] {
			t.Fatalf("card %v copy %d given twice", c, c.Copy())
		}
		seen[c] = true
	}
	if cards[0].Copy() != 0 || cards[1].Copy() != 1 || cards[4].Copy() != 2 || cards[3].Copy() != 1 {
		t.Errorf("copies %d %d %d %d %d", cards[0].Copy(), cards[1].Copy(), cards[2].Copy(), cards[3].Copy(), cards[4].Copy())
	}
	if cards[0].Face() != cards[1].Face() || cards[0].Rank() != 8 || cards[0].Suit() != Hearts {
		t.Error("8H copies lost their face")
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{"5X", "suit must be one of C D H S"},
		{"1H", "rank must be one of"},
		{"AHH", "write rank then suit"},
		{"3H 4H 5", "write rank then suit"},
	}
	for _, c := range cases {
		_, err := ParseCards(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseCards(%q) error %v, want one containing %q", c.in, err, c.want)
		}
	}
	if _, err := ParseMelds("3H 4H 5H // 7C 7D 7S"); err == nil || !strings.Contains(err.Error(), "meld 2 of 3 is empty") {
		t.Errorf("empty meld: %v", err)
	}
	if _, err := ParseMelds("  "); err == nil {
		t.Error("no cards: want an error")
	}
}

func TestParseMeldsCountsCopiesAcrossMelds(t *testing.T) {
	melds, err := ParseMelds("7H 8H 9H / 7H 7C 7D")
	if err != nil {
		t.Fatal(err)
	}
	if len(melds) != 2 || melds[0][0] == melds[1][0] {
		t.Fatalf("the two 7H must be distinct physical cards: %v", melds)
	}
	if got := FormatMelds(melds); got != "7H 8H 9H / 7H 7C 7D" {
		t.Errorf("FormatMelds = %q", got)
	}
}

func TestFaceAccessors(t *testing.T) {
	for s := Clubs; s <= Spades; s++ {
		for r := Ace; r <= King; r++ {
			f := NewFace(r, s)
			if f.Rank() != r || f.Suit() != s || f.IsJoker() {
				t.Fatalf("face %d: rank %v suit %v", f, f.Rank(), f.Suit())
			}
			c := NewCard(f, 2)
			if c.Face() != f || c.Copy() != 2 || !c.Valid() {
				t.Fatalf("card %d lost its face or copy", c)
			}
		}
	}
	j := NewCard(JokerFace, 5)
	if !j.IsJoker() || j.Rank() != NoRank || j.String() != "*" {
		t.Error("joker accessors")
	}
	if NoCard.Valid() || NoCard.String() != "??" {
		t.Error("NoCard must not be a valid card")
	}
	if Hearts.Symbol() != "♥" || Spades.String() != "S" || Ten.String() != "T" {
		t.Error("suit/rank strings")
	}
}
