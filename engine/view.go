package engine

import (
	"errors"
	"fmt"
)

// View is everything one seat may know (DESIGN.md "Views"): the public
// state (piles, table, public history, scores, flags, the open claim
// window), its own hand, the other seats' card counts and the stock size.
// It never holds another seat's hidden cards or the stock order. Bots
// decide from a View only. A view is an independent copy: it shares no
// memory with the game (its Rules too are its own copy, without the
// shuffle seed option), so writing into it never changes the game.
type View struct {
	Public
	// Seat is the seat this view belongs to.
	Seat int `json:"seat"`
	// Hand is the seat's own hand.
	Hand []Card `json:"hand"`
	// Counts holds every seat's number of cards in hand.
	Counts []int `json:"counts"`
	// StockSize is the number of cards in the stock.
	StockSize int `json:"stock_size"`
	// Waiting lists the seats that may act now (see State.Waiting).
	Waiting []int `json:"waiting"`
	// DrawnStock is the card this seat drew from the stock this turn
	// (ROM-16), or NoCard.
	DrawnStock Card `json:"drawn_stock"`
	// Hands holds every seat's hand once the hand is over
	// (PhaseHandOver, PhaseGameOver): the cards left are shown to
	// everyone for the scoring (CLA-8, ROM-13, LIV-SCORE-1). Nil while a
	// hand is played.
	Hands [][]Card `json:"hands,omitempty"`
	// tableCards backs the table melds' cards, reused by ViewInto.
	tableCards []Card
	// history, results and scores back the copies of the history and the
	// score sheet (scores: every line's Scores), reused by ViewInto; only
	// ViewInto writes them.
	history []PileRecord
	results []HandResult
	scores  []int
	// rules holds the view's copy of the rules (Public.Rules points to
	// it) and options the copy's options.
	rules   Rules
	options ruleOptions
	// infos copies the state's descriptions of the table melds (see
	// tableCache), trusted only where they match a meld's cards.
	infos []cachedMeld
}

// View returns what seat may know. The view is an independent copy.
func (s *State) View(seat int) *View {
	v := &View{}
	s.ViewInto(seat, v)
	return v
}

// ViewInto fills v with what seat may know, reusing v's slices where it
// can (for simulations that look at many views).
func (s *State) ViewInto(seat int, v *View) {
	hand, counts, waiting := v.Hand[:0], v.Counts[:0], v.Waiting[:0]
	s.pub.cloneInto(&v.Public, &v.tableCards)
	v.copyShared(&s.pub)
	s.seatInto(seat, v, hand, counts, waiting)
	v.infos = append(v.infos[:0], s.infos[:min(len(s.pub.Table), len(s.infos))]...)
	v.Hands = s.revealed(v.Hands[:0])
}

// seatInto fills the parts of v that are the seat's own, appending to
// the given buffers: the seat's hand, every seat's card count, the stock
// size, the seats waited on and the stock card the seat just drew.
func (s *State) seatInto(seat int, v *View, hand []Card, counts, waiting []int) {
	v.Seat = seat
	if seat >= 0 && seat < len(s.hands) {
		hand = append(hand, s.hands[seat]...)
	}
	v.Hand = hand
	for _, h := range s.hands {
		counts = append(counts, len(h))
	}
	v.Counts = counts
	v.StockSize = len(s.stock)
	v.Waiting = s.appendWaiting(waiting)
	v.DrawnStock = NoCard
	if seat == s.pub.Turn {
		v.DrawnStock = s.drawnStock
	}
}

// revealed appends a copy of every hand to dst once the hand is over;
// while a hand is played it returns nil.
func (s *State) revealed(dst [][]Card) [][]Card {
	if s.pub.Phase != PhaseHandOver && s.pub.Phase != PhaseGameOver {
		return nil
	}
	for _, h := range s.hands {
		dst = append(dst, append([]Card(nil), h...))
	}
	return dst
}

