package scenes

import (
	"testing"
	"time"

	"rummy/engine"
	"rummy/internal/servertest"
	"rummy/scenes/i18n"
)

// hasControl reports whether a form holds a control with id.
func hasControl(f *Form, id int) bool {
	for _, c := range f.Controls {
		if c.ID == id {
			return true
		}
	}
	return false
}

// TestIssue14SpectatorHasNoHandControls (issue 14 review): a spectator
// of an online table has no hand, so no hand controls at all: no sort
// buttons (the S and R keys do nothing either), no Undo or Hint; the
// seat's own screen has them. The bottom seat's backs show where a hand
// would (they were drawn at the screen's corner).
func TestIssue14SpectatorHasNoHandControls(t *testing.T) {
	srv := servertest.Start(t, "-hand-pause", "0s")
	host := startOnlineTable(t, srv, engine.Classic, 0)
	code := host.table.net.remote.Client().Info().Code
	w := newOnlineRig(t, srv.Addr, DefaultSetup(engine.Classic))
	w.typeInto(fieldCode, code)
	w.tapID(&w.lobby.form, idLobWatch)
	w.until("the watched table", 20*time.Second, func() bool {
		tb, _ := w.m.Current().(*Table)
		w.table = tb
		return tb != nil && !w.m.Fading() && tb.view != nil
	})
	w.run(3)
	host.run(3)
	for _, id := range []int{idTblSortSuit, idTblSortRank, idTblUndo, idTblHint} {
		if hasControl(&w.table.form, id) {
			t.Errorf("the spectator has control %d", id)
		}
	}
	for _, id := range []int{idTblSortSuit, idTblSortRank, idTblUndo} {
		if !hasControl(&host.table.form, id) {
			t.Errorf("the seat lacks control %d", id)
		}
	}
	// The seat at the bottom is another's: its backs lie where a hand
	// would, not at the screen's corner.
	for seat := range w.table.view.Counts {
		if w.table.layouter().rel(seat) != 0 {
			continue
		}
		p, hand := w.table.layouter().seatPose(seat), w.table.lay.Hand
		if !hand.Contains(p.X+1, p.Y+1) {
			t.Errorf("the bottom seat %d's backs are at (%.0f, %.0f), outside the hand area %+v", seat, p.X, p.Y, hand)
		}
	}
	shoot(t, w.table, "online-spectator-no-hand-controls")
	w.key(IntentSortRank)
	w.key(IntentSortSuit)
	if n := len(w.table.view.Hand); n != 0 {
		t.Errorf("the spectator holds %d cards", n)
	}
}

// TestIssue14OnlineLeaveQuestion (issue 14 review): at an online table
// the pause menu's leave question says that the game goes on for the
// others, a bot playing the seat until its person is back (a spectator:
// that only the watching stops), in the player's language; a local
// game's question still says it is saved.
func TestIssue14OnlineLeaveQuestion(t *testing.T) {
	srv := servertest.Start(t, "-hand-pause", "0s")
	host := startOnlineTable(t, srv, engine.Classic, 0)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Russian, i18n.German} {
		host.app.Cat = i18n.New(lang)
		p := NewPauseScene(host.app, host.table)
		p.activate(idPauseLeave)
		if got, want := p.AskText(), host.app.T(i18n.PauseOnlineText); got != want || got == host.app.T(i18n.PauseSavedText) {
			t.Errorf("%s: the question says %q, want %q", lang.Code(), got, want)
		}
		p.Update(&Input{})
		shoot(t, p, "pause-online-leave-"+lang.Code())
	}
	host.app.Cat = i18n.New(i18n.English)
	code := host.table.net.remote.Client().Info().Code
	w := newOnlineRig(t, srv.Addr, DefaultSetup(engine.Classic))
	w.typeInto(fieldCode, code)
	w.tapID(&w.lobby.form, idLobWatch)
	w.until("the watched table", 20*time.Second, func() bool { tb, _ := w.m.Current().(*Table); w.table = tb; return tb != nil && tb.view != nil })
	p := NewPauseScene(w.app, w.table)
	p.activate(idPauseLeave)
	if got := p.AskText(); got != w.app.T(i18n.PauseWatchText) {
		t.Errorf("the spectator's question says %q", got)
	}
	p.Update(&Input{})
	shoot(t, p, "pause-watch-leave")
	local := newRig(t, "classic", "human,bot")
	local.settle()
	lp := NewPauseScene(local.app, local.table)
	lp.activate(idPauseLeave)
	if got := lp.AskText(); got != local.app.T(i18n.PauseSavedText) {
		t.Errorf("a local game's question says %q", got)
	}
}
