// Command rummy-sim is the headless side of the rummy table: rule checks,
// scoring, bot tournaments, replays and benchmarks. Run `rummy-sim help`.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// Exit codes shared by every subcommand.
const (
	exitOK      = 0
	exitInvalid = 1 // the input was understood and the answer is "no"
	exitUsage   = 2 // the input could not be understood
)

// command is one subcommand. Each lives in its own file and registers
// itself from an init function.
type command struct {
	name    string
	summary string
	usage   string
	// run executes the command with its arguments (after the name) and
	// returns the exit code. It writes results to stdout and one-line
	// usage errors to stderr.
	run func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run dispatches to a subcommand, turning any panic into a one-line error
// so that no input ever prints a stack trace.
func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(stderr, "rummy-sim: internal error: %v (please report it with the command line)\n", p)
			code = exitUsage
		}
	}()
	if len(args) == 0 {
		fmt.Fprintln(stderr, "rummy-sim: no command given; run `rummy-sim help` for the list")
		return exitUsage
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 {
			if c, ok := commands[args[1]]; ok {
				fmt.Fprint(stdout, c.usage)
				return exitOK
			}
			fmt.Fprintf(stderr, "rummy-sim: unknown command %q; run `rummy-sim help` for the list\n", args[1])
			return exitUsage
		}
		printHelp(stdout)
		return exitOK
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "rummy-sim: unknown command %q; run `rummy-sim help` for the list\n", name)
		return exitUsage
	}
	return c.run(args[1:], stdout, stderr)
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "rummy-sim — headless rummy: rule checks, scoring, bot games and replays")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "usage: rummy-sim COMMAND [flags] [arguments]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "  help     this list; `rummy-sim help COMMAND` or `rummy-sim COMMAND --help` for one command")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Cards are written rank then suit (AS 2H TD JC QS KH), a joker * ; melds are separated by /.")
	fmt.Fprintln(w, "Exit status: 0 yes/done, 1 invalid (the answer is no, or a bad file), 2 bad usage.")
}

// usageError prints a one-line usage error and returns exitUsage.
func usageError(stderr io.Writer, cmd string, err error) int {
	msg := strings.TrimPrefix(err.Error(), "engine: ")
	fmt.Fprintf(stderr, "rummy-sim %s: %s\n", cmd, msg)
	return exitUsage
}
