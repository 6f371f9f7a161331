package main

import (
	"bytes"
	"strings"
	"testing"
)

// cliCase is one command line and what it must print.
type cliCase struct {
	name   string
	args   []string
	stdout string // exact stdout; ignored when prefix is set
	prefix string // stdout must start with this
	stderr string // a fragment of stderr ("" = stderr must be empty)
	code   int
}

func runCLICases(t *testing.T, cases []cliCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(tc.args, &out, &errb)
			if code != tc.code {
				t.Fatalf("exit %d, want %d (stdout %q, stderr %q)", code, tc.code, out.String(), errb.String())
			}
			switch {
			case tc.prefix != "":
				if !strings.HasPrefix(out.String(), tc.prefix) {
					t.Fatalf("stdout %q, want it to start with %q", out.String(), tc.prefix)
				}
			case out.String() != tc.stdout:
				t.Fatalf("stdout %q, want %q", out.String(), tc.stdout)
			}
			if tc.stderr == "" && errb.Len() > 0 || !strings.Contains(errb.String(), tc.stderr) {
				t.Fatalf("stderr %q, want %q", errb.String(), tc.stderr)
			}
			if strings.Count(errb.String(), "\n") > 1 || strings.Contains(errb.String(), "goroutine") {
				t.Fatalf("stderr is not one line: %q", errb.String())
			}
		})
	}
}

func TestMeldCommand(t *testing.T) {
	m := func(a ...string) []string { return append([]string{"meld"}, a...) }
	runCLICases(t, []cliCase{
		{name: "ROM-5 ace high run", args: m("--variant", "romme", "QH KH AH"), stdout: "valid run 31\n"},
		{name: "ROM-SR-CYCLIC ace inside", args: m("--variant", "romme", "--option", "cyclic_runs=true", "KH AH 2H"), stdout: "valid run 23\n"},
		{name: "ROM-5 ace inside without cyclic runs", args: m("--variant", "romme", "KH AH 2H"), stdout: "invalid: the ace cannot sit inside a run unless cyclic runs are on\n", code: 1},
		{name: "ROM-4 set", args: m("--variant", "romme", "7C * 7S"), stdout: "valid set 21\n"},
		{name: "ROM-6 too many jokers", args: m("--variant", "romme", "7C * *"), stdout: "invalid: a meld must have fewer jokers than natural cards\n", code: 1},
		{name: "CLA-8 classic run value", args: m("--variant", "classic", "AH 2H 3H"), stdout: "valid run 6\n"},
		{name: "CLA-1 classic ace high", args: m("--variant", "classic", "QH KH AH"), prefix: "invalid: ", code: 1},
		{name: "LIV-SCORE-1 liverpool run value", args: m("--variant", "liverpool", "3H * 5H 6H"), stdout: "valid run 30\n"},
		{name: "LIV-4 liverpool book", args: m("--variant", "liverpool", "7C 7C 7D"), stdout: "valid set 15\n"},
		{name: "several melds one line each", args: m("--variant", "classic", "AH 2H 3H / KC KD KS"), stdout: "valid run 6\nvalid set 30\n"},
		{name: "several melds name the bad one", args: m("--variant", "romme", "5H 6H 7H / 8C 8D 8C"), stdout: "invalid: meld 2 (8C 8D 8C): a set may hold each suit only once\n", code: 1},
		{name: "ROM-7 opening", args: m("--variant", "romme", "--opening", "7H 8H 9H / QC QD QS"), stdout: "valid opening 54\n"},
		{name: "ROM-7 opening too small", args: m("--variant", "romme", "--opening", "2H 3H 4H / 5C 5D 5S"), stdout: "invalid: opening melds total 24 points; 30 needed\n", code: 1},
		{name: "ROM-SR-40 opening", args: m("--variant", "romme", "--option", "opening=40", "--opening", "TH JH QH"), stdout: "invalid: opening melds total 30 points; 40 needed\n", code: 1},
		{name: "ROM-7 opening with a bad meld", args: m("--variant", "romme", "--opening", "TH JH QH / 2C 3D 4C"), stdout: "invalid: meld 2 (2C 3D 4C): a run must be all one suit\n", code: 1},
		{name: "LIV-5 contract 2", args: m("--variant", "liverpool", "--contract", "2", "7C 7D 7S / 3H 4H * 6H"), stdout: "valid contract 2\n"},
		{name: "LIV-5 continuous runs", args: m("--variant", "liverpool", "--contract", "3", "3H 4H 5H 6H / 7H 8H 9H TH"), prefix: "invalid: ", code: 1},
		{name: "LIV-5 wrong melds for the contract", args: m("--variant", "liverpool", "--contract", "1", "7C 7D 7S / 3H 4H 5H 6H"), stdout: "invalid: contract 1 is two books; these melds are one book and one run\n", code: 1},
		{name: "bad card", args: m("--variant", "romme", "5X"), stderr: `"5X" is not a card`, code: 2},
		{name: "unknown variant", args: m("--variant", "canasta", "5H 6H 7H"), stderr: "unknown variant", code: 2},
		{name: "no variant", args: m("5H 6H 7H"), stderr: "--variant is required", code: 2},
		{name: "unknown option", args: m("--variant", "romme", "--option", "wild_twos=true", "5H 6H 7H"), stderr: "wild_twos", code: 2},
		{name: "bad option value", args: m("--variant", "romme", "--option", "opening=35", "5H 6H 7H"), stderr: "opening", code: 2},
		{name: "opening outside Rommé", args: m("--variant", "classic", "--opening", "5H 6H 7H"), stderr: "--opening is a Rommé rule", code: 2},
		{name: "contract outside Liverpool", args: m("--variant", "romme", "--contract", "1", "5H 6H 7H"), stderr: "--contract is a Liverpool rule", code: 2},
		{name: "contract out of range", args: m("--variant", "liverpool", "--contract", "0", "5H 6H 7H"), stderr: "--contract must be 1 to 7", code: 2},
		{name: "contract not a number", args: m("--variant", "liverpool", "--contract", "x", "5H 6H 7H"), stderr: "contract", code: 2},
		{name: "both opening and contract", args: m("--variant", "liverpool", "--opening", "--contract", "1", "5H 6H 7H"), stderr: "either", code: 2},
		{name: "empty meld", args: m("--variant", "romme", "5H 6H 7H / / 8C 8D 8S"), stderr: "empty", code: 2},
		{name: "no cards", args: m("--variant", "romme", ""), stderr: "no cards", code: 2},
		{name: "missing cards", args: m("--variant", "romme"), stderr: "one quoted argument", code: 2},
		{name: "unknown flag", args: m("--wild", "5H 6H 7H"), stderr: "wild", code: 2},
		{name: "flags after the cards", args: m("QH KH AH", "--variant", "romme"), stdout: "valid run 31\n"},
		{name: "two card arguments", args: m("--variant", "romme", "QH", "KH AH"), stderr: "one quoted argument", code: 2},
		{name: "help", args: m("--help"), prefix: "usage: rummy-sim meld", code: 0},
		{name: "help command", args: []string{"help", "meld"}, prefix: "usage: rummy-sim meld", code: 0},
	})
}

