package engine

// Phase is what a game is waiting for.
type Phase uint8

// The phases of a game.
const (
	// PhaseCut waits for the cutter to cut the deck (Liverpool, LIV-CUT-1).
	PhaseCut Phase = iota + 1
	// PhaseDraw waits for the seat to play to draw (in Rommé a knock
	// window may be open at the same time, ROM-SR-KNOCK).
	PhaseDraw
	// PhasePlay is the rest of a turn: table actions, then a discard.
	PhasePlay
	// PhaseClaim is an open Liverpool claim window (buy, Liverpool call,
	// Rummy call): only the eligible seats act.
	PhaseClaim
	// PhaseCallerDiscard waits for a Liverpool caller's optional discard
	// (LIV-POOL-1).
	PhaseCallerDiscard
	// PhaseGameOver: the game has ended; nobody acts.
	PhaseGameOver
	// PhaseHandOver: a hand has ended and been scored, and the game goes
	// on: the finished position (every hand, the table, the pile) stays
	// until the next hand's dealer submits NextHandAction (COM-2). Views
	// show every hand in it (View.Hands). It comes after PhaseGameOver
	// so that the older phases keep their numbers (and saved hashes).
	PhaseHandOver
	// PhaseReveal: a Kopilka round's cards lie face up and Turn is the
	// seat whose card is settled next (KOP-2, KOP-3).
	PhaseReveal
)

var phaseNames = [...]string{"", "cut", "draw", "play", "claim", "caller_discard", "game_over", "hand_over", "reveal"}

// String returns the phase's name.
func (p Phase) String() string {
	if int(p) < len(phaseNames) && p != 0 {
		return phaseNames[p]
	}
	return "none"
}

// MaxTurnsPerHand caps the turns of one hand so that every game ends: a
// classic hand can cycle forever through stock refills (CLA-6), Liverpool
// reshuffles its discard pile (LIV-STOCK-1) and Rommé players may keep
// drawing from the discard pile. When the turn after the cap would start,
// the hand ends with no winner: in classic and Liverpool nobody scores for
// the hand (penalties and the cut bonus already earned stay); in Rommé it
// is scored as ROM-12 (every player loses the value of their own hand,
// without a casino table bonus). The cap is part of save format 1.
const MaxTurnsPerHand = 300

// TableMeld is a meld on the table: the seat that laid it (COM-5) and its
// cards in table order (runs ascending, a joker standing for its position).
type TableMeld struct {
	Owner int    `json:"owner"`
	Cards []Card `json:"cards"`
}

// SeatInfo is the public per-seat state of the current hand.
type SeatInfo struct {
	// Opened is true once the seat has laid down melds: the Rommé opening
	// (ROM-7), going down in Liverpool (LIV-5), any meld in classic.
	Opened bool `json:"opened"`
	// OpenedTurn is the turn number (within the hand) of the opening or
	// going down; 0 if not opened.
	OpenedTurn int `json:"opened_turn"`
	// FirstTableTurn is the turn of the seat's first meld or lay-off this
	// hand; 0 if none (CLA-9).
	FirstTableTurn int `json:"first_table_turn"`
	// BuysUsed counts the seat's buys this hand (LIV-BUY-4).
	BuysUsed int `json:"buys_used"`
	// Played sums the casino value of the cards the seat moved from hand
	// to the table this hand (ROM-SR-CASINO table bonus).
	Played int `json:"played"`
	// Penalty is the points the seat was charged this hand for failed
	// lay-downs (LIV-SCORE-3) and the cut bonus (LIV-CUT-1, negative).
	Penalty int `json:"penalty"`
}

// TurnInfo is the public state of the turn in progress.
type TurnInfo struct {
	// Drawn is true once the seat to play has drawn.
	Drawn bool `json:"drawn"`
	// FromPile is the card taken from the discard pile this turn, which
	// may not be discarded this turn (CLA-3, ROM-17, LIV-OUT-2); NoCard if
	// the draw came from the stock.
	FromPile Card `json:"from_pile"`
	// Melded is true once the seat laid down a meld this turn.
	Melded bool `json:"melded"`
	// FreedJoker is the joker the seat took into hand by a swap this
	// turn under strict jokers, which it must meld (in a new meld or a
	// lay-off) before discarding (ROM-SR-STRICTJOKER); NoCard once it is
	// melded or if there is none (any card that is not a joker means
	// none).
	FreedJoker Card `json:"freed_joker"`
}

