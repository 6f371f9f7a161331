package match

import (
	"errors"
	"fmt"

	"rummy/engine"
)

// Match runs one game: see the package doc. It is not safe for
// concurrent use: its owner calls it from one goroutine (players that
// think elsewhere hand their answers back through Poll).
type Match struct {
	cfg     Config
	st      *engine.State
	players []Player
	// version counts the accepted actions since the match was made,
	// from 1; asked[seat] is the version the seat was last asked at.
	version uint64
	asked   []uint64
	logged  int
	view    engine.View
	wait    []int
	ev      []engine.Event
	// pause counts ticks before a bot is asked again.
	pause int
	// stop is the error that stopped the match (an illegal answer, a
	// failed replay or recorder).
	stop     error
	stats    Stats
	journals map[int]*journal
	timers   timers
	clocks   clocks
	ids      []recentIDs
	// prefs are the seats' standing claim preferences (corr.go).
	prefs    []ClaimPref
	saveFail *SaveError
	// undo is the undo policy's bookkeeping (undo.go), nil when no
	// person plays.
	undo *undoState
}

// Stats counts what happened in a match.
type Stats struct {
	// Applied counts the accepted actions (next hands included).
	Applied int
	// Asked counts the questions put to players.
	Asked int
	// Stale counts answers dropped because the position had changed.
	Stale int
	// Illegal counts illegal answers from bots and replays (each stops
	// the match).
	Illegal int
	// Timeouts counts passes and turn timeouts the timers submitted.
	Timeouts int
}

// New builds a match. It errs when the config lacks a game or a player
// per seat.
func New(cfg Config) (*Match, error) {
	st := cfg.State
	if st == nil {
		var err error
		if st, err = engine.NewGame(cfg.Rules, cfg.Seed); err != nil {
			return nil, err
		}
	}
	n := st.Players()
	if len(cfg.Players) != n {
		return nil, fmt.Errorf("match: %d players for %d seats: give every seat a player", len(cfg.Players), n)
	}
	for i, p := range cfg.Players {
		if p == nil {
			return nil, fmt.Errorf("match: seat %d has no player", i)
		}
	}
	m := &Match{}
	if cfg.Scratch != nil {
		m = cfg.Scratch.take()
	}
	m.cfg, m.st, m.players, m.version, m.logged = cfg, st, cfg.Players, 1, len(st.Log())
	m.asked, m.ids, m.prefs = grow(m.asked, n), grow(m.ids, n), grow(m.prefs, n)
	if m.journals == nil {
		m.journals = map[int]*journal{}
	}
	m.undo = newUndo(cfg.Players)
	m.timers.init(n)
	m.initClocks()
	if cfg.BotPause != nil {
		m.pause = cfg.BotPause(engine.Action{})
	}
	return m, nil
}

// State returns the engine state (the owner's: it shows every hand; a
// presenter uses View).
func (m *Match) State() *engine.State { return m.st }

// Version returns the position's version: it grows with every accepted
// action.
func (m *Match) Version() uint64 { return m.version }

// Stats returns the counts so far.
func (m *Match) Stats() Stats { return m.stats }

// Err returns the error that stopped the match, or nil.
func (m *Match) Err() error { return m.stop }

// Players returns the player of each seat.
func (m *Match) Players() []Player { return m.players }

// View returns what viewer may know now (engine.State.View; a
// spectator, viewer -1, sees the public part only).
func (m *Match) View(viewer int) *engine.View { return m.st.View(viewer) }

// Submit applies seat's action if the engine accepts it (the one
// validation). A refusal changes nothing and is returned as the
// engine's error; a *SaveError means the action was applied but not
// saved.
func (m *Match) Submit(seat int, a engine.Action) error { return m.SubmitID(seat, "", a) }

// SubmitID is Submit with a client action id: a resend with the id of
// one of the seat's recent accepted actions is acknowledged (nil) and
// not applied again (issue 14: idempotent resend). An empty id is never
// remembered.
func (m *Match) SubmitID(seat int, id string, a engine.Action) error {
	if m.stop != nil {
		return m.stop
	}
	if id != "" && seat >= 0 && seat < len(m.ids) && m.ids[seat].has(id) {
		return nil
	}
	if a.Kind == engine.ActNextHand {
		return errors.New("match: the next hand is dealt by the match: call NextHand")
	}
	if err := m.apply(seat, a); err != nil {
		return err
	}
	if id != "" && seat >= 0 && seat < len(m.ids) {
		m.ids[seat].add(id)
	}
	return m.saveErr()
}

// NextHand leaves a finished hand (engine.PhaseHandOver): the next hand
// is dealt by its dealer's seat. Elsewhere it does nothing.
func (m *Match) NextHand() error {
	if m.st.Phase() != engine.PhaseHandOver {
		return nil
	}
	w := m.st.Waiting()
	if err := m.apply(w[0], engine.NextHandAction()); err != nil {
		return err
	}
	return m.saveErr()
}

// Run plays every seat that answers at once (synchronous bots, a
// replay) and collects the answers that are ready, until the game is
// over or waits on someone who has not answered. Bot pauses are not
// waited for. It returns the error that stopped the match, if any.
func (m *Match) Run() error { return m.pump(false) }

// Tick advances the match by one tick: the claim window and turn timers
// of timed seats, the bots' pause, then as Run (waiting out pauses).
func (m *Match) Tick() error {
	if m.stop != nil {
		return m.stop
	}
	if m.pause > 0 {
		m.pause--
	}
	if err := m.tickTimers(); err != nil {
		return err
	}
	return m.pump(true)
}

