package i18n

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rummy/engine"
)

var argVerb = regexp.MustCompile(`%\[(\d)\]s`)

// argsUsed returns which argument numbers a text uses, and whether it has
// any other format verb.
func argsUsed(s string) (map[int]bool, bool) {
	used := map[int]bool{}
	for _, m := range argVerb.FindAllStringSubmatch(s, -1) {
		n, _ := strconv.Atoi(m[1])
		used[n] = true
	}
	return used, len(verb.FindAllString(argVerb.ReplaceAllString(s, ""), -1)) > 0
}

// COM-7: every refusal the engine lists, every meld reason, claim, action
// and contract has a text in every language using exactly the refusal's
// arguments; a key added to the engine fails here until it is translated.
func TestEveryRefusalIsTranslated(t *testing.T) {
	for _, l := range Langs {
		c := New(l)
		for _, k := range engine.RefusalKeys() {
			key := RefusalKey(k)
			if !c.Has(key) {
				t.Errorf("%s lacks the refusal %q", l.Code(), key)
				continue
			}
			used, other := argsUsed(c.T(key))
			if other || len(used) != k.NumArgs() {
				t.Errorf("%s %q uses arguments %v (other verbs: %v); the refusal has %d", l.Code(), key, used, other, k.NumArgs())
			}
			for n := range used {
				if n < 1 || n > k.NumArgs() {
					t.Errorf("%s %q names argument %d of %d", l.Code(), key, n, k.NumArgs())
				}
			}
		}
		var keys []Key
		for _, e := range meldReasons() {
			keys = append(keys, MeldReasonKey(e))
		}
		for k := engine.ClaimKnock; k <= engine.ClaimRummy; k++ {
			keys = append(keys, Key("arg.claim."+k.String()))
		}
		for k := engine.ActDraw; k <= engine.ActTimeout; k++ {
			keys = append(keys, Key("arg.act."+k.String()))
		}
		for n := 1; n <= engine.NumContracts; n++ {
			keys = append(keys, Key("arg.contract."+strconv.Itoa(n)))
		}
		for _, k := range keys {
			if !c.Has(k) {
				t.Errorf("%s lacks %q", l.Code(), k)
			}
		}
	}
	for _, other := range []map[Key]string{russianRefusals, germanRefusals} {
		for k := range other {
			if _, ok := englishRefusals[k]; !ok {
				t.Errorf("key %q is not in English", k)
			}
		}
		for k := range englishRefusals {
			if _, ok := other[k]; !ok {
				t.Errorf("English key %q is not in every language", k)
			}
		}
	}
}

func mustCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func mustMelds(t *testing.T, s string) [][]engine.Card {
	t.Helper()
	ms, err := engine.ParseMelds(s)
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

func rulesOf(t *testing.T, v engine.Variant) *engine.Rules {
	t.Helper()
	o, err := engine.NewOptions(v)
	if err != nil {
		t.Fatal(err)
	}
	return engine.MustRules(o)
}

// COM-7 ROM-7 LIV-5 COM-6: refusals read in the player's language, with
// cards as the table shows them and seats by name.
func TestReasonSaysRefusalsInTheLanguage(t *testing.T) {
	classic, err := engine.NewGame(rulesOf(t, engine.Classic), 3)
	if err != nil {
		t.Fatal(err)
	}
	turn := classic.Waiting()[0]
	other := (turn + 1) % 2
	names := func(seat int) string { return "<" + strconv.Itoa(seat) + ">" }
	liv := rulesOf(t, engine.Liverpool)
	tests := []struct {
		name       string
		err        error
		en, ru, de string
	}{
		{
			name: "COM-3 draw first",
			err:  classic.View(turn).Check(engine.DiscardAction(classic.View(turn).Hand[0])),
			en:   "Draw a card first, from the stock or the discard pile",
			ru:   "Сначала возьмите карту из колоды или из сброса",
			de:   "Zieh zuerst eine Karte, vom Talon oder vom Ablagestapel",
		},
		{
			name: "COM-7 not your turn, the seat by name",
			err:  classic.View(other).Check(engine.DrawAction(false)),
			en:   "It is <" + strconv.Itoa(turn) + ">'s turn; wait for yours",
			ru:   "Сейчас ходит <" + strconv.Itoa(turn) + ">; дождитесь своего хода",
			de:   "<" + strconv.Itoa(turn) + "> ist am Zug; warte, bis du dran bist",
		},
		{
			name: "LIV-5 the wrong contract",
			err:  liv.CheckContract(1, mustMelds(t, "5H 6H 7H 8H")),
			en:   "Contract 1 is two books; these melds are 1 run",
			ru:   "Контракт 1 — две группы, а здесь 1 ряд",
			de:   "Kontrakt 1 verlangt zwei Sätze; diese Kombinationen sind 1 Reihe",
		},
		{
			name: "LIV-5 runs that continue each other",
			err:  liv.CheckContract(3, mustMelds(t, "2H 3H 4H 5H / 6H 7H 8H 9H")),
			en:   "2♥ 3♥ 4♥ 5♥ and 6♥ 7♥ 8♥ 9♥ continue each other, so they are one run, not two",
			ru:   "2♥ 3♥ 4♥ 5♥ и 6♥ 7♥ 8♥ 9♥ продолжают друг друга, поэтому это один ряд, а не два",
			de:   "2♥ 3♥ 4♥ 5♥ und 6♥ 7♥ 8♥ 9♥ setzen einander fort, sind also eine Reihe und nicht zwei",
		},
		{
			name: "LIV-5 two books of one rank",
			err:  liv.CheckContract(1, mustMelds(t, "TH TD TC / TS TH TD")),
			en:   "Two books of one rank (10) are not allowed; make them one book",
			ru:   "Две группы одного достоинства (10) нельзя; объедините их в одну",
			de:   "Zwei Sätze mit demselben Wert (10) sind nicht erlaubt; mach einen Satz daraus",
		},
		{
			name: "ROM-7 an opening short of the requirement",
			err: func() error {
				_, err := rulesOf(t, engine.Romme).CheckOpening(mustMelds(t, "2H 3H 4H / 5C 5D 5S"))
				return err
			}(),
			en: "Opening melds total 24 points; 30 needed",
			ru: "Сумма комбинаций для открытия — 24, а нужно 30 очков",
			de: "Die Kombinationen zum Herauskommen zählen 24 Punkte; nötig sind 30",
		},
		{
			name: "COM-6 a meld reason on its own",
			err: func() error {
				_, err := rulesOf(t, engine.Classic).CheckMeld(mustCards(t, "AH 2H 4H"))
				return err
			}(),
			en: "The cards of a run must follow each other without gaps",
			ru: "Карты ряда должны идти подряд, без пропусков",
			de: "Die Karten einer Reihe müssen lückenlos aufeinander folgen",
		},
		{
			name: "an error that is no refusal is shown as it is",
			err:  errors.New("store: the disk is full"),
			en:   "store: the disk is full",
			ru:   "store: the disk is full",
			de:   "store: the disk is full",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.err == nil {
				t.Fatal("the action was not refused")
			}
			if got := New(English).Reason(tc.err, names); got != tc.en {
				t.Errorf("English %q, want %q", got, tc.en)
			}
			if got := New(Russian).Reason(tc.err, names); got != tc.ru {
				t.Errorf("Russian %q, want %q", got, tc.ru)
			}
			if got := New(German).Reason(tc.err, names); got != tc.de {
				t.Errorf("German %q, want %q", got, tc.de)
			}
		})
	}
}

