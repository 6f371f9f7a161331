package main

import (
	"encoding/json"
	"fmt"
	"io"
)

// emitReport prints a run's report, as one line of JSON or as the
// command's text, and returns the exit code: exitInvalid when the games
// met an illegal action or a broken invariant.
func emitReport(stdout io.Writer, asJSON bool, rep any, text func(io.Writer), illegal, violations int) int {
	if asJSON {
		out, _ := json.Marshal(rep)
		fmt.Fprintln(stdout, string(out))
	} else {
		text(stdout)
	}
	if illegal > 0 || violations > 0 {
		return exitInvalid
	}
	return exitOK
}
