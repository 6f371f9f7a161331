package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/internal/version"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// menuTouch is the menu's layout on a phone or a tablet: one scrolling
// column (see column), in use while on.
type menuTouch struct {
	on    bool
	col   column
	focus int
}

// buildTouch lays the menu out for a finger, in one scrolling column:
// the tables waiting on the person, the rule sets, the players and the
// seats (a person's name field beside the seat's kind), the options, the
// explanation of the focused control, then the other screens two a row;
// Start and Resume at the foot. The question before abandoning a saved
// game takes the column while it is asked. It replaces the controls
// build laid out.
func (m *Menu) buildTouch() {
	app := m.app
	c := &m.touch.col
	desk := append([]Control(nil), m.form.Controls...)
	cs := m.form.Controls[:0]
	add := func(ctl Control, r sprites.Rect, ok bool) {
		if ok {
			ctl.Rect = r
			cs = append(cs, ctl)
		}
	}
	defer func() { m.form.Controls = cs }()
	if m.abandon {
		c.begin(app, app.T(i18n.AppTitle), 0, 1)
		c.text(app, app.T(i18n.MenuAbandonTitle), 20, sprites.Bold, sprites.Ink)
		c.text(app, app.T(i18n.MenuAbandonText), 15, sprites.Regular, sprites.InkDim)
		for _, ctl := range desk {
			r, ok := c.row(app)
			add(ctl, r, ok)
		}
		return
	}
	c.begin(app, app.T(i18n.AppTitle), 1, 2)
	var foot, screens []Control
	for _, ctl := range desk {
		if ctl.ID == idMenuTurns {
			r, ok := c.row(app)
			add(ctl, r, ok)
		}
	}
	c.text(app, app.T(i18n.MenuRuleSet), 15, sprites.Bold, sprites.Gold)
	for i := 0; i < len(desk); i++ {
		ctl := desk[i]
		switch {
		case ctl.ID == idMenuTurns:
		case ctl.ID == idStart || ctl.ID == idResume:
			foot = append(foot, ctl)
		case ctl.Kind == KindButton:
			screens = append(screens, ctl)
		case ctl.ID >= idVariant && ctl.ID < idSeat:
			r, ok := c.place(max(60, 2.6*app.Fonts.Face(18*c.U, sprites.Bold).Size/c.U))
			add(ctl, r, ok)
		case ctl.ID == idPlayers:
			c.text(app, app.T(i18n.MenuSeats), 15, sprites.Bold, sprites.Gold)
			r, ok := c.row(app)
			add(ctl, r, ok)
		case ctl.Kind == KindField && i+1 < len(desk):
			// A person's row: the name field, then the seat's kind.
			r, ok := c.row(app)
			gap := 6 * c.U
			left, right := r, r
			left.W = r.W*0.56 - gap/2
			right.X, right.W = r.X+r.W*0.56+gap/2, r.W*0.44-gap/2
			add(ctl, left, ok)
			add(desk[i+1], right, ok)
			i++
		case ctl.ID >= idOption && ctl.ID < idName && (i == 0 || desk[i-1].ID < idOption || desk[i-1].ID >= idName):
			m.touchSeatsNote()
			c.text(app, app.T(i18n.MenuOptions), 15, sprites.Bold, sprites.Gold)
			r, ok := c.row(app)
			add(ctl, r, ok)
		default:
			r, ok := c.row(app)
			add(ctl, r, ok)
		}
	}
	help, ink := m.helpText(), sprites.InkDim
	if m.err != "" {
		help, ink = m.err, sprites.Danger
	}
	c.text(app, help, 14, sprites.Regular, ink)
	c.twoARow(app, screens, add)
	c.text(app, version.String(), 12, sprites.Regular, sprites.InkFaint)
	for _, ctl := range foot {
		ctl.Rect = c.footButton(app)
		cs = append(cs, ctl)
	}
}

// touchSeatsNote writes the note under the seats: that several people
// share the device, or how to change a seat.
func (m *Menu) touchSeatsNote() {
	if m.setup.Humans() > 1 {
		m.touch.col.text(m.app, m.app.T(i18n.MenuHotSeat), 14, sprites.Regular, sprites.Gold)
		return
	}
	m.touch.col.text(m.app, m.app.T(i18n.MenuSeatsHint), 14, sprites.Regular, sprites.InkFaint)
}

// drawTouch draws the menu laid out for a finger.
func (m *Menu) drawTouch(dst *ebiten.Image) {
	m.touch.col.draw(dst, m.app, &m.form)
}
