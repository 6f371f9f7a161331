package arrange

import (
	"testing"

	"rummy/engine"
)

// checkResult checks that res is an arrangement of hand: every card used
// once, every meld valid under the arranger's rules, and the deadwood
// value right.
func checkResult(t *testing.T, a *Arranger, hand []engine.Card, res Result) {
	t.Helper()
	seen := map[engine.Card]int{}
	for _, c := range hand {
		seen[c]++
	}
	use := func(c engine.Card) {
		seen[c]--
		if seen[c] < 0 {
			t.Fatalf("hand %s: card %s used twice or not in hand: %s | %s", engine.FormatCards(hand), c, engine.FormatMelds(res.Melds), engine.FormatCards(res.Deadwood))
		}
	}
	for _, m := range res.Melds {
		for _, c := range m {
			use(c)
		}
		if _, err := a.rules.CheckMeld(m); err != nil {
			t.Fatalf("hand %s: meld %s is not valid: %v", engine.FormatCards(hand), engine.FormatCards(m), err)
		}
	}
	for _, c := range res.Deadwood {
		use(c)
	}
	for c, n := range seen {
		if n != 0 {
			t.Fatalf("hand %s: card %s missing from the arrangement", engine.FormatCards(hand), c)
		}
	}
	if v := a.rules.HandValue(res.Deadwood); v != res.DeadwoodValue {
		t.Fatalf("hand %s: deadwood %s is worth %d, result says %d", engine.FormatCards(hand), engine.FormatCards(res.Deadwood), v, res.DeadwoodValue)
	}
}
