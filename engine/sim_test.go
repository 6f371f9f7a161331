package engine

import (
	"fmt"
	"testing"
)

// simStats sums what a batch of random games did.
type simStats struct {
	games, hands, turns, actions, capped int
}

// simConfig says what a random-play run checks after every action.
type simConfig struct {
	// fullReplayEvery runs a Save/Load round trip after every one of the
	// first replayActions actions of every n-th game (every game is also
	// round-tripped when it ends).
	fullReplayEvery int
	replayActions   int
}

// randomAction picks a legal action for one of the waiting seats. Like
// bots.Random it prefers progress so that hands end: melds and lay-offs
// first, claims only now and then, and discards that fit no table meld.
func randomAction(s *State, rng *RNG) (int, Action) {
	w := s.Waiting()
	seat := w[rng.Intn(len(w))]
	v := s.View(seat)
	return seat, pickRandom(v, Legal(v), rng)
}

func pickRandom(v *View, acts []Action, rng *RNG) Action {
	if len(acts) == 0 {
		return PassAction()
	}
	var table, claims, pass, quiet []int
	drawStock, drawPile := -1, -1
	for i, a := range acts {
		switch a.Kind {
		case ActMeld, ActLayOff, ActSwapJoker:
			table = append(table, i)
		case ActClaim:
			claims = append(claims, i)
		case ActPass:
			pass = append(pass, i)
		case ActDraw:
			if a.FromDiscard {
				drawPile = i
			} else {
				drawStock = i
			}
		case ActDiscard:
			if connections(v.Hand, a.Card) > 0 {
				continue
			}
			if v.Rules.Variant == Liverpool && v.Seats[v.Seat].Opened {
				if _, fits := v.fitsTable(a.Card); fits {
					continue // a Rummy call waits for it (LIV-RUM-1)
				}
			}
			quiet = append(quiet, i)
		}
	}
	switch {
	case len(table) > 0 && rng.Intn(4) > 0:
		return acts[table[rng.Intn(len(table))]]
	case len(claims) > 0 && len(pass) > 0:
		if rng.Intn(2) == 0 {
			return acts[claims[rng.Intn(len(claims))]]
		}
		return acts[pass[0]]
	case drawPile >= 0 && drawStock >= 0 && rng.Intn(4) > 0:
		if connections(v.Hand, v.top()) > 0 {
			return acts[drawPile]
		}
		return acts[drawStock]
	case len(quiet) > 0 && rng.Intn(4) > 0:
		return acts[quiet[rng.Intn(len(quiet))]]
	}
	return acts[rng.Intn(len(acts))]
}

// connections counts the cards of hand that c could share a meld with.
func connections(hand []Card, c Card) int {
	n := 0
	for _, h := range hand {
		if h == c {
			continue
		}
		d := int(h.Rank()) - int(c.Rank())
		if h.IsJoker() || c.IsJoker() || d == 0 || (h.Suit() == c.Suit() && d >= -2 && d <= 2) {
			n++
		}
	}
	return n
}

// checkState runs the per-action invariants: COM-6 conservation and valid
// melds, views that hold only the seat's own hidden cards, Legal
// non-empty exactly for the seats waited on, and clone equality.
func checkState(t testing.TB, s *State, step int, full bool) {
	t.Helper()
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("step %d: %v", step, err)
	}
	waiting := make([]bool, s.Players())
	for _, w := range s.Waiting() {
		waiting[w] = true
	}
	var v View
	for seat := 0; seat < s.Players(); seat++ {
		if !waiting[seat] && !full && step%10 != 0 {
			continue // seats not waited on are checked every tenth step
		}
		s.ViewInto(seat, &v)
		if !sameCards(v.Hand, s.hands[seat]) {
			t.Fatalf("step %d seat %d: the view's hand is not the seat's hand", step, seat)
		}
		if v.DrawnStock != NoCard && indexOf(s.hands[seat], v.DrawnStock) < 0 && indexOf(s.pub.Pile, v.DrawnStock) < 0 && !onTable(s, v.DrawnStock) {
			t.Fatalf("step %d seat %d: the view shows a hidden drawn card", step, seat)
		}
		if full {
			if err := viewHidesOthers(s, &v); err != nil {
				t.Fatalf("step %d seat %d: %v", step, seat, err)
			}
		}
		if !waiting[seat] && Legal(&v) != nil {
			t.Fatalf("step %d seat %d: Legal lists actions for a seat not waited on", step, seat)
		}
		// The acting seat's Legal is checked when it acts; the others
		// waited on (claim windows) are checked here.
		if waiting[seat] && (full || len(s.Waiting()) > 1) && len(Legal(&v)) == 0 {
			t.Fatalf("step %d seat %d: waited on but Legal is empty (phase %s)", step, seat, s.Phase())
		}
		if waiting[seat] && step%23 == 0 {
			checkLegalComplete(t, &v, step)
		}
	}
	if c := s.Clone(); c.Hash() != s.Hash() {
		t.Fatalf("step %d: clone differs from the original", step)
	}
}

