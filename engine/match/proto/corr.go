package proto

import (
	"fmt"
	"strings"
	"time"
)

// The correspondence messages (issue 31): a seat's standing claim
// preference. TClaimPref (Pref: one of ClaimPrefs) sets it for the
// connection's seat; SClaimPref tells that seat alone the preference it
// has now (also in SJoined when it is not the default, "ask").
const (
	TClaimPref = "claim_pref"
	SClaimPref = "claim_pref"
)

// ClaimPrefs are the claim preferences, the default first: ask (the
// person is asked; absent or out of claim time, the seat passes), never
// (pass every claim window at once), meld (buy or knock for a card
// that completes a meld of the hand, call every Rummy; pass the rest).
var ClaimPrefs = []string{"ask", "never", "meld"}

// IsClaimPref reports whether s names a claim preference.
func IsClaimPref(s string) bool {
	for _, p := range ClaimPrefs {
		if p == s {
			return true
		}
	}
	return false
}

// MoveTimes are the choices of the table option move_time (time per
// move: a correspondence table); "off" (or empty) is a live table.
var MoveTimes = []string{"off", "5m", "1h", "12h", "24h", "72h"}

// VacationDays is each person's vacation allowance at a correspondence
// table: time past a move's move_time is taken from it, and a bot moves
// for the seat only once it is spent.
const VacationDays = 7

// MoveTime reads a move_time choice: its duration, zero for off; any
// other value is refused with the choices.
func MoveTime(s string) (time.Duration, error) {
	if s == "" || s == "off" {
		return 0, nil
	}
	for _, m := range MoveTimes[1:] {
		if m == s {
			return time.ParseDuration(s)
		}
	}
	return 0, fmt.Errorf("move_time %q is not a choice: use one of %s", s, strings.Join(MoveTimes, ", "))
}
