package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// The sheet's layout in design units: it spans the screen's width; the
// hands' table on top, the hand just played point by point below it,
// the buttons at the bottom.
const (
	sheetX        = 40.0
	sheetW        = 1200.0
	sheetTop      = 136.0
	sheetBottom   = 716.0
	sheetButtonsY = 728.0
	sheetHeadH    = 58.0
	sheetRowH     = 28.0
	sheetTotalH   = 48.0
	sheetLineH    = 26.0
	sheetGap      = 14.0
)

// sheetLayout is where the sheet's parts go, in design units.
type sheetLayout struct {
	// first is the width of the hand (and contract) column; seatW each
	// seat's column.
	first, seatW float64
	// shown is how many of the last hands the table holds; earlier says
	// hands before them are left out.
	shown   int
	earlier bool
	tableH  float64
	// lineRows are the breakdown's rows; lineH its panel's height (0:
	// no breakdown).
	lineRows []i18n.Key
	lineH    float64
}

// layout fits the sheet to the design frame.
func (s *ScoreSheet) layout() sheetLayout {
	var l sheetLayout
	l.first = 230
	if s.contract {
		l.first = 340
	}
	l.seatW = (sheetW - 40 - l.first) / float64(max(1, len(s.names)))
	if s.lines != nil {
		l.lineRows = []i18n.Key{i18n.SheetCardsLeft, i18n.SheetCardPoints}
		if s.parts.TableBonus {
			l.lineRows = append(l.lineRows, i18n.SheetTableBonus)
		}
		if s.parts.FalseMelds || s.anyLine(func(h engine.ScoreLine) int { return h.FalseMelds }) {
			l.lineRows = append(l.lineRows, i18n.SheetFalseMelds)
		}
		if s.parts.Cut && s.contract {
			l.lineRows = append(l.lineRows, i18n.SheetCutRow)
		}
		l.lineRows = append(l.lineRows, i18n.SheetThisHand)
		l.lineH = 46 + float64(len(l.lineRows))*sheetLineH + 8
	}
	room := sheetBottom - sheetTop - sheetHeadH - sheetTotalH - 8
	if l.lineH > 0 {
		room -= l.lineH + sheetGap
	}
	fit := max(1, int(room/sheetRowH))
	l.shown = min(len(s.rows), fit)
	if l.shown < len(s.rows) {
		l.earlier = true
		l.shown = max(1, fit-1)
	}
	rows := l.shown
	if l.earlier {
		rows++
	}
	l.tableH = sheetHeadH + float64(rows)*sheetRowH + sheetTotalH + 8
	return l
}

// anyLine reports whether a part of the breakdown is not zero for a seat.
func (s *ScoreSheet) anyLine(part func(engine.ScoreLine) int) bool {
	for _, h := range s.lines {
		if part(h) != 0 {
			return true
		}
	}
	return false
}

// draw draws the sheet.
func (s *ScoreSheet) draw(dst *ebiten.Image) {
	app := s.app
	s.table.backdrop.Draw(dst)
	f := FrameOf(app)
	u := f.U
	x, y := f.Pt(640, 42)
	drawHeading(dst, app, app.T(i18n.SheetTitle), x, y, sprites.AlignCenter)
	fitText(dst, app, s.headline, 24, sprites.Bold, x, y+44*u, sheetW*u, sprites.AlignCenter, sprites.Gold)
	if s.detail != "" {
		fitText(dst, app, s.detail, 16, sprites.Regular, x, y+74*u, sheetW*u, sprites.AlignCenter, sprites.InkDim)
	}
	l := s.layout()
	s.drawHands(dst, f, l)
	if l.lineH > 0 {
		s.drawLines(dst, f, l)
	}
	s.drawNet(dst)
	s.drawRematch(dst)
	DrawForm(dst, app, &s.form)
}

// seatX is the centre of a seat's column, in pixels.
func (s *ScoreSheet) seatX(f Frame, l sheetLayout, seat int) float64 {
	x, _ := f.Pt(sheetX+20+l.first+l.seatW*(float64(seat)+0.5), 0)
	return x
}

// leaderTag is the word under the best total's name: "leads" while the
// game goes on, "wins" once it is over.
func (s *ScoreSheet) leaderTag() string {
	if s.over {
		return s.app.T(i18n.SheetWinsTag)
	}
	return s.app.T(i18n.SheetLeader)
}

