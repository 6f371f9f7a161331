package scenes

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"rummy/engine/names"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// idName + seat index is a person's name field in the menu.
const idName = 400

// nameEditor is the name a person is writing in the menu: which seat's,
// and the text so far. Enter keeps it, Escape drops it, a tap elsewhere
// keeps it.
type nameEditor struct {
	active bool
	seat   int
	draft  []rune
}

// personNames returns the names people gave themselves, by their order
// among the seats' people: the first person's, then the others'.
func personNames(s store.Settings) []string {
	if s.People == "" {
		return []string{s.Name}
	}
	return append([]string{s.Name}, strings.Split(s.People, "\n")...)
}

// applyNames gives each person's seat without a name the one stored for
// its place among the people (a bot's seat keeps none).
func (m *Menu) applyNames() {
	names := personNames(m.app.Settings)
	k := 0
	for i := range m.setup.Seats {
		s := &m.setup.Seats[i]
		if s.Kind != Human {
			s.Name = ""
			continue
		}
		if s.Name == "" && k < len(names) {
			s.Name = names[k]
		}
		k++
	}
}

// storeNames keeps the people's names in the settings, by their order
// among the people, so the next start offers them again.
func (m *Menu) storeNames() {
	var names []string
	for _, s := range m.setup.Seats {
		if s.Kind == Human {
			names = append(names, s.Name)
		}
	}
	old := personNames(m.app.Settings)
	for len(names) < len(old) { // fewer people now: keep the others' names
		names = append(names, old[len(names)])
	}
	for len(names) > 1 && names[len(names)-1] == "" {
		names = names[:len(names)-1]
	}
	m.app.Settings.Name, m.app.Settings.People = names[0], strings.Join(names[1:], "\n")
	m.app.ApplySettings()
}

// startNaming opens seat i's name for writing.
func (m *Menu) startNaming(i int) {
	m.names = nameEditor{active: true, seat: i, draft: []rune(m.setup.Seats[i].Name)}
	m.form.FocusID(idName + i)
	m.dirty = true
}

// nameInput handles a tick of input while a name is written: typed
// letters, Backspace, Enter (keep), Escape (drop), a tap elsewhere (keep).
func (m *Menu) nameInput(in *Input) {
	ed := &m.names
	typedSpace := strings.Contains(in.Text, " ")
	for _, r := range in.Text {
		if unicode.IsPrint(r) && len(string(ed.draft))+utf8.RuneLen(r) <= store.MaxNameBytes {
			ed.draft = append(ed.draft, r)
		}
	}
	switch {
	case in.Erase && len(ed.draft) > 0:
		ed.draft = ed.draft[:len(ed.draft)-1]
	case in.Has(IntentBack) && !in.Erase:
		ed.active = false
	case in.Has(IntentActivate) && !typedSpace, in.Has(IntentNext), in.Has(IntentPrev):
		m.commitName()
	case in.Pressed:
		if i := m.form.HitTest(in.X, in.Y); i < 0 || m.form.Controls[i].ID != idName+ed.seat {
			m.commitName()
		}
	}
	m.dirty = true
}

// commitName keeps the name being written (blank: the seat's default).
func (m *Menu) commitName() {
	ed := &m.names
	ed.active = false
	if ed.seat < len(m.setup.Seats) && m.setup.Seats[ed.seat].Kind == Human {
		m.setup.Seats[ed.seat].Name = m.cleanName(ed.seat, string(ed.draft))
		m.storeNames()
	}
}

// nameField is the control where seat i's person writes their name.
func (m *Menu) nameField(i int, label string) Control {
	app := m.app
	value := m.setup.Seats[i].Name
	editing := m.names.active && m.names.seat == i
	if editing {
		value = string(m.names.draft)
	}
	def := seatName(app, Setup{Seats: []Seat{{Kind: Human}}, Options: m.setup.Options}, 0)
	if m.setup.Humans() > 1 {
		def = app.Cat.F(i18n.SeatPerson, m.humanOrdinal(i))
	}
	return Control{ID: idName + i, Kind: KindField, Label: label, Value: value, On: editing,
		Detail: def + " · " + app.T(i18n.MenuNameUnset), Help: app.T(i18n.MenuNameHelp), Enabled: true}
}

// humanOrdinal is seat i's number among the people, from 1.
func (m *Menu) humanOrdinal(i int) int {
	n := 0
	for k := 0; k <= i && k < len(m.setup.Seats); k++ {
		if m.setup.Seats[k].Kind == Human {
			n++
		}
	}
	return n
}

// cleanName is a name as written for seat: cleaned (engine/names, as the
// server does) and distinct from the other seats' names ("Sam 2").
func (m *Menu) cleanName(seat int, draft string) string {
	name := names.Clean(draft)
	if name == "" {
		return ""
	}
	var taken []string
	for i, s := range m.setup.Seats {
		if i != seat && s.Kind == Human && s.Name != "" {
			taken = append(taken, s.Name)
		}
	}
	return names.Distinct(name, taken)
}
