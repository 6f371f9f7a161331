package engine

import (
	"errors"
	"testing"
)

// COM-7: every refusal has a stable name, an English sentence and at most
// as many arguments as a Refusal holds.
func TestRefusalKeysAreComplete(t *testing.T) {
	keys := RefusalKeys()
	if len(keys) != int(numRefusalKeys)-1 {
		t.Fatalf("RefusalKeys lists %d keys, want %d", len(keys), numRefusalKeys-1)
	}
	seen := map[string]bool{}
	for _, k := range keys {
		name := k.String()
		if name == "" || name == "refusal?" || seen[name] {
			t.Errorf("key %d has a missing or repeated name %q", k, name)
		}
		seen[name] = true
		if refusalTexts[k].english == "" {
			t.Errorf("%s has no English sentence", name)
		}
		if k.NumArgs() > maxRefusalArgs {
			t.Errorf("%s names %d arguments; a Refusal holds %d", name, k.NumArgs(), maxRefusalArgs)
		}
	}
	names := map[string]bool{}
	for e := ErrMeldTooShort; int(e) < len(meldErrorNames); e++ {
		if e.Key() == "invalid" || names[e.Key()] {
			t.Errorf("meld reason %q has a missing or repeated key %q", e, e.Key())
		}
		names[e.Key()] = true
	}
}

// COM-7 CLA-3 ROM-7 LIV-5: refusals keep today's English text and carry
// their key and arguments, so a table can say them in another language.
func TestRefusalTextAndArgs(t *testing.T) {
	classic := rulesFor(t, Classic)
	fresh := func(t *testing.T) *State {
		return rig(t, classic, classicDeal("AH 2H 4H 5C 5D 5S 9C JD QS KC", "4D"))
	}
	tests := []struct {
		name  string
		err   func(t *testing.T) error
		key   RefusalKey
		text  string
		check func(t *testing.T, r Refusal)
	}{
		{
			name: "COM-3 draw first",
			err:  func(t *testing.T) error { _, err := fresh(t).Apply(0, DiscardAction(card(t, "9C", 0))); return err },
			key:  RefuseDrawFirst,
			text: "engine: draw a card first, from the stock or the discard pile",
		},
		{
			name: "COM-7 not your turn",
			err:  func(t *testing.T) error { _, err := fresh(t).Apply(1, DrawAction(false)); return err },
			key:  RefuseWaitTurn,
			text: "engine: it is seat 0's turn; wait for yours",
			check: func(t *testing.T, r Refusal) {
				if r.Args[0].Kind != ArgSeat || r.Args[0].N != 0 {
					t.Errorf("args %+v", r.Args)
				}
			},
		},
		{
			name: "CLA-3 discard of the card taken",
			err: func(t *testing.T) error {
				s := fresh(t)
				do(t, s, 0, DrawAction(true))
				_, err := s.Apply(0, DiscardAction(card(t, "KD", 0)))
				return err
			},
			key:  RefuseDiscardTaken,
			text: "engine: you took KD from the discard pile this turn; discard another card",
			check: func(t *testing.T, r Refusal) {
				if r.Args[0].Kind != ArgCard || r.Args[0].Card() != card(t, "KD", 0) {
					t.Errorf("args %+v", r.Args)
				}
			},
		},
		{
			name: "COM-6 a meld with a gap",
			err: func(t *testing.T) error {
				s := fresh(t)
				do(t, s, 0, DrawAction(false))
				_, err := s.Apply(0, MeldAction(meldsOf(t, "AH 2H 4H")...))
				return err
			},
			key:  RefuseMeldInvalid,
			text: "engine: AH 2H 4H: the cards of a run must follow each other without gaps",
			check: func(t *testing.T, r Refusal) {
				if !errors.Is(r, ErrRunGap) || r.Args[0].Kind != ArgCards || FormatCards(r.Args[0].Cards) != "AH 2H 4H" {
					t.Errorf("refusal %+v does not carry the gap and the meld", r)
				}
			},
		},
		{
			name: "ROM-7 an opening short of 30",
			err: func(t *testing.T) error {
				_, err := rulesFor(t, Romme).openingOK(meldsOf(t, "2H 3H 4H / 5C 5D 5S"))
				return err
			},
			key:  RefuseMeldLayer,
			text: "engine: opening melds total 24 points; 30 needed",
			check: func(t *testing.T, r Refusal) {
				var o *OpeningError
				if !errors.As(r, &o) || o.Total != 24 || o.Needed != 30 {
					t.Errorf("reason %v is not the opening shortfall", r.Reason)
				}
			},
		},
		{
			name: "LIV-5 the wrong contract",
			err: func(t *testing.T) error {
				return rulesFor(t, Liverpool).CheckContract(1, meldsOf(t, "5H 6H 7H 8H"))
			},
			key:  RefuseContractShape,
			text: "contract 1 is two books; these melds are one run",
			check: func(t *testing.T, r Refusal) {
				if r.Args[1].Kind != ArgContract || r.Args[2].Kind != ArgMeldCount || r.Args[2].N != 0 || r.Args[2].M != 1 {
					t.Errorf("args %+v", r.Args)
				}
			},
		},
		{
			name: "LIV-5 two books of one rank",
			err: func(t *testing.T) error {
				return rulesFor(t, Liverpool).CheckContract(1, meldsOf(t, "QH QD QC / QS QH QD"))
			},
			key:  RefuseBooksSameRank,
			text: "two books of one rank (Qs) are not allowed; make them one book",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.err(t)
			var r Refusal
			if !errors.As(err, &r) {
				t.Fatalf("error %v is not a Refusal", err)
			}
			if r.Key != tc.key || err.Error() != tc.text {
				t.Fatalf("got %s %q, want %s %q", r.Key, err, tc.key, tc.text)
			}
			if tc.check != nil {
				tc.check(t, r)
			}
		})
	}
}

// COM-7: refusing without arguments allocates nothing, so Legal can
// filter its candidates through the same checks.
func TestPlainRefusalDoesNotAllocate(t *testing.T) {
	s := rig(t, rulesFor(t, Classic), classicDeal("AH 2H 3H 5C 5D 5S 9C JD QS KC", "4H"))
	do(t, s, 0, DrawAction(false))
	v := s.View(0)
	if err := v.Check(EndTurnAction()); err == nil {
		t.Fatal("ending a classic turn without a discard was accepted")
	}
	if n := testing.AllocsPerRun(100, func() { _ = v.Check(EndTurnAction()) }); n != 0 {
		t.Fatalf("a refused end of turn allocates %.0f times", n)
	}
}