// copyShared gives the view its own copies of what cloneInto leaves
// shared with p: the history, the score sheet and the rules.
func (v *View) copyShared(p *Public) {
	v.history = append(v.history[:0], p.History...)
	v.History = v.history[:len(v.history):len(v.history)]
	if p.History == nil {
		v.History = nil
	}
	total := 0
	for _, r := range p.Results {
		total += len(r.Scores)
	}
	if cap(v.scores) < total {
		v.scores = make([]int, 0, 2*total)
	}
	scores := v.scores[:0]
	v.results = v.results[:0]
	for _, r := range p.Results {
		start := len(scores)
		scores = append(scores, r.Scores...)
		r.Scores = scores[start:len(scores):len(scores)]
		v.results = append(v.results, r)
	}
	v.scores = scores
	v.Results = v.results[:len(v.results):len(v.results)]
	if p.Results == nil {
		v.Results = nil
	}
	v.Rules = nil
	if p.Rules != nil {
		p.Rules.publicCopyInto(&v.rules, &v.options)
		v.Rules = &v.rules
	}
}

// TableMeldInfo returns what Rules.CheckTableMeld says of table meld m
// (ok false: the meld is not valid), without checking again a meld the
// state has described already.
func (v *View) TableMeldInfo(m int) (info MeldInfo, ok bool) {
	return cachedInfo(v.Rules, v.infos, m, v.Table[m].Cards)
}

// FitsTable reports whether c could be laid off on some table meld (at
// either end), as LayOffPositions would say.
func (v *View) FitsTable(c Card) bool {
	for i, m := range v.Table {
		if !masksOf(m.Cards).mayJoin(c) {
			continue
		}
		info, ok := v.TableMeldInfo(i)
		if ok && !mayFit(info, len(m.Cards), c) {
			continue
		}
		lay := v.Rules.layOffPositions
		if ok {
			lay = v.Rules.layOffPositionsValid
		}
		if f, b := lay(m.Cards, c); f || b {
			return true
		}
	}
	return false
}

// AppendWaiting appends Waiting's seats to dst (for simulations that
// reuse one buffer).
func (s *State) AppendWaiting(dst []int) []int { return s.appendWaiting(dst) }

// Waiting returns the seats that may act now: the seat to play, the
// cutter, the Liverpool caller, or every eligible seat of an open claim
// window that has not answered (claimants first, in priority order, then
// the seat to play when a Rommé knock window is open during its draw),
// or the next hand's dealer once a hand is over (PhaseHandOver). It is
// empty exactly when the game is over.
func (s *State) Waiting() []int { return s.appendWaiting(nil) }

func (s *State) appendWaiting(out []int) []int {
	p := &s.pub
	switch p.Phase {
	case PhaseCut:
		return append(out, p.Cutter)
	case PhaseDraw, PhaseClaim:
		w := &p.Claim
		if w.Open() {
			for i, seat := range w.Eligible {
				if w.Answers[i] == NoAnswer {
					out = append(out, seat)
				}
			}
		}
		if p.Phase == PhaseDraw {
			out = append(out, p.Turn)
		}
		return out
	case PhasePlay, PhaseReveal:
		return append(out, p.Turn)
	case PhaseCallerDiscard:
		return append(out, p.Caller)
	case PhaseHandOver:
		return append(out, p.next(p.Dealer))
	}
	return out
}

// MayAct reports whether the view's seat may act now.
func (v *View) MayAct() bool {
	for _, w := range v.Waiting {
		if w == v.Seat {
			return true
		}
	}
	return false
}

// OpeningRequirement is the Rommé opening requirement in points (0 for
// none or another variant).
func (v *View) OpeningRequirement() int { return v.Rules.openingNeeded() }

// Contract returns the current Liverpool hand's contract (LIV-5); zero
// for the other variants.
func (v *View) Contract() (books, runs int) {
	if v.Rules.liverpool == nil {
		return 0, 0
	}
	return contractOf(v.HandNo)
}

// Floating reports whether seat has gone down and holds no card
// (LIV-OUT-3).
func (v *View) Floating(seat int) bool {
	return v.Rules.v.floats() && seat >= 0 && seat < len(v.Counts) && v.Counts[seat] == 0 && v.Seats[seat].Opened
}

