package scenes

import (
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/servertest"
	"rummy/scenes/i18n"
)

// TestIssue24ScoreSheetRematch (issue 24 item 11): at the end of an
// online game the host's score sheet offers a rematch; once tapped it
// waits for the other person's answer (the line names them, the button
// turns to "Go ahead without them"); when they accept, the sheet moves
// on by itself to the next game's table, at the same table and code.
func TestIssue24ScoreSheetRematch(t *testing.T) {
	srv := servertest.Start(t, "-hand-pause", "0s")
	setup := DefaultSetup(engine.Romme)
	o := setup.Options.Clone()
	if err := o.Set("hands", "1"); err != nil {
		t.Fatal(err)
	}
	setup.Options = o
	if err := setup.SetSeatCount(3); err != nil {
		t.Fatal(err)
	}
	r, friend := onlineHand(t, srv, setup, nil)
	var sheet *ScoreSheet
	r.until("the last score sheet", 30*time.Second, func() bool {
		if r.m.Current() == r.table {
			r.tap(640, 400) // past the reveal
		}
		sheet, _ = r.m.Current().(*ScoreSheet)
		return sheet != nil && !r.m.Fading()
	})
	button := func() Control {
		for _, c := range sheet.form.Controls {
			if c.ID == idSheetRematch {
				return c
			}
		}
		t.Fatalf("no rematch button on the sheet: %+v", sheet.form.Controls)
		return Control{}
	}
	if b := button(); b.Label != r.app.T(i18n.SheetRematchOffer) || !b.Enabled {
		t.Fatalf("the host's rematch button: %q enabled %v", b.Label, b.Enabled)
	}
	shoot(t, sheet, "rematch-offer")
	c := r.table.net.remote.Client()
	code, table := c.Info().Code, c.Info().Table
	r.tapID(&sheet.form, idSheetRematch)
	r.until("Boris sees the offer", 20*time.Second, func() bool {
		l := friend.Info().Lobby
		return l != nil && l.Rematch != nil
	})
	r.until("the host's sheet waiting for Boris", 20*time.Second, func() bool {
		return button().Label == r.app.T(i18n.SheetRematchNow) && strings.Contains(sheet.RematchLine(), "Boris")
	})
	if want := r.app.Cat.F(i18n.SheetRematchWaiting, "Boris"); sheet.RematchLine() != want {
		t.Errorf("rematch line %q, want %q", sheet.RematchLine(), want)
	}
	shoot(t, sheet, "rematch-waiting")
	if err := friend.Rematch(proto.RematchAccept); err != nil {
		t.Fatal(err)
	}
	var next *Table
	r.until("the next game's table", 30*time.Second, func() bool {
		next, _ = r.m.Current().(*Table)
		return next != nil && next != r.table && !r.m.Fading()
	})
	r.run(30)
	info := next.net.remote.Client().Info()
	if info.Code != code || info.Table != table || info.Lobby.Games != 1 || next.view.Phase == engine.PhaseGameOver {
		t.Fatalf("the next game: code %q table %q games %d phase %v; want code %q table %q, 1 game before", info.Code, info.Table, info.Lobby.Games, next.view.Phase, code, table)
	}
	if next.toast.text != "" {
		t.Errorf("the next game opens with a toast: %q", next.toast.text)
	}
	if len(next.view.Results) != 0 {
		t.Errorf("the next game starts with %d results of the last", len(next.view.Results))
	}
	shoot(t, next, "rematch-new-table")
}
