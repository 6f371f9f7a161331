package hand

import (
	"encoding/json"
	"testing"

	"rummy/engine"
)

// groupsText writes the staged groups as "5H 6H 7H | KC KD".
func groupsText(m *Model) string {
	s := ""
	for i, g := range m.Staged() {
		if i > 0 {
			s += " | "
		}
		s += text(g)
	}
	return s
}

// ascending lays a group by card value (a stand-in for the rules).
func ascending(g []engine.Card) ([]engine.Card, bool) {
	out := append([]engine.Card(nil), g...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out, len(out) >= 3
}

// TestIssue15JoinAddsToAGroup: cards dropped on a group join it (from
// the hand row or from another group, which goes when empty); the group
// is laid as the rules lay it once it is a meld, kept as dropped before.
func TestIssue15JoinAddsToAGroup(t *testing.T) {
	var m Model
	m.Sync(cards(t, "5H 6H 7H KC KD KS 2C"))
	m.Stage(cards(t, "6H"), keep)
	m.Select(cards(t, "5H")[0])
	if !m.Join(0, cards(t, "5H"), true, ascending) {
		t.Fatal("group 0 is there")
	}
	if got := groupsText(&m); got != "5H 6H" {
		t.Fatalf("joined at the front: %q", got)
	}
	if m.Selections() != 0 {
		t.Error("a join clears the selection")
	}
	m.Join(0, cards(t, "7H"), false, ascending)
	m.Stage(cards(t, "KC KD"), keep)
	m.Stage(cards(t, "2C"), keep)
	m.Join(1, cards(t, "2C"), false, keep) // 2C leaves group 2, which goes
	if got := groupsText(&m); got != "5H 6H 7H | KC KD 2C" {
		t.Fatalf("moved between groups: %q", got)
	}
	if m.Join(5, cards(t, "KS"), false, keep) {
		t.Error("a group that is not there")
	}
	if got := text(m.Row(nil, engine.NoCard)); got != "KS" {
		t.Errorf("hand row %q", got)
	}
}

// TestIssue15SplitReorderAndMoveBack: a group splits before a card, the
// groups reorder, a group's tail lifts, and cards go back to the hand row.
func TestIssue15SplitReorderAndMoveBack(t *testing.T) {
	var m Model
	m.Sync(cards(t, "5H 6H 7H KC KD KS"))
	m.Stage(cards(t, "5H 6H 7H KC KD KS"), keep)
	if !m.Split(0, 3) {
		t.Fatal("split")
	}
	if got := groupsText(&m); got != "5H 6H 7H | KC KD KS" {
		t.Fatalf("split: %q", got)
	}
	if m.Split(0, 0) || m.Split(0, 3) || m.Split(4, 1) {
		t.Error("no split at an end or of a missing group")
	}
	m.MoveGroup(1, 0)
	if got := groupsText(&m); got != "KC KD KS | 5H 6H 7H" {
		t.Fatalf("reorder: %q", got)
	}
	if got := text(m.Tail(cards(t, "6H")[0])); got != "6H 7H" {
		t.Errorf("tail %q", got)
	}
	if m.GroupOf(cards(t, "KD")[0]) != 0 || m.GroupOf(engine.NoCard) != -1 {
		t.Error("GroupOf")
	}
	m.StageAt(m.Tail(cards(t, "6H")[0]), 0, keep) // split off to the front
	if got := groupsText(&m); got != "6H 7H | KC KD KS | 5H" {
		t.Fatalf("stage at the front: %q", got)
	}
	m.StageAt(cards(t, "6H 7H"), 3, keep) // the whole group to the end
	if got := groupsText(&m); got != "KC KD KS | 5H | 6H 7H" {
		t.Fatalf("moved to the end: %q", got)
	}
	m.ToRow(cards(t, "5H KD"))
	if got := groupsText(&m); got != "KC KS | 6H 7H" {
		t.Fatalf("back to the hand: %q", got)
	}
	if got := text(m.Row(nil, engine.NoCard)); got != "5H KD" {
		t.Errorf("hand row %q", got)
	}
}

// TestIssue15DrawnCardFollowsTheSort: after a sort a new card joins
// where the sort puts it; after a card is moved by hand it joins at the
// right end.
func TestIssue15DrawnCardFollowsTheSort(t *testing.T) {
	var m Model
	m.Sync(cards(t, "KD 3C 9H"))
	m.Sort(true, false)
	m.Sync(cards(t, "KD 3C 9H 5S"))
	if got := text(m.Order()); got != "3C 5S 9H KD" {
		t.Fatalf("by rank: %q", got)
	}
	m.Move(cards(t, "KD"), 0)
	m.Sync(cards(t, "KD 3C 9H 5S 4H"))
	if got := text(m.Order()); got != "KD 3C 5S 9H 4H" {
		t.Fatalf("own order: %q", got)
	}
}

// TestIssue15ArrangementRoundTrips: the order, the groups and the sort
// come back from JSON; cards gone since are dropped, new ones join.
func TestIssue15ArrangementRoundTrips(t *testing.T) {
	var m Model
	hand := cards(t, "5H 6H 7H KC KD 2S")
	m.Sync(hand)
	m.Move(cards(t, "2S"), 0)
	m.Stage(cards(t, "5H 6H 7H"), keep)
	m.Stage(cards(t, "KC KD"), keep)
	b, err := json.Marshal(m.Arrangement())
	if err != nil {
		t.Fatal(err)
	}
	var a Arrangement
	if err := json.Unmarshal(b, &a); err != nil {
		t.Fatal(err)
	}
	var back Model
	back.Restore(a, hand)
	if got, want := text(back.Order()), text(m.Order()); got != want {
		t.Errorf("order %q, want %q", got, want)
	}
	if got, want := groupsText(&back), groupsText(&m); got != want {
		t.Errorf("groups %q, want %q", got, want)
	}
	back.Restore(a, cards(t, "5H 6H 7H KC 2S 9D"))
	if got := groupsText(&back); got != "5H 6H 7H" {
		t.Errorf("a group with a card gone breaks up: %q", got)
	}
	if got := text(back.Row(nil, engine.NoCard)); got != "2S KC 9D" {
		t.Errorf("row %q", got)
	}
}