func onTable(s *State, c Card) bool {
	for _, m := range s.pub.Table {
		if indexOf(m.Cards, c) >= 0 {
			return true
		}
	}
	return false
}

// viewHidesOthers fails if a view holds a card of another hand or of the
// stock, or miscounts the unseen cards.
func viewHidesOthers(s *State, v *View) error {
	var hidden [1 << 10]bool
	nHidden := 0
	for i, h := range s.hands {
		if i == v.Seat {
			continue
		}
		for _, c := range h {
			hidden[c] = true
			nHidden++
		}
	}
	for _, c := range s.stock {
		hidden[c] = true
		nHidden++
	}
	for _, c := range v.Hand {
		if hidden[c] {
			return fmt.Errorf("view shows hidden card %s in its hand", c)
		}
	}
	unseen := v.Unseen()
	if len(unseen) != nHidden {
		return fmt.Errorf("view's unseen cards are %d, hidden cards %d", len(unseen), nHidden)
	}
	for _, c := range unseen {
		if !hidden[c] {
			return fmt.Errorf("view calls %s unseen but it is visible", c)
		}
	}
	return nil
}

// roundTrip saves and loads s and fails unless the copy is identical.
func roundTrip(t testing.TB, s *State, step int) {
	t.Helper()
	data, err := Save(s)
	if err != nil {
		t.Fatalf("step %d: save: %v", step, err)
	}
	l, err := Load(data)
	if err != nil {
		t.Fatalf("step %d: load: %v", step, err)
	}
	if l.Hash() != s.Hash() {
		t.Fatalf("step %d: loaded game differs from the saved one", step)
	}
}

// simulate plays random games and checks invariants after every action.
func simulate(t testing.TB, r *Rules, games int, seed uint64, cfg simConfig) simStats {
	t.Helper()
	var st simStats
	for g := 0; g < games; g++ {
		gseed := seed*7919 + uint64(g)
		s, err := NewGame(r, gseed)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(gseed).Derive(99)
		full := cfg.fullReplayEvery > 0 && gseed%uint64(cfg.fullReplayEvery) == 0
		step := 0
		checkState(t, s, step, true)
		for !s.Over() {
			seat, a := randomAction(s, &rng)
			if a.Kind == ActPass && s.Phase() != PhaseClaim && s.Phase() != PhaseCallerDiscard && !s.pub.Claim.Open() {
				t.Fatalf("game %d step %d: seat %d is waited on but Legal is empty", g, step, seat)
			}
			var before uint64
			var clone *State
			if step%10 == 0 {
				before, clone = s.Hash(), s.Clone()
			}
			ev, err := s.Apply(seat, a)
			if err != nil {
				t.Fatalf("game %d step %d: seat %d legal action %s rejected: %v", g, step, seat, a, err)
			}
			if clone != nil && clone.Hash() != before {
				t.Fatalf("game %d step %d: applying to the original changed its clone", g, step)
			}
			step++
			st.actions++
			for _, e := range ev {
				switch e.Kind {
				case EvTurnStarted:
					st.turns++
				case EvHandEnded:
					st.hands++
					if e.Result.Reason == EndTurnCap {
						st.capped++
					}
				}
			}
			checkState(t, s, step, full || step%50 == 0)
			if full && step <= cfg.replayActions {
				roundTrip(t, s, step)
			}
			if step > 200000 {
				t.Fatalf("game %d: no end after %d actions", g, step)
			}
		}
		roundTrip(t, s, step)
		st.games++
	}
	return st
}

