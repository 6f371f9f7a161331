package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"rummy/rating"
)

// The ladder plays every pair, counts every game once per side and rates
// the bots best first; its JSON carries the table and the pairs.
func TestLadderJSON(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"ladder", "--variant", "classic", "--levels", "random,greedy,normal", "--games", "4", "--period", "2", "--json"}, &out, &errb)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep ladderReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Pairs) != 3 || len(rep.Ratings) != 3 || rep.System != "glicko-2" {
		t.Fatalf("got %d pairs, %d ratings, system %q", len(rep.Pairs), len(rep.Ratings), rep.System)
	}
	for _, r := range rep.Ratings {
		if r.Games != 8 || r.Wins+r.Draws+r.Losses != 8 {
			t.Errorf("%s: %d games, %d–%d–%d", r.Name, r.Games, r.Wins, r.Draws, r.Losses)
		}
		if !(r.CI95[0] < r.Rating && r.Rating < r.CI95[1]) || r.RD >= rating.RD0 {
			t.Errorf("%s: rating %.0f, interval %v, RD %.0f", r.Name, r.Rating, r.CI95, r.RD)
		}
	}
	for i := 1; i < len(rep.Ratings); i++ {
		if rep.Ratings[i].Rating > rep.Ratings[i-1].Rating {
			t.Errorf("not best first: %+v", rep.Ratings)
		}
	}
}

// Bad --levels get a clear message and no games.
func TestLadderRefusesBadLevels(t *testing.T) {
	for _, levels := range []string{"random", "random,random", "random,grandmaster"} {
		var out, errb bytes.Buffer
		if code := run([]string{"ladder", "--variant", "classic", "--levels", levels}, &out, &errb); code != exitUsage || !strings.Contains(errb.String(), "--levels") && !strings.Contains(errb.String(), "unknown bot") {
			t.Errorf("--levels %s: exit %d, %q", levels, code, errb.String())
		}
	}
}
