package replay

import (
	"errors"
	"fmt"

	"rummy/engine"
	"rummy/engine/match"
)

// replaySnapEvery is how many actions lie between the kept positions
// that a step back replays from.
const replaySnapEvery = 16

// replayModel is a finished game's positions, one per action of its
// log: position k is the game after the first k actions, rebuilt by a
// match whose every seat is a match.Replay player. Positions every
// replaySnapEvery actions are kept, so a step back replays at most that
// many actions from the last kept one.
type replayModel struct {
	rules *engine.Rules
	seed  uint64
	log   []engine.LoggedAction
	// pos is the current position and st the game there; ev are the
	// events of the action that led to it (the deal's at position 0).
	pos int
	st  *engine.State
	ev  []engine.Event
	// snaps[i] is position i*replaySnapEvery; starts[h-1] the position
	// where hand h begins (its deal shown).
	snaps  []*engine.State
	starts []int
}

// newReplayModel reads a saved game (engine.Save's bytes) and walks its
// log once, keeping the positions a step back needs.
func newReplayModel(game []byte) (*replayModel, error) {
	end, err := engine.Load(game)
	if err != nil {
		return nil, err
	}
	if end.Rules().Variant == engine.Kopilka {
		return nil, errors.New("scenes: a Kopilka game has no hands to replay")
	}
	m := &replayModel{rules: end.Rules(), seed: end.Seed(), log: end.Log()}
	st, ev, err := engine.NewGameEvents(m.rules, m.seed)
	if err != nil {
		return nil, err
	}
	m.st, m.ev = st, ev
	m.snaps = append(m.snaps, st.Clone())
	m.starts = append(m.starts, 0)
	for m.pos < len(m.log) {
		hand := m.st.HandNumber()
		if err := m.forward(); err != nil {
			return nil, err
		}
		if m.st.HandNumber() != hand {
			m.starts = append(m.starts, m.pos)
		}
		if m.pos%replaySnapEvery == 0 {
			m.snaps = append(m.snaps, m.st.Clone())
		}
	}
	m.seek(0)
	return m, nil
}

// Steps is the number of actions in the game.
func (m *replayModel) Steps() int { return len(m.log) }

// Hands is the number of hands played.
func (m *replayModel) Hands() int { return len(m.starts) }

// hand is the hand shown at the current position, from 1.
func (m *replayModel) hand() int {
	h := 1
	for i, s := range m.starts {
		if m.pos >= s {
			h = i + 1
		}
	}
	return h
}

// recorder collects the events of the actions a match applies.
type recorder struct{ ev []engine.Event }

func (r *recorder) Applied(_ *engine.State, _ int, _ engine.Action, ev []engine.Event) error {
	r.ev = append(r.ev, ev...)
	return nil
}

// forward plays the next logged action through a match of replay
// players (a next_hand entry deals through Match.NextHand, as the match
// does in play).
func (m *replayModel) forward() error {
	if m.pos >= len(m.log) {
		return nil
	}
	la := m.log[m.pos]
	r := match.NewReplay(m.log[m.pos : m.pos+1])
	players := make([]match.Player, m.st.Players())
	for i := range players {
		players[i] = r.Player(i)
	}
	rec := &recorder{}
	mt, err := match.New(match.Config{State: m.st, Players: players, Recorder: rec})
	if err != nil {
		return err
	}
	if la.Action.Kind == engine.ActNextHand {
		err = mt.NextHand()
	} else {
		err = mt.Run()
	}
	if err == nil && mt.Stats().Applied != 1 {
		err = fmt.Errorf("scenes: replay entry %d (seat %d, %s) was not played: the game waits on seats %v", m.pos+1, la.Seat, la.Action, m.st.Waiting())
	}
	if err != nil {
		return err
	}
	m.pos++
	m.ev = rec.ev
	return nil
}

// seek moves to position k (clamped to the game), from the nearest kept
// position at or before it, or onwards from the current one.
func (m *replayModel) seek(k int) error {
	k = max(0, min(k, len(m.log)))
	if k == m.pos && m.st != nil {
		return nil
	}
	if k < m.pos || k-m.pos > replaySnapEvery {
		// From a kept position before k, so that at least one action is
		// played and its events are the step's.
		i := 0
		if k > 0 {
			i = min((k-1)/replaySnapEvery, len(m.snaps)-1)
		}
		m.st, m.pos = m.snaps[i].Clone(), i*replaySnapEvery
		if m.pos == 0 {
			_, m.ev, _ = engine.NewGameEvents(m.rules, m.seed)
		}
	}
	for m.pos < k {
		if err := m.forward(); err != nil {
			return err
		}
	}
	return nil
}

// positionAt returns a copy of the game after the first k actions,
// leaving the position shown as it is.
func (m *replayModel) positionAt(k int) (*engine.State, error) {
	saved, savedPos, savedEv := m.st.Clone(), m.pos, m.ev
	err := m.seek(k)
	st := m.st
	m.st, m.pos, m.ev = saved, savedPos, savedEv
	return st, err
}
