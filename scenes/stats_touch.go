package scenes

import (
	"strings"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// buildTouch lays the statistics out for a finger, in one scrolling
// column: the rule sets, the figures and the results by level, the last
// games (a row each: the date, the result and the score over the
// opponents) with the chosen game's actions, the note; Reset, Import and
// Back at the foot. The reset's question takes the column while it is
// asked. It replaces the controls build laid out.
func (s *StatsScene) buildTouch() {
	app := s.app
	c := &s.col
	desk := append([]Control(nil), s.form.Controls...)
	cs := s.form.Controls[:0]
	add := func(ctl Control) {
		if r, ok := c.row(app); ok {
			ctl.Rect = r
			cs = append(cs, ctl)
		}
	}
	if s.confirm {
		c.begin(app, app.T(i18n.StatsTitle), 0, 1)
		c.text(app, app.T(i18n.StatsResetTitle), 18, sprites.Bold, sprites.Gold)
		c.text(app, app.T(i18n.StatsResetText), 15, sprites.Regular, sprites.Ink)
		for _, ctl := range desk {
			add(ctl)
		}
		s.form.Controls = cs
		return
	}
	c.begin(app, app.T(i18n.StatsTitle), 1, 3)
	foot := desk[len(desk)-3:]
	rec := s.recent()
	for _, ctl := range desk[:len(desk)-3] {
		switch {
		case ctl.ID >= idStatsAction:
		case ctl.ID >= idStatsRow:
			t := s.rowTexts(rec[ctl.ID-idStatsRow])
			ctl.Label, ctl.Detail = t[0]+" · "+t[2]+" · "+t[3], t[1]
			add(ctl)
		default: // a rule set's tab
			add(ctl)
			if ctl.On {
				s.touchFigures()
				if len(rec) == 0 {
					c.text(app, app.T(i18n.StatsRecent), 15, sprites.Bold, sprites.Gold)
					c.text(app, app.T(i18n.StatsNoRecent), 15, sprites.Regular, sprites.InkDim)
				} else {
					c.text(app, app.T(i18n.StatsRecent), 15, sprites.Bold, sprites.Gold)
				}
			}
		}
	}
	for _, ctl := range desk[:len(desk)-3] {
		if ctl.ID >= idStatsAction {
			add(ctl)
		}
	}
	c.text(app, s.note, 14, sprites.Regular, sprites.Gold)
	for _, ctl := range foot {
		ctl.Rect = c.footButton(app)
		cs = append(cs, ctl)
	}
	s.form.Controls = cs
}

// touchFigures writes the shown rule set's figures and results by level
// into the column, or that it has no games yet.
func (s *StatsScene) touchFigures() {
	app := s.app
	c := &s.col
	figs := s.figures()
	if figs == nil {
		c.text(app, s.emptyText(), 15, sprites.Regular, sprites.InkDim)
		return
	}
	for _, f := range figs {
		c.pair(app, f.label, f.value, 15)
	}
	c.text(app, strings.TrimSpace(app.T(i18n.StatsByLevel)), 15, sprites.Bold, sprites.Gold)
	for _, f := range s.levelLines() {
		c.pair(app, f.label, f.value, 15)
	}
}
