// Package match is the one game loop of the project (DESIGN.md "The
// match"): a Match owns the engine state and one Player per seat, asks
// the seats that may act, applies their answers through the engine (the
// one validation), runs the claim windows and turn timers in ticks (the
// desktop's Tick) or in time on an injected Clock (Config.Deadlines:
// the table server's away, decision, claim and hand-pause deadlines,
// BotSeats, NextDeadline and Advance; deadlines.go), says who may deal
// the next hand (NextDeal), saves through an injected Sink, counts through an injected Recorder,
// and keeps for each watching viewer a numbered stream of events masked
// with engine.MaskFor. It imports the engine and the standard library
// only: no Ebiten, no I/O, no network and no wall clock, so the desktop
// table, the browser build, rummy-sim, the table server and the tests
// all run the same loop.
//
// Who calls what:
//
//	owner (table scene, rummy-sim, server, test)
//	  │ New(Config{State|Rules+Seed, Players, Sink, Recorder, timers})
//	  │ Tick() once per frame (timers, pauses, asynchronous answers)
//	  │ Run() to play every synchronous seat until someone else must act
//	  │ NextHand() once the finished hand has been shown
//	  ▼
//	Match ── Ask(Question{seat, version, view}) ──▶ Player
//	  ▲                                              │ bot: answers now (rummy-sim)
//	  │◀── (action, true) or later Poll() Answer ────┘ or later (desktop, browser)
//	  │◀── Submit(seat, action) ── person at this screen (or remote, via the server)
//	  │
//	  ├─ engine.State.Apply (validates once; a refusal changes nothing)
//	  ├─ Sink.Append / Sink.Snapshot (autosave; errors go back to the owner)
//	  ├─ Recorder.Applied (statistics, invariant checks: sees everything)
//	  └─ journal per viewer: EventsSince(viewer, seq) masked, View(viewer)
//
// A presenter is handed a Game (Local wraps a Match; a remote client of
// the table server implements the same interface) and renders from
// View(viewer) and EventsSince only.
//
// Versions: every accepted action bumps Version. A Question carries the
// version it was asked at and an Answer the version it was decided on;
// an answer to an older version is dropped (counted in Stats.Stale) and
// the seat, if still waiting, has been asked again with the current
// view. An illegal answer from a bot or a replay stops the match with an
// *IllegalError (counted in Stats.Illegal): it is never replaced by
// another move.
//
// Hand end: the engine stops in engine.PhaseHandOver with the finished
// position as a real state; nobody is asked then. The match deals the
// next hand (engine.NextHandAction, submitted as the next hand's dealer,
// the seat engine.State.Waiting names, so the log stays deterministic)
// when the owner calls NextHand, or at once with Config.AutoNextHand.
//
// Undo and hints (issue 15): in a match with a person's seat (undo.go)
// the match keeps, for the one seat that acted last, a copy of the
// position before each of its actions since the last reveal (a card
// from the stock, another seat's action, a claim window, the end of a
// turn); Undo puts the last copy back (hands, stock order, random source
// and log exactly as they were), bumps the version (answers decided on
// the undone position go stale) and hands the position to the sink. A
// match of bots only keeps nothing. A hint is the normal bot asked on
// the viewer's own view, its answer shown and not applied (bots.Hinter's
// choice, told by bots.Explain).
package match
