package hand

import (
	"testing"

	"rummy/engine"
)

func cards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func text(cs []engine.Card) string {
	s := ""
	for i, c := range cs {
		if i > 0 {
			s += " "
		}
		s += c.String()
	}
	return s
}

func keep(g []engine.Card) ([]engine.Card, bool) { return g, true }

// TestIssue13SyncKeepsTheArrangement: cards that stay keep the player's
// order, new ones join at the right, gone ones leave the selection and
// break up their staged group.
func TestIssue13SyncKeepsTheArrangement(t *testing.T) {
	var m Model
	m.Sync(cards(t, "5H 3C KD 7S"))
	m.Move(cards(t, "KD"), 0)
	m.Select(cards(t, "3C")[0])
	m.Stage(cards(t, "7S"), keep)
	m.Select(cards(t, "5H")[0])
	m.Sync(cards(t, "5H KD 7S 9D"))
	if got := text(m.Order()); got != "KD 5H 7S 9D" {
		t.Errorf("order %s, want KD 5H 7S 9D", got)
	}
	if !m.IsStaged(cards(t, "7S")[0]) || m.Selections() != 1 {
		t.Errorf("staged %v, %d selected", m.Staged(), m.Selections())
	}
	if got := text(m.Row(nil, engine.NoCard)); got != "KD 5H 9D" {
		t.Errorf("row %s, want KD 5H 9D", got)
	}
	m.Sync(cards(t, "5H KD 9D"))
	if len(m.Staged()) != 0 {
		t.Errorf("a staged group that lost its card stays: %v", m.Staged())
	}
}

// TestIssue13MoveAndStage: a drop moves held cards to the row index,
// staged cards stay apart, unstaging brings them back to the row.
func TestIssue13MoveAndStage(t *testing.T) {
	var m Model
	m.Sync(cards(t, "AH 2H 3H 4H 5H"))
	m.Stage(cards(t, "2H 3H"), func([]engine.Card) ([]engine.Card, bool) { return nil, false })
	m.Move(cards(t, "AH"), 2)
	if got := text(m.Row(nil, engine.NoCard)); got != "4H 5H AH" {
		t.Errorf("row after move %s, want 4H 5H AH", got)
	}
	if got := text(m.StagedMelds()[0]); got != "2H 3H" {
		t.Errorf("staged %s, want 2H 3H (arrange said no)", got)
	}
	m.Stage(cards(t, "5H 4H"), func(g []engine.Card) ([]engine.Card, bool) { return []engine.Card{g[1], g[0]}, true })
	if got := text(m.StagedMelds()[1]); got != "4H 5H" {
		t.Errorf("staged %s, want 4H 5H (as arranged)", got)
	}
	m.ClearStaged()
	m.Stage(cards(t, "2H 3H"), keep)
	m.Unstage(cards(t, "2H")[0])
	if got := text(m.Row(nil, cards(t, "5H")[0])); got != "4H AH 2H 3H" {
		t.Errorf("row after unstage without 5H %s, want 4H AH 2H 3H", got)
	}
}

// TestIssue13SortAndSelect sorts by suit and by rank (ace high or low,
// jokers last) and walks the selection and the cursor.
func TestIssue13SortAndSelect(t *testing.T) {
	var m Model
	m.Sync(cards(t, "* KS AH 2S AS 3H"))
	m.Sort(false, false)
	if got := text(m.Order()); got != "AS 2S KS AH 3H *" && got != "AH 3H AS 2S KS *" {
		t.Errorf("by suit %s", got)
	}
	m.Sort(true, true)
	if got := text(m.Order()); got[len(got)-1] != '*' || text(m.Order()[:2]) != "2S 3H" {
		t.Errorf("by rank, ace high: %s", got)
	}
	m.Toggle(m.Order()[0])
	if m.Single() != m.Order()[0] {
		t.Errorf("single selection %v", m.Single())
	}
	m.Toggle(m.Order()[1])
	if m.Single() != engine.NoCard || len(m.SelectedIn(m.Order())) != 2 {
		t.Errorf("two selected: single %v, in row %v", m.Single(), m.SelectedIn(m.Order()))
	}
	m.MoveCursor(10, 6)
	if m.Cursor() != 5 {
		t.Errorf("cursor %d, want 5", m.Cursor())
	}
	m.MoveCursor(-10, 6)
	if m.Cursor() != 0 {
		t.Errorf("cursor %d, want 0", m.Cursor())
	}
	m.Reset()
	if m.Len() != 0 || m.Selections() != 0 {
		t.Errorf("reset leaves %d cards, %d selected", m.Len(), m.Selections())
	}
}
