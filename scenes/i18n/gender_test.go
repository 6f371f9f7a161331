package i18n

import (
	"strings"
	"testing"
)

// TestIssue18RussianLogAgreesWithTheSeat: a bot with a woman's name
// takes the feminine verb, a person's own name the present tense (no
// gender), a man's name and the numbered seats the masculine one; other
// languages say the same line whatever the gender. Every gendered form
// has both variants and the verbs of its plain message.
func TestIssue18RussianLogAgreesWithTheSeat(t *testing.T) {
	ru := New(Russian)
	for _, tc := range []struct {
		k    Key
		g    Gender
		args []any
		want string
	}{
		{LogDrewStock, Feminine, []any{"Анна"}, "Анна взяла карту из колоды"},
		{LogDrewStock, Masculine, []any{"Борис"}, "Борис взял карту из колоды"},
		{LogDrewStock, Neutral, []any{"Саша"}, "Саша берёт карту из колоды"},
		{LogCut, Feminine, []any{"Вера", 3}, "Вера сняла 3 карты"},
		{LogCut, Neutral, []any{"Саша", 5}, "Саша снимает 5 карт"},
		{LogCut, Masculine, []any{"Глеб", 21}, "Глеб снял 21 карту"},
		{LogWentOut, Feminine, []any{"Нина"}, "Нина избавилась от всех карт"},
	} {
		if got := ru.FAs(tc.k, tc.g, tc.args...); got != tc.want {
			t.Errorf("%s as %d: %q, want %q", tc.k, tc.g, got, tc.want)
		}
	}
	if got, want := New(German).FAs(LogDrewStock, Feminine, "Anna"), New(German).F(LogDrewStock, "Anna"); got != want {
		t.Errorf("German feminine %q differs from %q", got, want)
	}
	for k := range russianGendered {
		base := Key(strings.TrimSuffix(strings.TrimSuffix(string(k), "@f"), "@n"))
		if !New(Russian).Has(base) {
			t.Errorf("%q varies a key that does not exist", k)
		}
		for _, sfx := range []string{"@f", "@n"} {
			if _, ok := russianGendered[base+Key(sfx)]; !ok {
				t.Errorf("%q has no %s form", base, sfx)
			}
		}
		if got, want := verbsOf(russianGendered[k]), verbsOf(ru.T(base)); got != want {
			t.Errorf("%q has verbs %q, its message %q", k, got, want)
		}
	}
}

// TestIssue18BotsHaveNames: bots get names of the language, not
// "Bot 2", skipping a name a person took; past the list they are numbered.
func TestIssue18BotsHaveNames(t *testing.T) {
	for _, l := range Langs {
		c := New(l)
		seen := map[string]bool{}
		for n := 0; n < 15; n++ {
			name, _ := c.BotName(n, nil)
			if seen[name] || strings.Contains(name, c.F(SeatBot, n+1)) {
				t.Errorf("%s: bot %d is called %q", l.Code(), n, name)
			}
			seen[name] = true
		}
		first, _ := c.BotName(0, nil)
		if got, _ := c.BotName(0, func(s string) bool { return s == first }); got == first {
			t.Errorf("%s: a bot took the person's name %q", l.Code(), first)
		}
		if got, _ := c.BotName(15, nil); got != c.F(SeatBot, 16) {
			t.Errorf("%s: the 16th bot is %q", l.Code(), got)
		}
	}
	if name, g := New(Russian).BotName(0, nil); name != "Анна" || g != Feminine {
		t.Errorf("the first Russian bot is %q (%d)", name, g)
	}
}
