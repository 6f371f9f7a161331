package engine

import "testing"

// strictTable rigs a two-player strict-jokers Rommé hand (opening 0) in
// which seat 0 has opened with hand0's first three cards (KH KD KS) and
// seat 1 has laid 7C 7D 7S * (a closed set, ROM-SR-STRICTJOKER); seat 0
// has drawn and is to play, holding the rest of hand0 and the stock's
// third card.
func strictTable(t *testing.T, hand0 string) *State {
	t.Helper()
	s := rig(t, rulesFor(t, Romme, "players=2", "strict_jokers=true", "opening=0"),
		deal{hands: []string{hand0, "7C 7D 7S * 5C 6H"}, up: "QC", stock: "4S 8S 9S"})
	do(t, s, 0, DrawAction(false))
	do(t, s, 0, MeldAction(hm(t, s, 0, "KH KD KS")...))
	do(t, s, 0, DiscardAction(hc(t, s, 0, "4S")))
	do(t, s, 1, DrawAction(false))
	do(t, s, 1, MeldAction(hm(t, s, 1, "7C 7D 7S *")...))
	do(t, s, 1, DiscardAction(hc(t, s, 1, "8S")))
	do(t, s, 0, DrawAction(false))
	return s
}

// ROM-SR-STRICTJOKER (issue 12): the freed joker goes into the hand and is
// melded later in the turn; while it is in hand no discard is allowed or
// listed, and Legal offers its melds.
func TestAuditStrictJokerMeldsLater(t *testing.T) {
	s := strictTable(t, "KH KD KS 7H 2D 3D 5D 9C")
	joker := s.pub.Table[1].Cards[3]
	swap := SwapJokerAction(1, 3, hc(t, s, 0, "7H"), -1, false)
	if !isLegal(s, 0, swap) {
		t.Fatal("ROM-SR-STRICTJOKER: Legal does not list the swap to hand")
	}
	do(t, s, 0, swap)
	if s.pub.TurnState.FreedJoker != joker || indexOf(s.hands[0], joker) < 0 {
		t.Fatalf("ROM-SR-STRICTJOKER: freed joker %v not noted in hand %v", s.pub.TurnState.FreedJoker, s.hands[0])
	}
	reject(t, s, 0, DiscardAction(hc(t, s, 0, "9C")), "meld the joker you freed")
	var r Refusal
	if _, err := s.Apply(0, DiscardAction(hc(t, s, 0, "9C"))); !asRefusal(err, &r) || r.Key != RefuseFreedJokerHeld {
		t.Fatalf("ROM-SR-STRICTJOKER: discard refused with %v, want key %s", err, RefuseFreedJokerHeld)
	}
	reject(t, s, 0, DiscardAction(joker), "meld the joker you freed")
	melds := 0
	for _, a := range Legal(s.View(0)) {
		switch a.Kind {
		case ActDiscard:
			t.Errorf("ROM-SR-STRICTJOKER: Legal lists %s while the freed joker is in hand", a)
		case ActSwapJoker:
			t.Errorf("ROM-SR-STRICTJOKER: Legal lists a second swap %s", a)
		case ActMeld:
			if indexOf(a.Melds[0], joker) >= 0 {
				melds++
			}
		}
	}
	if melds == 0 {
		t.Fatal("ROM-SR-STRICTJOKER: Legal offers no meld with the freed joker")
	}
	meld := [][]Card{{hc(t, s, 0, "2D"), hc(t, s, 0, "3D"), joker}}
	if !isLegal(s, 0, MeldAction(meld...)) {
		t.Errorf("ROM-SR-STRICTJOKER: Legal does not offer %s", FormatMelds(meld))
	}
	do(t, s, 0, MeldAction(meld...))
	if s.pub.TurnState.FreedJoker != NoCard {
		t.Fatal("ROM-SR-STRICTJOKER: the freed joker is still noted after its meld")
	}
	do(t, s, 0, DiscardAction(hc(t, s, 0, "9C")))
}

