package i18n

import (
	"strings"
	"testing"
)

// Item 6 of issue 18: the sort button and the cards name the ace alike:
// "2–A" with the usual indices, "2–Т" with the Russian ones, which also
// rename the cards in every message.
func TestRankLettersAgreeBetweenCardsAndButtons(t *testing.T) {
	ru := New(Russian)
	if got := ru.T(BtnSortRank); got != "2–A Ранг" {
		t.Errorf("sort button with A K Q J: %q", got)
	}
	if got := ru.Card(mustCards(t, "QS")[0]); got != "Q♠" {
		t.Errorf("Q♠ with A K Q J: %q", got)
	}
	ix := ru.WithRussianIndices(true)
	if !ix.RussianIndices() || ru.RussianIndices() {
		t.Error("WithRussianIndices changed the wrong catalogue")
	}
	if got := ix.T(BtnSortRank); got != "2–Т Ранг" {
		t.Errorf("sort button with В Д К Т: %q", got)
	}
	for in, want := range map[string]string{"QS": "Д♠", "JH": "В♥", "KD": "К♦", "AC": "Т♣", "TH": "10♥", "7D": "7♦", "*": "джокер"} {
		if got := ix.Card(mustCards(t, in)[0]); got != want {
			t.Errorf("card %s reads %q, want %q", in, got, want)
		}
	}
	if got := ix.T("meld.ace_low_only"); got != "туз в этой игре младший: Т-2-3 — ряд, а Д-К-Т — нет" {
		t.Errorf("a meld reason with В Д К Т: %q", got)
	}
	if got := New(English).T(BtnSortRank); got != "2–A Rank" {
		t.Errorf("English sort button: %q", got)
	}
}

// Item 6 of issue 18: the joker is named in the language, on the card
// and in the log; the Open button does not read as "Exit".
func TestJokerAndOpenAreSaidInRussian(t *testing.T) {
	ru := New(Russian)
	if got := ru.T(CardJoker); got != "ДЖОКЕР" {
		t.Errorf("the joker's card reads %q", got)
	}
	if got := ru.Card(mustCards(t, "*")[0]); got != "джокер" {
		t.Errorf("the joker in the log reads %q", got)
	}
	if got := ru.T(BtnOpen); got == "Выйти" || got == ru.T(MenuQuit) {
		t.Errorf("the Open button reads %q, like Exit", got)
	}
	if got := ru.T(OptLabel("seed")); strings.Contains(got, "ерно") {
		t.Errorf("the seed is still called %q", got)
	}
}

// Every rank letter written in a message is one the catalogue knows: no
// {X} is left in any text of any language.
func TestNoRankPlaceholderIsLeftInAnyText(t *testing.T) {
	for _, l := range Langs {
		for _, on := range []bool{false, true} {
			c := New(l).WithRussianIndices(on)
			check := func(k Key, s string) {
				if strings.ContainsAny(s, "{}") {
					t.Errorf("%s %q keeps a placeholder: %q", l.Code(), k, s)
				}
			}
			for _, tb := range tablesOf(l) {
				for k := range tb {
					check(k, c.T(k))
				}
			}
			for k, p := range pluralsOf(l) {
				for _, f := range formsOf(p) {
					check(k, c.ranks(f))
				}
			}
		}
	}
}
