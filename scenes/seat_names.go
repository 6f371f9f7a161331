package scenes

import (
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// seatName is how a seat of a setup is called everywhere (the badges,
// the log, the score sheet, the statistics): the name a person gave
// themselves; "You" for the one person of a table who gave none, or
// Person n at a hot-seat table; a bot's name of the language (Anna,
// Борис, Greta), never one a person at the table took.
func seatName(app *App, setup Setup, seat int) string {
	name, _ := seatNameGender(app, setup, seat)
	return name
}

// seatGender is the grammatical gender of a seat's name, for the log's
// verbs (see i18n.Gender).
func seatGender(app *App, setup Setup, seat int) i18n.Gender {
	_, g := seatNameGender(app, setup, seat)
	return g
}

func seatNameGender(app *App, setup Setup, seat int) (string, i18n.Gender) {
	if seat < 0 || seat >= len(setup.Seats) {
		return "?", i18n.Masculine
	}
	s := setup.Seats[seat]
	if name := ownSeatName(app, setup, seat); name != "" {
		return name, i18n.Neutral
	}
	n := 0 // the seat's number among the unnamed seats of its kind, from 0
	for i := 0; i < seat; i++ {
		if setup.Seats[i].Kind == s.Kind && ownSeatName(app, setup, i) == "" {
			n++
		}
	}
	if s.Kind == Bot {
		return app.Cat.BotName(n, func(name string) bool { return takenName(app, setup, name) })
	}
	if setup.Humans() == 1 {
		return app.T(i18n.SeatYou), i18n.Masculine
	}
	return app.Cat.F(i18n.SeatPerson, n+1), i18n.Masculine
}

// ownSeatName is the name a seat's person gave themselves: the seat's
// own (the menu's, -seats human=Anna, a resumed game's), else the one the
// settings remember for the person's place among the people; "" for none.
func ownSeatName(app *App, setup Setup, seat int) string {
	s := setup.Seats[seat]
	if s.Name != "" || s.Kind != Human {
		return s.Name
	}
	k := 0 // the seat's place among the people
	for i := 0; i < seat; i++ {
		if setup.Seats[i].Kind == Human {
			k++
		}
	}
	if names := personNames(app.Settings); k < len(names) {
		return names[k]
	}
	return ""
}

// takenName reports whether a seat of the setup goes by a name.
func takenName(app *App, setup Setup, name string) bool {
	for i := range setup.Seats {
		if ownSeatName(app, setup, i) == name {
			return true
		}
	}
	return false
}

// ownName is the name a saved seat was given by a person, or "".
func ownName(s store.SeatInfo) string {
	if s.Own {
		return s.Name
	}
	return ""
}
