package main

import (
	"errors"
	"fmt"
	"log"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
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

// gameSeats is how the table's seats sit at a new game's match: its
// bot seats, and the clocks the match keeps on the server's clock
// (away, each decision, the hand pause; the ROM-16 turn timer is the
// rules').
func (t *table) gameSeats() gameSeats {
	gs := gameSeats{bots: make([]bool, len(t.seats)), deadlines: &match.Deadlines{Clock: t.hub.clock,
		Away:      time.Duration(t.meta.AwaySeconds) * time.Second,
		Decision:  time.Duration(t.meta.TurnSeconds) * time.Second,
		HandPause: t.hub.handPause}}
	for i, s := range t.seats {
		gs.bots[i] = s.kind == proto.SeatBot
	}
	return gs
}

// schedule tells the match who is away, fires the deadlines it keeps
// (ROM-16 timeouts), starts the bots for the seats the match says a bot
// plays now, and sets the timer for the match's next deadline.
func (t *table) schedule() {
	if t.closed || t.paused || t.game == nil || t.game.over() {
		return // a paused table's timer is its retry (table_unsaved.go)
	}
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
	g := t.game
	for seat, s := range t.seats {
		g.m.SetAway(seat, s.kind == proto.SeatPerson && s.conns == 0, s.awaySince)
	}
	now := t.hub.clock.Now()
	if !t.fire(now) || t.game != g || g.over() {
		return
	}
	changed := false
	for _, seat := range g.m.BotSeats(nil, now) {
		s := t.seats[seat]
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
	if next := g.m.NextDeadline(); !next.IsZero() {
		t.timer = t.hub.clock.AfterFunc(next.Sub(now), t.wake)
	}
}

// fire has the match act for the seats whose time ran out (the ROM-16
// turn timer) and logs and tells those actions like any other. It
// reports whether the table goes on as it was (false: paused, moved or
// stopped).
func (t *table) fire(now time.Time) bool {
	g := t.game
	fired, err := g.advance(now)
	for _, f := range fired {
		a := f.action
		rec := &record{T: recAct, Seat: f.seat, Action: &a, Unix: now.Unix(), Prev: t.last}
		if err := t.persist(rec, f.events); err != nil {
			return false
		}
	}
	if err != nil {
		t.stopped(fmt.Sprintf("a deadline's move was refused: %v", err))
		return false
	}
	return true
}

// wake runs when a timer is due (on the clock's goroutine).
func (t *table) wake() { t.post(t.schedule) }

// think asks seat's bot for its move on the bot pool, on a view of the
// position now; the answer comes back through the table's inbox and is
// dropped there if the table moved on meanwhile.
func (t *table) think(seat int) {
	t.seats[seat].thinking = true
	g := t.game
	version, v, b := g.m.Version(), g.view(seat), t.botFor(seat)
	t.hub.bots.run(func() {
		a := engine.NextHandAction()
		if v.Phase != engine.PhaseHandOver {
			a = b.Act(v)
		}
		t.postLater(func() { t.botAnswer(seat, g, version, a) })
	})
}

// botAnswer plays a bot's answer for seat, decided on the match g at
// version, unless the match moved on or no longer has a bot play the
// seat (its person took it back).
func (t *table) botAnswer(seat int, g *tableGame, version uint64, a engine.Action) {
	t.seats[seat].thinking = false
	if t.closed || t.game != g || g.m.Version() != version {
		t.schedule()
		return
	}
	if plays, _ := g.m.BotPlays(seat, t.hub.clock.Now()); !plays {
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

// stopped stops a table whose match refused its own deadline's move (a
// bug): logged and every session told, like a bot's illegal choice.
func (t *table) stopped(why string) {
	t.hub.stats.botErrors.Add(1)
	log.Printf("table %s: STOPPED: %s", t.meta.ID, why)
	for s := range t.subs {
		s.sendError(0, "closed", "this table's timer made a move the rules refuse: the table is stopped")
	}
	t.closeLocked()
}
