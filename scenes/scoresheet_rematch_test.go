package scenes

import (
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/internal/servertest"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// TestIssue24ScoreSheetRematch (issue 24 item 11): at the end of an
// online game the host's score sheet offers a rematch (the other
// person's sheet has no button yet, only a line that the host may);
// once tapped the host's sheet waits for the other person's answer (the
// line names them, the button turns to "Go ahead without them"), and
// the other person's sheet asks them; when they tap Play the rematch,
// both sheets move on by themselves to the next game's table, at the
// same table and code, in the same seats.
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

	// Boris's screen: his own score sheet of the same game.
	r.until("Boris's game over", 20*time.Second, func() bool { v := friend.View(); return v != nil && v.Phase == engine.PhaseGameOver })
	b := &onlineRig{tableRig: tableRig{t: t, app: testApp(t)}}
	b.app.Settings.AnimationSpeed = store.Fast
	ft, err := NewOnlineTable(b.app, friend, NewMenu(b.app, setup, sprites.NewBackdrop()))
	if err != nil {
		t.Fatal(err)
	}
	b.table = ft
	res := ft.view.Results[len(ft.view.Results)-1]
	fs := NewScoreSheet(b.app, ft, res)
	b.m = NewManager(b.app, fs)
	b.m.SetInputSource(func() RawInput { return b.raw })
	b.run(2)
	if got := b.app.T(i18n.SheetRematchHostMay); fs.RematchLine() != got {
		t.Errorf("Boris's line before the offer %q, want %q", fs.RematchLine(), got)
	}
	for _, c := range fs.form.Controls {
		if c.ID == idSheetRematch {
			t.Errorf("Boris has a rematch button before the offer: %q", c.Label)
		}
	}

	c := r.table.net.remote.Client()
	code, table := c.Info().Code, c.Info().Table
	r.tapID(&sheet.form, idSheetRematch)
	r.until("Boris sees the offer", 20*time.Second, func() bool {
		l := friend.Info().Lobby
		return l != nil && l.Rematch != nil && l.Rematch.Pending() == 1
	})
	r.until("the host's sheet waiting for Boris", 20*time.Second, func() bool {
		return button().Label == r.app.T(i18n.SheetRematchNow) && strings.Contains(sheet.RematchLine(), "Boris")
	})
	if want := r.app.Cat.F(i18n.SheetRematchWaiting, "Boris"); sheet.RematchLine() != want {
		t.Errorf("rematch line %q, want %q", sheet.RematchLine(), want)
	}
	shoot(t, sheet, "rematch-waiting")
	b.until("Boris's sheet asking him", 20*time.Second, func() bool {
		for _, c := range fs.form.Controls {
			if c.ID == idSheetRematch && c.Enabled && c.Label == b.app.T(i18n.SheetRematchAccept) {
				return true
			}
		}
		return false
	})
	if want := b.app.Cat.F(i18n.SheetRematchOffered, "Anna"); fs.RematchLine() != want {
		t.Errorf("Boris's line %q, want %q", fs.RematchLine(), want)
	}
	shoot(t, fs, "rematch-asked")
	b.tapID(&fs.form, idSheetRematch)
	var bnext *Table
	b.until("Boris's next game's table", 30*time.Second, func() bool {
		bnext, _ = b.m.Current().(*Table)
		return bnext != nil && bnext != ft && !b.m.Fading()
	})
	if bnext.viewer != 1 {
		t.Errorf("Boris sits at seat %d in the next game", bnext.viewer)
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