// OneCard reports whether seat holds a single card (LIV-OUT-4).
func (v *View) OneCard(seat int) bool {
	return seat >= 0 && seat < len(v.Counts) && v.Counts[seat] == 1
}

// Check validates an action of the view's seat exactly as Apply would
// (COM-7), without changing anything: the table uses it to light up
// drop targets.
func (v *View) Check(a Action) error {
	x := actor{p: &v.Public, seat: v.Seat, hand: v.Hand, stock: v.StockSize}
	_, err := x.check(a)
	return err
}

// Unseen returns the cards the seat cannot see: the other hands and the
// stock, in deck order.
func (v *View) Unseen() []Card {
	var seen [1 << 10]bool
	mark := func(c Card) {
		if int(c) < len(seen) {
			seen[c] = true
		}
	}
	for _, c := range v.Hand {
		mark(c)
	}
	for _, c := range v.Pile {
		mark(c)
	}
	for _, m := range v.Table {
		for _, c := range m.Cards {
			mark(c)
		}
	}
	deck := NewDeck(v.Rules.Deck())
	out := deck[:0]
	for _, c := range deck {
		if int(c) >= len(seen) || !seen[c] {
			out = append(out, c)
		}
	}
	return out
}

// NewStateFromView builds a full State consistent with v in which the
// hidden cards are the given ones: hands[i] for every other seat (the
// view's seat may pass nil for its own hand) and the stock, top last. The
// cards must be exactly v.Unseen(), in the counts the view shows. The new
// state has an empty action log and a random source derived from the
// cards, so it is meant for search (determinization), not for saving.
func NewStateFromView(v *View, hands [][]Card, stock []Card) (*State, error) {
	if len(hands) != v.Players {
		return nil, fmt.Errorf("engine: give one hand per seat: %d seats, %d hands", v.Players, len(hands))
	}
	if len(stock) != v.StockSize {
		return nil, fmt.Errorf("engine: the stock holds %d cards, not %d", v.StockSize, len(stock))
	}
	s := &State{pub: v.Public.clone(), hands: make([][]Card, v.Players), drawnStock: NoCard}
	// The view's history and score sheet are its buffers, which the next
	// ViewInto overwrites: the state takes its own copies.
	s.pub.History = append([]PileRecord(nil), v.History...)
	s.pub.Results = cloneResults(v.Results)
	want := map[Card]int{}
	for _, c := range v.Unseen() {
		want[c]++
	}
	var h uint64 = 0x9e3779b97f4a7c15
	take := func(c Card) error {
		if want[c] != 1 {
			return fmt.Errorf("engine: %s is not one of the unseen cards (or is given twice)", c)
		}
		want[c] = 0
		h = (h ^ uint64(c)) * 0x100000001b3
		return nil
	}
	for i := range hands {
		if i == v.Seat {
			if hands[i] != nil && !sameCards(hands[i], v.Hand) {
				return nil, errors.New("engine: the view's own hand must be given as it is (or nil)")
			}
			s.hands[i] = append([]Card(nil), v.Hand...)
			continue
		}
		if len(hands[i]) != v.Counts[i] {
			return nil, fmt.Errorf("engine: seat %d holds %d cards, not %d", i, v.Counts[i], len(hands[i]))
		}
		for _, c := range hands[i] {
			if err := take(c); err != nil {
				return nil, err
			}
		}
		s.hands[i] = append([]Card(nil), hands[i]...)
	}
	for _, c := range stock {
		if err := take(c); err != nil {
			return nil, err
		}
	}
	s.stock = append([]Card(nil), stock...)
	s.rng = NewRNG(h)
	if v.Seat == v.Turn {
		s.drawnStock = v.DrawnStock
	}
	return s, nil
}

func sameCards(a, b []Card) bool {
	if len(a) != len(b) {
		return false
	}
	var count [1 << 10]int8
	for _, c := range a {
		if int(c) >= len(count) {
			return false
		}
		count[c]++
	}
	for _, c := range b {
		if int(c) >= len(count) || count[c] == 0 {
			return false
		}
		count[c]--
	}
	return true
}
