package scenes

import "rummy/scenes/i18n"

// seatLine writes a log line whose subject is a seat: args follow the
// seat's name. When the seat is the only person at the table the line is
// said to them ("You drew…"), in the form their language needs.
func (t *Table) seatLine(k i18n.Key, seat int, args ...any) string {
	return t.app.Cat.About(k, t.person(seat), args...)
}

// person is a seat as messages name it: its name and gender, or the
// person at the screen.
func (t *Table) person(seat int) i18n.Person {
	if t.isYou(seat) {
		return i18n.Person{You: true}
	}
	return i18n.Person{Name: t.seatName(seat), Gender: seatGender(t.app, t.setup, seat)}
}

// isYou reports whether a seat is named "you": the one person at a table
// of bots.
func (t *Table) isYou(seat int) bool {
	return seat >= 0 && seat < len(t.setup.Seats) && t.setup.Seats[seat].Kind == Human && t.humans() == 1
}

// lineLog is the short log of the last actions, oldest first.
type lineLog struct {
	lines [6]string
	n     int
}

// add appends a line, dropping the oldest when full.
func (l *lineLog) add(line string) {
	if l.n == len(l.lines) {
		copy(l.lines[:], l.lines[1:])
		l.n--
	}
	l.lines[l.n] = line
	l.n++
}

// shown returns the lines held.
func (l *lineLog) shown() []string { return l.lines[:l.n] }
