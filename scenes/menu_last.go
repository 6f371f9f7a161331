package scenes

import (
	"rummy/engine"
	"rummy/scenes/seat"
	"rummy/scenes/store"
)

// The menu remembers the table it started last (issue 15 item 6): the
// next start offers it again, and the score sheet's Play again starts it
// anew with a fresh seed.

// StartTable starts a game of setup the way Start does: the setup is
// checked, the table opened and the setup remembered. A problem is shown
// on the menu and nothing starts.
func (m *Menu) StartTable(setup Setup) Request {
	m.abandon = false
	err := setup.Check()
	var t Scene
	if err == nil {
		t, err = OpenTable(m.app, setup, m)
	}
	if err != nil {
		m.err = m.problem(err)
		m.dirty = true
		return Request{}
	}
	m.setup = setup
	m.specs = setup.Options.Specs()
	m.remember(setup)
	return Request{Next: t}
}

// remember stores setup as the last one started (a failure to store it
// is shown, never stops the game).
func (m *Menu) remember(setup Setup) {
	m.app.Settings.LastSetup = lastSetupOf(setup)
	if err := store.SaveSettings(m.app.Store, m.app.Settings); err != nil {
		m.app.Warning = err.Error()
	}
}

// lastSetupOf is a setup as the settings keep it: every option but the
// seed, and the seats.
func lastSetupOf(s Setup) *store.LastSetup {
	l := &store.LastSetup{Variant: s.Variant.String(), Options: map[string]string{}}
	for _, spec := range s.Options.Specs() {
		if spec.Key == "seed" {
			continue
		}
		if v, err := s.Options.Get(spec.Key); err == nil {
			l.Options[spec.Key] = v
		}
	}
	for _, st := range s.Seats {
		l.Seats = append(l.Seats, store.LastSeat{Kind: st.Kind, Level: st.Level})
	}
	return l
}

// RememberedSetup is the setup the menu started last, if the settings
// keep one the engine and the menu still accept; otherwise fallback.
func RememberedSetup(app *App, fallback Setup) Setup {
	if s, ok := setupOfLast(app.Settings.LastSetup); ok {
		return s
	}
	return fallback
}

// setupOfLast rebuilds a remembered setup, reporting false when it is
// missing or no longer valid (an option renamed, a rule set the menu does
// not offer).
func setupOfLast(l *store.LastSetup) (Setup, bool) {
	if l == nil {
		return Setup{}, false
	}
	v, err := engine.ParseVariant(l.Variant)
	if err != nil || !offered(v) {
		return Setup{}, false
	}
	s := DefaultSetup(v)
	o := s.Options.Clone()
	for _, spec := range o.Specs() {
		if val, ok := l.Options[spec.Key]; ok && spec.Key != "seed" {
			if o.Set(spec.Key, val) != nil {
				return Setup{}, false
			}
		}
	}
	if o.Validate() != nil || len(l.Seats) != o.NumPlayers() {
		return Setup{}, false
	}
	s.Options = o
	s.Seats = make([]Seat, len(l.Seats))
	for i, st := range l.Seats {
		s.Seats[i] = Seat{Kind: st.Kind, Level: st.Level}
		if st.Kind == Bot && st.Level == seat.NoLevel {
			s.Seats[i].Level = Normal
		}
	}
	return s, s.Check() == nil
}

// offered reports whether the menu offers a rule set.
func offered(v engine.Variant) bool {
	for _, m := range menuGames {
		if m == v {
			return true
		}
	}
	return false
}

// freshSetup is setup again with a new random seed (COM-8: seed 0).
func freshSetup(s Setup) Setup {
	o := s.Options.Clone()
	_ = o.Set("seed", "0") // every variant has the seed option
	return Setup{Variant: s.Variant, Options: o, Seats: append([]Seat(nil), s.Seats...)}
}
