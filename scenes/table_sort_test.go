package scenes

import (
	"reflect"
	"testing"

	"rummy/engine"
	"rummy/scenes/hand"
	"rummy/scenes/store"
	"rummy/sprites"
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

// TestIssue24ResumeWithoutArrangementSorts (issue 24 item 9): a game
// resumed from an autosave that kept no arrangement of the hand (one
// written before the table kept it) shows the hand sorted as a deal is;
// one that kept the person's own order shows that order.
func TestIssue24ResumeWithoutArrangementSorts(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	r.settle()
	tb := r.table
	r.run(2)
	sv, err := store.LoadGame(r.app.Store)
	if err != nil {
		t.Fatal(err)
	}
	sv.Table = nil
	if err := store.SaveGame(r.app.Store, sv); err != nil {
		t.Fatal(err)
	}
	resumed, err := ResumeTable(r.app, NewMenu(r.app, tb.setup, sprites.NewBackdrop()))
	if err != nil {
		t.Fatal(err)
	}
	row := resumed.layouter().handCards(nil)
	if want := sortedAs(row, false, tb.view.Rules.AceHigh()); !reflect.DeepEqual(row, want) {
		t.Fatalf("resumed hand %v, want it by suit %v", row, want)
	}
}
