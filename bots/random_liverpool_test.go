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
		{name: "LIV-5 hand 6 one book: a second pair goes first", hand: 6, cards: "7C 7D 7S 9C 9D 3H 4H 5H 8S TS JS QS", want: "9C 9D"},
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

// LIV-OUT-1: once down, Random discards the card farthest from the ends
// of the table's runs of its suit, keeping one that may fit later.
func TestRandomLiverpoolDiscardsFarthest(t *testing.T) {
	cases := []struct {
		name  string
		table []string
		hand  string
		want  string
	}{
		{name: "LIV-OUT-1 next but one to a run stays", table: []string{"4H 5H 6H 7H"}, hand: "9H KC", want: "KC"},
		{name: "LIV-OUT-1 the nearer of two cards of the run's suit stays", table: []string{"4H 5H 6H 7H"}, hand: "2H QH", want: "QH"},
		{name: "LIV-OUT-1 ace high counts after the king", table: []string{"TS JS QS KS", "5D 6D 7D 8D"}, hand: "AS 3C", want: "3C"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := &engine.View{Public: engine.Public{Rules: engine.DefaultRules(engine.Liverpool), HandNo: 3}}
			for _, m := range tc.table {
				cards, err := engine.ParseCards(m)
				if err != nil {
					t.Fatal(err)
				}
				v.Table = append(v.Table, engine.TableMeld{Cards: cards})
			}
			hand, _ := engine.ParseCards(tc.hand)
			var acts []engine.Action
			var discards []int
			for i, c := range hand {
				acts = append(acts, engine.DiscardAction(c))
				discards = append(discards, i)
			}
			rng := engine.NewRNG(1)
			for range 8 {
				if got := acts[farthest(v, acts, discards, &rng)].Card.String(); got != tc.want {
					t.Fatalf("discarded %s, want %s", got, tc.want)
				}
			}
		})
	}
}

// LIV-CUT-1: Random cuts without listing every cut, yet chooses exactly
// as PickRandom does among Legal's cuts.
func TestRandomCutMatchesLegal(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := engine.NewGame(engine.DefaultRules(engine.Liverpool), seed)
		if err != nil {
			t.Fatal(err)
		}
		seat := s.Waiting()[0]
		v := s.View(seat)
		legal := engine.Legal(v)
		if v.CutSizes() != len(legal) || !legal[len(legal)-1].Equal(engine.CutAction(v.CutSizes())) {
			t.Fatalf("seed %d: CutSizes %d, Legal lists %d cuts", seed, v.CutSizes(), len(legal))
		}
		b := NewRandom(seed, seat)
		rng := seatRNG(seed, seat)
		if got, want := b.Act(v), PickRandom(v, legal, &rng); !got.Equal(want) {
			t.Errorf("seed %d: Random cuts %v, PickRandom %v", seed, got, want)
		}
		if other := s.View((seat + 1) % s.Players()); other.CutSizes() != 0 {
			t.Errorf("seed %d: seat %d may not cut, CutSizes %d", seed, other.Seat, other.CutSizes())
		}
	}
}

// LIV-5: Random's run window around a card counts the most ranks of its
// suit held within four consecutive positions (1…14, the ace at both
// ends) that include the card, for every set of ranks of a suit.
func TestRandomRunWindow(t *testing.T) {
	for m := uint16(0); m < 1<<13; m++ {
		present := m << 1 // ranks 1…13 at bits 1…13
		if present&2 != 0 {
			present |= 1 << 14
		}
		u := usefulness{present: [engine.NumSuits]uint16{engine.Hearts: present}}
		for r := engine.Ace; r <= engine.King; r++ {
			want := 0
			positions := []int{int(r)}
			if r == engine.Ace {
				positions = append(positions, 14)
			}
			for _, p := range positions {
				for lo := max(1, p-3); lo <= p && lo+3 <= 14; lo++ {
					n := 0
					for q := lo; q < lo+4; q++ {
						if present&(1<<q) != 0 {
							n++
						}
					}
					want = max(want, n)
				}
			}
			if got := u.runWindow(engine.NewFace(r, engine.Hearts)); got != want-1 {
				t.Fatalf("ranks %013b, %s: window %d, want %d", m, engine.NewFace(r, engine.Hearts), got, want-1)
			}
		}
	}
}

// LIV-5: windowMost holds, for every seven positions around a card, the
// most held within four consecutive positions that include the card.
func TestRandomWindowMost(t *testing.T) {
	if len(windowMost) != 128 {
		t.Fatalf("windowMost has %d entries, want 128", len(windowMost))
	}
	for x := 0; x < 128; x++ {
		want := 0
		for a := 0; a < 4; a++ {
			n := 0
			for b := a; b < a+4; b++ {
				n += x >> b & 1
			}
			want = max(want, n)
		}
		if got := int(windowMost[x] - '0'); got != want {
			t.Errorf("windowMost[%07b] = %d, want %d", x, got, want)
		}
	}
}
