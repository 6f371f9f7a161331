package scenes

import (
	"time"

	"rummy/engine"
	"rummy/scenes/store"
)

// now is the wall clock, or the App's Clock when a test sets one.
func (a *App) now() time.Time {
	if a.Clock != nil {
		return a.Clock()
	}
	return time.Now()
}

// seatInfos describes the seats for the store: kind, level and the name
// shown at the table.
func seatInfos(setup Setup, name func(int) string) []store.SeatInfo {
	seats := make([]store.SeatInfo, len(setup.Seats))
	for i, s := range setup.Seats {
		seats[i] = store.SeatInfo{Kind: store.Human, Name: name(i)}
		if s.Kind == Bot {
			seats[i] = store.SeatInfo{Kind: store.Bot, Level: s.Level, Name: name(i)}
		}
	}
	return seats
}

// recordFinishedGame keeps a finished game in the archive (practice games
// too, marked) and counts it in the statistics for the first person at
// the table (not a practice game, ROM-SR-PRACTICE; not a game of bots
// only). It returns what to tell the player, "" when all went well.
func recordFinishedGame(app *App, st *engine.State, seats []store.SeatInfo) string {
	return recordGameHints(app, st, seats, 0)
}

// recordGameHints is recordFinishedGame for a game in which the person
// asked for hints hints (issue 15: counted in the statistics).
func recordGameHints(app *App, st *engine.State, seats []store.SeatInfo, hints int) string {
	person := -1
	for i, s := range seats {
		if s.Kind == store.Human {
			person = i
			break
		}
	}
	g, err := store.Finish(st, seats, person, app.now())
	if err != nil {
		return err.Error()
	}
	g.Hints = hints
	msg := ""
	id, err := store.OpenArchive(app.Store).Add(g)
	if err != nil {
		msg = err.Error() // the game is not kept (or the old archive was damaged): it still counts
	}
	stats, err := store.LoadStats(app.Store)
	if err != nil {
		msg = err.Error() // damaged statistics were kept aside; counting starts afresh
	}
	counted, err := stats.Record(g, id)
	if err == nil && counted {
		err = store.SaveStats(app.Store, stats)
	}
	if err != nil {
		msg = err.Error()
	}
	return msg
}
