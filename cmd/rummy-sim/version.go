package main

import (
	"fmt"
	"io"

	"rummy/internal/version"
)

func init() {
	register(command{
		name:    "version",
		summary: "print the version and the commit it was built from",
		usage:   "usage: rummy-sim version\n\nPrints \"rummy-sim VERSION (COMMIT)\", the same version as rummy -version\nand rummy-server -version; \"dev\" for a build without one.\n",
		run:     runVersion,
	})
}

// runVersion prints the version line.
func runVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "rummy-sim version: unexpected argument %q: it takes none\n", args[0])
		return exitUsage
	}
	fmt.Fprintln(stdout, version.Line("rummy-sim"))
	return exitOK
}
