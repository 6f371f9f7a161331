package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"rummy/engine"
)

const meldUsage = `usage: rummy-sim meld --variant classic|romme|liverpool [--option key=value]... [--opening | --contract N] "CARDS[ / CARDS]..."

Checks melds written in card notation, in table order (runs ascending; a
joker * stands for the card at its place).

  one meld           prints "valid set P" or "valid run P" (P = its value)
  several melds      checks each; one such line per meld
  --opening          (romme) the melds open the game: "valid opening P"
  --contract N       (liverpool) the melds are exactly contract N: "valid contract N"

Anything else prints "invalid: <reason>" and exits 1; bad usage exits 2,
and so do cards the variant's deck does not hold (more copies of a card,
or more jokers, than the deck has).

examples:
  rummy-sim meld --variant romme "QH KH AH"
  rummy-sim meld --variant romme --opening "7H 8H 9H / QC QD QS"
  rummy-sim meld --variant liverpool --contract 2 "7C 7D 7S / 3H 4H * 6H"
`

func init() {
	register(command{name: "meld", summary: "check melds, an opening or a contract", usage: meldUsage, run: runMeld})
}

func runMeld(args []string, stdout, stderr io.Writer) int {
	c := commands["meld"]
	fs := newFlagSet("meld")
	var rf ruleFlags
	rf.add(fs)
	opening := fs.Bool("opening", false, "check a Rommé opening")
	contract := fs.Int("contract", 0, "check Liverpool contract N (1 to 7)")
	pos, done, code := parseInterspersed(fs, c, args, stdout, stderr)
	if done {
		return code
	}
	if len(pos) != 1 {
		return usageError(stderr, c.name, errors.New(`give the cards as one quoted argument, like "5H 6H 7H / 8C 8D 8S"`))
	}
	r, err := rf.rules()
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	contractSet := false
	fs.Visit(func(f *flag.Flag) { contractSet = contractSet || f.Name == "contract" })
	melds, err := engine.ParseMelds(pos[0])
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	if err := checkDeck(r, "the melds", "hold", slices.Concat(melds...)); err != nil {
		return usageError(stderr, c.name, err)
	}
	switch {
	case *opening && contractSet:
		return usageError(stderr, c.name, errors.New("use either --opening or --contract, not both"))
	case *opening:
		if r.Variant != engine.Romme {
			return usageError(stderr, c.name, errors.New("--opening is a Rommé rule: use it with --variant romme"))
		}
		total, err := r.CheckOpening(melds)
		if err != nil {
			return invalid(stdout, describe(melds, err))
		}
		fmt.Fprintf(stdout, "valid opening %d\n", total)
		return exitOK
	case contractSet:
		if r.Variant != engine.Liverpool {
			return usageError(stderr, c.name, errors.New("--contract is a Liverpool rule: use it with --variant liverpool"))
		}
		if *contract < 1 || *contract > engine.NumContracts {
			return usageError(stderr, c.name, fmt.Errorf("--contract must be 1 to %d, not %d", engine.NumContracts, *contract))
		}
		if err := r.CheckContract(*contract, melds); err != nil {
			return invalid(stdout, describe(melds, err))
		}
		fmt.Fprintf(stdout, "valid contract %d\n", *contract)
		return exitOK
	}
	var out strings.Builder
	for i, m := range melds {
		info, err := r.CheckMeld(m)
		if err != nil {
			var reason engine.MeldError
			if len(melds) > 1 && errors.As(err, &reason) {
				err = &engine.MeldsError{Index: i, Reason: reason}
			}
			return invalid(stdout, describe(melds, err))
		}
		fmt.Fprintf(&out, "valid %s %d\n", info.Kind, info.Value)
	}
	fmt.Fprint(stdout, out.String())
	return exitOK
}

// describe writes a rejection, naming the meld's cards when one meld of
// several is at fault.
func describe(melds [][]engine.Card, err error) string {
	var me *engine.MeldsError
	if errors.As(err, &me) && me.Index < len(melds) {
		return fmt.Sprintf("meld %d (%s): %s", me.Index+1, engine.FormatCards(melds[me.Index]), me.Reason)
	}
	return err.Error()
}

// invalid prints "invalid: reason" and returns exitInvalid.
func invalid(stdout io.Writer, reason string) int {
	fmt.Fprintf(stdout, "invalid: %s\n", strings.TrimPrefix(reason, "engine: "))
	return exitInvalid
}

// parseInterspersed parses flags that may come before or after the
// positional arguments, which it returns; done and code are as for
// parseFlags.
func parseInterspersed(fs *flag.FlagSet, c command, args []string, stdout, stderr io.Writer) (pos []string, done bool, code int) {
	for {
		if done, code := parseFlags(fs, c, args, stdout, stderr); done {
			return nil, true, code
		}
		if fs.NArg() == 0 {
			return pos, false, exitOK
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}
