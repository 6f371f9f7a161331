package proto

import (
	"encoding/json"
	"strings"
	"testing"

	"rummy/bots"
	"rummy/engine"
)

// TestPublicPatch (issue 14, load item): along a Liverpool game (three
// hands with -short)
// played by bots, the public state after each action equals the one
// before it patched with only the fields that changed (lists that only
// grew as their new elements), and the patch leaves the base as it was.
func TestPublicPatch(t *testing.T) {
	o, err := engine.DecodeOptions(engine.Liverpool, []byte(`{"players":4}`))
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.NewRules(o)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(r, 99)
	if err != nil {
		t.Fatal(err)
	}
	players := make([]bots.Bot, 4)
	for i := range players {
		players[i] = bots.NewGreedy(uint64(i), i)
	}
	enc := NewPublicEncoder()
	prev := st.View(Spectator).Public
	prevFields, err := enc.Fields(&prev)
	if err != nil {
		t.Fatal(err)
	}
	whole, _ := json.Marshal(&prev)
	if got := enc.Object(prevFields, nil); string(got) != string(whole) {
		t.Fatalf("the fields together are not the public state:\n%s\n%s", got, whole)
	}
	smaller, grew := 0, 0
	for n := 0; !st.Over(); n++ {
		if n > 20000 {
			t.Fatal("no end")
		}
		if testing.Short() && st.HandNumber() > 3 {
			break // three hands and two deals between them are enough here
		}
		seat := st.Waiting()[0]
		a := engine.NextHandAction()
		if st.Phase() != engine.PhaseHandOver {
			a = players[seat].Act(st.View(seat))
		}
		if _, err := st.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
		next := st.View(Spectator).Public
		fields, err := enc.Fields(&next)
		if err != nil {
			t.Fatal(err)
		}
		patch := enc.Diff(prevFields, fields)
		baseBefore, _ := json.Marshal(&prev)
		got, err := enc.Patch(&prev, patch)
		if err != nil {
			t.Fatal(err)
		}
		gotJSON, _ := json.Marshal(got)
		wantJSON, _ := json.Marshal(&next)
		if string(gotJSON) != string(wantJSON) {
			t.Fatalf("action %d: the patched state differs:\n got %s\nwant %s", n, gotJSON, wantJSON)
		}
		if after, _ := json.Marshal(&prev); string(after) != string(baseBefore) {
			t.Fatalf("action %d: the patch changed its base", n)
		}
		if len(patch) < len(wantJSON)/2 {
			smaller++
		}
		if strings.Contains(string(patch), `"history+":`) {
			grew++
		}
		prev, prevFields = *got, fields
	}
	if smaller == 0 || grew == 0 {
		t.Fatalf("%d patches less than half the whole state, %d with a grown history", smaller, grew)
	}
	if _, err := enc.Patch(&prev, json.RawMessage(`{"nope":1}`)); err == nil {
		t.Fatal("a patch of an unknown field was taken")
	}
}