// ROM-SR-STRICTJOKER: a swap is refused only when the joker could not be
// melded afterwards; while it is held, no action may take its last place,
// and a second swap waits; laying it off clears it.
func TestAuditStrictJokerPlaces(t *testing.T) {
	t.Run("ROM-SR-STRICTJOKER swap with nowhere to meld", func(t *testing.T) {
		s := strictTable(t, "KH KD KS 7H KC 2D 9C")
		do(t, s, 0, LayOffAction(hc(t, s, 0, "KC"), 0, false)) // the kings are full
		reject(t, s, 0, SwapJokerAction(1, 3, hc(t, s, 0, "7H"), -1, false), "must be melded this turn")
	})
	t.Run("ROM-SR-STRICTJOKER lay-off keeps the joker a place", func(t *testing.T) {
		s := strictTable(t, "KH KD KS 7H KC 2D 9C")
		do(t, s, 0, SwapJokerAction(1, 3, hc(t, s, 0, "7H"), -1, false))
		// The joker's only place is the kings' set: filling it is refused.
		reject(t, s, 0, LayOffAction(hc(t, s, 0, "KC"), 0, false), "must be melded this turn")
		if isLegal(s, 0, LayOffAction(hc(t, s, 0, "KC"), 0, false)) {
			t.Fatal("ROM-SR-STRICTJOKER: Legal lists the lay-off that strands the joker")
		}
		joker := s.pub.TurnState.FreedJoker
		do(t, s, 0, LayOffAction(joker, 0, false))
		do(t, s, 0, DiscardAction(hc(t, s, 0, "9C")))
	})
	t.Run("ROM-SR-STRICTJOKER one freed joker at a time", func(t *testing.T) {
		s := strictTable(t, "KH KD KS 7H 2D 3D 9C")
		do(t, s, 0, SwapJokerAction(1, 3, hc(t, s, 0, "7H"), -1, false))
		reject(t, s, 0, SwapJokerAction(1, 3, hc(t, s, 0, "2D"), -1, false), "before swapping another")
	})
}

func asRefusal(err error, r *Refusal) bool {
	rr, ok := err.(Refusal)
	if ok {
		*r = rr
	}
	return ok
}

// ROM-SR-STRICTJOKER: random games that swap every joker they can into
// hand and, while it is held, prefer laying off other cards never leave a
// player with the freed joker and nothing legal to do, and Legal never
// lists a discard while it is held.
func TestAuditStrictJokerNeverStuck(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 60
	}
	r := rulesFor(t, Romme, "players=3", "strict_jokers=true", "opening=0")
	held := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s, err := NewGame(r, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(seed)
		for steps := 0; !s.Over(); steps++ {
			if steps > 50000 {
				t.Fatalf("seed %d: no end", seed)
			}
			seat := s.Waiting()[0]
			acts := Legal(s.View(seat))
			if len(acts) == 0 {
				t.Fatalf("seed %d step %d: seat %d has no legal action", seed, steps, seat)
			}
			freed := s.pub.TurnState.FreedJoker
			pick := acts[rng.Intn(len(acts))]
			for _, a := range acts {
				switch {
				case a.Kind == ActSwapJoker && a.JokerMeld < 0 && !freed.IsJoker():
					pick = a
				case freed.IsJoker() && a.Kind == ActLayOff && a.Card != freed:
					pick = a
				}
			}
			if freed.IsJoker() {
				held++
				if pick.Kind == ActDiscard {
					t.Fatalf("seed %d: Legal lists discard %s while %s is held", seed, pick, freed)
				}
			}
			if _, err := s.Apply(seat, pick); err != nil {
				t.Fatalf("seed %d: %s: %v", seed, pick, err)
			}
		}
	}
	if held == 0 {
		t.Fatal("no game held a freed joker: the test proves nothing")
	}
}
