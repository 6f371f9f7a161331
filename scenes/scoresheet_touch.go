package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// sheetTouch is the score sheet's layout on a phone or a tablet: one
// scrolling column (see column), in use while on.
type sheetTouch struct {
	on  bool
	col column
}

// buildTouch lays the sheet out for a finger, in one scrolling column,
// a seat under another rather than a column each: the headline; per seat
// its name (and whether it leads or wins) with its total, then its hands
// in order and this hand point by point; the online game's verdict and
// the rematch; the buttons at the foot. It replaces what build laid out.
func (s *ScoreSheet) buildTouch() {
	app := s.app
	c := &s.touch.col
	desk := append([]Control(nil), s.form.Controls...)
	c.begin(app, app.T(i18n.SheetTitle), 1, max(1, len(desk)))
	c.text(app, s.headline, 18, sprites.Bold, sprites.Gold)
	c.text(app, s.detail, 15, sprites.Regular, sprites.InkDim)
	l := s.layout()
	for seat, name := range s.names {
		if s.leaders[seat] {
			name += " · " + s.leaderTag()
		}
		total := ""
		if seat < len(s.totals) {
			total = s.totals[seat]
		}
		c.pair(app, name, total, 17)
		var hands []string
		for _, r := range s.rows {
			if seat < len(r.cells) {
				hands = append(hands, r.cells[seat])
			}
		}
		if len(hands) > 0 {
			c.text(app, app.T(i18n.SheetHand)+": "+strings.Join(hands, " · "), 14, sprites.Regular, sprites.InkDim)
		}
		if seat < len(s.lines) {
			var parts []string
			for _, k := range l.lineRows {
				parts = append(parts, app.T(k)+": "+s.lineCell(k, s.lines[seat]))
			}
			c.text(app, strings.Join(parts, " · "), 14, sprites.Regular, sprites.Ink)
		}
	}
	if s.net != nil {
		ink := sprites.Gold
		if !s.net.ok {
			ink = sprites.Danger
		}
		line := s.net.verdict
		if s.net.note != "" {
			line += " · " + s.net.note
		}
		c.text(app, line, 15, sprites.Bold, ink)
		c.text(app, s.net.checked, 13, sprites.Regular, sprites.Ink)
	}
	c.text(app, s.rematchLine(), 15, sprites.Regular, sprites.Ink)
	for i := range desk {
		desk[i].Rect = c.footButton(app)
	}
	s.form.Controls = append(s.form.Controls[:0], desk...)
}

// drawTouch draws the sheet laid out for a finger.
func (s *ScoreSheet) drawTouch(dst *ebiten.Image) {
	s.table.backdrop.Draw(dst)
	s.touch.col.draw(dst, s.app, &s.form)
}
