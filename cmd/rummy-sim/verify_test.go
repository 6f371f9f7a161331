package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rummy/internal/verify"
)

// TestVerifyCommand (issue 27 item 3): rummy-sim verify exits 0 on an
// honest online game and prints what it checked, 1 with the card that
// differs when one card seen is not the shuffle's, 2 on a file that is
// no saved online game.
func TestVerifyCommand(t *testing.T) {
	good := filepath.Join("testdata", "online_game.json")
	var out, errb bytes.Buffer
	if code := run([]string{"verify", good}, &out, &errb); code != exitOK {
		t.Fatalf("an honest game: exit %d\n%s%s", code, out.String(), errb.String())
	}
	for _, want := range []string{"checked: the server's secret", "checked: 2 revealed contributions", "actions replayed", "Deal verified: your "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, out.String())
		}
	}

	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	e, err := verify.Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	// The up-card of the deal, changed.
	for i, ev := range e.Seen[0].Events {
		if ev.To != 2 || ev.From != 1 { // stock → discard
			continue
		}
		e.Seen[0].Events[i].Card ^= 1
		break
	}
	bad, _ := e.Marshal()
	path := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := run([]string{"verify", path}, &out, &errb); code != exitInvalid || !strings.Contains(out.String(), "Deal NOT verified: hand 1, the card turned up: the game showed") {
		t.Fatalf("a changed up-card: exit %d\n%s", code, out.String())
	}

	for _, junk := range []string{"{", `{"format":"rummy-deal-evidence/1"}`, `{"format":2,"variant":"classic"}`} {
		p := filepath.Join(t.TempDir(), "junk.json")
		os.WriteFile(p, []byte(junk), 0o644)
		errb.Reset()
		if code := run([]string{"verify", p}, &out, &errb); code != exitUsage || errb.Len() == 0 {
			t.Errorf("%s: exit %d, %q", junk, code, errb.String())
		}
	}
}
