//go:build (linux && !android) || freebsd || netbsd || openbsd || dragonfly

package nodisplay

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"testing"

	"rummy/cmd/rummy/internal/cli"
	"rummy/internal/version"
)

// Message is the line printed when there is no display.
const Message = "rummy: no display: set DISPLAY or run under xvfb-run"

func init() {
	if os.Getenv("DISPLAY") != "" || testing.Testing() {
		return
	}
	os.Exit(Answer(os.Args[1:], os.Stderr))
}

// Answer is what the program does without a display: it prints the usage,
// the command line's mistake or Message to w and returns the exit status.
func Answer(args []string, w io.Writer) int {
	f, err := cli.Parse(args)
	switch {
	case err == nil && f.Version: // on standard output, as with a display
		fmt.Fprintln(os.Stdout, version.Line("rummy"))
		return 0
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintln(w, cli.Usage)
		return 0
	case err != nil:
		fmt.Fprintln(w, err)
		return 2
	}
	fmt.Fprintln(w, Message)
	return 1
}
