package i18n

// Person is the seat a message is about: its name and the grammatical
// gender of the name, or the person at the screen (You), to whom the
// message is said in the second person ("You take the bank!", «Вы
// забираете копилку!», "Du nimmst das Sparschwein!") rather than with
// "You" put in place of a name.
type Person struct {
	// Name is the seat's name; for the person at the screen, the name
	// they gave themselves, or "" for "You".
	Name   string
	Gender Gender
	You    bool
}

// naming tells how a message names a seat.
type naming struct {
	// at is the argument, from 0, that holds the seat's name; -1 for a
	// label about a seat that does not name it ("opened" under a badge).
	at int
	// you is the message said to the person at the screen, with the
	// other arguments in the same order; "" where the name reads right as
	// it is in every language: a label ("You: +10 points") or a list of
	// names ("Shared win: You, Anna").
	you Key
}

// namings lists every message that names a seat (person_test.go checks
// that every message with an argument is here or says why not).
var namings = map[Key]naming{
	LogDrewStock:    {0, LogYouDrewStock},
	LogTookDiscard:  {0, LogYouTookDiscard},
	LogDiscarded:    {0, LogYouDiscarded},
	LogMelded:       {0, LogYouMelded},
	LogLaidOff:      {0, LogYouLaidOff},
	LogSwapped:      {0, LogYouSwapped},
	LogCut:          {0, LogYouCut},
	LogCutBonus:     {0, LogYouCutBonus},
	LogOneCard:      {0, LogYouOneCard},
	LogWentOut:      {0, LogYouWentOut},
	LogClaimed:      {0, ""},
	LogPassed:       {0, ""},
	LogPenalty:      {0, ""},
	LogUndone:       {0, ""},
	PileDiscarded:   {0, PileYouDiscarded},
	PileTook:        {0, PileYouTook},
	TableThinking:   {0, TableYouThinking},
	TableWaitingFor: {0, TableWaitingForYou},
	TableOpened:     {-1, TableYouOpened},
	TableDown:       {-1, TableYouDown},
	SheetWinner:     {0, SheetYouWin},
	SheetGameWinner: {0, SheetYouWinGame},
	SheetShareWin:   {0, ""},
	KopWinner:       {0, KopYouWin},
	KopWinners:      {0, ""},
	KopRevealSeat:   {0, KopRevealYours},
	ReplayTurn:      {0, ReplayYourTurn},
	NetBotFor:       {0, NetBotForYou},
	NetAway:         {0, NetYouAway},
	HintLayOff:      {1, HintLayOffOwn},
	HintSwapJoker:   {1, HintSwapJokerOwn},
	RoomAway:        {0, ""},
	RoomSays:        {0, ""},
	SheetCutBonus:   {0, ""},
}

// About formats a message that names a seat: args are the message's
// other arguments, in order, without the name, which About puts where
// the message wants it. Said to the person at the screen, the message
// takes its second-person form; about another seat, the form agreeing
// with the name's gender (FAs).
func (c Catalog) About(k Key, p Person, args ...any) string {
	n, ok := namings[k]
	if !ok {
		n = naming{at: 0}
	}
	if p.You && n.you != "" {
		return c.F(n.you, args...)
	}
	name, g := p.Name, p.Gender
	if p.You && name == "" {
		name, g = c.T(SeatYou), Masculine
	}
	if n.at < 0 {
		return c.FAs(k, g, args...)
	}
	at := min(n.at, len(args))
	full := make([]any, 0, len(args)+1)
	full = append(full, args[:at]...)
	full = append(full, name)
	full = append(full, args[at:]...)
	if at != 0 {
		g = Masculine // only a name said first has forms agreeing with it
	}
	return c.FAs(k, g, full...)
}
