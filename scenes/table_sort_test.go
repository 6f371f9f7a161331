package scenes

import (
	"reflect"
	"testing"

	"rummy/engine"
	"rummy/scenes/hand"
	"rummy/scenes/store"
)

// sortedAs returns cards in the order the hand's sort buttons give them.
func sortedAs(cards []engine.Card, byRank, aceHigh bool) []engine.Card {
	var m hand.Model
	m.Sync(cards)
	m.Sort(byRank, aceHigh)
	return append([]engine.Card(nil), m.Order()...)
}

// TestIssue24DealtHandIsSorted (issue 24 item 9): a hand is dealt
// sorted by suit; the sort the person chooses with the buttons is kept in
// the settings (stored), and the next table deals in it; cards drawn
// join where the sort puts them (with RUMMY_SHOTS set, the dealt hand is
// saved as table-dealt-sorted.png).
func TestIssue24DealtHandIsSorted(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	r.settle()
	tb := r.table
	aceHigh := tb.view.Rules.AceHigh()
	row := tb.layouter().handCards(nil)
	if want := sortedAs(row, false, aceHigh); !reflect.DeepEqual(row, want) {
		t.Fatalf("dealt hand %v, want it by suit %v", row, want)
	}
	render(t, r.app, "table-dealt-sorted", tb, 2)
	if tb.view.Phase == engine.PhaseDraw {
		r.perform(engine.DrawAction(false))
		r.settle()
	}
	row = tb.layouter().handCards(nil)
	if want := sortedAs(row, false, aceHigh); !reflect.DeepEqual(row, want) {
		t.Fatalf("after a draw the hand is %v, want it by suit %v", row, want)
	}
	x, y, _ := r.controlPoint(idTblSortRank)
	r.tap(x, y)
	if r.app.Settings.HandSort != store.SortByRank {
		t.Fatalf("the sort chosen is not kept: %q", r.app.Settings.HandSort)
	}
	if st, err := store.LoadSettings(r.app.Store); err != nil || st.HandSort != store.SortByRank {
		t.Fatalf("the stored sort is %q (%v)", st.HandSort, err)
	}
	next := newRigIn(t, r.app, "romme", "human,bot,bot", "seed=8")
	next.settle()
	row = next.table.layouter().handCards(nil)
	if want := sortedAs(row, true, aceHigh); !reflect.DeepEqual(row, want) {
		t.Fatalf("the next table dealt %v, want it by rank %v", row, want)
	}
}
