package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// COM-8: actions are plain values that survive a JSON round trip, and
// malformed ones are refused with the field named.
func TestActionJSON(t *testing.T) {
	actions := []Action{DrawAction(false), DrawAction(true), MeldAction([]Card{1, 2, 3}, []Card{14, 27, 40}),
		LayOffAction(0, 2, true), SwapJokerAction(1, 2, 9, 3, true), SwapJokerAction(1, 2, 9, -1, false),
		DiscardAction(0), EndTurnAction(), ClaimAction(), CallAction(4, true), PassAction(), CutAction(31), TimeoutAction()}
	for _, a := range actions {
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		var back Action
		if err := json.Unmarshal(b, &back); err != nil || !back.Equal(a) {
			t.Fatalf("%s → %s → %+v (%v)", a, b, back, err)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{`{"kind":"discard"}`, `needs the field "card"`},
		{`{"kind":"fly"}`, `unknown action "fly"`},
		{`{"kind":"cut","n":3,"extra":1}`, `unknown field`},
		{`{"kind":"swap","card":3,"meld":0,"pos":1}`, `"joker_meld"`},
	} {
		var a Action
		err := json.Unmarshal([]byte(tc.in), &a)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Fatalf("%s: error %v, want %q", tc.in, err, tc.want)
		}
	}
}

// COM-8: Load replays a saved game and names what is wrong with a bad one.
func TestLoadErrors(t *testing.T) {
	s := rig(t, rulesFor(t, Classic), classicDeal("AH 2H 3H 5C 5D 5S 9C JD QS KC", "4H"))
	good, _ := Save(s)
	for _, tc := range []struct{ in, want string }{
		{string(good[:len(good)/2]), "not readable"},
		{`{"format":3,"variant":"classic","options":{},"seed":1,"turn_cap":300,"actions":[]}`, `"format" is 3`},
		{`{"format":1,"variant":"classic","options":{},"seed":1,"turn_cap":5,"actions":[]}`, `"turn_cap" is 5`},
		{`{"format":1,"variant":"chess","options":{},"seed":1,"turn_cap":300,"actions":[]}`, `unknown variant`},
		{`{"format":1,"variant":"classic","options":{"players":9},"seed":1,"turn_cap":300,"actions":[]}`, `"options"`},
		{`{"format":1,"variant":"classic","options":{},"seed":1,"turn_cap":300,"actions":[{"seat":0,"action":{"kind":"draw"}},{"seat":0,"action":{"kind":"draw"}}]}`, "action 2 (seat 0, draw stock) is illegal: you have already drawn"},
		{`{"format":1,"variant":"classic","options":{},"seed":1,"turn_cap":300,"actions":[],"x":1}`, "unknown field"},
	} {
		l, err := Load([]byte(tc.in))
		if err == nil || l != nil || !strings.Contains(err.Error(), tc.want) {
			t.Fatalf("%.60s…: error %v, want %q", tc.in, err, tc.want)
		}
	}
}