// newTurnInfo is the state of a turn that has just begun.
func newTurnInfo() TurnInfo { return TurnInfo{FromPile: NoCard, FreedJoker: NoCard} }

// EndReason says how a hand ended.
type EndReason uint8

// Ways a hand ends.
const (
	// EndOut: a player went out.
	EndOut EndReason = iota + 1
	// EndStockOut: the stock ran out (ROM-12) or could not be refilled.
	EndStockOut
	// EndTurnCap: the hand reached MaxTurnsPerHand.
	EndTurnCap
)

var endReasonNames = [...]string{"", "out", "stock_out", "turn_cap"}

// String names the reason.
func (e EndReason) String() string {
	if int(e) < len(endReasonNames) && e != 0 {
		return endReasonNames[e]
	}
	return "none"
}

// HandResult is one line of the score sheet (CLA-10): what each seat
// scored in one hand, with its sign.
type HandResult struct {
	// Hand is the hand number, from 1.
	Hand int `json:"hand"`
	// Winner is the seat that went out, or -1.
	Winner int `json:"winner"`
	// Rummy is true for a classic rummy (CLA-9) or Rommé hand rummy (ROM-14).
	Rummy bool `json:"rummy,omitempty"`
	// Reason says how the hand ended.
	Reason EndReason `json:"reason"`
	// Scores holds each seat's signed result for the hand. In classic and
	// Rommé higher is better; in Liverpool these are penalty points and
	// lower is better (LIV-SCORE-1, LIV-SCORE-2).
	Scores []int `json:"scores"`
}

// PileRecord is one public event on the discard pile: a discard or a
// pick-up (draw, buy, knock, call, take-back).
type PileRecord struct {
	Seat int  `json:"seat"`
	Card Card `json:"card"`
	// Took is true for a card taken from the pile, false for a discard.
	Took bool `json:"took"`
}

// Public is everything about a game that every seat may know. A State
// holds it alongside the hidden cards; a View copies it.
type Public struct {
	// Rules are the game's rules (shared, never modified).
	Rules *Rules `json:"-"`
	// Players is the seat count.
	Players int `json:"players"`
	// Phase is what the game waits for.
	Phase Phase `json:"phase"`
	// HandNo is the hand number, from 1.
	HandNo int `json:"hand_no"`
	// Dealer is the dealer of the current hand.
	Dealer int `json:"dealer"`
	// Turn is the seat whose turn it is (or who is about to draw).
	Turn int `json:"turn"`
	// TurnNo counts the turns started in this hand, from 1.
	TurnNo int `json:"turn_no"`
	// Cutter is the seat that cuts in PhaseCut (Liverpool).
	Cutter int `json:"cutter"`
	// Pile is the discard pile, bottom first; the whole pile is public.
	Pile []Card `json:"pile"`
	// Table holds the melds on the table in the order they were laid.
	Table []TableMeld `json:"table"`
	// Seats holds the public per-seat flags.
	Seats []SeatInfo `json:"seats"`
	// TurnState is the state of the turn in progress.
	TurnState TurnInfo `json:"turn_state"`
	// Claim is the open claim window, if any (Kind NoClaim otherwise).
	Claim ClaimWindow `json:"claim"`
	// Caller is the Liverpool caller who may discard in PhaseCallerDiscard.
	Caller int `json:"caller"`
	// History lists the discards and pick-ups of this hand in order.
	History []PileRecord `json:"history"`
	// Results is the score sheet: one line per finished hand.
	Results []HandResult `json:"results"`
	// Totals are the running totals per seat.
	Totals []int `json:"totals"`
	// RommePublic and LiverpoolPublic hold what only those variants
	// use; embedded, their fields keep their JSON names and places.
	RommePublic
	LiverpoolPublic
	// Winners lists the winning seats once the game is over (ties: all
	// tied leaders).
	Winners []int `json:"winners"`
	// Kopilka is the chip game's public state (nil in the card games).
	Kopilka *KopilkaPublic `json:"kopilka,omitempty"`
}

// RommePublic is the public state only Rommé uses.
type RommePublic struct {
	// FirstMelder is the first seat to meld in this hand (ROM-14), or -1.
	FirstMelder int `json:"first_melder"`
	// LastStock is true once the last stock card was drawn in Rommé (ROM-12).
	LastStock bool `json:"last_stock"`
}

