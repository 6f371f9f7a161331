package bots

import (
	"testing"

	"rummy/engine"
)

// LIV-5: solo rollouts rate a hand by how soon it reaches its contract.
func TestSoloScore(t *testing.T) {
	r := testRules(t, engine.Liverpool, "players=4")
	cases := []struct {
		name  string
		hand  string
		stock string
		first int
		want  int
	}{
		// Two books (hand 1): 5S makes the fives, KS goes, 9H makes the
		// nines in the second turn; left loose: 2C 3D 4H 7S JC, of which
		// four stay to shed after the discard.
		{"LIV-5 two books after two draws", "5H 5D 9C 9D KS 2C 3D 4H 7S JC", "5S 9H 2S 2D", 1, -((2+4)*soloTurn + 30)},
		{"LIV-5 the same hand one turn later", "5H 5D 9C 9D KS 2C 3D 4H 7S JC", "5S 9H 2S 2D", 2, -((3+4)*soloTurn + 30)},
		{"LIV-5 complete with the first draw", "5H 5D 5C 9C 9D KS 2C 3D 4H 7S", "9H 2S", 0, -((0+4)*soloTurn + 30)},
		{"LIV-5 two cards more to shed", "5H 5D 5C 9C 9D KS 2C 3D 4H 7S 2H 3H", "9H 2S", 0, -((0+6)*soloTurn + 40)},
	}
	var buf []engine.Card
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := soloScore(r, 2, 0, cards(t, c.hand), cards(t, c.stock), c.first, &buf)
			if got != float64(c.want) {
				t.Errorf("soloScore = %v, want %v", got, c.want)
			}
		})
	}
	t.Run("LIV-5 a hand that never gets there pays its distance and value", func(t *testing.T) {
		hand := cards(t, "5H 5D 9C 9D KS 2C 3D 4H 7S JC")
		stock := cards(t, "2S 3S 4C 6H 8C TD QS AC")
		got := soloScore(r, 2, 0, hand, stock, 1, &buf)
		reached := soloScore(r, 2, 0, hand, cards(t, "5S 9H"), 1, &buf)
		if got >= reached || got > -soloHorizon*soloTurn {
			t.Errorf("never reached: %v, reached: %v", got, reached)
		}
	})
}

// LIV-POOL-1: once an opponent is down, the hard player does not throw a
// card that fits a table meld (a Liverpool call or the next player's take
// sheds it for them) while another loose card may go; normal throws its
// highest loose card.
func TestHardStarvesTable(t *testing.T) {
	liverpool := testRules(t, engine.Liverpool, "players=4")
	sc := scene{rules: liverpool, phase: engine.PhasePlay, handNo: 1, hand: "QC QD 9S 9H 2D 4S 3C 8D KH 6S 5C",
		table: []string{"9H TH JH QH"}, counts: []int{11, 10, 6, 10}, opened: []bool{false, false, true}}
	t.Run("LIV-POOL-1 normal throws its highest loose card", func(t *testing.T) {
		if got := decideAs(t, "normal", sc.view(t)); got.String() != "discard KH" {
			t.Errorf("normal: %s, want discard KH", got)
		}
	})
	t.Run("LIV-POOL-1 hard keeps the card that fits the table", func(t *testing.T) {
		got := decideAs(t, "hard", sc.view(t))
		if got.Kind != engine.ActDiscard || fitsTable(liverpool, sc.view(t).Table, got.Card) {
			t.Errorf("hard: %s, want a discard that fits no table meld", got)
		}
	})
	t.Run("LIV-POOL-1 hard's rating puts it first while nobody is down", func(t *testing.T) {
		calm := sc
		calm.table, calm.opened = nil, nil
		for _, c := range []struct {
			sc    scene
			first bool
		}{{calm, true}, {sc, false}} {
			v := c.sc.view(t)
			p := newPolicy(hardStyle, 1, 0)
			p.ready(v)
			kh := cards(t, "KH")[0]
			if got := p.rankDiscards(v, p.discardable(v))[0].card == kh; got != c.first {
				t.Errorf("opened %v: KH rated first %v, want %v", c.sc.opened, got, c.first)
			}
		}
	})
}
