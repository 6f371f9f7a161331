package scenes

import (
	"strings"
	"testing"

	"rummy/engine"
)

func TestParseSeats(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []Seat
		err  string
	}{
		{"human,bot,bot", []Seat{{Kind: Human, Level: 0}, {Kind: Bot, Level: Normal}, {Kind: Bot, Level: Normal}}, ""},
		{"human, bot:hard ,BOT:easy", []Seat{{Kind: Human, Level: 0}, {Kind: Bot, Level: Hard}, {Kind: Bot, Level: Easy}}, ""},
		{"human,human", []Seat{{Kind: Human, Level: 0}, {Kind: Human, Level: 0}}, ""},
		{"human,bot:genius", nil, "bot level"},
		{"human,robot", nil, "unknown"},
		{"human:hard,bot", nil, "only bots"},
		{"human=Anna Maria,bot:hard=Ölga, bot", []Seat{{Kind: Human, Level: 0, Name: "Anna Maria"}, {Kind: Bot, Level: Hard, Name: "Ölga"}, {Kind: Bot, Level: Normal}}, ""},
		{"human=,bot", nil, "write a name"},
	} {
		got, err := ParseSeats(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) || !strings.HasPrefix(err.Error(), "scenes: ") {
				t.Errorf("%q: error %v, want one about %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || len(got) != len(tc.want) {
			t.Fatalf("%q: %v %v", tc.in, got, err)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%q seat %d = %+v, want %+v", tc.in, i, got[i], tc.want[i])
			}
		}
	}
}

// LIV-1: Liverpool seats 3 to 8; the seat count drives the players option.
func TestSetSeatCountFollowsTheVariantRange(t *testing.T) {
	s := DefaultSetup(engine.Liverpool)
	if len(s.Seats) != 4 || s.Seats[0].Kind != Human || s.Seats[3].Kind != Bot {
		t.Fatalf("default Liverpool seats %+v", s.Seats)
	}
	if err := s.SetSeatCount(8); err != nil || len(s.Seats) != 8 || s.Options.NumPlayers() != 8 {
		t.Errorf("8 seats: %v, %d seats, players %d", err, len(s.Seats), s.Options.NumPlayers())
	}
	if err := s.SetSeatCount(2); err == nil || len(s.Seats) != 8 {
		t.Errorf("2 Liverpool seats accepted (%v), seats now %d", err, len(s.Seats))
	}
}

func TestStepValueWalksEachKindOfOption(t *testing.T) {
	specs := map[string]engine.OptionSpec{}
	for _, v := range menuVariants {
		o, _ := engine.NewOptions(v)
		for _, s := range o.Specs() {
			specs[v.String()+"."+s.Key] = s
		}
	}
	for _, tc := range []struct {
		spec, cur string
		d         int
		want      string
	}{
		{"romme.jokers", "true", 1, "false"},
		{"romme.opening", "30", 1, "40"},
		{"romme.opening", "0", 1, "30"},
		{"romme.opening", "30", -1, "0"},
		{"liverpool.joker_swap", "never", 1, "going_down_turn"},
		{"liverpool.buy_penalty", "3", 1, "3"},
		{"liverpool.buy_penalty", "0", -1, "0"},
		{"classic.target", "100", 1, "125"},
		{"romme.turn_timer", "0", 1, "15"},
	} {
		if got := stepValue(specs[tc.spec], tc.cur, tc.d); got != tc.want {
			t.Errorf("%s from %s by %d = %s, want %s", tc.spec, tc.cur, tc.d, got, tc.want)
		}
	}
}
