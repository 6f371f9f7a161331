package scenes

import (
	"rummy/engine"
)

// kopSpeed is how fast the Kopilka table plays its story.
type kopSpeed int

// The speeds, in the speed control's order.
const (
	kopSlow kopSpeed = iota
	kopNormal
	kopFast
	kopInstant
)

// kopSpeeds lists the speeds in the control's order.
var kopSpeeds = [...]kopSpeed{kopSlow, kopNormal, kopFast, kopInstant}

// dealTicks is the pause after each dealt card.
func (s kopSpeed) dealTicks() int { return [...]int{8, 4, 1, 0}[s] }

// revealTicks is the pause after a card is revealed, before its chips
// move.
func (s kopSpeed) revealTicks() int { return [...]int{36, 18, 6, 0}[s] }

// flightTicks is a chip's flight.
func (s kopSpeed) flightTicks() int { return [...]int{40, 24, 10, 0}[s] }

// autoReveal is how long a person's card waits before revealing itself
// (KOP-6).
func (s kopSpeed) autoReveal() int { return [...]int{360, 240, 150, 90}[s] }

// endPause is the pause before the result screen.
func (s kopSpeed) endPause() int { return [...]int{90, 60, 30, 1}[s] }

// kopFlight is a chip (or a dealt card) on its way; from and to are
// seats or -1 for the bank.
type kopFlight struct {
	from, to  int
	tick, len int
	delay     int
	card      engine.Card // NoCard for a chip
	n         int         // chips that land with the last of the flight
}

// progress returns how far along the flight is (0…1), or a negative
// number while it waits to start.
func (f kopFlight) progress() float64 {
	if f.tick < f.delay {
		return -1
	}
	if f.len == 0 {
		return 1
	}
	return min(1, float64(f.tick-f.delay)/float64(f.len))
}

// kopShown is the game as the table shows it: the view's Kopilka state
// as of the events shown so far. The match is only asked for more when
// it is idle, so at rest it equals the view.
type kopShown struct {
	chips   []int
	bank    int
	status  []engine.SeatStatus
	round   int
	dealer  int
	order   []int
	cards   []engine.Card // per seat: its face-up card this round (NoCard: none)
	dealt   []bool        // per seat: the card has landed
	settled []bool        // per seat: its card was revealed and settled
	active  int           // the seat settling now, or -1
	winners []int
	// fell is, per seat, when it last lost its chips: the count of
	// losses shown so far at that moment (1 for the first seat to fall),
	// 0 for a seat that holds chips or fell before this screen saw it
	// (a resumed game). falls counts the losses shown.
	fell    []int
	falls   int
	over    bool
	endWait int
	wait    int
	queue   []engine.Event
	head    int // the next event of queue to show
	flights []kopFlight
}

// sync sets the shown state from the view (a new or resumed game).
func (s *kopShown) sync(k *engine.KopilkaPublic) {
	n := len(k.Chips)
	s.chips = append(s.chips[:0], k.Chips...)
	s.bank = k.Bank
	s.status = append(s.status[:0], k.Status...)
	s.fell, s.falls = make([]int, n), 0
	s.round = k.Round
	s.order = append(s.order[:0], k.Order...)
	s.cards = make([]engine.Card, n)
	s.dealt = make([]bool, n)
	s.settled = make([]bool, n)
	for i := range s.cards {
		s.cards[i] = engine.NoCard
	}
	for i, seat := range k.Order {
		s.cards[seat] = k.Cards[i]
		s.dealt[seat] = true
		s.settled[seat] = i < k.Next
	}
	s.active = -1
}

// slotOf returns seat (for the layout's card slots).
func (s *kopShown) slotOf(seat int) int { return seat }

// idle reports whether everything shown has been shown.
func (s *kopShown) idle() bool { return s.head == len(s.queue) && len(s.flights) == 0 && s.wait == 0 }

