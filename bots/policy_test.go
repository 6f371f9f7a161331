package bots

import (
	"testing"

	"rummy/engine"
)

// scene is a hand-built position in card notation.
type scene struct {
	rules  *engine.Rules
	phase  engine.Phase
	hand   string
	pile   string   // bottom first
	table  []string // one meld per entry
	counts []int    // hand sizes of every seat (the view's own is len(hand))
	opened []bool
	handNo int
	claim  engine.ClaimKind
	took   string // cards seat 1 (the next player) took from the pile
}

func cards(t *testing.T, s string) []engine.Card {
	t.Helper()
	if s == "" {
		return nil
	}
	c, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// view builds seat 0's view of the scene.
func (sc scene) view(t *testing.T) *engine.View {
	t.Helper()
	n := len(sc.counts)
	v := &engine.View{Seat: 0, Hand: cards(t, sc.hand), Counts: append([]int(nil), sc.counts...), StockSize: 40, DrawnStock: engine.NoCard}
	v.Counts[0] = len(v.Hand)
	p := &v.Public
	p.Rules, p.Players, p.Phase, p.HandNo, p.Turn, p.TurnNo = sc.rules, n, sc.phase, max(1, sc.handNo), 0, 5
	p.Pile = cards(t, sc.pile)
	for _, m := range sc.table {
		p.Table = append(p.Table, engine.TableMeld{Owner: 1, Cards: cards(t, m)})
	}
	p.Seats = make([]engine.SeatInfo, n)
	for i := range p.Seats {
		if i < len(sc.opened) && sc.opened[i] {
			p.Seats[i] = engine.SeatInfo{Opened: true, OpenedTurn: 1}
		}
	}
	p.Totals = make([]int, n)
	p.TurnState = engine.TurnInfo{FromPile: engine.NoCard, Drawn: sc.phase == engine.PhasePlay}
	p.FirstMelder, p.Discarder, p.Offender, p.OldOffender, p.Caller = -1, n-1, -1, -1, -1
	for _, c := range cards(t, sc.took) {
		p.History = append(p.History, engine.PileRecord{Seat: 1, Card: c, Took: true})
	}
	v.Waiting = []int{0}
	if sc.claim != engine.NoClaim {
		p.Turn = 1
		p.Claim = engine.ClaimWindow{Kind: sc.claim, Card: p.Pile[len(p.Pile)-1], Against: n - 1,
			Eligible: []int{0}, Answers: make([]engine.Answer, 1), Targets: make([]engine.ClaimTarget, 1)}
	}
	return v
}

func decideAs(t *testing.T, name string, v *engine.View) engine.Action {
	t.Helper()
	b, err := New(name, 1, 0, Config{Budget: Budget{Rollouts: 16}})
	if err != nil {
		t.Fatal(err)
	}
	a := b.Act(v)
	if err := v.Check(a); err != nil {
		t.Fatalf("%s chose %s, which the view rejects: %v", name, a, err)
	}
	return a
}

func TestDecisions(t *testing.T) {
	classic := testRules(t, engine.Classic, "players=2")
	romme := testRules(t, engine.Romme, "players=2")
	rommeNoDiscard := testRules(t, engine.Romme, "players=2", "win_without_discard=true")
	liverpool := testRules(t, engine.Liverpool, "players=4")
	cases := []struct {
		name  string
		bot   string
		scene scene
		want  string // the action, as Action.String prints it
	}{
		{"CLA-3 greedy takes a discard that completes a run", "greedy",
			scene{rules: classic, phase: engine.PhaseDraw, hand: "5H 6H 9C KD 2S 3D QC JD 8S 4C", pile: "7H", counts: []int{10, 10}},
			"draw discard"},
		{"CLA-3 greedy leaves a discard that only pairs", "greedy",
			scene{rules: classic, phase: engine.PhaseDraw, hand: "5H 6H 9C KD 2S 3D QC JD 8S 4C", pile: "KS", counts: []int{10, 10}},
			"draw stock"},
		{"CLA-3 normal leaves a low card that only lowers its deadwood", "normal",
			scene{rules: classic, phase: engine.PhaseDraw, hand: "5H 6H 9C KD 2S 3D QC JD 8S 4C", pile: "AC", counts: []int{10, 10}},
			"draw stock"},
		{"ROM-7 normal takes the card that makes its opening", "normal",
			scene{rules: romme, phase: engine.PhaseDraw, hand: "KH KD 5C 8S 2D 9H 4C 3S 7D JC 6H AS 2C", pile: "KS", counts: []int{13, 13}},
			"draw discard"},
		{"ROM-7 normal opens when that leaves it near going out", "normal",
			scene{rules: romme, phase: engine.PhasePlay, hand: "KH KD KS 9C TC JC QC 5D 6D 7D 8D 9D 2S 3H", counts: []int{14, 13}},
			"meld 5D 6D 7D 8D 9D / 9C TC JC QC / KD KH KS"},
		{"ROM-14 normal holds its melds while they would leave it three cards and the opponent is far", "normal",
			scene{rules: romme, phase: engine.PhasePlay, hand: "KH KD KS 9C TC JC QC 5D 6D 7D 8D 2S 3H 4C", counts: []int{14, 13}},
			"discard 4C"},
		{"ROM-14 normal holds its melds while far from going out and the opponent is far", "normal",
			scene{rules: romme, phase: engine.PhasePlay, hand: "KH KD KS 9C TC JC 2S 3H 4C 7S 9D QH 5S 8C", counts: []int{14, 13}},
			"discard QH"},
		{"ROM-11 normal keeps a pair that a live card makes a set over a lower lone card", "normal",
			scene{rules: romme, phase: engine.PhasePlay, hand: "7H 7S 2C 3D", table: []string{"JD QD KD"},
				counts: []int{4, 5}, opened: []bool{true, true}},
			"discard 3D"},
		{"ROM-11 normal keeping two cards drops a run's neighbour: a meld would leave nothing to discard", "normal",
			scene{rules: romme, phase: engine.PhasePlay, hand: "8H 9H 2C", table: []string{"JD QD KD"},
				counts: []int{3, 5}, opened: []bool{true, true}},
			"discard 9H"},
		{"ROM-SR-NODISCARD normal keeping two cards keeps a run's neighbours when it may go out by melding", "normal",
			scene{rules: rommeNoDiscard, phase: engine.PhasePlay, hand: "8H 9H 2C", table: []string{"JD QD KD"},
				counts: []int{3, 5}, opened: []bool{true, true}},
			"discard 2C"},
		{"ROM-9 normal keeping one card keeps the lower one: any bridge card fits the table by itself", "normal",
			scene{rules: romme, phase: engine.PhasePlay, hand: "5H 2C", table: []string{"7H 8H 9H"},
				counts: []int{2, 5}, opened: []bool{true, true}},
			"discard 5H"},
		{"ROM-11 normal once opened discards its highest card though the next player collects the rank", "normal",
			scene{rules: romme, phase: engine.PhasePlay, hand: "KS 4D", table: []string{"7H 8H 9H"},
				counts: []int{2, 5}, opened: []bool{true, true}, took: "KH"},
			"discard KS"},
		{"ROM-7 normal before opening avoids the rank the next player collects", "normal",
			scene{rules: romme, phase: engine.PhasePlay, hand: "KS QD 2H 3H 4H 2C 3C 4C", counts: []int{8, 13}, took: "KH"},
			"discard QD"},
		{"ROM-9 normal keeps the card that one live card carries onto a table run", "normal",
			scene{rules: romme, phase: engine.PhasePlay, hand: "5H 2C 3S", table: []string{"7H 8H 9H"},
				counts: []int{3, 5}, opened: []bool{true, true}},
			"discard 3S"},
		{"ROM-7 greedy opens whenever it can", "greedy",
			scene{rules: romme, phase: engine.PhasePlay, hand: "KH KD KS 9C TC JC 2S 3H 4C 7S 9D QH 5S 8C", counts: []int{14, 13}},
			"meld 8C 9C TC JC / KD KH KS"},
		{"CLA-3 normal avoids the suit the next player collects", "normal",
			scene{rules: classic, phase: engine.PhasePlay, hand: "AC 2D 3H 4S 5C AD 2H 9S 9H 6S 3C", counts: []int{11, 10}, took: "8S"},
			"discard 9H"},
		{"LIV-POOL-1 normal calls Liverpool", "normal",
			scene{rules: liverpool, phase: engine.PhaseClaim, claim: engine.ClaimLiverpool, hand: "2C 9D", pile: "7H",
				table: []string{"3H 4H 5H 6H"}, counts: []int{2, 8, 8, 8}, opened: []bool{true, true}},
			"claim"},
		{"LIV-POOL-1 greedy passes", "greedy",
			scene{rules: liverpool, phase: engine.PhaseClaim, claim: engine.ClaimLiverpool, hand: "2C 9D", pile: "7H",
				table: []string{"3H 4H 5H 6H"}, counts: []int{2, 8, 8, 8}, opened: []bool{true, true}},
			"pass"},
		{"LIV-RUM-1 normal calls Rummy", "normal",
			scene{rules: liverpool, phase: engine.PhaseClaim, claim: engine.ClaimRummy, hand: "2C 9D KS", pile: "7H",
				table: []string{"3H 4H 5H 6H"}, counts: []int{3, 8, 8, 8}, opened: []bool{false, true}},
			"claim"},
		{"LIV-BUY-1 normal buys a card that brings its contract closer", "normal",
			scene{rules: liverpool, phase: engine.PhaseClaim, claim: engine.ClaimBuy, handNo: 1, hand: "7C 7D 9S 9H 2D 4S JC QH AD 3C", pile: "9C",
				counts: []int{10, 10, 10, 10}},
			"claim"},
		{"LIV-BUY-1 normal passes on a card it cannot use", "normal",
			scene{rules: liverpool, phase: engine.PhaseClaim, claim: engine.ClaimBuy, handNo: 1, hand: "7C 7D 9S 9H 2D 4S JC QH AD 3C", pile: "6H",
				counts: []int{10, 10, 10, 10}},
			"pass"},
		{"LIV-RUM-1 normal keeps the card that fits the table", "normal",
			scene{rules: liverpool, phase: engine.PhasePlay, hand: "7H KS", table: []string{"3H 4H 5H 6H"},
				counts: []int{2, 8, 8, 8}, opened: []bool{true, true}},
			"lay off 7H on meld 0 back"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := decideAs(t, c.bot, c.scene.view(t))
			if got.Kind == engine.ActClaim && c.want == "claim" {
				return
			}
			if got.String() != c.want {
				t.Errorf("%s: %s, want %s", c.bot, got, c.want)
			}
		})
	}
}
