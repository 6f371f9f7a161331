package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// helpFixed are the overlay's lines for the keys no one rebinds (Tab,
// Esc, the chords), after the changeable ones.
var helpFixed = []i18n.Key{i18n.HelpTarget, i18n.HelpCut, i18n.HelpUndo, i18n.HelpButtons, i18n.HelpPause}

// helpLine is one line of the keys overlay: the keys and what they do;
// a fixed key's line is all text.
type helpLine struct{ keys, text string }

// helpLines are the lines of the keys overlay (? or F1), in order: each
// changeable action with its keys as the person set them (issue 30 item
// 5), then the fixed keys.
func (t tableAssist) helpLines() []helpLine {
	app := t.app
	lines := make([]helpLine, 0, len(bindables)+len(helpFixed))
	for i, b := range bindables {
		lines = append(lines, helpLine{app.Keys.keysLabel(i), app.T(i18n.KeyAction(b.name))})
	}
	for _, k := range helpFixed {
		lines = append(lines, helpLine{"", app.T(k)})
	}
	return lines
}

// drawHelp draws the keys overlay (? or F1) over a dimmed table: the
// keys in a column, what they do beside them.
func (t tableAssist) drawHelp(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	app.Paint.FillRect(dst, t.lay.Screen, color.RGBA{0x04, 0x14, 0x0b, 0xe0})
	lines := t.helpLines()
	lineH := min(25*u, (t.lay.Screen.H-120*u)/float64(len(lines)))
	face := app.Fonts.Face(min(16*u, lineH*0.68), sprites.Regular)
	bold := app.Fonts.Face(min(16*u, lineH*0.68), sprites.Bold)
	col, w := 0.0, 0.0
	for _, l := range lines {
		kw, _ := sprites.Measure(l.keys, bold)
		col = max(col, kw)
	}
	col += 18 * u
	for _, l := range lines {
		lw, _ := sprites.Measure(l.text, face)
		if l.keys != "" {
			lw += col
		}
		w = max(w, lw)
	}
	w += 60 * u
	h := float64(len(lines))*lineH + 110*u
	x, y := t.lay.Screen.Center()
	r := sprites.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}
	app.Paint.FillRoundRect(dst, r, 14*u, color.RGBA{0x10, 0x2a, 0x1a, 0xff})
	app.Paint.StrokeRoundRect(dst, r, 14*u, 2*u, sprites.Gold)
	sprites.DrawText(dst, app.T(i18n.HelpTitle), app.Fonts.Face(24*u, sprites.Bold), x, r.Y+30*u, sprites.AlignCenter, sprites.Gold)
	ly := r.Y + 70*u
	for _, l := range lines {
		tx := r.X + 30*u
		if l.keys != "" {
			sprites.DrawText(dst, l.keys, bold, tx, ly, sprites.AlignLeft, sprites.Gold)
			tx += col
		}
		sprites.DrawText(dst, l.text, face, tx, ly, sprites.AlignLeft, sprites.Ink)
		ly += lineH
	}
	sprites.DrawText(dst, app.T(i18n.HelpClose), app.Fonts.Face(13*u, sprites.Regular), x, r.Bottom()-20*u, sprites.AlignCenter, sprites.InkDim)
}
