package scenes

import (
	"fmt"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// newBot returns the player for a bot seat at its level (easy, normal or
// hard; the hard one thinks for bots.DefaultThink per decision). Its RNG
// derives from the game seed and the seat, so games replay exactly.
func newBot(l Level, seed uint64, seat int) bots.Bot {
	b, err := bots.New(l.String(), seed, seat, bots.Config{})
	if err != nil {
		// Level values come from parseLevel and the menu, which only
		// produce the three levels bots.New knows.
		return bots.NewNormal(seed, seat)
	}
	return b
}

// NewTable starts a new game of a setup; back is where the menu button
// and the end of the game lead.
func NewTable(app *App, setup Setup, back Scene) (*Table, error) {
	rules, err := engine.NewRules(setup.Options)
	if err != nil {
		return nil, err
	}
	if len(setup.Seats) != setup.Options.NumPlayers() {
		return nil, fmt.Errorf("scenes: %d seats for %d players: give every player a seat", len(setup.Seats), setup.Options.NumPlayers())
	}
	seed := uint64(setup.Options.GameSeed())
	if seed == 0 {
		seed = uint64(time.Now().UnixNano()) | 1 // seed=0 asks for a random game (COM-8)
	}
	st, ev, err := engine.NewGameEvents(rules, seed)
	if err != nil {
		return nil, err
	}
	t := newTable(app, setup, st, back)
	t.onEvents(ev)
	t.save()
	return t, nil
}

// ResumeTable continues the autosaved game at the exact position it was
// left in. A saved game that cannot be used is kept aside by the store
// and the error says so.
func ResumeTable(app *App, back Scene) (*Table, error) {
	sv, err := store.LoadGame(app.Store)
	if err != nil {
		return nil, err
	}
	st, err := engine.Load(sv.Game)
	if err != nil {
		return nil, store.RejectGame(app.Store, err)
	}
	if len(sv.Seats) != st.Players() {
		return nil, store.RejectGame(app.Store, fmt.Errorf("scenes: the saved game lists %d seats for %d players", len(sv.Seats), st.Players()))
	}
	seats := make([]Seat, len(sv.Seats))
	for i, s := range sv.Seats {
		if s.Kind == store.Bot {
			seats[i] = Seat{Kind: Bot, Level: parseLevel(s.Level)}
		}
	}
	setup := Setup{Variant: st.Rules().Variant, Options: st.Rules().Options, Seats: seats}
	t := newTable(app, setup, st, back)
	t.refresh()
	// A game saved while a finished hand was shown goes on with the next.
	t.nextOwed = st.Phase() == engine.PhaseHandOver
	return t, nil
}

func newTable(app *App, setup Setup, st *engine.State, back Scene) *Table {
	t := &Table{app: app, setup: setup, st: st, back: back, backdrop: app.Backdrop,
		cards: make(map[engine.Card]*cardSprite), selected: make(map[engine.Card]bool),
		hints: make(map[engine.Card]hint), runner: botRunner{replies: make(chan botReply, 1)}, form: NewForm(),
		claimLeft: -1} // a game resumed in a claim window starts its countdown afresh
	t.bots = make([]bots.Bot, len(setup.Seats))
	for i, s := range setup.Seats {
		if s.Kind == Bot {
			t.bots[i] = newBot(s.Level, st.Seed(), i)
		}
	}
	t.viewer = t.firstHuman()
	t.view = st.View(t.viewer)
	// The players sit down before the first bot moves.
	t.pause = t.botPauseTicks(false)
	t.relayout()
	t.refreshLabels()
	return t
}

// firstHuman is the seat shown at the bottom when the game starts: the
// first person, or seat 0 when only bots play.
func (t *Table) firstHuman() int {
	for i, s := range t.setup.Seats {
		if s.Kind == Human {
			return i
		}
	}
	return 0
}

// save writes the autosave after every action (the store writes it
// atomically); a finished game's autosave is removed.
func (t *Table) save() {
	if t.st.Over() {
		_ = store.ClearGame(t.app.Store)
		return
	}
	game, err := engine.Save(t.st)
	if err == nil {
		seats := make([]store.SeatInfo, len(t.setup.Seats))
		for i, s := range t.setup.Seats {
			seats[i] = store.SeatInfo{Kind: store.Human, Name: t.seatName(i)}
			if s.Kind == Bot {
				seats[i] = store.SeatInfo{Kind: store.Bot, Level: s.Level.String(), Name: t.seatName(i)}
			}
		}
		err = store.SaveGame(t.app.Store, store.Autosave{Seats: seats, Game: game})
	}
	if err != nil && !t.saveFailed {
		t.saveFailed = true
		t.showToast(err.Error())
	}
}

// apply sends one seat's action to the engine; on success the events are
// animated and the game is saved.
func (t *Table) apply(seat int, a engine.Action) error {
	t.snapshotHands()
	ev, err := t.st.Apply(seat, a)
	if err != nil {
		return err
	}
	t.save()
	t.onEvents(ev)
	return nil
}

// dealNext leaves the finished hand (PhaseHandOver): the next hand's
// dealer deals it, and the deal is animated.
func (t *Table) dealNext() {
	t.nextOwed = false
	if t.st.Phase() != engine.PhaseHandOver {
		return
	}
	if err := t.apply(t.st.Waiting()[0], engine.NextHandAction()); err != nil {
		t.showToast(err.Error())
	}
}

// snapshotHands remembers every hand before an action, for the reveal
// at the end of a hand (the engine deals the next hand at once).
func (t *Table) snapshotHands() {
	if len(t.lastHands) != t.st.Players() {
		t.lastHands = make([][]engine.Card, t.st.Players())
	}
	for i := range t.lastHands {
		t.lastHands[i] = append(t.lastHands[i][:0], t.st.HandOf(i)...)
	}
}

// botReply is a bot's decision, made off the frame loop.
type botReply struct {
	seat int
	act  engine.Action
}

// botRunner runs one bot decision at a time in a goroutine, so a slow bot
// never stalls a frame. Under js/wasm goroutines share the one thread, so
// think (botthink_js.go) gives a slicing bot (bots.Thinker, the hard one)
// one short step per animation frame; the other levels decide in well
// under a millisecond.
type botRunner struct {
	replies chan botReply
	busy    bool
}

func (r *botRunner) start(b bots.Bot, v *engine.View) {
	r.busy = true
	go func() { r.replies <- botReply{seat: v.Seat, act: think(b, v)} }()
}

func (r *botRunner) poll() (botReply, bool) {
	select {
	case rep := <-r.replies:
		r.busy = false
		return rep, true
	default:
		return botReply{}, false
	}
}

// botPauseTicks is the human-like pause before a bot moves.
func (t *Table) botPauseTicks(quick bool) int {
	base := 42.0
	if quick {
		base = 12
	}
	return int(base / speedFactor(t.app.Settings.BotSpeed))
}

// claimTicks is how long a person has to answer a claim window.
func (t *Table) claimTicks() int { return int(420 / speedFactor(t.app.Settings.BotSpeed)) }

// maxPaintWait bounds how many ticks a bot waits for the last move to be
// painted before it thinks anyway.
const maxPaintWait = 30

// waitForPaint holds a bot back while the last change is not on screen
// yet (a slow renderer), at most maxPaintWait ticks in a row.
func (t *Table) waitForPaint() bool {
	if t.app.PaintOwed != nil && t.app.PaintOwed() && t.paintWait < maxPaintWait {
		t.paintWait++
		return true
	}
	t.paintWait = 0
	return false
}

// progress lets the first waiting seat act: a bot after its pause, or a
// person (whose claim window counts down).
func (t *Table) progress() {
	if t.st.Phase() == engine.PhaseHandOver {
		return // the finished hand is shown until dealNext
	}
	if t.runner.busy {
		rep, ok := t.runner.poll()
		if !ok {
			return
		}
		if err := t.apply(rep.seat, rep.act); err != nil {
			// Never replaced by another move (issue 13 item 6): the
			// refusal is shown and the bot is asked again.
			t.showToast(err.Error())
		}
		t.pause = t.botPauseTicks(rep.act.Kind == engine.ActPass)
		return
	}
	w := t.st.Waiting()
	if len(w) == 0 {
		return
	}
	seat := w[0]
	if b := t.bots[seat]; b != nil {
		if t.pause > 0 {
			t.pause--
			return
		}
		if t.waitForPaint() {
			return
		}
		t.runner.start(b, t.st.View(seat))
		return
	}
	if seat != t.viewer {
		t.viewer = seat
		t.curtain = t.humans() > 1
		t.resetHand()
		t.refresh()
	}
	t.tickClaim()
	t.tickTurnTimer()
}

// tickTurnTimer runs a person's turn timer (ROM-16, option turn_timer):
// when it runs out the engine finishes the turn.
func (t *Table) tickTurnTimer() {
	secs := 0
	if o := t.st.Rules().Romme(); o != nil {
		secs = o.TurnTimer
	}
	v := t.view
	mine := v.Turn == t.viewer && (v.Phase == engine.PhaseDraw || v.Phase == engine.PhasePlay)
	if secs == 0 || !mine || t.setup.Seats[t.viewer].Kind != Human {
		t.turnLeft = 0
		return
	}
	key := [2]int{v.HandNo, v.TurnNo}
	if key != t.turnKey {
		t.turnKey, t.turnLeft = key, secs*60
	}
	if t.curtain || t.turnLeft <= 0 {
		return
	}
	t.turnLeft--
	if t.turnLeft == 0 {
		if err := t.apply(t.viewer, engine.TimeoutAction()); err != nil {
			t.refuse(err)
		}
	}
}

// tickClaim counts a person's claim window down and passes at zero.
func (t *Table) tickClaim() {
	v := t.view
	if !v.Claim.Open() || !v.Claim.Pending(v.Seat) {
		t.claimLeft = -1
		return
	}
	if t.claimLeft < 0 {
		t.claimLeft = t.claimTicks()
	}
	if t.curtain {
		return
	}
	t.claimLeft--
	if t.claimLeft <= 0 {
		t.claimLeft = -1
		_ = t.apply(v.Seat, engine.PassAction())
	}
}

func (t *Table) humans() int { return t.setup.Humans() }

// seatName is how a seat is called on the table.
func (t *Table) seatName(seat int) string {
	if seat < 0 || seat >= len(t.setup.Seats) {
		return "?"
	}
	if t.setup.Seats[seat].Kind == Bot {
		n := 0
		for i := 0; i <= seat; i++ {
			if t.setup.Seats[i].Kind == Bot {
				n++
			}
		}
		return t.app.Cat.F(i18n.SeatBot, n)
	}
	if t.humans() == 1 {
		return t.app.T(i18n.SeatYou)
	}
	n := 0
	for i := 0; i <= seat; i++ {
		if t.setup.Seats[i].Kind == Human {
			n++
		}
	}
	return t.app.Cat.F(i18n.SeatPerson, n)
}

// PlayOutHand lets bots play every seat, without animation, until the
// current hand ends, then returns its score sheet (the -show sheet flag
// and tests use it to reach the sheet quickly).
func (t *Table) PlayOutHand() (*ScoreSheet, error) {
	if t.st.Phase() == engine.PhaseHandOver {
		t.dealNext()
	}
	players := make([]match.Player, t.st.Players())
	for i := range players {
		players[i] = bots.NewPlayer(bots.NewRandom(t.st.Seed()^0x5eed, i), nil)
	}
	m, err := match.New(match.Config{State: t.st, Players: players, MaxActions: 100000})
	if err != nil {
		return nil, err
	}
	// The match stops where the hand is over (or the game).
	if err := m.Run(); err != nil {
		return nil, fmt.Errorf("scenes: playing out the hand: %v", err)
	}
	if ph := t.st.Phase(); ph != engine.PhaseHandOver && ph != engine.PhaseGameOver {
		return nil, fmt.Errorf("scenes: the hand did not end (phase %s)", ph)
	}
	t.save()
	if t.st.Over() && !t.over {
		t.over = true
		t.recordStats()
	}
	t.result, t.reveal, t.deferred = nil, nil, nil
	t.nextOwed = t.st.Phase() == engine.PhaseHandOver
	t.resetHand()
	t.refresh()
	res := t.st.Results()
	return NewScoreSheet(t.app, t, res[len(res)-1]), nil
}

// recordStats keeps a finished game and counts it for the first person
// at the table (a practice game does not count, ROM-SR-PRACTICE).
func (t *Table) recordStats() {
	if msg := recordFinishedGame(t.app, t.st, seatInfos(t.setup, t.seatName)); msg != "" {
		t.showToast(msg)
	}
}