// simCombos lists the player counts and option combinations the
// random-play simulation covers, per variant.
var simCombos = map[Variant][][]string{
	Classic: {
		{"players=2"}, {"players=3"}, {"players=4"}, {"players=5"}, {"players=6"},
		{"players=2", "target=0", "hands=3"}, {"players=4", "target=50"},
	},
	Romme: {
		{"players=2"}, {"players=3"}, {"players=4"},
		{"players=6", "max_players=6"},
		{"players=2", "small_deck=true"}, {"players=3", "small_deck=true", "knocking=true"},
		{"players=3", "opening=40"}, {"players=2", "opening=0"},
		{"players=4", "cyclic_runs=true"}, {"players=3", "jokers=false"},
		{"players=3", "strict_jokers=true"}, {"players=3", "strict_groups=true"},
		{"players=4", "knocking=true"}, {"players=2", "win_without_discard=true"},
		{"players=4", "casino_scoring=true"}, {"players=2", "practice=true", "turn_timer=30"},
		{"players=4", "stop_at=100", "hands=8"},
		{"players=4", "cyclic_runs=true", "strict_jokers=true", "strict_groups=true", "knocking=true",
			"win_without_discard=true", "casino_scoring=true", "opening=40", "turn_timer=20"},
	},
	Liverpool: {
		{"players=3"}, {"players=4"}, {"players=5"}, {"players=6"}, {"players=7"}, {"players=8"},
		{"players=4", "joker_swap=any_turn_after_down"}, {"players=4", "joker_swap=never"},
		{"players=5", "buy_priority=first_caller"}, {"players=4", "buy_limit=1", "buy_penalty=2"},
		{"players=4", "liverpool_call=false"}, {"players=4", "rummy_call=false"},
		{"players=3", "false_meld_penalty=true"}, {"players=4", "cut_bonus=false"},
		{"players=6", "buy_priority=first_caller", "buy_limit=3", "joker_swap=any_turn_after_down", "false_meld_penalty=true"},
	},
}

// TestSimulate plays random games over every combination of simCombos
// and checks after every action: COM-6 card conservation and valid
// melds, views that hide others' cards, Legal empty exactly for seats not
// waited on (and for all once the game is over), clone equality and
// independence, the turn cap (MaxTurnsPerHand) and save/load round trips.
// With -short it plays at least shortHands hands per variant (Liverpool
// random play is slow: many hands run to the turn cap); without, at least
// 10,000 per variant.
func TestSimulate(t *testing.T) {
	shortHands := map[Variant]int{Classic: 1000, Romme: 1000, Liverpool: 300}
	for _, v := range Variants {
		minHands := 10000
		if testing.Short() {
			minHands = shortHands[v]
		}
		t.Run(v.String(), func(t *testing.T) {
			var total simStats
			for round := uint64(1); total.hands < minHands; round++ {
				for i, settings := range simCombos[v] {
					o, err := ParseOptions(v, settings)
					if err != nil {
						t.Fatal(err)
					}
					st := simulate(t, MustRules(o), 1, round*100+uint64(i), simConfig{fullReplayEvery: 5, replayActions: 20})
					total.games += st.games
					total.hands += st.hands
					total.turns += st.turns
					total.actions += st.actions
					total.capped += st.capped
				}
			}
			t.Logf("%s: %d games, %d hands (%d capped), %d turns, %d actions", v, total.games, total.hands, total.capped, total.turns, total.actions)
		})
	}
}

// checkLegalComplete compares Legal with View.Check over every atomic
// action of the play phase (discards, lay-offs at both ends of every
// meld, joker swaps with every destination), answers and draws: Legal
// must list exactly the accepted ones.
func checkLegalComplete(t testing.TB, v *View, step int) {
	t.Helper()
	listed := Legal(v)
	var all []Action
	all = append(all, DrawAction(false), DrawAction(true), PassAction(), EndTurnAction())
	if v.Claim.Kind == ClaimLiverpool {
		for m := range v.Table {
			all = append(all, CallAction(m, true), CallAction(m, false))
		}
	} else {
		all = append(all, ClaimAction())
	}
	for _, c := range v.Hand {
		all = append(all, DiscardAction(c))
		for m, t := range v.Table {
			all = append(all, LayOffAction(c, m, true), LayOffAction(c, m, false))
			for pos, j := range t.Cards {
				if !j.IsJoker() {
					continue
				}
				all = append(all, SwapJokerAction(m, pos, c, -1, false))
				for jm := range v.Table {
					all = append(all, SwapJokerAction(m, pos, c, jm, true), SwapJokerAction(m, pos, c, jm, false))
				}
			}
		}
	}
	for _, a := range all {
		ok := v.Check(a) == nil
		in := false
		for _, l := range listed {
			if l.Equal(a) {
				in = true
				break
			}
		}
		if ok != in {
			t.Fatalf("step %d seat %d phase %s window %s: %s accepted=%v listed=%v (legal %v)", step, v.Seat, v.Phase, v.Claim.Kind, a, ok, in, listed)
		}
	}
}