// pump asks, polls and applies until nothing more can happen now.
func (m *Match) pump(paused bool) error {
	for m.stop == nil {
		switch m.st.Phase() {
		case engine.PhaseGameOver:
			return nil
		case engine.PhaseHandOver:
			if !m.cfg.AutoNextHand {
				return nil
			}
			if err := m.NextHand(); err != nil {
				return err
			}
			continue
		}
		if m.cfg.MaxActions > 0 && m.stats.Applied >= m.cfg.MaxActions {
			m.stop = fmt.Errorf("match: no end after %d actions", m.stats.Applied)
			break
		}
		moved, err := m.ask(paused)
		if err != nil {
			return err
		}
		if !moved {
			if moved, err = m.poll(); err != nil {
				return err
			}
		}
		if !moved {
			return nil
		}
	}
	return m.stop
}

// ask puts the current question to every waiting seat not yet asked at
// this version, the first one picked by Config.First, and applies the
// first answer given at once.
func (m *Match) ask(paused bool) (bool, error) {
	m.wait = m.st.AppendWaiting(m.wait[:0])
	n := len(m.wait)
	start := 0
	if m.cfg.First != nil {
		start = m.cfg.First(n)
	}
	for i := 0; i < n; i++ {
		seat := m.wait[(start+i)%n]
		if m.asked[seat] == m.version {
			continue
		}
		p := m.players[seat]
		if paused && m.pause > 0 && p.Kind() == KindBot {
			continue
		}
		m.asked[seat] = m.version
		m.stats.Asked++
		m.st.PeekInto(seat, &m.view)
		a, ok := p.Ask(Question{Seat: seat, Version: m.version, View: &m.view, st: m.st})
		if !ok {
			continue
		}
		return true, m.answer(seat, a)
	}
	return false, nil
}

// poll collects one ready answer, dropping stale ones.
func (m *Match) poll() (bool, error) {
	for seat, p := range m.players {
		for {
			ans, ok := p.Poll()
			if !ok {
				break
			}
			if ans.Err != nil {
				m.stop = ans.Err
				return false, ans.Err
			}
			if ans.Version != m.version {
				m.stats.Stale++
				continue
			}
			if ans.ID != "" && m.ids[seat].has(ans.ID) {
				continue
			}
			err := m.answer(seat, ans.Action)
			if err == nil && ans.ID != "" {
				m.ids[seat].add(ans.ID)
			}
			return true, err
		}
	}
	return false, nil
}

// answer applies a player's answer; an illegal one stops the match.
func (m *Match) answer(seat int, a engine.Action) error {
	if err := m.apply(seat, a); err != nil {
		if m.stop == nil {
			m.stats.Illegal++
			m.stop = &IllegalError{Seat: seat, Action: a, Err: err}
		}
		return m.stop
	}
	return m.saveErr()
}

// apply is the one place an action reaches the engine.
func (m *Match) apply(seat int, a engine.Action) error {
	if m.stop != nil {
		return m.stop
	}
	var pre *engine.State
	if m.undo != nil {
		pre = m.undoMark(seat)
	}
	ev, err := m.st.AppendApply(m.ev[:0], seat, a)
	m.ev = ev
	if err != nil {
		return err
	}
	if m.undo != nil {
		m.undoNote(seat, pre, a, ev)
	}
	m.version++
	m.stats.Applied++
	m.logged++
	m.noteWaiting(seat)
	if r := m.cfg.Recorder; r != nil {
		if err := r.Applied(m.st, seat, a, ev); err != nil {
			m.stop = err
		}
	}
	if len(m.journals) > 0 {
		for viewer, j := range m.journals {
			j.add(ev, viewer)
		}
	}
	if m.cfg.BotPause != nil {
		m.pause = m.cfg.BotPause(a)
	}
	m.save(seat, a)
	return nil
}

// save hands the action (and a snapshot when due) to the sink; its
// first error waits in saveFail for saveErr.
func (m *Match) save(seat int, a engine.Action) {
	s := m.cfg.Sink
	if s == nil {
		return
	}
	err := s.Append(m.logged, engine.LoggedAction{Seat: seat, Action: a})
	ph := m.st.Phase()
	every := m.cfg.SnapshotEvery
	if err == nil && ((every > 0 && m.logged%every == 0) || ph == engine.PhaseHandOver || ph == engine.PhaseGameOver) {
		var game []byte
		if game, err = engine.Save(m.st); err == nil {
			err = s.Snapshot(Snapshot{Actions: m.logged, Game: game, Over: m.st.Over()})
		}
	}
	if err != nil && m.saveFail == nil {
		m.saveFail = &SaveError{Err: err}
	}
}

// saveErr returns (once) the sink error of the last actions.
func (m *Match) saveErr() error {
	err := m.saveFail
	m.saveFail = nil
	if err == nil {
		return nil
	}
	return err
}

// recentIDs remembers a seat's last client action ids.
type recentIDs struct {
	ids  [8]string
	next int
}

func (r *recentIDs) has(id string) bool {
	for _, x := range r.ids {
		if x == id {
			return true
		}
	}
	return false
}

func (r *recentIDs) add(id string) {
	r.ids[r.next] = id
	r.next = (r.next + 1) % len(r.ids)
}
