package engine

import (
	"slices"
	"strings"
	"testing"
)

// dealOf is a deal of the named cards for the tests below.
func dealOf(t *testing.T, r *Rules, dealer int, hands []string, up, top string) Deal {
	t.Helper()
	h, u, tp := parseDeal(t, deal{hands: hands, up: up, stock: top})
	return StackDeal(r, dealer, h, u, tp)
}

// Issue 16 item 1: a game from a chosen deal gives every seat its hand,
// turns up the chosen card, draws the stock from its top, lets the seat
// left of the dealer play first, and shuffles the later hands by the
// deal's seed.
func TestIssue16DealStartsTheGame(t *testing.T) {
	for _, tc := range []struct {
		v     Variant
		hands []string
	}{
		{Classic, []string{"AH 2H 3H 5C 5D 5S 9C JD QS KC", "2C 3C 4C 7D 8D 9D TH JH QH 6S"}},
		{Romme, []string{"AH 2H 3H 4H 5C 5D 5S 9C JD QS KC KD KS", "2C 3C 4C 7D 8D 9D TH JH QH 6S 6H 6D *"}},
		{Liverpool, []string{"AH 2H 3H 5C 5D 5S 9C JD QS KC", "2C 3C 4C 7D 8D 9D TH JH QH 6S", "2S 3S 4S 7C 8C 9C TD JS QD *"}},
	} {
		t.Run(tc.v.String(), func(t *testing.T) {
			r := rulesFor(t, tc.v, "players="+string(rune('0'+len(tc.hands))))
			n := len(tc.hands)
			d := dealOf(t, r, 0, tc.hands, "7S", "4H 8H")
			d.Seed = 9
			s, ev, err := NewGameFromDeal(r, d)
			if err != nil {
				t.Fatal(err)
			}
			for seat := range n {
				if got := FormatCards(s.HandOf(seat)); got != FormatCards(d.Hands[seat]) {
					t.Errorf("seat %d holds %s, dealt %s", seat, got, FormatCards(d.Hands[seat]))
				}
			}
			v := s.View(1 % n)
			if s.Phase() != PhaseDraw || v.Turn != 1%n || v.Dealer != 0 || v.HandNo != 1 {
				t.Fatalf("phase %s turn %d dealer %d hand %d; want draw, seat %d, dealer 0, hand 1", s.Phase(), v.Turn, v.Dealer, v.HandNo, 1%n)
			}
			if len(v.Pile) != 1 || v.Pile[0] != d.Up {
				t.Fatalf("pile %s, want the up-card %s", FormatCards(v.Pile), d.Up)
			}
			if s.StockSize() != len(d.Stock) {
				t.Fatalf("stock of %d, want %d", s.StockSize(), len(d.Stock))
			}
			if ev[0].Kind != EvHandStarted || len(ev) != 1+n*len(d.Hands[0])+1+1 {
				t.Fatalf("%d events from %s: want the hand started, a card each, the up-card and the turn", len(ev), ev[0].Kind)
			}
			ldraw(t, s, 1%n)
			if h := s.HandOf(1 % n); h[len(h)-1] != d.Stock[0] {
				t.Fatalf("drew %s, want the stock's top %s", h[len(h)-1], d.Stock[0])
			}
			if _, err := Save(s); err == nil || !strings.Contains(err.Error(), "chosen deal") {
				t.Fatalf("Save of a dealt game: %v, want a refusal", err)
			}
			if !s.FromDeal() {
				t.Fatal("FromDeal is false")
			}
		})
	}
}

// Issue 16 item 1: a deal that does not conserve the variant's deck, or
// does not fit the game, is refused with an error naming what is wrong,
// and no game starts.
func TestIssue16DealChecksConservation(t *testing.T) {
	r := rulesFor(t, Classic)
	good := func() Deal {
		return dealOf(t, r, 1, []string{"AH 2H 3H 5C 5D 5S 9C JD QS KC", "2C 3C 4C 7D 8D 9D TH JH QH 6S"}, "KD", "")
	}
	if err := good().Check(r); err != nil {
		t.Fatalf("a good deal: %v", err)
	}
	twice := good()
	twice.Hands[1][0] = twice.Hands[0][0]
	missing := good()
	missing.Stock = missing.Stock[1:]
	extra := good()
	extra.Stock = append(extra.Stock, NewCard(JokerFace, 0))
	short := good()
	short.Hands[0] = short.Hands[0][:9]
	short.Stock = append(short.Stock, good().Hands[0][9])
	seats := good()
	seats.Hands = seats.Hands[:1]
	dealer := good()
	dealer.Dealer = 2
	for _, tc := range []struct {
		name string
		d    Deal
		want string
	}{
		{"a card twice", twice, "holds AH twice (again in seat 1's hand)"},
		{"a card missing", missing, "misses 1 of the deck's cards"},
		{"a card of another deck", extra, "is not in this game's deck"},
		{"a short hand", short, "gives seat 0 9 cards; this game deals 10"},
		{"a hand too few", seats, "1 hands for 2 seats"},
		{"no such dealer", dealer, "dealer is seat 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _, err := NewGameFromDeal(r, tc.d)
			if err == nil || !strings.Contains(err.Error(), tc.want) || s != nil {
				t.Fatalf("got %v (game %v), want an error with %q", err, s != nil, tc.want)
			}
		})
	}
	k := rulesFor(t, Kopilka)
	if _, _, err := NewGameFromDeal(k, Deal{}); err == nil || !strings.Contains(err.Error(), "Kopilka") {
		t.Fatalf("Kopilka: %v", err)
	}
}

// Issue 16 item 1: after the chosen first hand the game goes on as any
// game: the dealer rotates and the next hand is shuffled by the seed,
// the same each time.
func TestIssue16DealLaterHandsFollowTheSeed(t *testing.T) {
	r := rulesFor(t, Classic, "target=1000")
	play := func() (*State, []Card) {
		s := rig(t, r, classicDeal("AH 2H 3H 5C 5D 5S 7S 8S 9S TS", "JS"))
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, MeldAction(meldsOf(t, "AH 2H 3H / 5C 5D 5S / 7S 8S 9S TS JS")...))
		if s.Phase() != PhaseHandOver {
			t.Fatalf("phase %s after going out", s.Phase())
		}
		do(t, s, 0, NextHandAction())
		return s, s.HandOf(1)
	}
	s, h1 := play()
	_, h2 := play()
	if s.View(0).Dealer != 0 || s.HandNumber() != 2 || !slices.Equal(h1, h2) || len(h1) != 10 {
		t.Fatalf("hand %d dealer %d, hands %s and %s", s.HandNumber(), s.View(0).Dealer, FormatCards(h1), FormatCards(h2))
	}
}
