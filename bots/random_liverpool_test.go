package bots

import (
	"testing"

	"rummy/engine"
)

// LIV-5: before going down, Random's least useful cards are those its
// contract wants least.
func TestRandomLiverpoolLeastUseful(t *testing.T) {
	cases := []struct {
		name  string
		hand  int
		cards string
		want  string
	}{
		{name: "LIV-5 hand 1 books: singles go first", hand: 1, cards: "5H 5S 9C 9D 9H KD 2C", want: "KD 2C"},
		{name: "LIV-5 hand 7 runs: the weakest suit goes first", hand: 7, cards: "3H 4H 5H 6H 8S 9S TS JS 2C 3C 4C 5C KD", want: "KD"},
		{name: "LIV-5 hand 3 runs: a copy and a far card", hand: 3, cards: "3H 4H 5H 5H 9S TS JS 2S", want: "5H 5H 2S"},
		{name: "LIV-5 hand 2 book and run: pairs and neighbours stay", hand: 2, cards: "7C 7D 3H 4H 6H QS", want: "QS"},
		{name: "LIV-7 a joker is never least useful", hand: 7, cards: "* 9C", want: "9C"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			hand, err := engine.ParseCards(tc.cards)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := engine.ParseCards(tc.want)
			v := &engine.View{Public: engine.Public{Rules: engine.DefaultRules(engine.Liverpool), HandNo: tc.hand}, Hand: hand}
			var u usefulness
			u.count(v, hand)
			least := 1 << 30
			for _, c := range hand {
				least = min(least, u.score(c))
			}
			var got []engine.Card
			for _, c := range hand {
				if u.score(c) == least {
					got = append(got, c)
				}
			}
			if engine.FormatCards(got) != engine.FormatCards(want) {
				t.Errorf("%s: least useful %s, want %s", tc.cards, engine.FormatCards(got), engine.FormatCards(want))
			}
		})
	}
}

// LIV-5, LIV-OUT-1: four Random players finish Liverpool hands by going
// down and out, rarely at the turn cap.
func TestRandomEndsLiverpoolHands(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 6
	}
	hands, capped := 0, 0
	for g := 0; g < games; g++ {
		o, _ := engine.ParseOptions(engine.Liverpool, []string{"players=4"})
		s, err := engine.NewGame(engine.MustRules(o), uint64(g+1))
		if err != nil {
			t.Fatal(err)
		}
		players := make([]Bot, 4)
		for i := range players {
			players[i] = NewRandom(uint64(g+1), i)
		}
		var v engine.View
		for !s.Over() {
			seat := s.Waiting()[0]
			s.ViewInto(seat, &v)
			ev, err := s.Apply(seat, players[seat].Act(&v))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if e.Kind == engine.EvHandEnded {
					hands++
					if e.Result.Reason == engine.EndTurnCap {
						capped++
					}
				}
			}
		}
	}
	if capped*20 > hands {
		t.Errorf("%d of %d hands ended at the turn cap, want under 5%%", capped, hands)
	}
}
