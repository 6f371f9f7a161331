package i18n

import (
	"strings"
	"testing"

	"rummy/engine"
)

// TestIssue15EveryMeldReasonSaysWhatToDo: every reason a staged group
// can fail for has a line saying what to do, in every language, that is
// not the reason itself.
func TestIssue15EveryMeldReasonSaysWhatToDo(t *testing.T) {
	for _, l := range Langs {
		c := New(l)
		for _, e := range meldReasons() {
			k := e.Key()
			if strings.HasPrefix(k, "swap_") || k == "not_a_card" || k == "no_melds" {
				continue // not a staged group's reason
			}
			if !c.Has(StageFixKey(e)) {
				t.Errorf("%s: no fix for %s", l.Code(), k)
				continue
			}
			if fix := c.T(StageFixKey(e)); fix == c.T(MeldReasonKey(e)) {
				t.Errorf("%s: the fix for %s repeats the reason", l.Code(), k)
			}
		}
	}
}

// meldReasons lists every reason the engine may give for refusing a
// meld: the reasons from the first until the first without a key.
func meldReasons() []engine.MeldError {
	var out []engine.MeldError
	for e := engine.ErrMeldTooShort; e.Key() != "invalid"; e++ {
		out = append(out, e)
	}
	return out
}
