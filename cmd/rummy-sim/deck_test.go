package main

import "testing"

// TestAudit4DeckCards: meld and score refuse cards the variant's deck does
// not hold (CLA-1, ROM-2, ROM-SR-SMALL, ROM-SR-NOJOKER, LIV-1), as arrange
// does, and still answer as before for cards it holds.
func TestAudit4DeckCards(t *testing.T) {
	m := func(a ...string) []string { return append([]string{"meld"}, a...) }
	s := func(a ...string) []string { return append([]string{"score"}, a...) }
	runCLICases(t, []cliCase{
		{name: "LIV-1 four players two decks", args: m("--variant", "liverpool", "--option", "players=4", "8H 8H 8H"), stderr: "the melds hold 8H 3 times but the liverpool deck has only 2", code: exitUsage},
		{name: "LIV-1 default players", args: m("--variant", "liverpool", "8H 8S 8S 8S 8S"), stderr: "8S 4 times", code: exitUsage},
		{name: "LIV-1 five players three decks", args: m("--variant", "liverpool", "--option", "players=5", "8H 8H 8H"), stdout: "valid set 15\n"},
		{name: "ROM-SR-SMALL one deck", args: m("--variant", "romme", "--option", "small_deck=true", "5H 6H 7H / 5H 6H 7H"), stderr: "5H 2 times but the romme deck has only 1", code: exitUsage},
		{name: "ROM-2 two decks", args: m("--variant", "romme", "5H 6H 7H / 5H 6H 7H"), stdout: "valid run 18\nvalid run 18\n"},
		{name: "ROM-SR-NOJOKER meld", args: m("--variant", "romme", "--option", "jokers=false", "5H * 7H"), stderr: "no jokers", code: exitUsage},
		{name: "CLA-1 no joker", args: s("--variant", "classic", "*"), stderr: "the classic deck has no jokers: take the * out of the hand", code: exitUsage},
		{name: "ROM-SR-NOJOKER score", args: s("--variant", "romme", "--option", "jokers=false", "*"), stderr: "the romme deck has no jokers", code: exitUsage},
		{name: "CLA-1 one deck", args: s("--variant", "classic", "5H 5H"), stderr: "the hand holds 5H 2 times but the classic deck has only 1", code: exitUsage},
		{name: "ROM-2 six jokers", args: s("--variant", "romme", "* * * * * *"), stdout: "120\n"},
		{name: "ROM-2 seven jokers", args: s("--variant", "romme", "* * * * * * *"), stderr: "* 7 times but the romme deck has only 6", code: exitUsage},
		{name: "LIV-SCORE-1 still scores", args: s("--variant", "liverpool", "AS * 7H KD"), stdout: "45\n"},
	})
}
