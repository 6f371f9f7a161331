package engine

// variantRules is what one rule set decides differently from the others:
// the deal, the shape of a turn, going out, scoring and the game's end,
// what a player composes before laying down, the words for it, and the
// meld rules where they differ. NewRules picks one implementation
// (classicRules, rommeRules, liverpoolRules, kopilkaRules, each in its
// own variant_*.go file) once; the engine asks it instead of comparing
// variants.
type variantRules interface {
	// firstDealer returns the dealer of the first hand (it may draw from
	// the game's RNG: ROM-1).
	firstDealer(s *State) int
	// beginHand deals the hand just set up, or waits for the cut. The
	// methods that report events take and return the event list (a
	// pointer to it would escape through the interface).
	beginHand(s *State, ev []Event) []Event
	// dealSize returns the cards each seat gets in the current hand.
	dealSize(p *Public) int
	// refill turns the discard pile into a new stock once the stock is
	// empty, and reports whether it did.
	refill(s *State, ev []Event) ([]Event, bool)
	// lastStockEnds reports whether the hand ends once the last stock
	// card is drawn and a discard follows (ROM-12).
	lastStockEnds() bool
	// signalsOneCard reports whether a seat holding one card is announced
	// (LIV-OUT-4).
	signalsOneCard() bool
	// stockDrawOpensBuy reports whether drawing from the stock while a
	// discard shows opens a buy window (LIV-BUY-1).
	stockDrawOpensBuy() bool
	// afterDiscard moves the game on after seat discarded c and kept
	// cards: the next turn, or the claim windows due first.
	afterDiscard(s *State, seat int, c Card, ev []Event) []Event
	// floats reports whether a seat that has gone down may hold no card
	// and go on (LIV-OUT-3); emptyHandFloats whether a table action that
	// empties the hand leaves the player floating rather than out.
	floats() bool
	emptyHandFloats(p *Public) bool
	// rummy reports whether seat going out now earns the rummy bonus
	// (CLA-9, ROM-14).
	rummy(p *Public, seat int) bool
	// scoreHand adds each seat's signed result for the hand to scores
	// (mult doubles a rummy).
	scoreHand(s *State, winner int, reason EndReason, mult int, scores []int)
	// gameEnds reports whether the game is over after the hand just
	// scored; lowWins whether the lowest total wins.
	gameEnds(p *Public) bool
	lowWins() bool
	// checkLayDown judges seat's new melds taken from the hand (left
	// cards would be left); goingDown says they make a contract. (It
	// takes no actor or card buffer so that those stay on the stack.)
	checkLayDown(p *Public, seat int, melds [][]Card, left int, contractMet bool) (c checked, goingDown bool, err error)
	// layDownProposals returns the candidate lay-downs of seat's hand for
	// Legal, or ok false to use the plain meld candidates.
	layDownProposals(p *Public, seat int, hand []Card) (props [][][]Card, ok bool)
	// mustOpen reports whether a seat must open or go down before it
	// uses the table (ROM-7, LIV-6; classic CLA-5: never); closedTable
	// explains the refusal.
	mustOpen() bool
	closedTable(r *Rules) error
	// jokerSwaps says whether table jokers may be swapped at all and
	// whether a freed joker must be laid off at once (LIV-8).
	jokerSwaps() (allowed, mustLay bool)
	// emptyHandOK reports whether a table action may empty the hand (the
	// player then goes out or floats).
	emptyHandOK() bool
	// profile returns the meld rules (layDown: for a lay-down).
	profile(layDown bool) meldProfile
	// cardValue is what one card left in hand costs at the end of a hand.
	cardValue(c Card) int
	// requirement says what a seat that has not opened or gone down
	// composes before laying down in hand handNo.
	requirement(handNo int) StagingInfo
	// hands is the number of hands in a game, 0 when the game runs to a
	// target instead.
	hands() int
	// callsDiscards reports whether another player may call a discard
	// that fits a table meld (LIV-POOL-1, LIV-RUM-1).
	callsDiscards() bool
	// scoreLines fills the signed parts of each seat's score for the
	// hand res ended (Cards, Doubled, TableBonus, FalseMelds, Cut) from
	// the view of that hand's end, or reports false where the variant has
	// no such breakdown.
	scoreLines(v *View, res HandResult, parts ScoreParts, lines []ScoreLine) bool
	// terms returns the words of the variant, as keys.
	terms() Terms
	// hasMelds reports whether the game is played with melds at all.
	hasMelds() bool
}

// StagingKind says what a player composes in the staging area before
// laying it down in one go.
type StagingKind uint8

