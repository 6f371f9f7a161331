package scenes

import (
	"testing"
	"time"

	"rummy/engine"
	"rummy/internal/netcut"
	"rummy/internal/servertest"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
)

// TestIssue24StatusWhileAMoveIsAway (issue 24 item 11): at an online
// table the connection drops and the person draws: the move waits for
// the link, and the status line says the table is reconnecting, never
// "Waiting for You".
func TestIssue24StatusWhileAMoveIsAway(t *testing.T) {
	srv := servertest.Start(t, "-public", "-hand-pause", "0s")
	relay := netcut.Start(t, srv.Addr)
	r := startOnlineTableAt(t, relay.Addr, engine.Classic, 0)
	tb := r.table
	c := tb.net.remote.Client()
	r.until("the person's turn to draw", 30*time.Second, func() bool {
		return tb.view.Phase == engine.PhaseDraw && tb.view.Turn == tb.viewer && tb.judge().mayAct() && !tb.animating()
	})
	relay.Cut()
	r.until("the client reconnecting", 20*time.Second, func() bool { return c.Info().State == online.Reconnecting })
	tb.tryAct(engine.DrawAction(false))
	r.until("the draw waiting for the link", 10*time.Second, func() bool { return c.Info().Pending > 0 })
	r.run(3)
	you := r.app.Cat.F(i18n.TableWaitingFor, r.app.T(i18n.SeatYou))
	if got := tb.texts.status; got == you || got != reconnectingText(r.app, relay.Addr) {
		t.Errorf("status line %q while the move waits for the link; want %q", got, reconnectingText(r.app, relay.Addr))
	}
	shoot(t, tb, "status-move-away")
}
