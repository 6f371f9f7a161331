package engine

import "testing"

// Issue 13 item 5: what the UI asks the engine instead of switching on
// the variant — the game's length, each hand's requirement, whether a
// stock draw passes on the discard, whether discards may be called, and
// the words — answered per rule set and per option.
func TestIssue13VariantAnswers(t *testing.T) {
	cases := []struct {
		v       Variant
		opts    []string
		hands   int
		req1    StagingInfo
		req7    StagingInfo
		buy     bool
		calls   bool
		rummy   Term
		hasMeld bool
	}{
		{Classic, nil, 0, StagingInfo{}, StagingInfo{}, false, false, TermRummy, true},
		{Classic, []string{"target=0", "hands=5"}, 5, StagingInfo{}, StagingInfo{}, false, false, TermRummy, true},
		{Romme, nil, 4, StagingInfo{Kind: StageOpening, Points: 30}, StagingInfo{Kind: StageOpening, Points: 30}, false, false, TermHandRummy, true},
		{Romme, []string{"opening=0"}, 4, StagingInfo{}, StagingInfo{}, false, false, TermHandRummy, true},
		{Liverpool, nil, NumContracts, StagingInfo{Kind: StageContract, Books: 2}, StagingInfo{Kind: StageContract, Runs: 3, AllCards: true}, true, true, TermNone, true},
		{Liverpool, []string{"liverpool_call=false", "rummy_call=false"}, NumContracts, StagingInfo{Kind: StageContract, Books: 2}, StagingInfo{Kind: StageContract, Runs: 3, AllCards: true}, true, false, TermNone, true},
		{Kopilka, nil, 0, StagingInfo{}, StagingInfo{}, false, false, TermNone, false},
	}
	for _, c := range cases {
		r := rulesFor(t, c.v, c.opts...)
		if got := r.Hands(); got != c.hands {
			t.Errorf("%v %v: Hands %d, want %d", c.v, c.opts, got, c.hands)
		}
		if got := r.Requirement(1); got != c.req1 {
			t.Errorf("%v %v: Requirement(1) %+v, want %+v", c.v, c.opts, got, c.req1)
		}
		if got := r.Requirement(NumContracts); got != c.req7 {
			t.Errorf("%v %v: Requirement(7) %+v, want %+v", c.v, c.opts, got, c.req7)
		}
		if r.HasContracts() != (c.req1.Kind == StageContract) {
			t.Errorf("%v: HasContracts %v", c.v, r.HasContracts())
		}
		if r.DrawOffersBuy() != c.buy || r.CallsDiscards() != c.calls || r.HasMelds() != c.hasMeld {
			t.Errorf("%v %v: buy %v calls %v melds %v", c.v, c.opts, r.DrawOffersBuy(), r.CallsDiscards(), r.HasMelds())
		}
		if r.Terms() != c.v.Terms() || c.v.Terms().Rummy != c.rummy {
			t.Errorf("%v: terms %+v (variant %+v)", c.v, r.Terms(), c.v.Terms())
		}
	}
	if (Variant(99)).Terms() != (Terms{}) {
		t.Error("an unknown variant has words")
	}
}
