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
	s, translated := c.reason(err, seat)
	if translated {
		return upperFirst(s)
	}
	return s
}

// reason is Reason without the capital letter; it reports whether err
// was translated.
func (c Catalog) reason(err error, seat func(int) string) (string, bool) {
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
func (c Catalog) refusal(r engine.Refusal, seat func(int) string) string {
	var args [len(r.Args)]any
	n := 0
	for _, a := range r.Args {
		if a.Kind == 0 {
			break
		}
		args[n] = c.arg(r, a, seat)
		n++
	}
	return c.F(RefusalKey(r.Key), args[:n]...)
}

// arg writes one refusal argument in the catalogue's language.
func (c Catalog) arg(r engine.Refusal, a engine.RefusalArg, seat func(int) string) string {
	switch a.Kind {
	case engine.ArgSeat:
		if seat != nil {
			return seat(a.N)
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
