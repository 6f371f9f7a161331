package cli

import (
	"flag"
	"regexp"
	"testing"
)

// TestIssue24UsageListsEveryFlag (issue 24, item 11): rummy -h shows
// every flag the command line takes (it left out -lang).
func TestIssue24UsageListsEveryFlag(t *testing.T) {
	names := flagNames()
	if len(names) < 10 {
		t.Fatalf("only %d flags: %v", len(names), names)
	}
	for _, n := range names {
		if !regexp.MustCompile(`(\[|\| )-` + regexp.QuoteMeta(n) + `[ \]]`).MatchString(Usage) {
			t.Errorf("rummy -h does not list -%s:\n%s", n, Usage)
		}
	}
}

// flagNames lists every flag the command line takes (Usage must show each).
func flagNames() []string {
	var f Flags
	var opts optionList
	fs, _ := define(&f, &opts)
	var names []string
	fs.VisitAll(func(fl *flag.Flag) { names = append(names, fl.Name) })
	return names
}
