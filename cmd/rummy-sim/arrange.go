package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"rummy/bots/arrange"
	"rummy/engine"
)

// maxArrangeCards bounds the hands the arrange command accepts.
const maxArrangeCards = 30

func init() {
	register(command{
		name:    "arrange",
		summary: "best arrangement of a hand into melds (least deadwood)",
		usage: `usage: rummy-sim arrange --variant V [--option key=value]... "CARDS"
       rummy-sim arrange --variant V [--option key=value]... --file F

Arranges a hand into melds with the least deadwood under the variant's
rules, exactly (not greedily), and prints one line:

  deadwood D: MELD / MELD / ... | LEFTOVER CARDS

D is the value of the cards in no meld under the variant's hand values
(classic CLA-8; Rommé ROM-3, or the casino values with
casino_scoring=true; Liverpool LIV-SCORE-1). Melds are in table order
(runs ascending, a joker standing where it lies), sorted by the rank
their first card stands for; leftovers keep the hand's order. The
separators are always there, with one space around "|":
  deadwood 0: 3H 4H 5H / 7C 7D 7S | 
  deadwood 20: | KH QS

With --file, each non-empty line of F is a hand; one line is printed per
hand, then "hands N, total_us T" (T = microseconds spent arranging). F
must be a regular file of at most 16 MiB; a line that cannot be read is
reported with its number.

A hand holds 1 to 30 cards of the variant's deck (no more copies of a
card, and no more jokers, than the deck has).

flags:
  --variant V       classic, romme or liverpool (required)
  --option k=v      a rule option, repeatable (RULES.md "Option keys")
  --file F          read hands from F, one per line

exit status: 0 done, 2 bad usage (unknown variant, option or card,
unreadable file).
`,
		run: runArrange,
	})
}

func runArrange(args []string, stdout, stderr io.Writer) int {
	c := commands["arrange"]
	var rf ruleFlags
	var file string
	fs := newFlagSet("arrange")
	rf.add(fs)
	fs.StringVar(&file, "file", "", "read hands from this file, one per line")
	// Flags may come before or after the cards.
	var positional []string
	for {
		if done, code := parseFlags(fs, c, args, stdout, stderr); done {
			return code
		}
		if fs.NArg() == 0 {
			break
		}
		positional = append(positional, fs.Arg(0))
		args = fs.Args()[1:]
	}
	r, err := rf.rules()
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	a := arrange.New(r)
	switch {
	case file != "" && len(positional) > 0:
		return usageError(stderr, c.name, errors.New("give either --file or the cards, not both"))
	case file != "":
		return arrangeFile(a, file, stdout, stderr)
	case len(positional) == 0:
		return usageError(stderr, c.name, errors.New(`no cards given: write the hand as one argument, like "3H 4H 5H 7C 7D 7S KH QS"`))
	case len(positional) > 1:
		return usageError(stderr, c.name, fmt.Errorf("%d arguments given: quote the hand as one argument, like \"3H 4H 5H\"", len(positional)))
	}
	hand, err := parseArrangeHand(r, positional[0])
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	fmt.Fprintln(stdout, formatArrangement(a.MinDeadwood(hand)))
	return exitOK
}

// arrangeFile arranges every hand of a file, one per line.
func arrangeFile(a *arrange.Arranger, path string, stdout, stderr io.Writer) int {
	data, err := readRegularFile(path, maxHandsFileBytes)
	if err != nil {
		return usageError(stderr, "arrange", fmt.Errorf("cannot read the hands file: %v", err))
	}
	var hands [][]engine.Card
	sc := bufio.NewScanner(bytes.NewReader(data))
	line := 1
	for ; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		hand, err := parseArrangeHand(a.Rules(), text)
		if err != nil {
			return usageError(stderr, "arrange", fmt.Errorf("%s line %d: %v", path, line, strings.TrimPrefix(err.Error(), "engine: ")))
		}
		hands = append(hands, hand)
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return usageError(stderr, "arrange", fmt.Errorf("%s line %d: the line is longer than %d KiB; write one hand of at most %d cards a line", path, line, bufio.MaxScanTokenSize>>10, maxArrangeCards))
	} else if err != nil {
		return usageError(stderr, "arrange", fmt.Errorf("%s line %d: %v", path, line, err))
	}
	results := make([]arrange.Result, len(hands))
	start := time.Now()
	for i, h := range hands {
		results[i] = a.MinDeadwood(h)
	}
	elapsed := time.Since(start)
	w := bufio.NewWriter(stdout)
	for _, res := range results {
		fmt.Fprintln(w, formatArrangement(res))
	}
	fmt.Fprintf(w, "hands %d, total_us %d\n", len(hands), elapsed.Microseconds())
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "rummy-sim arrange: cannot write the results: %v\n", err)
		return exitInvalid
	}
	return exitOK
}

// parseArrangeHand reads a hand and checks that the variant's deck holds
// its cards.
func parseArrangeHand(r *engine.Rules, s string) ([]engine.Card, error) {
	hand, err := engine.ParseCards(s)
	if err != nil {
		return nil, err
	}
	if len(hand) == 0 {
		return nil, errors.New("no cards given: write the hand like \"3H 4H 5H 7C 7D 7S\"")
	}
	if len(hand) > maxArrangeCards {
		return nil, fmt.Errorf("the hand has %d cards; give at most %d", len(hand), maxArrangeCards)
	}
	if err := checkDeck(r, "the hand", "holds", hand); err != nil {
		return nil, err
	}
	return hand, nil
}

// formatArrangement writes "deadwood D: MELD / MELD | LEFTOVER".
func formatArrangement(res arrange.Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "deadwood %d:", res.DeadwoodValue)
	if len(res.Melds) > 0 {
		b.WriteString(" ")
		b.WriteString(engine.FormatMelds(res.Melds))
	}
	b.WriteString(" | ")
	b.WriteString(engine.FormatCards(res.Deadwood))
	return b.String()
}
