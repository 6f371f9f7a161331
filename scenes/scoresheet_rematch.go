package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/sprites"
)

// idSheetRematch is the online score sheet's rematch button: Offer a
// rematch (the host), Play the rematch (a seat answering the offer), Go
// ahead without them (the host while answers are missing).
const idSheetRematch = 51

// sheetRematch follows the table's rematch from the score sheet at the
// end of an online game (proto rematch.go): games is the table's count
// of finished games when the sheet opened (a larger one is the next
// game), lobby the description the buttons were built from.
type sheetRematch struct {
	games int
	lobby *proto.Lobby
	// errText is the server's last error already seen.
	errText string
}

// rematchClient is the online table's client (nil for a local game or
// before the game is over).
func (s *ScoreSheet) rematchClient() *online.Client {
	if !s.over || s.table.net == nil || s.net == nil {
		return nil
	}
	return s.table.net.remote.Client()
}

// rematchButton is the rematch button for the table's state now, if
// the screen has one: its label, whether it may be pressed, and the
// message it sends.
func (s *ScoreSheet) rematchButton(info online.Info) (label string, enabled bool, kind string, ok bool) {
	l := info.Lobby
	if l == nil || info.Seat < 0 {
		return "", false, "", false
	}
	host := info.Seat == l.Host
	r := l.Rematch
	switch {
	case r == nil && host:
		return s.app.T(i18n.SheetRematchOffer), true, proto.RematchOffer, true
	case r == nil:
		return "", false, "", false
	case host:
		return s.app.T(i18n.SheetRematchNow), r.Pending() > 0, proto.RematchNow, true
	}
	mine := ""
	if info.Seat < len(r.Answers) {
		mine = r.Answers[info.Seat]
	}
	return s.app.T(i18n.SheetRematchAccept), mine == "", proto.RematchAccept, true
}

// rematchStep follows the table once a tick: the buttons change with
// the offer and the answers, and once the table has turned to its next
// game every screen moves to it (through the waiting room, which opens
// the table as soon as the game has started).
func (s *ScoreSheet) rematchStep() Request {
	c := s.rematchClient()
	if c == nil {
		return Request{}
	}
	info := c.Info()
	if info.Lobby == nil {
		return Request{}
	}
	if info.Lobby.Games > s.net.rematch.games {
		r, err := Open(s.app, ScreenRoom, Opening{Back: s.table.back, Client: c})
		if err != nil {
			s.net.note = err.Error()
			return Request{}
		}
		return Request{Next: r}
	}
	if info.Error != s.net.rematch.errText {
		s.net.rematch.errText = info.Error
		s.net.note = rematchProblem(s.app, info.ErrorKey, info.Error)
	}
	if info.Lobby != s.net.rematch.lobby {
		s.net.rematch.lobby = info.Lobby
		s.build()
	}
	return Request{}
}

// rematchProblem says in the person's language why the server refused
// a rematch message: a server that does not know rematches refuses the
// message as malformed.
func rematchProblem(app *App, key, text string) string {
	switch key {
	case "malformed":
		return app.T(i18n.SheetRematchUnsupported)
	case "rematch_offered", "no_rematch":
		return app.T(i18n.SheetRematchChanged)
	}
	return serverProblem(app, key, text)
}

// rematchAct sends what the rematch button says.
func (s *ScoreSheet) rematchAct() {
	c := s.rematchClient()
	if c == nil {
		return
	}
	if _, enabled, kind, ok := s.rematchButton(c.Info()); ok && enabled {
		if err := c.Rematch(kind); err != nil {
			s.net.note = netProblem(s.app, "", err)
		}
	}
}

// leaveOnline leaves the table from the sheet: a seat that has not
// answered an open offer declines it on the way out (its place opens),
// and a host withdraws it.
func (s *ScoreSheet) leaveOnline() Scene {
	c := s.rematchClient()
	if c == nil {
		return s.table.leave()
	}
	info := c.Info()
	if l := info.Lobby; l != nil && l.Rematch != nil && info.Seat >= 0 && info.Seat < len(l.Rematch.Answers) &&
		(info.Seat == l.Host || l.Rematch.Answers[info.Seat] == "") {
		// From the host the decline withdraws the offer: nobody waits
		// for a host who has gone.
		s.table.net = nil // the goodbye is the decline's
		go c.DeclineAndClose()
	}
	return s.table.leave()
}

// rematchLine says where the rematch stands ("" when nothing does).
func (s *ScoreSheet) rematchLine() string {
	c := s.rematchClient()
	if c == nil {
		return ""
	}
	info := c.Info()
	l := info.Lobby
	if l == nil || info.Seat < 0 {
		return ""
	}
	cat := s.app.Cat
	r := l.Rematch
	if r == nil {
		if info.Seat == l.Host {
			return ""
		}
		return cat.T(i18n.SheetRematchHostMay)
	}
	var waiting, declined []string
	for i, a := range r.Answers {
		switch a {
		case "":
			waiting = append(waiting, s.sheetName(i))
		case proto.RematchDecline:
			declined = append(declined, s.sheetName(i))
		}
	}
	var parts []string
	if info.Seat != l.Host && info.Seat < len(r.Answers) && r.Answers[info.Seat] == "" {
		parts = append(parts, cat.F(i18n.SheetRematchOffered, s.sheetName(l.Host)))
	} else if len(waiting) > 0 {
		parts = append(parts, cat.F(i18n.SheetRematchWaiting, strings.Join(waiting, ", ")))
	}
	if len(declined) > 0 {
		parts = append(parts, cat.F(i18n.SheetRematchDeclined, strings.Join(declined, ", ")))
	}
	return strings.Join(parts, " · ")
}

// sheetName is a seat's name on the sheet.
func (s *ScoreSheet) sheetName(seat int) string {
	if seat >= 0 && seat < len(s.names) {
		return s.names[seat]
	}
	return "?"
}

// RematchLine is the sheet's rematch line (tests and the probe read it).
func (s *ScoreSheet) RematchLine() string { return s.rematchLine() }

// drawRematch draws the rematch line above the deal's verdict.
func (s *ScoreSheet) drawRematch(dst *ebiten.Image) {
	line := s.rematchLine()
	if line == "" {
		return
	}
	f := FrameOf(s.app)
	x, y := f.Pt(640, sheetButtonsY-46)
	fitText(dst, s.app, line, 15, sprites.Regular, x, y, sheetW*f.U, sprites.AlignCenter, sprites.Ink)
}
