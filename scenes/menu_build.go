package scenes

import (
	"strconv"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// build lays the menu's controls out for the current screen and setup.
func (m *Menu) build() {
	app := m.app
	f := FrameOf(app)
	focusID := -1
	if c := m.form.Focused(); c != nil {
		focusID = c.ID
	}
	m.touch.on = touchLayout(app)
	if m.abandon {
		m.buildAbandon(f)
		if m.touch.on {
			m.buildTouch()
		}
		m.touch.focus = m.form.Focus
		return
	}
	cs := m.form.Controls[:0]
	for i, v := range menuGames {
		cs = append(cs, Control{ID: idVariant + int(v), Kind: KindTile, Rect: f.Rect(66, 136+float64(i)*51, 528, 48),
			Label: app.T(i18n.VariantName(v)), Detail: app.T(i18n.VariantBlurb(v)), On: v == m.setup.Variant, Enabled: true})
	}
	lo, hi := playerRange(m.specs)
	cs = append(cs, Control{ID: idPlayers, Kind: KindStepper, Rect: f.Rect(66, 382, 528, 30),
		Label: app.T(i18n.OptLabel("players")), Value: strconv.Itoa(len(m.setup.Seats)),
		Help: app.T(i18n.OptHelp(m.setup.Variant, "players")) + " (" + strconv.Itoa(lo) + "–" + strconv.Itoa(hi) + ")", Enabled: true})
	// More than eight seats (Kopilka seats fifteen) go in two columns.
	cols := 1
	if len(m.setup.Seats) > 8 {
		cols = 2
	}
	rows := (len(m.setup.Seats) + cols - 1) / cols
	rowH := min(27.0, 186/float64(rows)) // clear of the hint below (y 610)
	colW := 528 / float64(cols)
	for i, s := range m.setup.Seats {
		kind := app.T(i18n.KindPerson)
		if s.Kind == Bot {
			kind = app.Cat.F(i18n.KindBot, app.T(s.Level.Key()))
		}
		col, row := i/rows, i%rows
		r := f.Rect(66+float64(col)*colW, 418+float64(row)*rowH, colW-4*float64(cols-1), rowH-2)
		seatRow := Control{ID: idSeat + i, Kind: KindCycler, Rect: r,
			Label: strconv.Itoa(i+1) + ".  " + seatName(app, m.setup, i), Value: kind, Help: app.T(i18n.MenuSeatsHint), Enabled: true}
		if s.Kind != Human {
			cs = append(cs, seatRow)
			continue
		}
		// A person's row: their name field on the left, the kind on the right.
		field := m.nameField(i, strconv.Itoa(i+1)+".")
		field.Rect = r
		field.Rect.W = r.W*0.56 - 4*f.U
		seatRow.Label, seatRow.ValueOnly = "", true
		seatRow.Rect.X, seatRow.Rect.W = r.X+r.W*0.56, r.W*0.44
		cs = append(cs, field, seatRow)
	}
	oi := 0
	for k, s := range m.specs {
		if s.Key == "players" {
			continue
		}
		cur, _ := m.setup.Options.Get(s.Key)
		c := Control{ID: idOption + k, Rect: f.Rect(656, 134+float64(oi)*29.5, 558, 28), Label: app.T(i18n.OptLabel(s.Key)),
			Help: app.T(i18n.OptHelp(m.setup.Variant, s.Key)), Enabled: true}
		switch {
		case s.Key == "knocking" && m.setup.KnockingUnavailable():
			c.Kind, c.On, c.Value, c.Enabled = KindToggle, false, app.T(i18n.MenuKnockingForThree), false
			c.Help = app.T(i18n.MenuKnockingForThree)
		case s.Kind == engine.OptBool:
			c.Kind, c.On, c.Value = KindToggle, cur == "true", app.T(i18n.Value(cur))
		case s.Kind == engine.OptChoice:
			c.Kind, c.Value = KindCycler, app.T(i18n.Value(cur))
		case len(s.Choices) > 0:
			c.Kind, c.Value = KindCycler, cur
		default:
			c.Kind, c.Value = KindStepper, cur
		}
		cs = append(cs, c)
		oi++
	}
	valid := m.setup.Options.Validate() == nil && m.setup.Check() == nil
	buttons := []struct {
		id      int
		key     i18n.Key
		enabled bool
	}{
		{idStart, i18n.MenuStart, valid}, {idResume, i18n.MenuResume, m.resume},
		{idSettings, i18n.MenuSettings, true}, {idRules, i18n.MenuRules, true}, {idStats, i18n.MenuStats, true}, {idMenuOnline, i18n.MenuOnline, true}, {idLearn, m.learnLabel(), true}, {idQuit, i18n.MenuQuit, m.canQuit},
	}
	if !m.canQuit {
		buttons = buttons[:len(buttons)-1] // a page cannot close itself: no Quit to grey out
	}
	bx := 50.0
	for i, b := range buttons {
		w := 200.0
		if i > 0 {
			w = (1230 - 50 - 200 - float64(len(buttons)-1)*16) / float64(len(buttons)-1)
		}
		c := Control{ID: b.id, Kind: KindButton, Rect: f.Rect(bx, 680, w, 56), Label: app.T(b.key), Enabled: b.enabled, Primary: b.id == idStart}
		if b.id == idResume && !b.enabled {
			c.Help = app.T(i18n.MenuNoAutosave)
		}
		cs = append(cs, c)
		bx += w + 16
	}
	if c, ok := m.turnsControl(f); ok {
		cs = append(cs, c)
	}
	m.form.Controls = cs
	if m.touch.on {
		m.buildTouch()
	}
	if focusID >= 0 && focusID != idAbandonResume && focusID != idAbandonStart {
		m.form.FocusID(focusID)
	} else {
		m.form.FocusID(idStart)
	}
	m.touch.focus = m.form.Focus
	m.built = [2]float64{app.W, app.H}
	m.lang = app.Cat.Lang()
	m.dirty = false
}
