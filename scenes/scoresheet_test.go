package scenes

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// Issue 15 item 7: the sheet says "You win the hand" and "You win the
// game!" in the person's own form in every language, never the third
// person template with "You" put in.
func TestIssue15SheetSpeaksToYou(t *testing.T) {
	for _, l := range i18n.Langs {
		app := testApp(t)
		app.Settings.Language = l.Code()
		app.ApplySettings()
		r := newRigIn(t, app, "classic", "human,bot", "target=0", "hands=1")
		sheet, err := r.table.PlayOutHand()
		if err != nil {
			t.Fatal(err)
		}
		you := app.T(i18n.SeatYou)
		res := sheet.result
		res.Winner = 0
		hand := NewScoreSheet(app, r.table, res)
		hand.over = false
		hand.prepare()
		if got := hand.Headline(); got != app.T(i18n.SheetYouWin) || got == app.Cat.F(i18n.SheetWinner, you) {
			t.Errorf("%s: the hand's headline %q, want %q", l.Code(), got, app.T(i18n.SheetYouWin))
		}
		over := NewScoreSheet(app, r.table, res)
		ws := r.table.game.state().Winners()
		want := app.Cat.F(i18n.SheetGameWinner, r.table.seatName(ws[0]))
		switch {
		case len(ws) > 1:
			want = app.Cat.F(i18n.SheetShareWin, you+", "+r.table.seatName(ws[1]))
		case ws[0] == 0:
			want = app.T(i18n.SheetYouWinGame)
		}
		if got := over.Headline(); got != want || strings.Contains(got, app.Cat.F(i18n.SheetGameWinner, you)) {
			t.Errorf("%s: the game's headline %q, want %q", l.Code(), got, want)
		}
	}
}

// Issue 15 item 6: Liverpool's sheet has each hand's contract; the
// leader's column is marked (the lowest total in Liverpool).
func TestIssue15SheetContractsAndLeader(t *testing.T) {
	r := newRig(t, "liverpool", "human,bot,bot")
	sheet, err := r.table.PlayOutGame()
	if err != nil {
		t.Fatal(err)
	}
	if len(sheet.rows) != engine.NumContracts {
		t.Fatalf("%d rows, want %d", len(sheet.rows), engine.NumContracts)
	}
	for i, row := range sheet.rows {
		want := capital(r.app.T(i18n.Key("arg.contract." + strconv.Itoa(i+1))))
		if row.contract != want || want == "" {
			t.Errorf("hand %d: contract %q, want %q", i+1, row.contract, want)
		}
	}
	totals := r.table.game.state().Totals()
	for seat, lead := range sheet.leaders {
		for _, v := range totals {
			if lead && v < totals[seat] {
				t.Errorf("seat %d marked as leader with %d, but %d is lower", seat, totals[seat], v)
			}
		}
	}
	// LIV-SCORE-2: the sheet marks exactly the seats the engine says lead.
	var marked []int
	for seat, lead := range sheet.leaders {
		if lead {
			marked = append(marked, seat)
		}
	}
	if want := r.table.view.Leaders(); !slices.Equal(marked, want) || len(want) == 0 {
		t.Errorf("the sheet marks %v as leading, the engine says %v (totals %v)", marked, want, totals)
	}
	if sheet.lines == nil {
		t.Error("no breakdown of the last hand")
	}
}

// Issue 15 item 6: the game's end offers Play again, which starts the
// same seats and options with a fresh seed through the menu's Start (so
// the menu remembers them too).
func TestIssue15PlayAgain(t *testing.T) {
	r := newRig(t, "romme", "human,bot:hard,bot:easy", "opening=40")
	sheet, err := r.table.PlayOutGame()
	if err != nil {
		t.Fatal(err)
	}
	sheet.Update(&Input{})
	var again bool
	for _, c := range sheet.Form().Controls {
		again = again || c.ID == idSheetAgain
	}
	if !again {
		t.Fatal("the game's end offers no Play again")
	}
	next, ok := sheet.activate(idSheetAgain).Next.(*Table)
	if !ok {
		t.Fatal("Play again did not open a table")
	}
	old := r.table.setup
	if next.setup.Variant != old.Variant || len(next.setup.Seats) != len(old.Seats) {
		t.Fatalf("Play again: %v %v, want %v %v", next.setup.Variant, next.setup.Seats, old.Variant, old.Seats)
	}
	for i := range old.Seats {
		if next.setup.Seats[i] != old.Seats[i] {
			t.Errorf("seat %d: %v, want %v", i, next.setup.Seats[i], old.Seats[i])
		}
	}
	if v, _ := next.setup.Options.Get("opening"); v != "40" {
		t.Errorf("opening = %s, want 40", v)
	}
	if next.game.Seed() == r.table.game.Seed() {
		t.Error("Play again dealt the same game again")
	}
	if next.game.state().Over() || next.back != r.table.back {
		t.Error("the new game is over already, or leads elsewhere than the menu")
	}
	saved, _ := store.LoadSettings(r.app.Store)
	if saved.LastSetup == nil || saved.LastSetup.Variant != "romme" {
		t.Errorf("the menu did not remember the table: %+v", saved.LastSetup)
	}
}

// Issue 15 item 6: a long game keeps the sheet on the screen: the last
// hands are shown, a line says the earlier ones are left out, and the
// parts stay above the buttons.
func TestIssue15SheetFitsLongGames(t *testing.T) {
	r := newRig(t, "classic", "human,bot,bot", "target=0", "hands=1")
	sheet, err := r.table.PlayOutHand()
	if err != nil {
		t.Fatal(err)
	}
	row := sheet.rows[0]
	for len(sheet.rows) < 40 {
		sheet.rows = append(sheet.rows, row)
	}
	l := sheet.layout()
	if !l.earlier || l.shown >= len(sheet.rows) || l.shown < 5 {
		t.Errorf("40 hands: %d shown, earlier left out %v", l.shown, l.earlier)
	}
	if bottom := sheetTop + l.tableH + sheetGap + l.lineH; bottom > sheetBottom+0.5 {
		t.Errorf("the sheet reaches %.0f, below %.0f where the buttons are", bottom, sheetBottom)
	}
	render(t, r.app, "sheet-long", sheet, 2)
}

// TestIssue24LastSheetSaysWins (issue 24, item 11): the best total's
// column says "leads" while the game goes on and "wins" on the game's
// last sheet, in every language.
func TestIssue24LastSheetSaysWins(t *testing.T) {
	for _, l := range i18n.Langs {
		app := testApp(t)
		app.Settings.Language = l.Code()
		app.ApplySettings()
		r := newRigIn(t, app, "classic", "human,bot", "target=0", "hands=1")
		sheet, err := r.table.PlayOutHand()
		if err != nil {
			t.Fatal(err)
		}
		if !sheet.over {
			t.Fatal("the one-hand game is not over")
		}
		if got := sheet.leaderTag(); got != app.T(i18n.SheetWinsTag) || got == app.T(i18n.SheetLeader) {
			t.Errorf("%s: the game's last sheet tags the winner %q, want %q", l.Code(), got, app.T(i18n.SheetWinsTag))
		}
		sheet.over = false
		if got := sheet.leaderTag(); got != app.T(i18n.SheetLeader) {
			t.Errorf("%s: a sheet during the game tags the leader %q", l.Code(), got)
		}
	}
}