// step advances one tick: the flights, the pause, then the next events
// (at the instant speed, all of them).
func (s *kopShown) step(sp kopSpeed) {
	live := s.flights[:0]
	for _, f := range s.flights {
		f.tick++
		if f.progress() >= 1 {
			s.land(f)
			continue
		}
		live = append(live, f)
	}
	s.flights = live
	if s.wait > 0 {
		s.wait--
	}
	for s.wait == 0 && len(s.flights) == 0 && s.head < len(s.queue) {
		s.head++
		s.apply(s.queue[s.head-1], sp)
	}
	if s.head == len(s.queue) {
		s.queue, s.head = s.queue[:0], 0
	}
}

// land ends a flight: a dealt card is in place, chips reach their
// receiver.
func (s *kopShown) land(f kopFlight) {
	if f.card != engine.NoCard {
		s.dealt[f.to] = true
		return
	}
	if f.n == 0 {
		return
	}
	if f.to < 0 {
		s.bank += f.n
	} else {
		s.chips[f.to] += f.n
	}
}

// kopChipsFlown is the most chips drawn flying for one move.
const kopChipsFlown = 5

// apply shows one event.
func (s *kopShown) apply(e engine.Event, sp kopSpeed) {
	switch e.Kind {
	case engine.EvRoundStarted:
		s.round, s.dealer = e.N, e.Seat
		s.order = append(s.order[:0], e.Seats...)
		for i := range s.cards {
			s.cards[i], s.dealt[i], s.settled[i] = engine.NoCard, false, false
		}
		s.active = -1
		s.wait = sp.dealTicks()
	case engine.EvCardMoved:
		if e.To != engine.ZoneFaceUp {
			return
		}
		s.cards[e.ToIndex] = e.Card
		if sp == kopInstant {
			s.dealt[e.ToIndex] = true
			return
		}
		// The dealer deals: the card flies from their seat (KOP-2).
		s.flights = append(s.flights, kopFlight{from: s.dealer, to: e.ToIndex, len: sp.flightTicks() / 2, card: e.Card})
	case engine.EvRevealed:
		if s.active >= 0 {
			s.settled[s.active] = true
		}
		s.active = e.Seat
		s.wait = sp.revealTicks()
	case engine.EvChipsMoved:
		if e.FromIndex < 0 {
			s.bank -= e.N
		} else {
			s.chips[e.FromIndex] -= e.N
		}
		if sp == kopInstant {
			s.land(kopFlight{to: e.ToIndex, n: e.N, card: engine.NoCard})
			return
		}
		shown := min(e.N, kopChipsFlown)
		for i := 0; i < shown; i++ {
			f := kopFlight{from: e.FromIndex, to: e.ToIndex, len: sp.flightTicks(), delay: i * 3, card: engine.NoCard}
			if i == shown-1 {
				f.n = e.N
			}
			s.flights = append(s.flights, f)
		}
	case engine.EvDied:
		s.status[e.Seat] = engine.SeatDead
		s.fall(e.Seat)
	case engine.EvRevived:
		s.status[e.Seat] = engine.SeatAlive
		s.fell[e.Seat] = 0
	case engine.EvOut:
		s.status[e.Seat] = engine.SeatOut
		s.fall(e.Seat)
	case engine.EvGameOver:
		if s.active >= 0 {
			s.settled[s.active] = true
		}
		s.active = -1
		s.winners = append(s.winners[:0], e.Seats...)
		s.over = true
	}
}

// fall marks a seat as having lost its chips now.
func (s *kopShown) fall(seat int) {
	s.falls++
	s.fell[seat] = s.falls
}

// beforeDeal turns the shown state of a game whose first round was just
// dealt back to the table before that deal (the deal's events, queued,
// then deal the cards one by one, KOP-2).
func (s *kopShown) beforeDeal() {
	s.round = 0
	s.order = s.order[:0]
	for i := range s.cards {
		s.cards[i], s.dealt[i], s.settled[i] = engine.NoCard, false, false
	}
}
