package main

import (
	"errors"
	"fmt"
	"io"

	"rummy/engine"
)

const scoreUsage = `usage: rummy-sim score --variant classic|romme|liverpool [--option key=value]... "CARDS"

Prints the value of the cards left in a hand at the end of a hand, as one
integer: CLA-8 for classic (ace 1, J/Q/K 10), ROM-3 for romme (ace 11,
joker 20; casino values with --option casino_scoring=true), LIV-SCORE-1
for liverpool (2-9 5, 10-K 10, ace and joker 15).

Bad usage exits 2, and so do cards the variant's deck does not hold
(more copies of a card, or more jokers, than the deck has).

example:
  rummy-sim score --variant romme "AS * 7H"
`

func init() {
	register(command{name: "score", summary: "value of the cards left in a hand", usage: scoreUsage, run: runScore})
}

func runScore(args []string, stdout, stderr io.Writer) int {
	c := commands["score"]
	fs := newFlagSet("score")
	var rf ruleFlags
	rf.add(fs)
	pos, done, code := parseInterspersed(fs, c, args, stdout, stderr)
	if done {
		return code
	}
	if len(pos) != 1 {
		return usageError(stderr, c.name, errors.New(`give the cards as one quoted argument, like "AS * 7H"`))
	}
	r, err := rf.rules()
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	cards, err := engine.ParseCards(pos[0])
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	if err := checkDeck(r, "the hand", "holds", cards); err != nil {
		return usageError(stderr, c.name, err)
	}
	fmt.Fprintln(stdout, r.HandValue(cards))
	return exitOK
}
