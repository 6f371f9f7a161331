package scenes

import (
	"fmt"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/store"
)

// save writes the autosave after every action (the store writes it
// atomically); a finished game's autosave is removed.
func (g *tableGame) save() {
	if g.st.Over() {
		_ = store.ClearGame(g.app.Store)
		return
	}
	game, err := engine.Save(g.st)
	if err == nil {
		seats := make([]store.SeatInfo, len(g.setup.Seats))
		for i, s := range g.setup.Seats {
			seats[i] = store.SeatInfo{Kind: s.Kind, Level: s.Level, Name: seatName(g.app, g.setup, i)}
		}
		err = store.SaveGame(g.app.Store, store.Autosave{Seats: seats, Game: game})
	}
	if err != nil && !g.saveFailed {
		g.saveFailed = true
		g.notice = err.Error()
	}
}

// snapshotHands remembers every hand before an action, for the reveal
// at the end of a hand (the engine deals the next hand at once).
func (g *tableGame) snapshotHands() {
	if len(g.lastHands) != g.st.Players() {
		g.lastHands = make([][]engine.Card, g.st.Players())
	}
	for i := range g.lastHands {
		g.lastHands[i] = append(g.lastHands[i][:0], g.st.HandOf(i)...)
	}
}

// playOutHand lets bots play every seat, without animation, until the
// current hand ends, and returns its result.
func (g *tableGame) playOutHand() (engine.HandResult, error) {
	if g.st.Phase() == engine.PhaseHandOver {
		g.dealNext()
	}
	players := make([]match.Player, g.st.Players())
	for i := range players {
		players[i] = bots.NewPlayer(bots.NewRandom(g.st.Seed()^0x5eed, i), nil)
	}
	m, err := match.New(match.Config{State: g.st, Players: players, MaxActions: 100000})
	if err != nil {
		return engine.HandResult{}, err
	}
	// The match stops where the hand is over (or the game).
	if err := m.Run(); err != nil {
		return engine.HandResult{}, fmt.Errorf("scenes: playing out the hand: %v", err)
	}
	if ph := g.st.Phase(); ph != engine.PhaseHandOver && ph != engine.PhaseGameOver {
		return engine.HandResult{}, fmt.Errorf("scenes: the hand did not end (phase %s)", ph)
	}
	g.nextOwed = g.st.Phase() == engine.PhaseHandOver
	g.save()
	if g.st.Over() && !g.over {
		g.over = true
		g.recordStats()
	}
	g.forgetHandEnd()
	res := g.st.Results()
	return res[len(res)-1], nil
}

// recordStats counts a finished game for the first person at the table
// (a practice game does not count, ROM-SR-PRACTICE).
func (g *tableGame) recordStats() {
	if msg := recordFinishedGame(g.app, g.st, seatInfos(g.setup, func(seat int) string { return seatName(g.app, g.setup, seat) })); msg != "" {
		g.notice = msg
	}
}
