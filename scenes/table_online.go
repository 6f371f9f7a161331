package scenes

import (
	"context"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine/match"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/sprites"
)

// tableNet is what a table playing at a table server adds: the
// connection badge, the refusals the server sent after the move had
// left, and at the end the deal's check and the saving of the game.
type tableNet struct {
	remote *online.Remote
	// refusals is the number of the server's refusals already shown.
	refusals uint64
	// badge is the connection's line as last shown.
	badge string
}

// netStep follows the connection once a tick: a refusal by the server
// is shown in the player's language (its key), once.
func (t tableNetView) netStep() {
	n := t.net
	if n == nil {
		return
	}
	conn := n.remote.Connection()
	n.badge = t.badgeText(conn)
	if conn.Refusals == n.refusals {
		return
	}
	n.refusals = conn.Refusals
	reason := conn.RefusedText
	if conn.Refused != nil {
		reason = t.app.Cat.Reason(*conn.Refused, t.seatName)
	}
	if text, ok := serverRefusal(t.app, conn.RefusedKey); ok && conn.Refused == nil {
		t.showToast(text)
	} else {
		t.showToast(t.app.Cat.F(i18n.NetRefused, reason))
	}
	t.resetHand()
	t.refresh()
}

// badgeText says how the link to the table stands: connected,
// reconnecting…, and who a bot plays for until they are back.
func (t tableNetView) badgeText(conn match.Connection) string {
	cat := t.app.Cat
	var s string
	switch conn.Link {
	case match.LinkConnected:
		s = cat.T(i18n.NetConnected)
	case match.LinkReconnecting:
		s = reconnectingText(t.app, conn.Addr)
	case match.LinkClosed:
		s = cat.T(i18n.NetClosed)
	default:
		s = cat.T(i18n.NetConnecting)
	}
	if t.viewer < 0 {
		s += " · " + cat.T(i18n.NetWatching)
	}
	bot := map[int]bool{}
	for _, seat := range conn.BotFor {
		bot[seat] = true
		s += " · " + cat.About(i18n.NetBotFor, t.person(seat))
	}
	for _, seat := range conn.Away {
		if !bot[seat] {
			s += " · " + cat.About(i18n.NetAway, t.person(seat))
		}
	}
	return s
}

// reconnectingText says that the link is coming back, and through
// which address (the node it tries now) when it is known.
func reconnectingText(app *App, addr string) string {
	if addr == "" {
		return app.T(i18n.NetReconnecting)
	}
	return app.Cat.F(i18n.NetReconnectingTo, addr)
}

// netStatus is the status line while the link to the table is down
// ("Reconnecting…") or this screen's move is on its way to the table;
// "" otherwise. The view is then the one before the move: it would say
// the table waits for "You", who have played.
func (t tableNetView) netStatus() string {
	if t.net == nil {
		return ""
	}
	conn := t.net.remote.Connection()
	switch conn.Link {
	case match.LinkReconnecting:
		return reconnectingText(t.app, conn.Addr)
	case match.LinkClosed:
		return t.app.T(i18n.NetClosed)
	}
	if t.netInFlight() {
		return t.app.T(i18n.TableMoveOnItsWay)
	}
	return ""
}

// NetBadge is the connection badge's text ("" for a local game).
func (t *Table) NetBadge() string {
	if t.net == nil {
		return ""
	}
	return t.net.badge
}

// netName is a seat's name at a table server: "You" for this screen's
// seat, the server's name for the others.
func (t tableNetView) netName(seat int) (string, bool) {
	if t.net == nil {
		return "", false
	}
	if seat == t.viewer && seat >= 0 {
		return t.app.T(i18n.SeatYou), true
	}
	seats := t.game.seats
	if seat < 0 || seat >= len(seats) {
		return "", false
	}
	if seats[seat].Name != "" {
		return seats[seat].Name, true
	}
	n := 0 // an unnamed bot: Bot n, counting the table's bots
	for i := 0; i <= seat; i++ {
		if seats[i].Kind == match.KindBot {
			n++
		}
	}
	return t.app.Cat.F(i18n.SeatBot, n), true
}

// closeNet ends the connection of an online table the person leaves
// (on a goroutine: the goodbye never waits in the frame).
func (t tableNetView) closeNet() {
	if t.net != nil {
		go t.net.remote.Client().Close()
	}
}

// drawNet draws the connection badge at the top left, over everything.
func (t tableNetView) drawNet(dst *ebiten.Image) {
	if t.net == nil || t.net.badge == "" {
		return
	}
	app := t.app
	u := t.lay.u
	face := app.Fonts.Face(13*u, sprites.Bold)
	w, _ := sprites.Measure(t.net.badge, face)
	r := sprites.Rect{X: 8 * u, Y: 6 * u, W: w + 30*u, H: 24 * u}
	app.Paint.FillRoundRect(dst, r, 12*u, sprites.Fade(sprites.FeltDark, 0.92))
	dot := sprites.Gold
	if t.net.remote.Connection().Link != match.LinkConnected {
		dot = sprites.Danger
	}
	app.Paint.FillRoundRect(dst, sprites.Rect{X: r.X + 9*u, Y: r.Y + 8*u, W: 8 * u, H: 8 * u}, 4*u, dot)
	sprites.DrawText(dst, t.net.badge, face, r.X+22*u, r.Y+r.H/2, sprites.AlignLeft, sprites.Ink)
}

