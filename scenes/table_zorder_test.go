package scenes

import (
	"slices"
	"testing"

	"rummy/engine"
)

// TestIssue13ZBandsNeverCollide lays out an eight-seat Liverpool table
// with as many three-card melds as the spare cards make (more than 23,
// where the old 100+meld·40 numbers reached the discard pile's) and
// checks every card's z lies in the band of the place it was laid in.
func TestIssue13ZBandsNeverCollide(t *testing.T) {
	r := newRig(t, "liverpool", "human,bot,bot,bot,bot,bot,bot,bot")
	tb := r.table
	v := *tb.view
	used := map[engine.Card]bool{}
	for _, c := range append(slices.Clone(v.Hand), v.Pile...) {
		used[c] = true
	}
	var spare []engine.Card
	for _, c := range engine.NewDeck(tb.game.state().Rules().Deck()) {
		if !used[c] && !c.IsJoker() {
			spare = append(spare, c)
		}
	}
	v.Table = nil
	for i := 0; i+3 <= len(spare); i += 3 {
		v.Table = append(v.Table, engine.TableMeld{Owner: i / 3 % 8, Cards: spare[i : i+3]})
	}
	if len(v.Table) < 30 {
		t.Fatalf("only %d melds: the test needs more than 23", len(v.Table))
	}
	tb.show(&v)
	want := map[engine.Card]zBand{}
	for _, m := range v.Table {
		for _, c := range m.Cards {
			want[c] = zMelds
		}
	}
	for _, c := range v.Pile {
		want[c] = zDiscard
	}
	for _, c := range v.Hand {
		want[c] = zHand
	}
	for c, s := range tb.anim.cards {
		if b, ok := want[c]; ok && bandOf(s.z) != b {
			t.Errorf("card %v has z %d in band %d, want band %d", c, s.z, bandOf(s.z), b)
		}
	}
	for g := 0; g < zMaxCards; g += 7 {
		for pos := 0; pos < zMaxCards; pos += 5 {
			for _, b := range []zBand{zMelds, zStaging} {
				if got := bandOf(b.zIn(g, pos)); got != b {
					t.Fatalf("group %d card %d of band %d lands in band %d", g, pos, b, got)
				}
			}
		}
	}
}
