package engine

import (
	"errors"
	"testing"
)

// LIV-BUY-3: the discarder never buys their own discard. A buy they
// send is refused as "you discarded this card" (own_discard), not
// "wait for the others", and no legal move offers them a claim.
func TestLiverpoolDiscarderNeverBuys(t *testing.T) {
	hands := append(append([]string(nil), livHands...), "2D 3S 4S 6C 6S 8S TC TH QC KD")
	d := deal{hands: hands, up: "AS", stock: "AC KH QD JS TS"}
	s := rig(t, rulesFor(t, Liverpool, "players=4"), d)
	ldraw(t, s, 0)
	do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
	ownDiscard := func(when string) {
		t.Helper()
		before := s.Hash()
		_, err := s.Apply(0, ClaimAction())
		var r Refusal
		if !errors.As(err, &r) || r.Key != RefuseOwnDiscard {
			t.Fatalf("%s: the discarder's buy: %v, want own_discard", when, err)
		}
		if s.Hash() != before {
			t.Fatalf("%s: a refused buy changed the game", when)
		}
		for _, a := range Legal(s.View(0)) {
			if a.Kind == ActClaim {
				t.Fatalf("%s: the discarder is offered %s", when, a)
			}
		}
	}
	ownDiscard("before the next player chose")
	do(t, s, 1, DrawAction(false)) // passes on KC: the buy window opens
	if s.pub.Claim.Kind != ClaimBuy {
		t.Fatalf("no buy window: %v", s.pub.Claim)
	}
	ownDiscard("in the buy window")
	if got := RefuseOwnDiscard.String(); got != "own_discard" {
		t.Fatalf("key %q", got)
	}
}
