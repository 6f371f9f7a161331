package cli

import (
	"regexp"
	"testing"
)

// TestIssue24UsageListsEveryFlag (issue 24, item 11): rummy -h shows
// every flag the command line takes (it left out -lang).
func TestIssue24UsageListsEveryFlag(t *testing.T) {
	names := Names()
	if len(names) < 10 {
		t.Fatalf("only %d flags: %v", len(names), names)
	}
	for _, n := range names {
		if !regexp.MustCompile(`(\[|\| )-` + regexp.QuoteMeta(n) + `[ \]]`).MatchString(Usage) {
			t.Errorf("rummy -h does not list -%s:\n%s", n, Usage)
		}
	}
}
