package scenes

import (
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/internal/servertest"
	"rummy/scenes/i18n"
)

// TestIssue14OnlinePersonIsWaitedForNotThinking (issue 14 review): at an
// online table a bot's turn reads "… is thinking", another person's
// "Waiting for …": online the setup lists every other seat as a bot, so
// the status line goes by the game's seat kinds.
func TestIssue14OnlinePersonIsWaitedForNotThinking(t *testing.T) {
	srv := servertest.Start(t, "-hand-pause", "0s")
	r := startOnlineTable(t, srv, engine.Classic, 0)
	tb := r.table
	var w int
	r.until("a bot's turn", 30*time.Second, func() bool {
		w = tb.judge().waitingSeat()
		if w == tb.viewer && tb.judge().mayAct() && !tb.animating() {
			// The person plays on: a stock draw, then a discard.
			for _, a := range engine.Legal(tb.view) {
				if (a.Kind == engine.ActDraw && !a.FromDiscard) || a.Kind == engine.ActDiscard {
					tb.tryAct(a)
					break
				}
			}
			return false
		}
		return w != tb.viewer && tb.view.Phase != engine.PhaseGameOver && tb.reveal.result == nil
	})
	if got, want := tb.hud().statusText(), r.app.Cat.F(i18n.TableThinking, tb.seatName(w)); got != want {
		t.Fatalf("a bot's turn reads %q, want %q", got, want)
	}
	tb.game.seats[w].Kind = match.KindRemote // as a person on another machine is listed
	if got, want := tb.hud().statusText(), r.app.Cat.F(i18n.TableWaitingFor, tb.seatName(w)); got != want {
		t.Errorf("another person's turn reads %q, want %q", got, want)
	}
}