func TestScoreCommand(t *testing.T) {
	s := func(a ...string) []string { return append([]string{"score"}, a...) }
	runCLICases(t, []cliCase{
		{name: "CLA-8 classic hand", args: s("--variant", "classic", "AS KD 7H"), stdout: "18\n"},
		{name: "ROM-3 romme hand", args: s("--variant", "romme", "AS * 7H"), stdout: "38\n"},
		{name: "ROM-SR-CASINO casino hand", args: s("--variant", "romme", "--option", "casino_scoring=true", "AS * 7H QS"), stdout: "60\n"},
		{name: "LIV-SCORE-1 liverpool hand", args: s("--variant", "liverpool", "AS * 7H KD"), stdout: "45\n"},
		{name: "empty hand", args: s("--variant", "liverpool", ""), stdout: "0\n"},
		{name: "bad card", args: s("--variant", "romme", "AS 1H"), stderr: "not a card", code: 2},
		{name: "slash is not a card", args: s("--variant", "romme", "AS / 2H"), stderr: "not a card", code: 2},
		{name: "no variant", args: s("AS"), stderr: "--variant", code: 2},
		{name: "help", args: s("--help"), prefix: "usage: rummy-sim score", code: 0},
	})
}

// Whatever the input, the commands answer with an exit code, never a panic.
func FuzzMeldCommand(f *testing.F) {
	f.Add("romme", "QH KH AH", false, 0)
	f.Add("liverpool", "3H 4H 5H 6H / 7H 8H 9H TH", false, 3)
	f.Add("romme", "5X", true, 0)
	f.Fuzz(func(t *testing.T, variant, cards string, opening bool, contract int) {
		args := []string{"meld", "--variant", variant}
		if opening {
			args = append(args, "--opening")
		}
		if contract != 0 {
			args = append(args, "--contract", string(rune('0'+contract%10)))
		}
		var out, errb bytes.Buffer
		code := run(append(args, cards), &out, &errb)
		if code < 0 || code > 2 || strings.Contains(errb.String(), "internal error") {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errb.String())
		}
		out.Reset()
		errb.Reset()
		code = run([]string{"score", "--variant", variant, cards}, &out, &errb)
		if code != 0 && code != 2 || strings.Contains(errb.String(), "internal error") {
			t.Fatalf("score: exit %d, stderr %q", code, errb.String())
		}
	})
}
