package scenes

import (
	"os"
	"testing"

	"rummy/engine"
)

// buyPosition: a Liverpool buy window over the 8♥ that discarder has
// just thrown, the next player (seat 2) having passed on it; the person
// sits at viewer.
func buyPosition(viewer, discarder int, eligible []int) position {
	return position{
		seats:  "human,bot,bot,bot",
		viewer: viewer,
		hand:   "2S KC 9D 4H 4C 7D 7S JD TC 3S",
		pile:   "3D 8H",
		edit: func(v *engine.View, cards map[string][]engine.Card) {
			pile := cards["pile"]
			v.Phase, v.Turn, v.Discarder = engine.PhaseClaim, (discarder+1)%4, discarder
			v.TurnState = engine.TurnInfo{FromPile: engine.NoCard}
			v.Claim = engine.ClaimWindow{Kind: engine.ClaimBuy, Card: pile[len(pile)-1], Against: discarder,
				Eligible: eligible, Answers: make([]engine.Answer, len(eligible))}
		},
	}
}

// TestIssue26DiscarderHasNoBuyButton: a seat that may buy is offered
// Buy; the seat that discarded the card never is (LIV-BUY-3), the same
// window seen from the discarder's seat.
func TestIssue26DiscarderHasNoBuyButton(t *testing.T) {
	r := buyPosition(0, 3, []int{1, 0}).build(t)
	if _, _, has := r.controlPoint(idTblClaim); !has {
		t.Fatal("LIV-BUY-1: a seat that may buy has no Buy button")
	}
	shot := func(name string) {
		if os.Getenv("RUMMY_SHOTS") != "" {
			render(t, r.app, name, r.table, 0)
		}
	}
	shot("buy-window-buyer")
	v := r.table.view
	v.Discarder, v.Turn = 0, 1
	v.Claim.Against, v.Claim.Eligible, v.Claim.Answers = 0, []int{2, 3}, make([]engine.Answer, 2)
	r.table.hud().buildControls()
	if _, _, has := r.controlPoint(idTblClaim); has {
		t.Fatal("LIV-BUY-3: the discarder is offered Buy")
	}
	shot("buy-window-discarder")
}
