package engine

import (
	"errors"
	"fmt"
)

// Deal is a chosen first deal: every seat's hand, the card turned up on
// the discard pile and the stock, for tutorials and scripted tests. A
// game started from it (NewGameFromDeal) plays its first hand with these
// cards and shuffles the later hands with Seed.
type Deal struct {
	// Dealer is the seat that deals; the seat on its left plays first
	// (COM-2).
	Dealer int
	// Hands holds each seat's cards in the order the seat receives them.
	Hands [][]Card
	// Up is the card turned up to start the discard pile.
	Up Card
	// Stock is the rest of the deck, top (drawn first) first.
	Stock []Card
	// Seed drives the shuffle of the hands after the first.
	Seed uint64
}

// StackDeal returns the deal of hands, up and the given top of the stock
// (drawn first, first), with the rest of r's deck below them in the
// deck's own order. It does not check the deal: NewGameFromDeal does.
func StackDeal(r *Rules, dealer int, hands [][]Card, up Card, top []Card) Deal {
	used := map[Card]bool{up: true}
	for _, h := range hands {
		for _, c := range h {
			used[c] = true
		}
	}
	stock := append([]Card(nil), top...)
	for _, c := range top {
		used[c] = true
	}
	for _, c := range NewDeck(r.Deck()) {
		if !used[c] {
			stock = append(stock, c)
		}
	}
	return Deal{Dealer: dealer, Hands: hands, Up: up, Stock: stock}
}

// Check reports whether d is a first deal of a game under r: a hand of
// the variant's size for every seat, and every card of the variant's
// deck exactly once among the hands, the up-card and the stock
// (conservation). The error names the first thing wrong.
func (d Deal) Check(r *Rules) error {
	if r == nil {
		return errors.New("engine: no rules given")
	}
	if !r.HasMelds() { // Kopilka: the only rule set without melds
		return errors.New("engine: a Kopilka game has no deal of hands to choose")
	}
	n := r.Options.NumPlayers()
	if d.Dealer < 0 || d.Dealer >= n {
		return fmt.Errorf("engine: the deal's dealer is seat %d; the game has seats 0 to %d", d.Dealer, n-1)
	}
	if len(d.Hands) != n {
		return fmt.Errorf("engine: the deal has %d hands for %d seats", len(d.Hands), n)
	}
	size := r.v.dealSize(&Public{Rules: r, Players: n, HandNo: 1})
	for i, h := range d.Hands {
		if len(h) != size {
			return fmt.Errorf("engine: the deal gives seat %d %d cards; this game deals %d", i, len(h), size)
		}
	}
	deck := NewDeck(r.Deck())
	left := make(map[Card]bool, len(deck))
	for _, c := range deck {
		left[c] = true
	}
	take := func(c Card, where string) error {
		if !left[c] {
			if c.Valid() && inDeck(deck, c) {
				return fmt.Errorf("engine: the deal holds %s twice (again in %s)", c, where)
			}
			return fmt.Errorf("engine: the deal's card %s (in %s) is not in this game's deck", c, where)
		}
		delete(left, c)
		return nil
	}
	for i, h := range d.Hands {
		for _, c := range h {
			if err := take(c, fmt.Sprintf("seat %d's hand", i)); err != nil {
				return err
			}
		}
	}
	if err := take(d.Up, "the up-card"); err != nil {
		return err
	}
	for _, c := range d.Stock {
		if err := take(c, "the stock"); err != nil {
			return err
		}
	}
	if len(left) > 0 {
		for _, c := range deck {
			if left[c] {
				return fmt.Errorf("engine: the deal misses %d of the deck's cards (%s among them)", len(left), c)
			}
		}
	}
	return nil
}

func inDeck(deck []Card, c Card) bool {
	for _, x := range deck {
		if x == c {
			return true
		}
	}
	return false
}

// NewGameFromDeal starts a game under r whose first hand is dealt as d
// (checked by Deal.Check), with its events (the deal, for a table that
// animates it). The cards go out one at a time clockwise from the
// dealer's left as in any deal, so the events are a normal deal's.
// Liverpool's cut is skipped: the deal is the cut deck. Such a game
// cannot be written by Save, which replays from a seed.
func NewGameFromDeal(r *Rules, d Deal) (*State, []Event, error) {
	if err := d.Check(r); err != nil {
		return nil, nil, err
	}
	if err := r.Options.Validate(); err != nil {
		return nil, nil, err
	}
	n := r.Options.NumPlayers()
	s := &State{seed: d.Seed, rng: NewRNG(d.Seed), drawnStock: NoCard, dealt: true}
	s.pub = Public{Rules: r, Players: n, Totals: make([]int, n), Seats: make([]SeatInfo, n),
		RommePublic: RommePublic{FirstMelder: -1}, LiverpoolPublic: LiverpoolPublic{Discarder: -1, Offender: -1, OldOffender: -1}, Caller: -1}
	s.hands = make([][]Card, n)
	s.pub.Dealer = d.Dealer
	s.resetHand()
	// deal pops the stock's last element first: lay the cards so that
	// round by round each seat gets its next card, then the up-card,
	// then the stock from its top.
	size := len(d.Hands[0])
	order := make([]Card, 0, n*size+1+len(d.Stock))
	for round := 0; round < size; round++ {
		for i := 1; i <= n; i++ {
			order = append(order, d.Hands[(d.Dealer+i)%n][round])
		}
	}
	order = append(order, d.Up)
	order = append(order, d.Stock...)
	s.stock = s.stock[:0]
	for i := len(order) - 1; i >= 0; i-- {
		s.stock = append(s.stock, order[i])
	}
	ev := []Event{{Kind: EvHandStarted, Hand: s.pub.HandNo, Seat: s.pub.Dealer}}
	s.deal(&ev)
	return s, ev, nil
}

// FromDeal reports whether the game was started from a chosen deal.
func (s *State) FromDeal() bool { return s.dealt }
