package main

import (
	"fmt"
	"io"
	"strings"

	"rummy/engine"
)

func init() {
	register(command{
		name:    "replay",
		summary: "re-apply a saved game and print its score sheet",
		usage: `usage: rummy-sim replay FILE

Loads a saved game — the autosave.json the game keeps in its settings
folder ({format, seats, game}), or the engine's saved game alone
({format, variant, options, seed, turn_cap, actions}) — re-applies
every action through the engine and prints the score sheet: one line
per hand with each seat's signed result, then the totals.
FILE must be a regular file of at most 64 MiB. A file that cannot be
read or replayed exits 1 with the reason.
`,
		run: runReplay,
	})
}

func runReplay(args []string, stdout, stderr io.Writer) int {
	c := commands["replay"]
	fs := newFlagSet("replay")
	if done, code := parseFlags(fs, c, args, stdout, stderr); done {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(stderr, c.name, fmt.Errorf("give exactly one saved game file"))
	}
	data, err := readRegularFile(fs.Arg(0), maxSavedGameBytes)
	if err != nil {
		fmt.Fprintf(stderr, "rummy-sim replay: %v\n", err)
		return exitInvalid
	}
	game, err := savedGame(data)
	if err != nil {
		fmt.Fprintf(stderr, "rummy-sim replay: %s: %v\n", fs.Arg(0), err)
		return exitInvalid
	}
	s, err := engine.Load(game)
	if err != nil {
		fmt.Fprintf(stderr, "rummy-sim replay: %s\n", strings.TrimPrefix(err.Error(), "engine: "))
		return exitInvalid
	}
	printScoreSheet(stdout, s)
	return exitOK
}

// printScoreSheet writes the score sheet (CLA-10): one column per seat.
func printScoreSheet(w io.Writer, s *engine.State) {
	n := s.Players()
	played := 0 // the players' actions: the next hands are the table's
	for _, la := range s.Log() {
		if la.Action.Kind != engine.ActNextHand {
			played++
		}
	}
	fmt.Fprintf(w, "%s, %d players, %d actions\n", s.Rules().Variant, n, played)
	fmt.Fprintf(w, "%-6s", "hand")
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, "%8s", fmt.Sprintf("seat %d", i))
	}
	fmt.Fprintf(w, "  %s\n", "result")
	for _, r := range s.Results() {
		fmt.Fprintf(w, "%-6d", r.Hand)
		for _, v := range r.Scores {
			fmt.Fprintf(w, "%+8d", v)
		}
		note := r.Reason.String()
		if r.Winner >= 0 {
			note = fmt.Sprintf("seat %d out", r.Winner)
			if r.Rummy {
				note += ", rummy"
			}
		}
		fmt.Fprintf(w, "  %s\n", note)
	}
	fmt.Fprintf(w, "%-6s", "total")
	for _, t := range s.Totals() {
		fmt.Fprintf(w, "%8d", t)
	}
	fmt.Fprintln(w)
	if s.Over() {
		fmt.Fprintf(w, "game over, winners: %v\n", s.Winners())
	} else {
		fmt.Fprintf(w, "game in progress: hand %d, turn %d\n", s.HandNumber(), s.TurnNumber())
	}
}
