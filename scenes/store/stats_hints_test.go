package store

import (
	"strconv"
	"testing"

	"rummy/engine"
	"rummy/scenes/seat"
)

// TestIssue15HintsCounted (issue 15 item 3): the hints a person asked
// for in a game are counted with it (the game's recent line and the
// rule set's sum), and statistics written before hints existed still
// load, with none counted.
func TestIssue15HintsCounted(t *testing.T) {
	old := []byte(`{"format":` + strconv.Itoa(statsFormat) + `,"variants":{"classic":{"played":1,"won":1,"best":30,"totalScore":30,"levels":{"easy":{},"normal":{},"hard":{}}}}}`)
	s := NewMemory()
	if err := s.Save(StatsName, old); err != nil {
		t.Fatal(err)
	}
	st, err := LoadStats(s)
	if err != nil {
		t.Fatalf("statistics without hints do not load: %v", err)
	}
	if st.Variants["classic"].Hints != 0 {
		t.Fatal("old statistics count hints")
	}
	g := FinishedGame{Variant: engine.Classic, Seats: []SeatInfo{{Kind: Human}, {Kind: Bot, Level: seat.Normal}},
		Person: 0, Totals: []int{10, 40}, Winners: []int{1}, Hints: 3}
	for range 2 {
		if _, err := st.Record(g, 0); err != nil {
			t.Fatal(err)
		}
	}
	if got := st.Variants["classic"].Hints; got != 6 {
		t.Fatalf("two games of 3 hints count %d", got)
	}
	if st.Recent[0].Hints != 3 {
		t.Fatalf("the recent game counts %d hints", st.Recent[0].Hints)
	}
	if err := SaveStats(s, st); err != nil {
		t.Fatal(err)
	}
	back, err := LoadStats(s)
	if err != nil || back.Variants["classic"].Hints != 6 {
		t.Fatalf("saved and loaded: %v, %d hints", err, back.Variants["classic"].Hints)
	}
}
