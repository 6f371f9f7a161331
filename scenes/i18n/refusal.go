package i18n

import (
	"errors"
	"strconv"
	"strings"

	"rummy/engine"
)

// RefusalKey is the catalogue key of an engine refusal.
func RefusalKey(k engine.RefusalKey) Key { return Key("refusal." + k.String()) }

// MeldReasonKey is the catalogue key of a reason a meld is not valid.
func MeldReasonKey(e engine.MeldError) Key { return Key("meld." + e.Key()) }

// Reason says err in the catalogue's language. The engine's refusals and
// meld reasons are translated, their cards written as the table shows
// them (10♥, Q♠) and claims and actions as words; seat names a seat (nil:
// by its number). Any other error is shown as it is.
func (c Catalog) Reason(err error, seat func(int) string) string {
	return c.ReasonAt(err, seat, nil)
}

// ReasonAt is Reason naming the melds on the table by their cards
// (issue 15 item 7): meld returns the cards of the table's meld i (nil
// when there is none). Without meld, or for a meld that is not there, a
// meld is named by its number from 1.
func (c Catalog) ReasonAt(err error, seat func(int) string, meld func(int) []engine.Card) string {
	s, translated := c.reason(err, namers{seat: seat, meld: meld})
	if translated {
		return upperFirst(s)
	}
	return s
}

// namers say seats and the table's melds as the table shows them.
type namers struct {
	seat func(int) string
	meld func(int) []engine.Card
}

// tableMeldArg tells, for the refusals that point at a meld on the table,
// which of their arguments (from 0) is its index in the table; numbered
// marks those whose text already shows the meld's cards, where the meld
// is named by its number from 1.
var tableMeldArg = map[engine.RefusalKey]struct {
	arg      int
	numbered bool
}{
	engine.RefuseCallNoFit:      {arg: 2},
	engine.RefuseDiscardFits:    {arg: 1},
	engine.RefuseFitsOnlyAt:     {arg: 1},
	engine.RefuseNoFit:          {arg: 1, numbered: true},
	engine.RefuseNoJokerAt:      {arg: 1},
	engine.RefuseJokerNoFit:     {arg: 1},
	engine.RefuseNoMeld:         {arg: 0},
	engine.RefuseCallNoMeld:     {arg: 0},
	engine.RefuseNoMeldForJoker: {arg: 0},
}

// reason is Reason without the capital letter; it reports whether err
// was translated.
func (c Catalog) reason(err error, seat namers) (string, bool) {
	var r engine.Refusal
	var numbered *engine.MeldsError
	var opening *engine.OpeningError
	var meld engine.MeldError
	switch {
	case err == nil:
		return "", false
	case errors.As(err, &r):
		return c.refusal(r, seat), true
	case errors.As(err, &numbered):
		return c.F("meld.numbered", strconv.Itoa(numbered.Index+1), c.T(MeldReasonKey(numbered.Reason))), true
	case errors.As(err, &opening):
		return c.F("meld.opening_short", strconv.Itoa(opening.Total), strconv.Itoa(opening.Needed)), true
	case errors.As(err, &meld):
		return c.T(MeldReasonKey(meld)), true
	}
	return err.Error(), false
}

// refusal writes one refusal with its arguments.
func (c Catalog) refusal(r engine.Refusal, seat namers) string {
	var args [len(r.Args)]any
	n := 0
	for _, a := range r.Args {
		if a.Kind == 0 {
			break
		}
		args[n] = c.arg(r, a, seat)
		n++
	}
	if m, ok := tableMeldArg[r.Key]; ok && m.arg < n {
		meld := seat.meld
		if m.numbered {
			meld = nil
		}
		args[m.arg] = c.tableMeld(r.Args[m.arg].N, meld)
	}
	return c.F(RefusalKey(r.Key), args[:n]...)
}

// arg writes one refusal argument in the catalogue's language.
func (c Catalog) arg(r engine.Refusal, a engine.RefusalArg, seat namers) string {
	switch a.Kind {
	case engine.ArgSeat:
		if seat.seat != nil {
			return seat.seat(a.N)
		}
	case engine.ArgCard:
		return c.Card(a.Card())
	case engine.ArgCards:
		return c.Cards(a.Cards)
	case engine.ArgClaim:
		return c.T(Key("arg.claim." + a.Claim().String()))
	case engine.ArgAction:
		return c.T(Key("arg.act." + a.Action().String()))
	case engine.ArgSide:
		if a.Front() {
			return c.T("arg.front")
		}
		return c.T("arg.back")
	case engine.ArgContract:
		return c.T(Key("arg.contract." + strconv.Itoa(a.N)))
	case engine.ArgMeldCount:
		return c.meldCount(a.N, a.M)
	case engine.ArgRank:
		return c.Rank(a.Rank())
	case engine.ArgReason:
		s, _ := c.reason(r.Reason, seat)
		return s
	}
	return strconv.Itoa(a.N)
}

// tableMeld names the table's meld i by its cards, or by its number
// from 1 when the cards are not known.
func (c Catalog) tableMeld(i int, meld func(int) []engine.Card) string {
	if meld != nil {
		if cards := meld(i); len(cards) > 0 {
			return c.Cards(cards)
		}
	}
	return strconv.Itoa(i + 1)
}

// meldCount writes a number of books and runs: "1 book and 2 runs",
// "1 группа и 2 ряда".
func (c Catalog) meldCount(books, runs int) string {
	switch {
	case books == 0 && runs == 0:
		return c.T("arg.no_melds")
	case runs == 0:
		return c.F("arg.books", books)
	case books == 0:
		return c.F("arg.runs", runs)
	}
	return c.F("arg.books_and_runs", c.F("arg.books", books), c.F("arg.runs", runs))
}

func upperFirst(s string) string {
	for i, r := range s {
		if i == 0 {
			return strings.ToUpper(string(r)) + s[len(string(r)):]
		}
	}
	return s
}
