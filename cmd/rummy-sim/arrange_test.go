package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestArrangeCommand runs `rummy-sim arrange` in-process: the line format,
// the separators when melds or leftovers are missing, and exit 2 on bad
// input without a panic.
func TestArrangeCommand(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"CLA-4 CLA-8 set and run", []string{"--variant", "classic", "3H 4H 5H 7C 7D 7S"}, exitOK, "deadwood 0: 3H 4H 5H / 7C 7D 7S | \n", ""},
		{"CLA-8 no melds", []string{"--variant", "classic", "KH QS"}, exitOK, "deadwood 20: | KH QS\n", ""},
		{"CLA-1 ace low only", []string{"--variant", "classic", "QH KH AH 2C"}, exitOK, "deadwood 23: | QH KH AH 2C\n", ""},
		{"ROM-5 ace high", []string{"--variant", "romme", "QH KH AH 2C"}, exitOK, "deadwood 2: QH KH AH | 2C\n", ""},
		{"ROM-6 joker in a run, flags after the cards", []string{"KD 5H * 7H", "--variant", "romme"}, exitOK, "deadwood 10: 5H * 7H | KD\n", ""},
		{"ROM-SR-CYCLIC", []string{"--variant", "romme", "--option", "cyclic_runs=true", "KH AH 2H"}, exitOK, "deadwood 0: KH AH 2H | \n", ""},
		{"ROM-3 joker left in hand is 20", []string{"--variant", "romme", "* 9C"}, exitOK, "deadwood 29: | * 9C\n", ""},
		{"ROM-SR-CASINO values", []string{"--variant", "romme", "--option", "casino_scoring=true", "QS AH * 2C"}, exitOK, "deadwood 60: | QS AH * 2C\n", ""},
		{"LIV-4 runs need four", []string{"--variant", "liverpool", "5H 6H 7H 9C 9C 9D"}, exitOK, "deadwood 15: 9C 9C 9D | 5H 6H 7H\n", ""},
		{"help", []string{"--help"}, exitOK, "usage: rummy-sim arrange", ""},
		{"unknown card", []string{"--variant", "classic", "3H ZZ"}, exitUsage, "", "rummy-sim arrange: \"ZZ\" is not a card"},
		{"unknown variant", []string{"--variant", "gin", "3H"}, exitUsage, "", "unknown variant"},
		{"no variant", []string{"3H"}, exitUsage, "", "--variant is required"},
		{"unknown option", []string{"--variant", "romme", "--option", "wild=2", "3H"}, exitUsage, "", "unknown option"},
		{"CLA-1 no jokers in classic", []string{"--variant", "classic", "* 3H"}, exitUsage, "", "no jokers"},
		{"ROM-2 two decks only", []string{"--variant", "romme", "3H 3H 3H"}, exitUsage, "", "3H 3 times"},
		{"no cards", []string{"--variant", "classic"}, exitUsage, "", "no cards given"},
		{"two hands", []string{"--variant", "classic", "3H", "4H"}, exitUsage, "", "quote the hand"},
		{"unreadable file", []string{"--variant", "classic", "--file", filepath.Join(t.TempDir(), "none.txt")}, exitUsage, "", "cannot read the hands file"},
		{"bad flag", []string{"--variant", "classic", "--bogus"}, exitUsage, "", "rummy-sim arrange:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(append([]string{"arrange"}, tc.args...), &out, &errb)
			if code != tc.code {
				t.Fatalf("exit %d, want %d (stdout %q, stderr %q)", code, tc.code, out.String(), errb.String())
			}
			if tc.code == exitOK && tc.name != "help" && out.String() != tc.stdout {
				t.Fatalf("stdout %q, want %q", out.String(), tc.stdout)
			}
			if !strings.HasPrefix(out.String(), tc.stdout) {
				t.Fatalf("stdout %q, want it to start with %q", out.String(), tc.stdout)
			}
			if tc.stderr != "" && !strings.Contains(errb.String(), tc.stderr) {
				t.Fatalf("stderr %q, want it to contain %q", errb.String(), tc.stderr)
			}
			if tc.code == exitUsage && strings.Count(errb.String(), "\n") != 1 {
				t.Fatalf("stderr %q is not one line", errb.String())
			}
		})
	}
}

// TestArrangeFile checks --file: one line per hand, then the totals line,
// and a bad card reported with its line number.
func TestArrangeFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "hands.txt")
	if err := os.WriteFile(good, []byte("3H 4H 5H 7C 7D 7S\n\nKH QS\nAC 2C 3C 4C 5C KD KH KS\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"arrange", "--variant", "classic", "--file", good}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	want := []string{
		"deadwood 0: 3H 4H 5H / 7C 7D 7S | ",
		"deadwood 20: | KH QS",
		"deadwood 0: AC 2C 3C 4C 5C / KD KH KS | ",
	}
	if len(lines) != len(want)+1 {
		t.Fatalf("got %d lines, want %d: %q", len(lines), len(want)+1, out.String())
	}
	for i, w := range want {
		if lines[i] != w {
			t.Errorf("line %d: %q, want %q", i+1, lines[i], w)
		}
	}
	if !regexp.MustCompile(`^hands 3, total_us \d+$`).MatchString(lines[3]) {
		t.Errorf("last line %q, want \"hands 3, total_us T\"", lines[3])
	}

	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("3H 4H 5H\n3H XX\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"arrange", "--variant", "classic", "--file", bad}, &out, &errb); code != exitUsage {
		t.Fatalf("exit %d, want %d", code, exitUsage)
	}
	if !strings.Contains(errb.String(), "line 2") || out.Len() != 0 {
		t.Fatalf("stderr %q stdout %q: want the bad line named and nothing printed", errb.String(), out.String())
	}
}
