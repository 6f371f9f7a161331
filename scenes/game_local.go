package scenes

import (
	"fmt"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/store"
)

// localGame is a game played in this process: it builds the match of a
// setup (a person or a bot per seat, the clocks and pauses at the
// chosen bot speed), with the autosave as its sink and the statistics
// as its recorder.
type localGame struct {
	app   *App
	setup Setup
	seed  uint64
	sink  *autosave
	rec   *gameRecord
	// hold stops a seat's clocks (the table's curtain, another viewer).
	hold func(seat int) bool
	m    *match.Local
}

// newLocalGame prepares the local game of a setup over the game of seed.
func newLocalGame(app *App, setup Setup, seed uint64, hold func(int) bool) *localGame {
	seats := make([]store.SeatInfo, len(setup.Seats))
	for i, s := range setup.Seats {
		seats[i] = store.SeatInfo{Kind: s.Kind, Level: s.Level, Name: seatName(app, setup, i), Own: ownSeatName(app, setup, i) != ""}
	}
	names := func(seat int) string { return seatName(app, setup, seat) }
	return &localGame{app: app, setup: setup, seed: seed, hold: hold,
		sink: &autosave{app: app, seats: seats},
		rec:  &gameRecord{app: app, seats: seatInfos(setup, names)}}
}

// start builds the match that goes on from st (dealt: the events of its
// first deal, or nil) and returns its Game.
func (l *localGame) start(st *engine.State, dealt []engine.Event) (*match.Local, error) {
	players := make([]match.Player, len(l.setup.Seats))
	names := make([]string, len(players))
	for i, s := range l.setup.Seats {
		players[i] = match.Person{}
		if s.Kind == Bot {
			players[i] = bots.NewPlayer(newBot(s.Level, st.Seed(), i), botRunner())
		}
		names[i] = seatName(l.app, l.setup, i)
	}
	speed := speedFactor(l.app.Settings.BotSpeed)
	m, err := match.New(match.Config{State: st, Dealt: dealt, Players: players, Names: names,
		Sink: l.sink, SnapshotEvery: 1, Recorder: l.rec, Hold: l.hold,
		ClaimTicks: l.app.Settings.ClaimTicks(),
		BotPause:   func(last engine.Action) int { return botPauseTicks(speed, last) }})
	if err != nil {
		return nil, err
	}
	g := match.NewLocal(m)
	if len(g.Viewers()) == 0 {
		m.Watch(0) // bots only: the table shows seat 0
	}
	l.m = g
	return g, nil
}

// saveNow writes the autosave of the game as it stands (a new table).
func (l *localGame) saveNow() error {
	st := l.m.M.State()
	game, err := engine.Save(st)
	if err != nil {
		return err
	}
	return l.sink.Snapshot(match.Snapshot{Actions: len(st.Log()), Game: game, Over: st.Over()})
}

// playOutHand lets random bots play every seat, without animation,
// until the current hand ends (a finished hand shown goes on with the
// next first), saved and counted as any hand, and returns the match
// that goes on from there with the table's own players.
func (l *localGame) playOutHand() (*match.Local, error) {
	st := l.m.M.State()
	if st.Phase() == engine.PhaseHandOver {
		if err := l.m.NextHand(); err != nil {
			return nil, err
		}
	}
	players := make([]match.Player, st.Players())
	for i := range players {
		players[i] = bots.NewPlayer(bots.NewRandom(st.Seed()^0x5eed, i), nil)
	}
	m, err := match.New(match.Config{State: st, Players: players, Sink: l.sink, Recorder: l.rec, MaxActions: 100000})
	if err != nil {
		return nil, err
	}
	// The match stops where the hand is over (or the game).
	if err := m.Run(); err != nil {
		return nil, fmt.Errorf("scenes: playing out the hand: %v", err)
	}
	if ph := st.Phase(); ph != engine.PhaseHandOver && ph != engine.PhaseGameOver {
		return nil, fmt.Errorf("scenes: the hand did not end (phase %s)", ph)
	}
	// The table's match had not seen these moves: a fresh one goes on,
	// with fresh players (no bot answers an old question).
	return l.start(st, nil)
}

// autosave is the match's sink over the store's autosave: every snapshot
// is written with the seats; a finished game's autosave is removed.
type autosave struct {
	app   *App
	seats []store.SeatInfo
	// keep returns what the table keeps beside the game (nil: nothing);
	// last is the game last written, kept to write the table again.
	keep func() *store.TableKeep
	last []byte
}

// Append keeps nothing: the snapshot after each action is the autosave.
func (a *autosave) Append(int, engine.LoggedAction) error { return nil }

// Snapshot writes the game (atomically, the store's way).
func (a *autosave) Snapshot(s match.Snapshot) error {
	if s.Over {
		_ = store.ClearGame(a.app.Store)
		return nil
	}
	a.last = append(a.last[:0], s.Game...)
	return store.SaveGame(a.app.Store, store.Autosave{Seats: a.seats, Game: s.Game, Table: a.table()})
}

// table is what the table keeps beside the game now.
func (a *autosave) table() *store.TableKeep {
	if a.keep == nil {
		return nil
	}
	return a.keep()
}

// keepAgain writes the last game again with what the table keeps now
// (its arrangement changed between moves).
func (a *autosave) keepAgain() error {
	if len(a.last) == 0 {
		return nil
	}
	return store.SaveGame(a.app.Store, store.Autosave{Seats: a.seats, Game: a.last, Table: a.table()})
}

// gameRecord is the match's recorder: it counts the finished game once
// (recordFinishedGame) and keeps what to tell the player.
type gameRecord struct {
	app    *App
	seats  []store.SeatInfo
	done   bool
	notice string
	// hints counts the hints the person asked for (issue 15).
	hints int
}

// Applied counts the game when it is over.
func (r *gameRecord) Applied(st *engine.State, _ int, _ engine.Action, _ []engine.Event) error {
	if st.Over() && !r.done {
		r.done = true
		r.notice = recordGameHints(r.app, st, r.seats, r.hints)
	}
	return nil
}

// take returns the notice to show, once.
func (r *gameRecord) take() string {
	n := r.notice
	r.notice = ""
	return n
}