// LiverpoolPublic is the public state of Liverpool's claim windows.
type LiverpoolPublic struct {
	// Discarder is the seat that discarded the top card of the pile this
	// hand, or -1 for the turned-up card.
	Discarder int `json:"discarder"`
	// TopFresh is true while the top discard has not yet been offered to
	// a Liverpool call (LIV-POOL-1).
	TopFresh bool `json:"top_fresh"`
	// Offender is the seat that, having gone down, discarded OffenceCard
	// fitting a table meld, while no Rummy call window has been held for
	// it yet (LIV-RUM-1); -1 if none.
	Offender    int  `json:"offender"`
	OffenceCard Card `json:"offence_card"`
	// OldOffender is an earlier discarder whose offence (OldOffCard) is
	// still to be offered to a Rummy call after a Liverpool caller's
	// discard covered it; -1 if none.
	OldOffender int  `json:"old_offender"`
	OldOffCard  Card `json:"old_offence_card"`
}

// State is a whole game: the public part and the hidden cards. It is a
// value: Clone returns an independent copy that shares nothing mutable.
type State struct {
	pub   Public
	hands [][]Card
	stock []Card // top is the last element
	rng   RNG
	seed  uint64
	// drawnStock is the card the seat to play drew from the stock this
	// turn (known to that seat only), or NoCard (ROM-16).
	drawnStock Card
	log        actionLog
	// infos remembers what the table melds are, so that CheckInvariants
	// and the claim windows check only melds that changed. It is a
	// value, copied with the state.
	infos tableCache
	// spare holds the backing arrays of the last closed claim window,
	// reused by the next one (never shared with a clone).
	spare ClaimWindow
	// seatArena backs the seat lists of claim window events (see
	// eventSeats; never shared with a clone).
	seatArena []int
	// dealt is true for a game started from a chosen deal
	// (NewGameFromDeal), which Save cannot write.
	dealt bool
}

// LoggedAction is one entry of the action log: who did what.
type LoggedAction struct {
	Seat   int    `json:"seat"`
	Action Action `json:"action"`
}

// Rules returns the game's rules.
func (s *State) Rules() *Rules { return s.pub.Rules }

// Seed returns the seed the game was started with.
func (s *State) Seed() uint64 { return s.seed }

// Phase returns what the game waits for.
func (s *State) Phase() Phase { return s.pub.Phase }

// Players returns the seat count.
func (s *State) Players() int { return s.pub.Players }

// HandNumber returns the current hand number, from 1.
func (s *State) HandNumber() int { return s.pub.HandNo }

// TurnNumber returns the turns started in the current hand.
func (s *State) TurnNumber() int { return s.pub.TurnNo }

// Totals returns a copy of the running totals.
func (s *State) Totals() []int { return append([]int(nil), s.pub.Totals...) }

// Results returns a copy of the score sheet lines.
func (s *State) Results() []HandResult { return cloneResults(s.pub.Results) }

// Winners returns the winners once the game is over (nil before).
func (s *State) Winners() []int { return append([]int(nil), s.pub.Winners...) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.pub.Phase == PhaseGameOver }

// Log returns a copy of the action log.
func (s *State) Log() []LoggedAction { return s.log.all() }

// HandOf returns a copy of a seat's hand (for tests, tools and the table
// of a person playing that seat; bots get a View).
func (s *State) HandOf(seat int) []Card {
	if seat < 0 || seat >= len(s.hands) {
		return nil
	}
	return append([]Card(nil), s.hands[seat]...)
}

// StockSize returns the number of cards in the stock.
func (s *State) StockSize() int { return len(s.stock) }

// Clone returns an independent copy of the state. Append-only slices (the
// log, history and score sheet) share their backing arrays with capacity
// clamped, so appending to either copy never disturbs the other.
func (s *State) Clone() *State {
	c := *s
	c.spare = ClaimWindow{}
	c.seatArena = nil
	c.pub = s.pub.clone()
	c.hands = make([][]Card, len(s.hands))
	total := 0
	for _, h := range s.hands {
		total += len(h)
	}
	buf := make([]Card, 0, total+len(s.stock))
	for i, h := range s.hands {
		start := len(buf)
		buf = append(buf, h...)
		c.hands[i] = buf[start:len(buf):len(buf)]
	}
	start := len(buf)
	buf = append(buf, s.stock...)
	c.stock = buf[start:len(buf):len(buf)]
	c.log = s.log.clone()
	return &c
}