// drawHands draws the hands' table: a row per hand, the totals, the
// leader's column marked.
func (s *ScoreSheet) drawHands(dst *ebiten.Image, f Frame, l sheetLayout) {
	app := s.app
	u := f.U
	panel := f.Rect(sheetX, sheetTop, sheetW, l.tableH)
	DrawPanel(dst, app, panel, "")
	for seat, lead := range s.leaders {
		if lead {
			band := sprites.Rect{X: s.seatX(f, l, seat) - l.seatW*u/2 + 3*u, Y: panel.Y + 8*u, W: l.seatW*u - 6*u, H: panel.H - 16*u}
			app.Paint.FillRoundRect(dst, band, 8*u, sprites.Fade(sprites.Gold, 0.13))
		}
	}
	left := panel.X + 24*u
	ty := panel.Y + 26*u
	fitText(dst, app, app.T(i18n.SheetHand), 15, sprites.Bold, left, ty, 70*u, sprites.AlignLeft, sprites.Gold)
	if s.contract {
		fitText(dst, app, app.T(i18n.SheetContract), 15, sprites.Bold, left+80*u, ty, (l.first-90)*u, sprites.AlignLeft, sprites.Gold)
	}
	for i, n := range s.names {
		ink := sprites.Gold
		if s.leaders[i] {
			ink = sprites.Ink
			fitText(dst, app, s.leaderTag(), 12, sprites.Regular, s.seatX(f, l, i), ty+19*u, (l.seatW-12)*u, sprites.AlignCenter, sprites.Gold)
		}
		fitText(dst, app, n, 15, sprites.Bold, s.seatX(f, l, i), ty, (l.seatW-12)*u, sprites.AlignCenter, ink)
	}
	app.Paint.FillRect(dst, sprites.Rect{X: panel.X + 16*u, Y: panel.Y + (sheetHeadH-4)*u, W: panel.W - 32*u, H: 1.5 * u}, sprites.PanelLine)
	ry := panel.Y + (sheetHeadH+sheetRowH/2)*u
	body := app.Fonts.Face(15*u, sprites.Regular)
	rows := s.rows[len(s.rows)-l.shown:]
	if l.earlier {
		note := app.Cat.F(i18n.SheetEarlier, len(s.rows)-l.shown)
		fitText(dst, app, note, 13, sprites.Regular, left, ry, panel.W-48*u, sprites.AlignLeft, sprites.InkDim)
		ry += sheetRowH * u
	}
	for r, row := range rows {
		if r == len(rows)-1 {
			app.Paint.FillRoundRect(dst, sprites.Rect{X: panel.X + 16*u, Y: ry - sheetRowH*u/2, W: panel.W - 32*u, H: sheetRowH * u}, 6*u, sprites.Fade(sprites.Gold, 0.12))
		}
		sprites.DrawText(dst, row.hand, body, left, ry, sprites.AlignLeft, sprites.Ink)
		if s.contract {
			fitText(dst, app, row.contract, 14, sprites.Regular, left+80*u, ry, (l.first-90)*u, sprites.AlignLeft, sprites.InkDim)
		}
		for c, cell := range row.cells {
			ink := sprites.Ink
			if c == row.winner {
				ink = sprites.Gold
			}
			sprites.DrawText(dst, cell, body, s.seatX(f, l, c), ry, sprites.AlignCenter, ink)
		}
		ry += sheetRowH * u
	}
	by := panel.Bottom() - (sheetTotalH/2+4)*u
	app.Paint.FillRect(dst, sprites.Rect{X: panel.X + 16*u, Y: by - 22*u, W: panel.W - 32*u, H: 1.5 * u}, sprites.PanelLine)
	fitText(dst, app, app.T(i18n.SheetTotal), 16, sprites.Bold, left, by, (l.first-10)*u, sprites.AlignLeft, sprites.Gold)
	for i, v := range s.totals {
		size, ink := 16.0, color.Color(sprites.Ink)
		if s.leaders[i] {
			size, ink = 19, sprites.Gold
		}
		sprites.DrawText(dst, v, app.Fonts.Face(size*u, sprites.Bold), s.seatX(f, l, i), by, sprites.AlignCenter, ink)
	}
}

// drawLines draws the hand just played point by point.
func (s *ScoreSheet) drawLines(dst *ebiten.Image, f Frame, l sheetLayout) {
	app := s.app
	u := f.U
	panel := f.Rect(sheetX, sheetTop+l.tableH+sheetGap, sheetW, l.lineH)
	DrawPanel(dst, app, panel, "")
	left := panel.X + 24*u
	title := app.Cat.F(i18n.SheetBreakdown, s.result.Hand)
	fitText(dst, app, title, 16, sprites.Bold, left, panel.Y+24*u, panel.W-48*u, sprites.AlignLeft, sprites.Gold)
	y := panel.Y + (46+sheetLineH/2)*u
	for _, k := range l.lineRows {
		label := app.T(k)
		weight, size := sprites.Regular, 14.0
		if k == i18n.SheetThisHand {
			app.Paint.FillRect(dst, sprites.Rect{X: panel.X + 16*u, Y: y - sheetLineH*u/2, W: panel.W - 32*u, H: 1.5 * u}, sprites.PanelLine)
			weight, size = sprites.Bold, 15
		}
		fitText(dst, app, label, size, weight, left, y, (l.first-10)*u, sprites.AlignLeft, sprites.InkDim)
		for seat, h := range s.lines {
			fitText(dst, app, s.lineCell(k, h), size, weight, s.seatX(f, l, seat), y, (l.seatW-10)*u, sprites.AlignCenter, sprites.Ink)
		}
		y += sheetLineH * u
	}
}

// lineCell is one seat's cell of a breakdown row.
func (s *ScoreSheet) lineCell(k i18n.Key, h engine.ScoreLine) string {
	dash := func(v int) string {
		if v == 0 {
			return "—"
		}
		return signed(v)
	}
	switch k {
	case i18n.SheetCardsLeft:
		return s.app.Cat.F(i18n.SheetLeftCell, h.Left, h.Value)
	case i18n.SheetCardPoints:
		if h.Doubled {
			return signed(h.Cards) + " " + s.app.T(i18n.SheetDoubled)
		}
		return dash(h.Cards)
	case i18n.SheetTableBonus:
		return dash(h.TableBonus)
	case i18n.SheetFalseMelds:
		return dash(h.FalseMelds)
	case i18n.SheetCutRow:
		return dash(h.Cut)
	}
	return signed(h.Total)
}

// fitText draws a line in the largest size up to px (design units) that
// fits maxW pixels, down to two thirds of px.
func fitText(dst *ebiten.Image, app *App, s string, px float64, w sprites.Weight, x, y, maxW float64, align sprites.Align, ink color.Color) {
	u := app.Unit()
	size := px
	for ; size > px*2/3; size -= 0.5 {
		if tw, _ := sprites.Measure(s, app.Fonts.Face(size*u, w)); tw <= maxW {
			break
		}
	}
	sprites.DrawText(dst, s, app.Fonts.Face(size*u, w), x, y, align, ink)
}
