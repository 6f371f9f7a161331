package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"rummy/engine"
)

// optionList collects repeated --option key=value flags.
type optionList []string

func (o *optionList) String() string { return strings.Join(*o, ",") }

func (o *optionList) Set(v string) error {
	*o = append(*o, v)
	return nil
}

// ruleFlags are the --variant and --option flags every rule command takes.
type ruleFlags struct {
	variant string
	options optionList
}

func (rf *ruleFlags) add(fs *flag.FlagSet) {
	fs.StringVar(&rf.variant, "variant", "", "rule set: classic, romme or liverpool")
	fs.Var(&rf.options, "option", "an option as key=value (repeatable); see RULES.md \"Option keys\"")
}

// rules builds the rules the flags describe.
func (rf *ruleFlags) rules() (*engine.Rules, error) {
	if rf.variant == "" {
		return nil, errors.New("--variant is required: classic, romme or liverpool")
	}
	v, err := engine.ParseVariant(rf.variant)
	if err != nil {
		return nil, err
	}
	o, err := engine.ParseOptions(v, rf.options)
	if err != nil {
		return nil, err
	}
	return engine.NewRules(o)
}

// newFlagSet returns a flag set that reports errors itself (one line) and
// prints usage on --help.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses args; on --help it prints usage and returns (true,
// exitOK); on a bad flag it prints one line and returns (true, exitUsage).
func parseFlags(fs *flag.FlagSet, c command, args []string, stdout, stderr io.Writer) (done bool, code int) {
	err := fs.Parse(args)
	if err == nil {
		return false, exitOK
	}
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, c.usage)
		return true, exitOK
	}
	return true, usageError(stderr, c.name, err)
}
