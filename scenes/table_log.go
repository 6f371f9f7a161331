package scenes

import "rummy/scenes/i18n"

// youLines maps a log line about a seat to the same line said to the
// person ("you"): in some languages the verb agrees with its subject.
var youLines = map[i18n.Key]i18n.Key{
	i18n.LogDrewStock:   i18n.LogYouDrewStock,
	i18n.LogTookDiscard: i18n.LogYouTookDiscard,
	i18n.LogDiscarded:   i18n.LogYouDiscarded,
	i18n.LogMelded:      i18n.LogYouMelded,
	i18n.LogLaidOff:     i18n.LogYouLaidOff,
	i18n.LogSwapped:     i18n.LogYouSwapped,
	i18n.LogCut:         i18n.LogYouCut,
	i18n.LogCutBonus:    i18n.LogYouCutBonus,
	i18n.LogOneCard:     i18n.LogYouOneCard,
	i18n.LogWentOut:     i18n.LogYouWentOut,
}

// seatLine writes a log line whose subject is a seat: args follow the
// seat's name. When the seat is the only person at the table the line is
// said to them ("You drew…"), in the form their language needs.
func (t *Table) seatLine(k i18n.Key, seat int, args ...any) string {
	if you, ok := youLines[k]; ok && t.isYou(seat) {
		return t.app.Cat.F(you, args...)
	}
	return t.app.Cat.FAs(k, seatGender(t.app, t.setup, seat), append([]any{t.seatName(seat)}, args...)...)
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
