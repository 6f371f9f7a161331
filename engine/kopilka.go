package engine

// SeatStatus is a Kopilka player's standing (KOP-4).
type SeatStatus uint8

// The standings.
const (
	// SeatAlive: the player has chips and is dealt in.
	SeatAlive SeatStatus = iota
	// SeatDead: no chips; dealt no card until a chip revives them.
	SeatDead
	// SeatOut: out for good; no ace revives them.
	SeatOut
)

var seatStatusNames = [...]string{"alive", "dead", "out"}

// String names the standing.
func (s SeatStatus) String() string {
	if int(s) < len(seatStatusNames) {
		return seatStatusNames[s]
	}
	return "none"
}

// KopilkaPublic is the public state of a Kopilka game: in it everything
// is face up once dealt; only the stock's order is hidden.
type KopilkaPublic struct {
	// Bank is the chips in the piggy bank.
	Bank int `json:"bank"`
	// Chips holds every seat's chips.
	Chips []int `json:"chips"`
	// Status holds every seat's standing.
	Status []SeatStatus `json:"status"`
	// Revived marks the seats that came back to life and have not yet
	// settled a card since (KOP-4).
	Revived []bool `json:"revived"`
	// Round is the round number, from 1.
	Round int `json:"round"`
	// Order lists the seats dealt in this round, in deal order, and
	// Cards their face-up cards.
	Order []int  `json:"order"`
	Cards []Card `json:"cards"`
	// Next is the index in Order of the next card to settle.
	Next int `json:"next"`
}

// clone deep-copies k (nil stays nil).
func (k *KopilkaPublic) clone() *KopilkaPublic {
	return k.cloneInto(nil)
}

// cloneInto copies k into dst, reusing dst's slices (nil dst: a new one);
// a nil k gives nil.
func (k *KopilkaPublic) cloneInto(dst *KopilkaPublic) *KopilkaPublic {
	if k == nil {
		return nil
	}
	if dst == nil {
		dst = &KopilkaPublic{}
	}
	chips, status, revived, order, cards := dst.Chips[:0], dst.Status[:0], dst.Revived[:0], dst.Order[:0], dst.Cards[:0]
	*dst = *k
	dst.Chips = append(chips, k.Chips...)
	dst.Status = append(status, k.Status...)
	dst.Revived = append(revived, k.Revived...)
	dst.Order = append(order, k.Order...)
	dst.Cards = append(cards, k.Cards...)
	return dst
}

// ChipsInPlay returns the bank plus every seat's chips: always the
// players times the starting chips (KOP-5).
func (k *KopilkaPublic) ChipsInPlay() int {
	n := k.Bank
	for _, c := range k.Chips {
		n += c
	}
	return n
}

// newKopilka is the start of a game: every player antes into the bank
// (KOP-1).
func newKopilka(n, chips int) *KopilkaPublic {
	k := &KopilkaPublic{Bank: n * KopilkaAnte, Chips: make([]int, n), Status: make([]SeatStatus, n), Revived: make([]bool, n)}
	for i := range k.Chips {
		k.Chips[i] = chips - KopilkaAnte
	}
	return k
}

// kopilkaEffect returns what a card of rank r moves (KOP-3): n chips,
// taken from the bank (take), or paid (pay: into the bank; an ace gives
// one to the left neighbour).
func kopilkaEffect(r Rank) (n int, kind kopilkaMove) {
	switch r {
	case King:
		return 3, moveTake
	case Queen:
		return 2, moveTake
	case Jack:
		return 1, moveTake
	case Ace:
		return 1, moveGive
	case 4, 6, 8:
		return 2, movePay
	case 5, 7, 9:
		return 1, movePay
	}
	return 0, moveNone // 10, 2, 3 (KOP-3 decision)
}

// kopilkaMove is what a card does with chips.
type kopilkaMove uint8

const (
	moveNone kopilkaMove = iota
	moveTake
	movePay
	moveGive
)

// kopilkaRound deals the next round (KOP-2): the deal passes one seat
// clockwise after the first round, the cards are gathered and shuffled,
// and every seat with chips gets one card face up, clockwise from the
// dealer's left.
func (s *State) kopilkaRound(ev *[]Event) {
	p := &s.pub
	k := p.Kopilka
	if k.Round > 0 {
		p.Dealer = p.next(p.Dealer)
		deck := ShuffledDeck(p.Rules.Options, &s.rng)
		s.stock = s.stock[:0]
		for i := len(deck) - 1; i >= 0; i-- {
			s.stock = append(s.stock, deck[i])
		}
	}
	k.Round++
	k.Order, k.Cards, k.Next = k.Order[:0], k.Cards[:0], 0
	for i := 1; i <= p.Players; i++ {
		seat := (p.Dealer + i) % p.Players
		if k.Chips[seat] > 0 {
			k.Order = append(k.Order, seat)
		}
	}
	*ev = append(*ev, Event{Kind: EvRoundStarted, N: k.Round, Seat: p.Dealer, Seats: append([]int(nil), k.Order...)})
	for _, seat := range k.Order {
		c := s.popStock()
		k.Cards = append(k.Cards, c)
		*ev = append(*ev, moved(c, ZoneStock, -1, ZoneFaceUp, seat))
	}
	p.Phase = PhaseReveal
	p.Turn = k.Order[0]
}