// The staging kinds.
const (
	// StageNone: melds go down one at a time (classic, Rommé after the
	// opening or without a requirement, a Liverpool seat that is down,
	// or a game with no melds).
	StageNone StagingKind = iota
	// StageOpening: a Rommé opening worth Points (ROM-7).
	StageOpening
	// StageContract: a Liverpool contract of Books and Runs (LIV-5),
	// with every card of the hand in hand 7 (AllCards).
	StageContract
)

// StagingInfo is what the staging area composes for one seat now.
type StagingInfo struct {
	Kind StagingKind
	// Points is the opening requirement (StageOpening).
	Points int
	// Books and Runs are the contract (StageContract); AllCards says the
	// lay-down must use the whole hand.
	Books, Runs int
	AllCards    bool
}

// Active reports whether new melds are composed before being laid down
// together.
func (s StagingInfo) Active() bool { return s.Kind != StageNone }

// Term is a key for a word of a variant that the UI translates.
type Term string

// The terms.
const (
	TermMeld        Term = "meld"
	TermOpen        Term = "open"
	TermGoDown      Term = "go_down"
	TermOpened      Term = "opened"
	TermDown        Term = "down"
	TermRummy       Term = "rummy"
	TermHandRummy   Term = "hand_rummy"
	TermHighWins    Term = "high_wins"
	TermLowWins     Term = "low_wins"
	TermMostChips   Term = "most_chips"
	TermNone        Term = ""
	TermHandsOpen   Term = "hands_open"
	TermHandsFixed  Term = "hands_fixed"
	TermHandsSeven  Term = "hands_seven"
	TermRoundsChips Term = "rounds_chips"
)

// Terms are the words a variant uses, as keys the UI translates.
type Terms struct {
	// Commit names the lay-down of what the staging area composed
	// (TermOpen, TermGoDown); Meld names an ordinary lay-down.
	Commit, Meld Term
	// Opened marks a seat that has opened or gone down.
	Opened Term
	// Rummy names the going-out bonus (TermRummy, TermHandRummy).
	Rummy Term
	// Winner says who wins the game (TermHighWins, TermLowWins,
	// TermMostChips).
	Winner Term
	// Length says how the game's length is counted (TermHandsOpen: to a
	// target; TermHandsFixed: the hands option; TermHandsSeven: the
	// seven contracts; TermRoundsChips: rounds until one player has
	// chips).
	Length Term
}

// Terms returns the words of the rules' variant.
func (r *Rules) Terms() Terms { return r.v.terms() }

// Staging returns what the view's seat composes before laying down now.
func (v *View) Staging() StagingInfo { return v.StagingFor(v.Seat) }

// StagingFor returns what seat composes before laying down now: the
// hand's requirement until the seat has opened or gone down.
func (v *View) StagingFor(seat int) StagingInfo {
	if seat < 0 || seat >= len(v.Seats) || v.Seats[seat].Opened {
		return StagingInfo{}
	}
	return v.Rules.v.requirement(v.HandNo)
}

// Requirement returns what a player composes before laying down in hand
// handNo, whether or not anyone has done so yet: a Liverpool contract, a
// Rommé opening worth points, or nothing (StageNone; with MustOpen a
// first meld of any value opens).
func (r *Rules) Requirement(handNo int) StagingInfo { return r.v.requirement(handNo) }

// Requirement returns the requirement of the view's hand.
func (v *View) Requirement() StagingInfo { return v.Rules.v.requirement(v.HandNo) }

// HasContracts reports whether each hand has its own contract (LIV-5).
func (r *Rules) HasContracts() bool { return r.contracts }

// Hands returns the number of hands in a game, or 0 when the game runs
// to a target score (or, in Kopilka, until one player has the chips).
func (r *Rules) Hands() int { return r.v.hands() }

// DrawOffersBuy reports whether drawing from the stock while a discard
// shows passes on it and opens a buy window (LIV-BUY-1).
func (r *Rules) DrawOffersBuy() bool { return r.v.stockDrawOpensBuy() }

// CallsDiscards reports whether another player may call a discard that
// fits a table meld (LIV-POOL-1, LIV-RUM-1).
func (r *Rules) CallsDiscards() bool { return r.calls }

// MustOpen reports whether a seat must open or go down before using the
// table melds (ROM-7, LIV-6; classic: never).
func (r *Rules) MustOpen() bool { return r.v.mustOpen() }

// LowWins reports whether the lowest total wins (LIV-SCORE-2).
func (r *Rules) LowWins() bool { return r.v.lowWins() }

// AceHigh reports whether an ace may end a run above the king.
func (r *Rules) AceHigh() bool { return r.meld.top == 14 }

// HasMelds reports whether the game is played with melds (Kopilka is
// not).
func (r *Rules) HasMelds() bool { return r.v.hasMelds() }

// TurnTimer returns the seconds a person has for a turn (ROM-16), 0 for
// none.
func (r *Rules) TurnTimer() int { return r.feat.turnTimer }
