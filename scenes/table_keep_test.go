package scenes

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// TestIssue15ResumeRestoresTheArrangement: the person sorts, re-orders
// and stages cards; a table resumed from the autosave (as after the
// process was killed) shows the same order, the same staged groups and
// the same log lines.
func TestIssue15ResumeRestoresTheArrangement(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	r.settle()
	tb := r.table
	if tb.view.Phase == engine.PhaseDraw {
		r.perform(engine.DrawAction(false))
		r.settle()
	}
	x, y, _ := r.controlPoint(idTblSortRank)
	r.tap(x, y)
	row := tb.layouter().handCards(nil)
	// The last card dragged to the front, two cards staged.
	x, y = r.cardPoint(row[len(row)-1])
	r.drag(x, y, tb.lay.Hand.X+4, y)
	row = tb.layouter().handCards(nil)
	for _, c := range row[2:4] {
		x, y = r.cardPoint(c)
		r.drag(x, y, r.freeStagingX()-tb.lay.Staging.W*0.45, tb.lay.Staging.Y+tb.lay.Staging.H/2)
	}
	if len(tb.hand.Staged()) != 1 {
		t.Fatalf("staged %v", tb.hand.Staged())
	}
	r.run(2)
	sv, err := store.LoadGame(r.app.Store)
	if err != nil || sv.Table == nil {
		t.Fatalf("the autosave keeps no table: %v", err)
	}
	resumed, err := ResumeTable(r.app, NewMenu(r.app, tb.setup, sprites.NewBackdrop()))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := resumed.hand.Order(), tb.hand.Order(); !reflect.DeepEqual(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
	if got, want := resumed.hand.Staged(), tb.hand.Staged(); !reflect.DeepEqual(got, want) {
		t.Errorf("staged %v, want %v", got, want)
	}
	if got, want := resumed.log.shown(), tb.log.shown(); !reflect.DeepEqual(got, want) || len(want) == 0 {
		t.Errorf("log %q, want %q", got, want)
	}
	// A card drawn after the resume goes where no sort puts it (the
	// person moved a card by hand, so the sort is no longer kept).
	if resumed.hand.Sorted().On {
		t.Error("the sort is kept after a card was moved by hand")
	}
}

// TestIssue15YourTurnOnlyAfterTheDealLands: while the deal's cards fly,
// the status line does not tell the person to play; once they have
// landed it does.
func TestIssue15YourTurnOnlyAfterTheDealLands(t *testing.T) {
	r := newRig(t, "classic", "human,bot")
	tb := r.table
	yours := func() bool {
		s := tb.texts.status
		return s != "" && (strings.HasPrefix(s, tb.app.T(i18n.TableYourTurnDraw)) || strings.HasPrefix(s, tb.app.T(i18n.TableYourTurnPlay)))
	}
	sawDeal := false
	for i := 0; i < 3000 && !(tb.judge().mayAct() && !tb.animating()); i++ {
		r.run(1)
		if tb.animating() {
			sawDeal = true
			if yours() {
				t.Fatalf("tick %d: %q while the cards still fly", i, tb.texts.status)
			}
		}
		if tb.botBusy() {
			time.Sleep(time.Millisecond)
		}
	}
	r.run(1)
	if !sawDeal || !yours() {
		t.Errorf("deal seen %v; after it the status says %q", sawDeal, tb.texts.status)
	}
}