// sheetNet is the end of an online game on the score sheet: the deal's
// check and the game saved from the server.
type sheetNet struct {
	verdict string
	// checked says what the deal check compared (or where the evidence
	// of a deal not verified was kept).
	checked string
	ok      bool
	saving  <-chan saveResult
	note    string
	// rematch follows the table's rematch (scoresheet_rematch.go).
	rematch sheetRematch
}

type saveResult struct {
	data []byte
	err  error
}

// idSheetSave is the score sheet's Save game button (online games).
const idSheetSave = 50

// checkDeal checks the deal's commitment once the game is over.
func (s *ScoreSheet) checkDeal() {
	n := s.table.net
	if n == nil || !s.over || s.net != nil {
		return
	}
	s.net = &sheetNet{}
	if l := n.remote.Client().Info().Lobby; l != nil {
		s.net.rematch.games = l.Games
	}
	s.net.verdict, s.net.checked, s.net.ok = checkOnlineDeal(s.app, n.remote.Client())
}

// Checked is the line under the deal's verdict: what was checked, or
// where the evidence was kept ("" else).
func (s *ScoreSheet) Checked() string {
	if s.net == nil {
		return ""
	}
	return s.net.checked
}

// Verdict is the deal's check at the end of an online game ("" else).
func (s *ScoreSheet) Verdict() string {
	if s.net == nil {
		return ""
	}
	return s.net.verdict
}

// SaveNote says where the saved game went ("" before).
func (s *ScoreSheet) SaveNote() string {
	if s.net == nil {
		return ""
	}
	return s.net.note
}

// saveOnline asks the server for the finished game (on a goroutine).
func (s *ScoreSheet) saveOnline() {
	if s.net == nil || s.net.saving != nil {
		return
	}
	c := s.table.net.remote.Client()
	ch := make(chan saveResult, 1)
	s.net.saving = ch
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		data, err := c.SaveGame(ctx)
		ch <- saveResult{data, err}
	}()
}

// pollSave takes the saved game when it has come and writes it where
// the statistics' export writes (a file `rummy-sim replay` reads).
func (s *ScoreSheet) pollSave() {
	if s.net == nil || s.net.saving == nil {
		return
	}
	select {
	case r := <-s.net.saving:
		s.net.saving = nil
		if r.err != nil {
			s.net.note = netProblem(s.app, "", r.err)
			return
		}
		info := s.table.net.remote.Client().Info()
		name := "rummy-online-" + s.table.setup.Variant.String() + "-" + info.Table + ".json"
		note, err := deliverExport(s.app, name, r.data)
		if err != nil {
			note = err.Error()
		}
		s.net.note = note
		if e, err := s.table.net.remote.Client().Evidence(); err == nil && s.net.ok {
			keepEvidence(s.app, e) // beside it, for a check by hand (README "Fair deals")
		}
	default:
	}
}

// drawNet draws the deal's verdict and the save note above the buttons.
func (s *ScoreSheet) drawNet(dst *ebiten.Image) {
	if s.net == nil {
		return
	}
	f := FrameOf(s.app)
	x, y := f.Pt(640, sheetButtonsY-22)
	ink := sprites.Gold
	if !s.net.ok {
		ink = sprites.Danger
	}
	line := s.net.verdict
	if s.net.note != "" {
		line += " · " + s.net.note
	}
	if s.net.checked != "" {
		// The verdict goes up a line; what was checked under it.
		_, y2 := f.Pt(640, sheetButtonsY-44)
		fitText(dst, s.app, line, 15, sprites.Bold, x, y2, sheetW*f.U, sprites.AlignCenter, ink)
		fitText(dst, s.app, s.net.checked, 13, sprites.Regular, x, y, sheetW*f.U, sprites.AlignCenter, sprites.Ink)
		return
	}
	fitText(dst, s.app, line, 15, sprites.Bold, x, y, sheetW*f.U, sprites.AlignCenter, ink)
}

// sheetControlName names the score sheet's buttons for the probe
// (every other button is "next", as before Save game came).
func sheetControlName(id int) string {
	if id == idSheetSave {
		return "save"
	}
	if id == idSheetRematch {
		return "rematch"
	}
	return "next"
}

// viewerKind is who plays the seat shown at the bottom: a spectator of
// an online table (viewer match.Spectator) plays none, as a bot.
func (t *Table) viewerKind() SeatKind {
	if t.viewer < 0 || t.viewer >= len(t.setup.Seats) {
		return Bot
	}
	return t.setup.Seats[t.viewer].Kind
}

// netInFlight reports whether this screen's last move is on its way to
// the table server: the person waits for its answer (a few
// milliseconds) before the next.
func (t tableNetView) netInFlight() bool {
	return t.net != nil && t.net.remote.Client().Info().Pending > 0
}

// netKind says who plays a seat at a table server: a person (here or
// elsewhere) or a bot of its level.
func (t tableNetView) netKind(seat int) (string, bool) {
	if t.net == nil || seat < 0 || seat >= len(t.game.seats) {
		return "", false
	}
	if t.game.seats[seat].Kind == match.KindBot {
		return t.app.Cat.F(i18n.KindBot, t.app.T(t.setup.Seats[seat].Level.Key())), true
	}
	return t.app.T(i18n.KindPerson), true
}
