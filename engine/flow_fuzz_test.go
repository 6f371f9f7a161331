package engine

import (
	"encoding/json"
	"testing"
)

// fuzzAction turns fuzzer bytes into an action: mostly one of Legal's, or
// a malformed one built from the bytes (wrong kind, foreign cards, bad
// indices, melds of random cards).
func fuzzAction(s *State, seat int, b []byte) Action {
	pick := func(i int) int {
		if i < len(b) {
			return int(b[i])
		}
		return 0
	}
	if pick(0)%4 != 0 {
		acts := Legal(s.View(seat))
		if len(acts) > 0 {
			return acts[(pick(1)<<8|pick(2))%len(acts)]
		}
	}
	hand := s.hands[seat]
	anyCard := func(i int) Card {
		if len(hand) > 0 && pick(i)%2 == 0 {
			return hand[pick(i+1)%len(hand)]
		}
		return Card(pick(i)<<8 | pick(i+1))
	}
	a := Action{Kind: ActionKind(pick(3) % 12), FromDiscard: pick(4)%2 == 1, Card: anyCard(5),
		Meld: pick(7)%8 - 2, Pos: pick(8)%8 - 2, AtFront: pick(9)%2 == 1, JokerMeld: pick(10)%8 - 2,
		JokerFront: pick(11)%2 == 1, N: pick(12) - 10}
	if a.Kind == ActMeld {
		n := pick(13) % 6
		var m []Card
		for i := 0; i < n; i++ {
			m = append(m, anyCard(14+2*i))
		}
		a.Melds = [][]Card{m}
		if pick(26)%3 == 0 {
			a.Melds = append(a.Melds, m)
		}
	}
	return a
}

// FuzzGame lets fuzzer bytes drive whole games: every action comes from
// the bytes (from Legal, or malformed). Apply must never panic; a rejected
// action must change nothing; the invariants must hold throughout.
func FuzzGame(f *testing.F) {
	f.Add(uint8(0), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
	f.Add(uint8(1), []byte("rummy rummy rummy rummy rummy rummy"))
	f.Add(uint8(2), []byte{0, 0, 0, 0, 255, 255, 3, 200, 9, 1, 1, 1, 1, 0, 7, 7, 7, 7})
	f.Add(uint8(5), []byte{4, 4, 4, 4, 0, 1, 2, 4, 8, 16, 32, 64, 128})
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		settings := [][]string{
			{"players=2"},
			{"players=3", "knocking=true", "turn_timer=10"},
			{"players=3", "buy_priority=first_caller", "false_meld_penalty=true"},
			{"players=4", "strict_jokers=true", "win_without_discard=true"},
			{"players=5"},
			{"players=3", "joker_swap=any_turn_after_down"},
		}
		v := Variants[int(which)%3]
		o, err := ParseOptions(v, settings[int(which)%len(settings)])
		if err != nil {
			o, _ = NewOptions(v)
		}
		s, err := NewGame(MustRules(o), uint64(which)+7)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(uint64(len(data)))
		for i := 0; i < len(data) && !s.Over(); i += 3 {
			seat := int(data[i]) % s.Players()
			if data[i]%5 != 0 {
				w := s.Waiting()
				seat = w[int(data[i])%len(w)]
			}
			chunk := data[i:]
			if len(chunk) > 30 {
				chunk = chunk[:30]
			}
			a := fuzzAction(s, seat, chunk)
			before := s.Hash()
			if _, err := s.Apply(seat, a); err != nil {
				if s.Hash() != before {
					t.Fatalf("rejected %s changed the state", a)
				}
			}
			if err := s.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			// Let random play move the game along between fuzzed steps.
			if !s.Over() {
				seat, a := randomAction(s, &rng)
				if _, err := s.Apply(seat, a); err != nil {
					t.Fatalf("legal %s rejected: %v", a, err)
				}
			}
		}
	})
}

// FuzzLoad feeds corrupt saved games to Load: an error, never a panic,
// and whatever loads saves and loads again to the same game.
func FuzzLoad(f *testing.F) {
	for _, v := range Variants {
		s, _ := NewGame(DefaultRules(v), 3)
		rng := NewRNG(3)
		for i := 0; i < 40 && !s.Over(); i++ {
			seat, a := randomAction(s, &rng)
			if _, err := s.Apply(seat, a); err != nil {
				f.Fatal(err)
			}
		}
		data, err := Save(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(`{"format":1,"variant":"classic","options":{},"seed":1,"turn_cap":300,"actions":[{"seat":0,"action":{"kind":"discard","card":3}}]}`))
	f.Add([]byte(`{"format":1,"variant":"romme","options":{"players":9},"seed":1,"turn_cap":300,"actions":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Load(data)
		if err != nil {
			if s != nil {
				t.Fatal("Load returned a partial game with an error")
			}
			return
		}
		again, err := Save(s)
		if err != nil {
			t.Fatal(err)
		}
		l, err := Load(again)
		if err != nil || l.Hash() != s.Hash() {
			t.Fatalf("a loaded game does not reload: %v", err)
		}
	})
}

// FuzzAction decodes actions from JSON: an error or an action that
// encodes and decodes to itself.
func FuzzAction(f *testing.F) {
	for _, a := range []Action{DrawAction(true), MeldAction([]Card{1, 2, 3}), LayOffAction(5, 1, true),
		SwapJokerAction(0, 2, 7, -1, false), DiscardAction(0), EndTurnAction(), CallAction(2, true),
		PassAction(), CutAction(31), TimeoutAction()} {
		b, _ := json.Marshal(a)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var a Action
		if err := json.Unmarshal(data, &a); err != nil {
			return
		}
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatalf("decoded %+v does not encode: %v", a, err)
		}
		var c Action
		if err := json.Unmarshal(b, &c); err != nil || !c.Equal(a) {
			t.Fatalf("round trip %+v → %s → %+v (%v)", a, b, c, err)
		}
	})
}
