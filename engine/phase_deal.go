package engine

import "fmt"

// NewGame starts a game under rules with the shuffle driven by seed
// (COM-8): the same rules, seed and actions always give the same game.
// Seats are numbered clockwise from 0 (COM-1). The first hand is dealt at
// once, or waits for the cut in Liverpool (LIV-CUT-1). Classic and
// Liverpool give the first deal to the last seat so that seat 0 plays
// first; Rommé picks the first player at random (ROM-1).
func NewGame(r *Rules, seed uint64) (*State, error) {
	s, _, err := newGameEvents(r, seed)
	return s, err
}

// NewGameEvents is NewGame that also returns the events of the first deal
// (for a table that animates it).
func NewGameEvents(r *Rules, seed uint64) (*State, []Event, error) {
	return newGameEvents(r, seed)
}

func newGameEvents(r *Rules, seed uint64) (*State, []Event, error) {
	if r == nil {
		return nil, nil, fmt.Errorf("engine: no rules given")
	}
	if err := r.Options.Validate(); err != nil {
		return nil, nil, err
	}
	n := r.Options.NumPlayers()
	s := &State{seed: seed, rng: NewRNG(seed), drawnStock: NoCard}
	s.pub = Public{Rules: r, Players: n, Totals: make([]int, n), Seats: make([]SeatInfo, n),
		RommePublic: RommePublic{FirstMelder: -1}, LiverpoolPublic: LiverpoolPublic{Discarder: -1, Offender: -1, OldOffender: -1}, Caller: -1}
	s.hands = make([][]Card, n)
	s.pub.Dealer = r.v.firstDealer(s)
	var ev []Event
	s.startHand(&ev)
	return s, ev, nil
}

// startHand shuffles a fresh deck for the next hand and deals it, or
// waits for the cut in Liverpool.
func (s *State) startHand(ev *[]Event) {
	p := &s.pub
	s.resetHand()
	deck := ShuffledDeck(p.Rules.Options, &s.rng)
	// The stock's top is its last element; the shuffled deck is laid
	// face down so its first card is on top.
	s.stock = s.stock[:0]
	for i := len(deck) - 1; i >= 0; i-- {
		s.stock = append(s.stock, deck[i])
	}
	*ev = append(*ev, Event{Kind: EvHandStarted, Hand: p.HandNo, Seat: p.Dealer})
	*ev = p.Rules.v.beginHand(s, *ev)
}

// resetHand clears the table for the next hand: the dealer rotates
// after the first hand and every per-hand field starts afresh.
func (s *State) resetHand() {
	p := &s.pub
	if p.HandNo > 0 {
		p.Dealer = p.next(p.Dealer) // COM-2: the dealer rotates clockwise
	}
	p.HandNo++
	p.TurnNo = 0
	p.Pile = p.Pile[:0]
	p.Table = nil
	for i := range p.Seats {
		p.Seats[i] = SeatInfo{}
		s.hands[i] = s.hands[i][:0]
	}
	p.History = nil
	p.FirstMelder = -1
	p.LastStock = false
	p.Discarder, p.TopFresh, p.Offender, p.OldOffender = -1, false, -1, -1
	p.Caller = -1
	p.Claim = ClaimWindow{}
	p.TurnState = newTurnInfo()
	s.drawnStock = NoCard
}

// dealSize returns the cards each seat gets in the current hand:
// CLA-2, ROM-2 and ROM-SR-SMALL, LIV-3.
func (p *Public) dealSize() int { return p.Rules.v.dealSize(p) }

// deal gives each seat its cards one at a time clockwise from the left of
// the dealer, turns up the discard pile's first card and starts the first
// turn (COM-2).
func (s *State) deal(ev *[]Event) {
	p := &s.pub
	size := p.dealSize()
	for round := 0; round < size; round++ {
		for i := 1; i <= p.Players; i++ {
			seat := (p.Dealer + i) % p.Players
			c := s.popStock()
			s.hands[seat] = append(s.hands[seat], c)
			*ev = append(*ev, moved(c, ZoneStock, -1, ZoneHand, seat))
		}
	}
	up := s.popStock()
	p.Pile = append(p.Pile, up)
	*ev = append(*ev, moved(up, ZoneStock, -1, ZoneDiscard, -1))
	s.startTurn(p.next(p.Dealer), ev)
}

// popStock takes the stock's top card; the stock must not be empty.
func (s *State) popStock() Card {
	c := s.stock[len(s.stock)-1]
	s.stock = s.stock[:len(s.stock)-1]
	return c
}

// refill turns the discard pile into a new stock when the stock is empty:
// classic turns the pile over unshuffled and turns up its top card
// (CLA-6); Liverpool shuffles all but the pile's top card (LIV-STOCK-1).
// Rommé never refills (ROM-12). It reports whether the stock has cards.
func (s *State) refill(ev *[]Event) bool {
	p := &s.pub
	if len(s.stock) > 0 {
		return true
	}
	var ok bool
	*ev, ok = p.Rules.v.refill(s, *ev)
	return ok
}

// drawStock moves the stock's top card to seat's hand, refilling the stock
// first if needed. It returns false when no card is left anywhere to draw.
func (s *State) drawStock(seat int, ev *[]Event) (Card, bool) {
	if !s.refill(ev) {
		return NoCard, false
	}
	c := s.popStock()
	s.hands[seat] = append(s.hands[seat], c)
	*ev = append(*ev, moved(c, ZoneStock, -1, ZoneHand, seat))
	if len(s.stock) == 0 && s.pub.Rules.v.lastStockEnds() {
		s.pub.LastStock = true // ROM-12
	}
	s.noteOneCard(seat, ev)
	return c, true
}

// startTurn begins seat's turn: it enforces the turn cap and, in classic
// and Liverpool, refills an empty stock; a hand that cannot go on ends
// with no winner.
func (s *State) startTurn(seat int, ev *[]Event) {
	p := &s.pub
	p.Turn = seat
	p.TurnState = newTurnInfo()
	p.Claim = ClaimWindow{}
	s.drawnStock = NoCard
	if p.TurnNo >= MaxTurnsPerHand {
		s.endHand(-1, EndTurnCap, false, ev)
		return
	}
	p.TurnNo++
	if !s.refill(ev) {
		s.endHand(-1, EndStockOut, false, ev)
		return
	}
	p.Phase = PhaseDraw
	*ev = append(*ev, Event{Kind: EvTurnStarted, Seat: seat, N: p.TurnNo})
}

// noteOneCard signals a seat holding a single card (LIV-OUT-4).
func (s *State) noteOneCard(seat int, ev *[]Event) {
	if s.pub.Rules.v.signalsOneCard() && len(s.hands[seat]) == 1 {
		*ev = append(*ev, Event{Kind: EvOneCard, Seat: seat})
	}
}