// reveal settles the seat's card (KOP-3, KOP-4) and moves on: the next
// card, the next round, or the end of the game (KOP-5).
func (s *State) reveal(seat int, ev *[]Event) {
	p := &s.pub
	k := p.Kopilka
	c := k.Cards[k.Next]
	*ev = append(*ev, Event{Kind: EvRevealed, Seat: seat, Card: c})
	s.settle(seat, c, ev)
	k.Next++
	if k.Next < len(k.Order) {
		p.Turn = k.Order[k.Next]
		return
	}
	if s.kopilkaOver(ev) {
		return
	}
	s.kopilkaRound(ev)
}

// settle applies card c of seat (KOP-3, KOP-4).
func (s *State) settle(seat int, c Card, ev *[]Event) {
	p := &s.pub
	k := p.Kopilka
	n, kind := kopilkaEffect(c.Rank())
	revived := k.Revived[seat]
	k.Revived[seat] = false
	switch kind {
	case moveTake:
		s.moveChips(-1, seat, min(n, k.Bank), ev)
	case moveGive:
		if to := s.leftInGame(seat); to >= 0 {
			s.moveChips(seat, to, 1, ev)
		}
	case movePay:
		s.moveChips(seat, -1, min(n, k.Chips[seat]), ev)
	}
	switch {
	case revived && n > 1 && kind == movePay:
		// KOP-4: a player who came back and owes more than one chip
		// pays all they hold and is out for good.
		s.moveChips(seat, -1, k.Chips[seat], ev)
		k.Status[seat] = SeatOut
		*ev = append(*ev, Event{Kind: EvOut, Seat: seat})
	case k.Chips[seat] == 0:
		k.Status[seat] = SeatDead
		*ev = append(*ev, Event{Kind: EvDied, Seat: seat})
	}
}

// leftInGame is the first seat to the left of seat that is not out for
// good (the ace's chip goes to it, KOP-3), or -1.
func (s *State) leftInGame(seat int) int {
	p := &s.pub
	for to := p.next(seat); to != seat; to = p.next(to) {
		if p.Kopilka.Status[to] != SeatOut {
			return to
		}
	}
	return -1
}

// moveChips moves n chips from seat from to seat to (-1: the bank),
// reviving a dead receiver (KOP-4).
func (s *State) moveChips(from, to, n int, ev *[]Event) {
	if n <= 0 {
		return
	}
	k := s.pub.Kopilka
	if from < 0 {
		k.Bank -= n
	} else {
		k.Chips[from] -= n
	}
	if to < 0 {
		k.Bank += n
	} else {
		k.Chips[to] += n
	}
	*ev = append(*ev, Event{Kind: EvChipsMoved, Seat: -1, FromIndex: from, ToIndex: to, N: n})
	if to >= 0 && k.Status[to] == SeatDead {
		k.Status[to] = SeatAlive
		k.Revived[to] = true
		*ev = append(*ev, Event{Kind: EvRevived, Seat: to})
	}
}

// kopilkaOver ends the game after a round if it is over (KOP-5): one
// player with chips takes the bank; a round that leaves nobody with chips
// makes the players dealt in it share the win; after MaxKopilkaRounds the
// most chips win. Shared banks are split evenly, the remainder staying in
// the bank.
func (s *State) kopilkaOver(ev *[]Event) bool {
	p := &s.pub
	k := p.Kopilka
	var holders []int
	for seat, c := range k.Chips {
		if c > 0 {
			holders = append(holders, seat)
		}
	}
	var winners []int
	reason := EndOut
	switch {
	case len(holders) == 1:
		winners = holders
	case len(holders) == 0:
		winners = append([]int(nil), k.Order...)
	case k.Round >= MaxKopilkaRounds:
		reason = EndTurnCap
		best := 0
		for _, c := range k.Chips {
			best = max(best, c)
		}
		for seat, c := range k.Chips {
			if c == best {
				winners = append(winners, seat)
			}
		}
	default:
		return false
	}
	if share := k.Bank / len(winners); share > 0 {
		for _, w := range winners {
			k.Bank -= share
			k.Chips[w] += share
			*ev = append(*ev, Event{Kind: EvChipsMoved, Seat: -1, FromIndex: -1, ToIndex: w, N: share})
		}
	}
	winner := -1
	if len(winners) == 1 {
		winner = winners[0]
	}
	s.endHand(winner, reason, false, ev)
	p.Winners = winners
	for i := range *ev {
		if e := &(*ev)[i]; e.Kind == EvGameOver {
			e.Seats = append([]int(nil), winners...)
		}
	}
	return true
}
