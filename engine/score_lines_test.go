package engine_test

import (
	"testing"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
)

// playHands plays a game with random bots hand by hand, calling each with
// the rules, the view at the hand's end and its result.
func playHands(t *testing.T, v engine.Variant, seed uint64, opts []string, each func(*engine.Rules, *engine.View, engine.HandResult)) {
	t.Helper()
	o, err := engine.ParseOptions(v, opts)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := engine.NewRules(o)
	if err != nil {
		t.Fatal(err)
	}
	st, _, err := engine.NewGameEvents(rules, seed)
	if err != nil {
		t.Fatal(err)
	}
	for hand := 0; hand < 12 && !st.Over(); hand++ {
		if st.Phase() == engine.PhaseHandOver {
			if _, err := st.Apply(st.Waiting()[0], engine.NextHandAction()); err != nil {
				t.Fatal(err)
			}
		}
		players := make([]match.Player, st.Players())
		for i := range players {
			players[i] = bots.NewPlayer(bots.NewNormal(seed^uint64(hand), i), nil)
		}
		m, err := match.New(match.Config{State: st, Players: players, MaxActions: 100000})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(); err != nil {
			t.Fatal(err)
		}
		res := st.Results()
		each(rules, st.View(0), res[len(res)-1])
	}
}

// Issue 15 item 6 (the breakdown moved from the score sheet to the
// engine in issue 13): the sheet's breakdown of a hand — cards left, rummy
// doubling (CLA-9, ROM-14), the casino table bonus (ROM-SR-CASINO), false
// melds (LIV-SCORE-3) and the cut bonus (LIV-CUT-1) — adds up to the
// engine's score for every seat, in every rule set.
func TestIssue15HandLinesAddUpToTheEngine(t *testing.T) {
	cases := []struct {
		v    engine.Variant
		opts []string
	}{
		{engine.Classic, []string{"players=2"}},
		{engine.Classic, []string{"players=4"}},
		{engine.Romme, []string{"players=3"}},
		{engine.Romme, []string{"players=4", "casino_scoring=true"}},
		{engine.Liverpool, []string{"players=3"}},
		{engine.Liverpool, []string{"players=4", "false_meld_penalty=true"}},
		{engine.Liverpool, []string{"players=3", "cut_bonus=false", "false_meld_penalty=true"}},
	}
	seeds := []uint64{1, 2, 3}
	if testing.Short() {
		seeds = seeds[:2]
	}
	var hands, doubled, bonus, cuts int
	for _, c := range cases {
		for _, seed := range seeds {
			playHands(t, c.v, seed, c.opts, func(r *engine.Rules, v *engine.View, res engine.HandResult) {
				hands++
				lines, ok := r.ScoreLines(v, res)
				if !ok {
					t.Errorf("%v %v seed %d hand %d: the breakdown does not add up to %v", c.v, c.opts, seed, res.Hand, res.Scores)
					return
				}
				for i, l := range lines {
					if l.Left != len(v.Hands[i]) || l.Total != res.Scores[i] {
						t.Errorf("%v hand %d seat %d: %+v for %d cards and score %d", c.v, res.Hand, i, l, len(v.Hands[i]), res.Scores[i])
					}
					if l.Doubled {
						doubled++
					}
					if l.TableBonus != 0 {
						bonus++
					}
					if l.Cut != 0 {
						cuts++
					}
				}
			})
		}
	}
	if hands < 20 || bonus == 0 || doubled == 0 {
		t.Errorf("%d hands, %d table bonuses, %d doubled: the test saw too little", hands, bonus, doubled)
	}
	t.Logf("%d hands: %d doubled lines, %d table bonuses, %d cut bonuses", hands, doubled, bonus, cuts)
}

// Issue 15 item 6: a view that is not of the hand's end gives no
// breakdown rather than a wrong one.
func TestIssue15HandLinesRefuseAnotherView(t *testing.T) {
	playHands(t, engine.Classic, 5, []string{"players=2", "target=0", "hands=1"}, func(r *engine.Rules, v *engine.View, res engine.HandResult) {
		if _, ok := r.ScoreLines(v, res); !ok {
			t.Fatal("no breakdown at the hand's end")
		}
		other := *v
		other.Hands = nil
		if _, ok := r.ScoreLines(&other, res); ok {
			t.Error("a breakdown without the hands shown")
		}
		wrong := res
		wrong.Scores = append([]int(nil), res.Scores...)
		wrong.Scores[0]++
		if _, ok := r.ScoreLines(v, wrong); ok {
			t.Error("a breakdown that does not add up was accepted")
		}
	})
}

// Issue 15 item 6, LIV-CUT-1: a perfect cut shows as the cutter's cut
// bonus, apart from LIV-SCORE-3's false melds of another seat.
func TestIssue15HandLinesCutBonus(t *testing.T) {
	done := false
	playHands(t, engine.Liverpool, 4, []string{"players=3", "false_meld_penalty=true"}, func(r *engine.Rules, v *engine.View, res engine.HandResult) {
		if done {
			return
		}
		done = true
		end := *v
		end.Seats = append([]engine.SeatInfo(nil), v.Seats...)
		cut := res
		cut.Scores = append([]int(nil), res.Scores...)
		other := (end.Cutter + 1) % len(cut.Scores)
		cut.Scores[end.Cutter] += -50 - end.Seats[end.Cutter].Penalty
		end.Seats[end.Cutter].Penalty = -50
		end.Seats[other].Penalty += 100
		cut.Scores[other] += 100
		lines, ok := r.ScoreLines(&end, cut)
		if !ok {
			t.Fatal("no breakdown")
		}
		if lines[end.Cutter].Cut != -50 || lines[end.Cutter].FalseMelds != 0 {
			t.Errorf("cutter: %+v, want a cut bonus of −50", lines[end.Cutter])
		}
		if lines[other].FalseMelds != 100+v.Seats[other].Penalty || lines[other].Cut != 0 {
			t.Errorf("seat %d: %+v, want 100 points for false melds", other, lines[other])
		}
	})
}