// clone deep-copies the mutable parts of the public state.
func (p Public) clone() Public {
	c := p
	c.Pile = append([]Card(nil), p.Pile...)
	c.Table = cloneTable(p.Table)
	c.Seats = append([]SeatInfo(nil), p.Seats...)
	c.Totals = append([]int(nil), p.Totals...)
	c.Claim = p.Claim.clone()
	c.History = p.History[:len(p.History):len(p.History)]
	c.Results = p.Results[:len(p.Results):len(p.Results)]
	c.Winners = append([]int(nil), p.Winners...)
	c.Kopilka = p.Kopilka.clone()
	return c
}

// cloneInto copies p into dst like clone, reusing dst's slices and
// *cards, the backing array of the table melds' cards (a View filled
// again and again allocates little).
func (p *Public) cloneInto(dst *Public, cards *[]Card) {
	pile, seats, totals, winners, table := dst.Pile[:0], dst.Seats[:0], dst.Totals[:0], dst.Winners[:0], dst.Table[:0]
	kop := dst.Kopilka
	buf := (*cards)[:0]
	claim := dst.Claim
	*dst = *p
	dst.Pile = append(pile, p.Pile...)
	dst.Seats = append(seats, p.Seats...)
	dst.Totals = append(totals, p.Totals...)
	dst.Winners = append(winners, p.Winners...)
	total := 0
	for _, m := range p.Table {
		total += len(m.Cards)
	}
	if cap(buf) < total {
		buf = make([]Card, 0, 2*total)
		*cards = buf
	}
	for _, m := range p.Table {
		start := len(buf)
		buf = append(buf, m.Cards...)
		table = append(table, TableMeld{Owner: m.Owner, Cards: buf[start:len(buf):len(buf)]})
	}
	dst.Table = table
	dst.Claim = p.Claim
	dst.Claim.Eligible = append(claim.Eligible[:0], p.Claim.Eligible...)
	dst.Claim.Answers = append(claim.Answers[:0], p.Claim.Answers...)
	dst.Claim.Targets = append(claim.Targets[:0], p.Claim.Targets...)
	dst.History = p.History[:len(p.History):len(p.History)]
	dst.Results = p.Results[:len(p.Results):len(p.Results)]
	dst.Kopilka = p.Kopilka.cloneInto(kop)
}

func cloneTable(t []TableMeld) []TableMeld {
	if t == nil {
		return nil
	}
	total := 0
	for _, m := range t {
		total += len(m.Cards)
	}
	buf := make([]Card, 0, total)
	out := make([]TableMeld, len(t))
	for i, m := range t {
		start := len(buf)
		buf = append(buf, m.Cards...)
		out[i] = TableMeld{Owner: m.Owner, Cards: buf[start:len(buf):len(buf)]}
	}
	return out
}

func cloneResults(rs []HandResult) []HandResult {
	out := make([]HandResult, len(rs))
	for i, r := range rs {
		out[i] = r
		out[i].Scores = append([]int(nil), r.Scores...)
	}
	return out
}

// next returns the seat clockwise after seat.
func (p *Public) next(seat int) int { return (seat + 1) % p.Players }

// prev returns the seat anticlockwise before seat (to its right).
func (p *Public) prev(seat int) int { return (seat + p.Players - 1) % p.Players }

// historyCap is the room the first record of a hand's history makes for
// the hand's records (a hand has about two per turn), so that the
// history is not copied again and again as it grows.
const historyCap = 64

// record adds r to the hand's public history.
func (p *Public) record(r PileRecord) {
	if p.History == nil {
		p.History = make([]PileRecord, 0, historyCap)
	}
	p.History = append(p.History, r)
}

// top returns the top card of the discard pile, or NoCard.
func (p *Public) top() Card {
	if len(p.Pile) == 0 {
		return NoCard
	}
	return p.Pile[len(p.Pile)-1]
}

// CountsForStatistics reports whether the game may count towards a
// player's saved statistics: a Rommé practice game does not
// (ROM-SR-PRACTICE). The flow of play is the same either way.
func (s *State) CountsForStatistics() bool {
	return !s.pub.Rules.feat.practice
}
