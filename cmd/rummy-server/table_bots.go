package main

import (
	"errors"
	"log"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
)

// botSeed derives a seat's bot seed from the game seed (bots are
// deterministic; the seed stays on the server).
func (t *table) botSeed(seat int) uint64 { return proto.BotSeed(t.seed, seat) }

// botFor returns the bot that plays seat: its own level for a bot seat,
// the table's level for a person's seat.
func (t *table) botFor(seat int) bots.Bot {
	s := t.seats[seat]
	if s.bot == nil {
		level := t.meta.Level
		if s.kind == proto.SeatBot && s.level != "" {
			level = s.level
		}
		b, err := t.hub.makeBot(level, t.botSeed(seat), seat)
		if err != nil {
			b = bots.NewNormal(t.botSeed(seat), seat)
		}
		s.bot = b
	}
	return s.bot
}

// botPlays reports whether a bot makes seat's current decision now, and
// otherwise when it would (zero: never).
func (t *table) botPlays(seat int, now time.Time) (bool, time.Time) {
	s := t.seats[seat]
	if t.game.state().Phase() == engine.PhaseHandOver && t.hub.handPause > 0 {
		// Everyone sees the finished hand a moment before a bot deals.
		if shown := s.waitSince.Add(t.hub.handPause); now.Before(shown) {
			return false, shown
		}
	}
	if s.kind == proto.SeatBot {
		return true, time.Time{}
	}
	var at time.Time
	if s.conns == 0 {
		away := s.awaySince.Add(time.Duration(t.meta.AwaySeconds) * time.Second)
		if !now.Before(away) {
			return true, time.Time{}
		}
		at = away
	}
	if t.meta.TurnSeconds > 0 {
		due := s.waitSince.Add(time.Duration(t.meta.TurnSeconds) * time.Second)
		if !now.Before(due) {
			return true, time.Time{}
		}
		if at.IsZero() || due.Before(at) {
			at = due
		}
	}
	return false, at
}

// noteWaiting updates which seats the game waits on after a record by
// actor: a seat newly waited on, or the actor still waited on, starts a
// new decision (its timer restarts).
func (t *table) noteWaiting(actor int) {
	now := t.hub.clock.Now()
	was := make([]bool, len(t.seats))
	for i, s := range t.seats {
		was[i], s.waiting = s.waiting, false
	}
	if t.game == nil || t.game.over() {
		return
	}
	for _, w := range t.game.waiting() {
		s := t.seats[w]
		if !was[w] || w == actor {
			s.waitSince = now
		}
		s.waiting = true
	}
}

// schedule starts the bots whose decisions are due and sets the timer
// for the next one.
func (t *table) schedule() {
	if t.closed || t.paused || t.game == nil || t.game.over() {
		return
	}
	now := t.hub.clock.Now()
	var next time.Time
	changed := false
	for seat, s := range t.seats {
		if !s.waiting {
			continue
		}
		plays, at := t.botPlays(seat, now)
		if !plays {
			if !at.IsZero() && (next.IsZero() || at.Before(next)) {
				next = at
			}
			continue
		}
		if s.kind == proto.SeatPerson && s.conns == 0 && !s.botPlaying {
			s.botPlaying, changed = true, true
		}
		if !s.thinking {
			t.think(seat)
		}
	}
	if changed {
		t.presence()
	}
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
	if !next.IsZero() {
		t.timer = t.hub.clock.AfterFunc(next.Sub(now), t.wake)
	}
}

// wake runs when a timer is due (on the clock's goroutine).
func (t *table) wake() { t.post(t.schedule) }

// think asks seat's bot for its move on the bot pool, on a view of the
// position now; the answer comes back through the table's inbox and is
// dropped there if the table moved on meanwhile.
func (t *table) think(seat int) {
	t.seats[seat].thinking = true
	pos, v, b := t.pos, t.game.view(seat), t.botFor(seat)
	t.hub.bots.run(func() {
		a := engine.NextHandAction()
		if v.Phase != engine.PhaseHandOver {
			a = b.Act(v)
		}
		t.postLater(func() { t.botAnswer(seat, pos, a) })
	})
}

// botAnswer plays a bot's answer for seat, decided at position pos,
// unless the table moved on or the seat's person took it back.
func (t *table) botAnswer(seat int, pos uint64, a engine.Action) {
	t.seats[seat].thinking = false
	if t.closed || t.pos != pos {
		t.schedule()
		return
	}
	if plays, _ := t.botPlays(seat, t.hub.clock.Now()); !plays && t.seats[seat].kind != proto.SeatBot {
		t.schedule()
		return
	}
	if _, err := t.commit(&record{T: recAct, Seat: seat, Action: &a, Bot: true}); errors.Is(err, errUnsaved) {
		return // the table is paused: it schedules again when it tries again
	} else if err != nil && !t.closed {
		t.botFailed(seat, a, err)
	}
}

// botFailed stops a table whose bot chose a move the game refuses: a
// bug, never hidden by another bot playing on. It is logged, counted
// in /stats (bot_errors), and every session is told before it closes;
// the table stays stopped (a resume hears it is closed).
func (t *table) botFailed(seat int, a engine.Action, err error) {
	t.hub.stats.botErrors.Add(1)
	level := t.seats[seat].level
	if level == "" {
		level = t.meta.Level
	}
	log.Printf("table %s: STOPPED: the %s bot of seat %d chose %s, which the game refuses: %v", t.meta.ID, level, seat, a, err)
	for s := range t.subs {
		s.sendError(0, "closed", "a bot at this table chose a move the rules refuse: the table is stopped")
	}
	t.closeLocked()
}
