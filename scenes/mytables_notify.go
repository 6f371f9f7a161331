package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// notifyControl is My tables' "Notify me when it's my turn" (issue 31
// item 4): in a browser that has not been asked yet. The permission is
// asked here, when the person says they want it, never at load.
func (s *MyTablesScene) notifyControl(f Frame) (Control, bool) {
	if s.permission != "default" {
		return Control{}, false
	}
	return Control{ID: idMineNotify, Kind: KindButton, Rect: f.Rect(270, 720, 460, 52), Label: s.app.T(i18n.TurnsNotifyAsk), Enabled: true}, true
}

// drawNotify says how notifications stand once the person answered:
// on, or blocked and how to turn them on (the badge stands in).
func (s *MyTablesScene) drawNotify(dst *ebiten.Image, f Frame) {
	if text := s.notifyText(); text != "" {
		r := f.Rect(270, 716, 720, 60)
		sprites.DrawParagraph(dst, text, s.app.Fonts.Face(14*f.U, sprites.Regular), r.X, r.Y, r.W, sprites.InkDim)
	}
}

// notifyText is how notifications stand once the person answered (on,
// or blocked and how to turn them on), or "" before.
func (s *MyTablesScene) notifyText() string {
	switch s.permission {
	case "granted":
		return s.app.T(i18n.TurnsNotifyOn)
	case "denied":
		return s.app.T(i18n.TurnsNotifyDenied)
	}
	return ""
}

// ProbeInto describes My tables to the probe: its buttons (back,
// refresh, notify, table) and the notifications' permission as a note.
func (s *MyTablesScene) ProbeInto(p *Probe) {
	p.Scene = "mytables"
	p.AddControls(&s.form, func(id int) string {
		switch id {
		case idMineBack:
			return "back"
		case idMineRefresh:
			return "refresh"
		case idMineNotify:
			return "notify"
		}
		return "table"
	})
	if s.permission != "" {
		p.Notes = append(p.Notes, "notifications="+s.permission)
	}
}
