package scenes

import (
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// Issue 13 item 5: the info panel asks the engine for the game's length
// and the hand's requirement instead of switching on the variant: a
// Rommé opening (or none), a Liverpool contract, a classic game of fixed
// hands or one played to a target.
func TestIssue13InfoLinesAskTheEngine(t *testing.T) {
	cases := []struct {
		args []string
		want []string
		not  []string
	}{
		{[]string{"romme", "human,bot,bot"}, []string{"Hand 1 of 4", "Opening: 30"}, []string{"No opening"}},
		{[]string{"romme", "human,bot,bot", "opening=0"}, []string{"Hand 1 of 4", "No opening requirement"}, []string{"Opening:"}},
		{[]string{"liverpool", "human,bot,bot"}, []string{"Hand 1 of 7", "Contract: 2 books"}, []string{"opening"}},
		{[]string{"classic", "human,bot"}, []string{"Hand 1"}, []string{"of", "pening", "Contract"}},
		{[]string{"classic", "human,bot", "target=0", "hands=3"}, []string{"Hand 1 of 3"}, []string{"pening", "Contract"}},
	}
	for _, c := range cases {
		r := newRig(t, c.args...)
		r.settle()
		got := strings.Join(r.table.hud().infoLines(), " | ")
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%v: info %q lacks %q", c.args, got, w)
			}
		}
		for _, n := range c.not {
			if strings.Contains(got, n) {
				t.Errorf("%v: info %q has %q", c.args, got, n)
			}
		}
	}
}

// Issue 13 item 5: the draw prompt that explains passing on a discard
// comes from the rules (LIV-BUY-1), not from the variant's name.
func TestIssue13DrawPromptAsksTheRules(t *testing.T) {
	for _, c := range []struct {
		variant string
		buy     bool
	}{{"liverpool", true}, {"romme", false}, {"classic", false}} {
		r := newRig(t, c.variant, "human,bot,bot")
		r.settle()
		tb := r.table
		if tb.view.Rules.DrawOffersBuy() != c.buy {
			t.Fatalf("%s: DrawOffersBuy %v", c.variant, !c.buy)
		}
		if c.buy && (tb.view.Phase != engine.PhaseDraw || len(tb.view.Pile) == 0) {
			t.Fatalf("%s: the person should be drawing with a discard showing (phase %v)", c.variant, tb.view.Phase)
		}
		got := tb.hud().statusText()
		liv := tb.app.T(i18n.TableYourTurnLiverpoolDraw)
		if strings.Contains(got, liv) != (c.buy && len(tb.view.Pile) > 0) {
			t.Errorf("%s: prompt %q", c.variant, got)
		}
	}
}