// COM-7: a meld refused inside an action names the meld with the table's
// card faces and the reason in the language.
func TestReasonOfARefusedMeld(t *testing.T) {
	s, err := engine.NewGame(rulesOf(t, engine.Classic), 3)
	if err != nil {
		t.Fatal(err)
	}
	turn := s.Waiting()[0]
	if _, err := s.Apply(turn, engine.DrawAction(false)); err != nil {
		t.Fatal(err)
	}
	v := s.View(turn)
	refused := 0
	for i := 0; i+2 < len(v.Hand); i++ {
		meld := v.Hand[i : i+3]
		err := v.Check(engine.MeldAction(meld))
		var reason engine.MeldError
		if err == nil || !errors.As(err, &reason) {
			continue
		}
		refused++
		ru := New(Russian)
		want := ru.Card(meld[0]) + " " + ru.Card(meld[1]) + " " + ru.Card(meld[2]) + ": " + ru.T(MeldReasonKey(reason))
		if got := ru.Reason(err, nil); got != want {
			t.Errorf("%v: %q, want %q", meld, got, want)
		}
	}
	if refused == 0 {
		t.Fatal("no three neighbouring cards of the hand were refused as a meld")
	}
	for in, want := range map[string]string{"TH": "10♥", "QS": "Q♠", "AD": "A♦", "*": "джокер"} {
		if got := New(Russian).Card(mustCards(t, in)[0]); got != want {
			t.Errorf("card %s reads %q, want %q", in, got, want)
		}
	}
}

// Issue 15 item 7: a refusal that points at a meld on the table names it
// by its cards, never "meld 0"; without the cards, by its number from 1.
func TestIssue15RefusalsNameMeldsByCards(t *testing.T) {
	run := mustMelds(t, "5H 6H 7H")[0]
	var r engine.Refusal
	r.Key = engine.RefuseFitsOnlyAt
	r.Args[0] = engine.RefusalArg{Kind: engine.ArgCard, N: int(mustMelds(t, "4H")[0][0])}
	r.Args[1] = engine.RefusalArg{Kind: engine.ArgNumber, N: 0}
	r.Args[2] = engine.RefusalArg{Kind: engine.ArgSide, N: 1}
	meld := func(i int) []engine.Card {
		if i == 0 {
			return run
		}
		return nil
	}
	for _, l := range Langs {
		c := New(l)
		got := c.ReasonAt(r, nil, meld)
		if strings.Contains(got, " 0") || !strings.Contains(got, c.Cards(run)) {
			t.Errorf("%s: %q does not name the meld by its cards", l.Code(), got)
		}
		if plain := c.Reason(r, nil); strings.Contains(plain, " 0") || !strings.Contains(plain, "1") {
			t.Errorf("%s: without the table, %q should number the meld from 1", l.Code(), plain)
		}
	}
}
