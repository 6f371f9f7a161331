package i18n

import (
	"sort"
	"strings"
	"testing"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
)

// formsUsed asks go-i18n's CLDR rules which plural forms a language gives
// the whole numbers 0…1000, plus "other", which CLDR always asks for.
func formsUsed(t *testing.T, l Lang) map[string]bool {
	t.Helper()
	b := goi18n.NewBundle(tags[l])
	probe := &goi18n.Message{ID: "probe", Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"}
	if err := b.AddMessages(tags[l], probe); err != nil {
		t.Fatal(err)
	}
	loc := goi18n.NewLocalizer(b, l.Code())
	used := map[string]bool{"other": true}
	for n := 0; n <= 1000; n++ {
		form, err := loc.Localize(&goi18n.LocalizeConfig{MessageID: "probe", PluralCount: n, TemplateParser: template.IdentityParser{}})
		if err != nil {
			t.Fatal(err)
		}
		used[form] = true
	}
	return used
}

func formsOf(p Plural) map[string]string {
	return map[string]string{"one": p.One, "few": p.Few, "many": p.Many, "other": p.Other}
}

func names(m map[string]bool) string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// Item 5 of issue 18: the plural forms each language needs, from the
// CLDR rules, are all written for every counting message, with the
// English verbs; no language has a counting message English lacks.
func TestEveryCountingMessageHasTheFormsItsLanguageNeeds(t *testing.T) {
	want := map[Lang]string{English: "one other", German: "one other", Russian: "few many one other"}
	for _, l := range Langs {
		used := formsUsed(t, l)
		if got := names(used); got != want[l] {
			t.Errorf("%s uses the forms %q, want %q", l.Code(), got, want[l])
		}
		for k, en := range englishPlurals {
			p, ok := pluralsOf(l)[k]
			if !ok {
				t.Errorf("%s lacks the counting message %q", l.Code(), k)
				continue
			}
			for form, text := range formsOf(p) {
				switch {
				case used[form] && strings.TrimSpace(text) == "":
					t.Errorf("%s %q has no %s form", l.Code(), k, form)
				case !used[form] && text != "":
					t.Errorf("%s %q has a %s form that %s never uses", l.Code(), k, form, l.Code())
				case text != "" && verbsOf(text) != verbsOf(en.Other):
					t.Errorf("%s %q %s form has verbs %q, English %q", l.Code(), k, form, verbsOf(text), verbsOf(en.Other))
				}
			}
			if p.Arg < 0 || p.Arg > len(anyVerb.FindAllString(en.Other, -1)) {
				t.Errorf("%s %q counts argument %d", l.Code(), k, p.Arg)
			}
		}
		for k := range pluralsOf(l) {
			if _, ok := englishPlurals[k]; !ok {
				t.Errorf("%s counting message %q is not in English", l.Code(), k)
			}
			for _, tb := range tablesOf(l) {
				if _, ok := tb[k]; ok {
					t.Errorf("%s %q is both a counting message and a plain one", l.Code(), k)
				}
			}
		}
	}
}

// Item 5 of issue 18: "13 карт", "2 карты", "1 карта", "21 карта" by
// the CLDR rules, not "карт: N".
func TestRussianCardCountsTakeTheirPluralForm(t *testing.T) {
	ru := New(Russian)
	for n, want := range map[int]string{
		0: "0 карт", 1: "1 карта", 2: "2 карты", 5: "5 карт", 11: "11 карт", 13: "13 карт",
		21: "21 карта", 22: "22 карты", 25: "25 карт", 101: "101 карта", 111: "111 карт",
	} {
		if got := ru.F(TableCards, n); got != want {
			t.Errorf("%d cards: %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int]string{
		0: "осталось 0 секунд", 1: "осталась 1 секунда", 2: "осталось 2 секунды", 5: "осталось 5 секунд",
		11: "осталось 11 секунд", 21: "осталась 21 секунда", 22: "осталось 22 секунды", 25: "осталось 25 секунд",
		101: "осталась 101 секунда", 111: "осталось 111 секунд",
	} {
		if got := ru.F(TableTurnTimer, n); got != want {
			t.Errorf("%d seconds: %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int]string{
		0: "Бот 2: +0 очков", 1: "Бот 2: +1 очко", 2: "Бот 2: +2 очка", 5: "Бот 2: +5 очков", 11: "Бот 2: +11 очков",
		21: "Бот 2: +21 очко", 22: "Бот 2: +22 очка", 25: "Бот 2: +25 очков", 101: "Бот 2: +101 очко", 111: "Бот 2: +111 очков",
		-21: "Бот 2: -21 очко", -50: "Бот 2: -50 очков",
	} {
		if got := ru.F(LogPenalty, "Бот 2", n); got != want {
			t.Errorf("%d points: %q, want %q", n, got, want)
		}
	}
}

func TestGermanAndEnglishCountsTakeTheirPluralForm(t *testing.T) {
	de, en := New(German), New(English)
	for n, want := range map[int][2]string{
		0: {"0 Karten", "0 cards"}, 1: {"1 Karte", "1 card"}, 2: {"2 Karten", "2 cards"},
		13: {"13 Karten", "13 cards"}, 21: {"21 Karten", "21 cards"},
	} {
		if got := de.F(TableCards, n); got != want[0] {
			t.Errorf("German %d cards: %q, want %q", n, got, want[0])
		}
		if got := en.F(TableCards, n); got != want[1] {
			t.Errorf("English %d cards: %q, want %q", n, got, want[1])
		}
	}
	if got := de.F(LogCut, "Bot 1", 1); got != "Bot 1 hebt 1 Karte ab" {
		t.Errorf("German cut: %q", got)
	}
	if got := en.F(LogPenalty, "Bot 1", -1); got != "Bot 1: -1 point" {
		t.Errorf("English penalty: %q", got)
	}
}

// A counting message can be counted by another argument than the first
// (a refusal's arguments are strings): the Russian table size agrees
// with its own number, not with the seat's.
func TestACountingMessageCountsTheArgumentItNames(t *testing.T) {
	ru := New(Russian)
	for _, tc := range []struct{ seat, size, want string }{
		{"5", "2", "За столом на 2 места нет места 5"},
		{"2", "5", "За столом на 5 мест нет места 2"},
		{"9", "21", "За столом на 21 место нет места 9"},
	} {
		if got := ru.F("refusal.no_seat", tc.seat, tc.size); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
	if got := ru.F("refusal.cut_size", "21", "30"); got != "Снимите от 1 до 21 карты, а не 30" {
		t.Errorf("cut size: %q", got)
	}
	if got := ru.F("refusal.cut_size", "25", "30"); got != "Снимите от 1 до 25 карт, а не 30" {
		t.Errorf("cut size: %q", got)
	}
}
