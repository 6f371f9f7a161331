package main

import (
	"errors"
	"fmt"
	"io"

	"rummy/internal/verify"
)

func init() {
	register(command{
		name:    "verify",
		summary: "check the deal of a saved online game (every card seen came from the seeded shuffle)",
		usage: `usage: rummy-sim verify GAME.json

Checks the deal of an online game the game saved when it could not
verify it (or any game saved as deal evidence): the server's secret
against the commitment it published before the start, every seat's
revealed contribution against the hash it sent on taking its seat (your
own among them), then re-deals every hand from the seed they make by
replaying the game's actions with the engine and compares every card the
player was shown: hands, draws, discards, melds, lay-offs, revealed
hands, turned-up cards. Prints the verdict and what it checked.

Exit status: 0 the deal is verified, 1 it is not (the reason is
printed), 2 the file is unreadable.
`,
		run: runVerify,
	})
}

// runVerify is rummy-sim verify.
func runVerify(args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		fmt.Fprint(stdout, commands["verify"].usage)
		return exitOK
	}
	if len(args) != 1 {
		return usageError(stderr, "verify", errors.New("give one saved online game: rummy-sim verify GAME.json"))
	}
	data, err := readRegularFile(args[0], maxSavedGameBytes)
	if err != nil {
		return usageError(stderr, "verify", err)
	}
	e, err := verify.Unmarshal(data)
	if err != nil {
		return usageError(stderr, "verify", fmt.Errorf("%s: %v", args[0], trimVerify(err)))
	}
	rep := verify.Check(e)
	who := fmt.Sprintf("seat %d", e.Viewer+1)
	if e.Viewer < 0 {
		who = "a spectator"
	}
	fmt.Fprintf(stdout, "table %s (%s), seen by %s\n", e.Table, e.Variant, who)
	fmt.Fprintf(stdout, "checked: the server's secret against its commitment %s\n", e.Commitment)
	fmt.Fprintf(stdout, "checked: %d revealed contributions against their hashes", rep.Seeded)
	if e.Own != "" {
		fmt.Fprint(stdout, ", your own among them")
	}
	fmt.Fprintln(stdout)
	if rep.OK() {
		fmt.Fprintf(stdout, "checked: %d actions replayed from the seed, %d hands re-dealt, %d of your cards and %d cards shown at the table\n",
			len(e.Reveal.Actions), rep.Hands, rep.OwnCards, rep.TableCards)
	}
	fmt.Fprintln(stdout, rep)
	if !rep.OK() {
		return exitInvalid
	}
	return exitOK
}

func trimVerify(err error) string {
	s := err.Error()
	const p = "verify: "
	if len(s) > len(p) && s[:len(p)] == p {
		return s[len(p):]
	}
	return s
}
