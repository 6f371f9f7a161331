package names

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestIssue26CleanNames: bidi overrides, zero-width and C0/C1 controls
// go, the form is NFC, spaces collapse, the length is capped in
// characters (issue 26 item 9).
func TestIssue26CleanNames(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Sam", "Sam"},
		{"  Sam   Smith ", "Sam Smith"},
		{"Sam\u202Emoc.exe", "Sammoc.exe"},     // right-to-left override
		{"\u2067Sam\u2069", "Sam"},             // isolates
		{"S\u200Ba\u200Cm\u200D\uFEFF", "Sam"}, // zero-width
		{"Sa\u0085m\u009B\x07\x1b", "Sa m"},    // C1 NEL is a space; other controls go
		{"Sa\u00ADm\u2060", "Sam"},             // soft hyphen, word joiner
		{"Zoe\u0301", "Zoé"},                   // NFC
		{"Анна\tМария", "Анна Мария"},          // tab
		{"\u200B\u202E", ""},                   // nothing left
		{"a\xffb", "ab"},                       // invalid UTF-8
		{strings.Repeat("é", 40), strings.Repeat("é", MaxRunes)},
		{strings.Repeat("語", 20), strings.Repeat("語", 13)},
		{strings.Repeat("x", MaxRunes-1) + " y", strings.Repeat("x", MaxRunes-1)},
	} {
		got := Clean(tc.in)
		if got != tc.want {
			t.Errorf("Clean(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if utf8.RuneCountInString(got) > MaxRunes || len(got) > MaxBytes {
			t.Errorf("Clean(%q) has %d characters", tc.in, utf8.RuneCountInString(got))
		}
		if Clean(got) != got {
			t.Errorf("Clean is not stable on %q", got)
		}
	}
}

// TestIssue26DistinctNames: a second "Sam" at a table becomes "Sam 2",
// a third "Sam 3", case ignored, within MaxRunes (issue 26 item 9).
func TestIssue26DistinctNames(t *testing.T) {
	long := strings.Repeat("y", MaxRunes)
	for _, tc := range []struct {
		name  string
		taken []string
		want  string
	}{
		{"Sam", nil, "Sam"},
		{"Sam", []string{"Ann"}, "Sam"},
		{strings.Repeat("ж", MaxRunes), []string{strings.Repeat("ж", MaxRunes)}, strings.Repeat("ж", MaxRunes-2) + " 2"},
		{strings.Repeat("語", 13), []string{strings.Repeat("語", 13)}, strings.Repeat("語", 12) + " 2"},
		{"Sam", []string{"Sam"}, "Sam 2"},
		{"sam", []string{"Sam", "SAM 2"}, "sam 3"},
		{long, []string{long}, long[:MaxRunes-2] + " 2"},
	} {
		if got := Distinct(tc.name, tc.taken); got != tc.want {
			t.Errorf("Distinct(%q, %q) = %q, want %q", tc.name, tc.taken, got, tc.want)
		}
	}
}
