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
	gs := gameSeats{bots: make([]bool, len(t.seats)), deadlines: &match.Deadlines{Clock: t.clk,
		Away:      time.Duration(t.meta.AwaySeconds) * time.Second,
		Decision:  time.Duration(t.meta.TurnSeconds) * time.Second,
		HandPause: t.hub.handPause}}
	t.corrDeadlines(gs.deadlines)
	for i, s := range t.seats {
		gs.bots[i] = s.kind == proto.SeatBot
		gs.prefs = append(gs.prefs, s.pref)
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
	unpin := t.clk.pin(now.Unix())
	fired, err := g.advance(now)
	unpin()
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

// player is the bots.Player that plays seat when the match says a bot
// does: the seat's bot, thinking on the bot pool, its answer posted
// back to the table's inbox.
func (t *table) player(seat int) *bots.Player {
	s := t.seats[seat]
	if s.player == nil {
		s.player = bots.NewPlayer(t.botFor(seat), func(b bots.Bot, v *engine.View, done func(engine.Action)) {
			p := s.player
			t.hub.bots.run(func() {
				a := engine.NextHandAction()
				if v.Phase != engine.PhaseHandOver {
					a = b.Act(v)
				}
				done(a)
				t.postLater(func() { t.botAnswered(seat, p) })
			})
		})
	}
	return s.player
}

// think asks seat's bot player for its move through the match, on the
// position now; the answer comes back through the table's inbox and is
// dropped there if the match moved on meanwhile.
func (t *table) think(seat int) {
	s := t.seats[seat]
	s.thinking, s.asked = true, t.game
	if a, ok := t.game.m.AskFor(seat, t.player(seat)); ok {
		t.botAnswer(seat, match.Answer{Version: t.game.m.Version(), Action: a})
	}
}

// botAnswered takes the answer p (a seat's bot player) has ready.
func (t *table) botAnswered(seat int, p *bots.Player) {
	if ans, ok := p.Poll(); ok {
		t.botAnswer(seat, ans)
	}
}

// botAnswer plays a bot's answer for seat unless the match moved on (a
// new game, or the version it was decided on is past) or no longer has
// a bot play the seat (its person took it back).
func (t *table) botAnswer(seat int, ans match.Answer) {
	s := t.seats[seat]
	s.thinking = false
	g := t.game
	if t.closed || g == nil || s.asked != g || !g.m.Fresh(ans) {
		t.schedule()
		return
	}
	if plays, _ := g.m.BotPlays(seat, t.hub.clock.Now()); !plays {
		t.schedule()
		return
	}
	a := ans.Action
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
