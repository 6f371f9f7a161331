package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestOptionDefaults pins every key and default of RULES.md "Option keys".
func TestOptionDefaults(t *testing.T) {
	want := map[Variant]string{
		Classic:   "players=2 seed=0 target=100 hands=0",
		Romme:     "players=4 seed=0 hands=4 stop_at=0 max_players=4 small_deck=false opening=30 cyclic_runs=false jokers=true strict_jokers=false strict_groups=false knocking=false win_without_discard=false casino_scoring=false practice=false turn_timer=0",
		Kopilka:   "players=4 seed=0 chips=12",
		Liverpool: "players=4 seed=0 joker_swap=going_down_turn buy_priority=nearest buy_limit=0 buy_penalty=1 liverpool_call=true rummy_call=true false_meld_penalty=false cut_bonus=true",
	}
	for _, v := range Variants {
		o, err := NewOptions(v)
		if err != nil {
			t.Fatal(err)
		}
		var parts []string
		for _, s := range o.Specs() {
			val, err := o.Get(s.Key)
			if err != nil {
				t.Fatal(err)
			}
			if val != s.Default {
				t.Errorf("%s %s: value %q but spec default %q", v, s.Key, val, s.Default)
			}
			if s.Help == "" {
				t.Errorf("%s %s has no help line", v, s.Key)
			}
			parts = append(parts, s.Key+"="+val)
		}
		if got := strings.Join(parts, " "); got != want[v] {
			t.Errorf("%s defaults:\n got %s\nwant %s", v, got, want[v])
		}
		if err := o.Validate(); err != nil {
			t.Errorf("%s defaults invalid: %v", v, err)
		}
	}
}

func TestOptionJSONRoundTrip(t *testing.T) {
	o := mustOptions(t, Romme, "players=3", "opening=40", "cyclic_runs=true", "casino_scoring=on", "turn_timer=30", "seed=99")
	data, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeOptions(Romme, data)
	if err != nil {
		t.Fatal(err)
	}
	if *back.(*RommeOptions) != *o.(*RommeOptions) {
		t.Errorf("round trip changed options:\n%+v\n%+v", back, o)
	}
	if !strings.Contains(string(data), `"cyclic_runs":true`) {
		t.Errorf("JSON keys must be the option keys: %s", data)
	}
	lo := mustOptions(t, Liverpool, "joker_swap=never", "buy_priority=first_caller", "buy_limit=3")
	data, _ = json.Marshal(lo)
	back, err = DecodeOptions(Liverpool, data)
	if err != nil || *back.(*LiverpoolOptions) != *lo.(*LiverpoolOptions) {
		t.Errorf("liverpool round trip: %v", err)
	}
}

func TestOptionErrors(t *testing.T) {
	cases := []struct {
		v    Variant
		kv   []string
		want string
	}{
		{Romme, []string{"colour=red"}, `unknown option "colour" for romme: the keys are players, seed, hands`},
		{Romme, []string{"opening=35"}, "opening takes 30, 40, 0"},
		{Romme, []string{"jokers=maybe"}, "jokers takes true or false"},
		{Liverpool, []string{"joker_swap=always"}, "joker_swap takes going_down_turn, any_turn_after_down, never"},
		{Liverpool, []string{"players=2"}, "players takes a whole number from 3 to 8"},
		{Romme, []string{"players=5"}, "romme is played by 2 to 4 players, not 5"},
		{Classic, []string{"target=-5"}, "target takes a whole number from 0 up"},
		{Classic, []string{"target=0"}, "set hands to 1 or more"},
		{Classic, []string{"target"}, "must be written key=value"},
		{Liverpool, []string{"buy_penalty=9"}, "buy_penalty takes a whole number from 0 to 3"},
	}
	for _, c := range cases {
		_, err := ParseOptions(c.v, c.kv)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseOptions(%s, %v) = %v, want an error containing %q", c.v, c.kv, err, c.want)
		}
	}
	if _, err := ParseOptions(Romme, []string{"max_players=6", "players=6"}); err != nil {
		t.Errorf("ROM-1 six players with max_players=6: %v", err)
	}
	if _, err := DecodeOptions(Romme, []byte(`{"opening":30,"bogus":1}`)); err == nil {
		t.Error("unknown JSON key must be rejected")
	}
	if _, err := DecodeOptions(Romme, []byte(`{"opening":31}`)); err == nil {
		t.Error("out-of-range JSON value must be rejected")
	}
	if _, err := DecodeOptions(Liverpool, []byte(`{"joker_swap":"sometimes"}`)); err == nil {
		t.Error("unknown JSON choice must be rejected")
	}
}

// TestOpeningPoints covers ROM-SR-SMALL forcing ROM-SR-NOOPEN, ROM-SR-40.
func TestOpeningPoints(t *testing.T) {
	cases := []struct {
		rule string
		kv   []string
		want int
	}{
		{"ROM-7 default 30", nil, 30},
		{"ROM-SR-40", []string{"opening=40"}, 40},
		{"ROM-SR-NOOPEN", []string{"opening=0"}, 0},
		{"ROM-SR-SMALL forces no opening", []string{"small_deck=true", "opening=40"}, 0},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			o := mustOptions(t, Romme, c.kv...).(*RommeOptions)
			if got := o.OpeningPoints(); got != c.want {
				t.Errorf("OpeningPoints = %d, want %d", got, c.want)
			}
		})
	}
}

func TestVariantNames(t *testing.T) {
	for _, v := range Variants {
		p, err := ParseVariant(v.String())
		if err != nil || p != v {
			t.Errorf("ParseVariant(%q) = %v, %v", v.String(), p, err)
		}
		b, _ := v.MarshalText()
		var back Variant
		if err := back.UnmarshalText(b); err != nil || back != v {
			t.Errorf("text round trip of %v", v)
		}
	}
	if _, err := ParseVariant("gin"); err == nil || !strings.Contains(err.Error(), "choose classic, romme, liverpool or kopilka") {
		t.Errorf("ParseVariant(gin) = %v", err)
	}
}
