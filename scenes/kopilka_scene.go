package scenes

import (
	"errors"
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// Control IDs of the Kopilka table.
const (
	idKopMenu  = 1
	idKopSpeed = 10 // + kopSpeed
)

// Kopilka is the table of the piggy-bank chip game (KOP-1…KOP-6): up to
// fifteen seats round an oval, the bank in the middle, each round's
// cards face up and the chips flying. It presents any match.Game: a
// match in this process (NewKopilka, ResumeKopilka) or a table server's
// game (NewKopilkaOn). The scene asks the game for more only when the
// last events have been shown, so what is drawn never runs ahead of the
// story.
type Kopilka struct {
	app   *App
	setup Setup
	back  Scene
	names []string
	game  match.Game
	// local is the match when the game is played in this process (nil
	// otherwise): the statistics and Play again need it.
	local *match.Local
	// online is the game's connection when it is played at a table
	// server (nil otherwise).
	online match.Online
	// viewer is the seat whose view and events the table shows
	// (match.Spectator for a local game: Kopilka hides nothing).
	viewer int
	// persons marks the seats a person plays at this screen.
	persons []bool
	view    *engine.View // the viewer's view, renewed after every action
	seq     uint64
	version uint64
	// sent is true while a reveal sent to a table server waits for its
	// answer.
	sent  bool
	conn  kopConn
	speed kopSpeed
	shown kopShown
	form  Form
	built [3]float64 // the screen (and its scale) it was laid out for
	lay   kopLayout
	// wait is the ticks a person's card waits before it reveals itself
	// (KOP-6); it counts up while a person's card is next.
	wait int
	// prompting is personNext as of the last Update (Draw reads it).
	prompting int
	err       string
	result    Scene
	// onLeave, when set, runs once as the person leaves the table (an
	// online game closes its connection there).
	onLeave func()
}

// NewKopilka starts a new Kopilka game of setup; back is where Menu and
// the end of the game lead.
func NewKopilka(app *App, setup Setup, back Scene) (*Kopilka, error) {
	rules, seed, err := setup.rulesAndSeed()
	if err != nil {
		return nil, err
	}
	return newKopilka(app, setup, back, match.Config{Rules: rules, Seed: seed})
}

// ResumeKopilka continues an autosaved Kopilka game.
func ResumeKopilka(app *App, sv store.Autosave, st *engine.State, back Scene) (*Kopilka, error) {
	if len(sv.Seats) != st.Players() {
		return nil, store.RejectGame(app.Store, fmt.Errorf("scenes: the saved game lists %d seats for %d players", len(sv.Seats), st.Players()))
	}
	seats := make([]Seat, len(sv.Seats))
	for i, s := range sv.Seats {
		seats[i] = Seat{Kind: s.Kind, Level: s.Level, Name: ownName(s)}
	}
	setup := Setup{Variant: st.Rules().Variant, Options: st.Rules().Options, Seats: seats}
	return newKopilka(app, setup, back, match.Config{State: st})
}

func newKopilka(app *App, setup Setup, back Scene, cfg match.Config) (*Kopilka, error) {
	names := make([]string, len(setup.Seats))
	for i := range setup.Seats {
		names[i] = seatName(app, setup, i)
	}
	seed := cfg.Seed
	if cfg.State == nil {
		// A new game: its first deal's events are played like every
		// later round's.
		st, dealt, err := engine.NewGameEvents(cfg.Rules, cfg.Seed)
		if err != nil {
			return nil, err
		}
		cfg.State, cfg.Dealt = st, dealt
	} else {
		seed = cfg.State.Seed()
	}
	resumed := cfg.Dealt == nil
	for i, s := range setup.Seats {
		if s.Kind == Human {
			cfg.Players = append(cfg.Players, match.Person{})
			continue
		}
		// A Kopilka bot only reveals: it decides inline, at once.
		cfg.Players = append(cfg.Players, bots.NewPlayer(newBot(s.Level, seed, i), nil))
	}
	cfg.Names = names
	k := &Kopilka{app: app, setup: setup, back: back, names: names}
	cfg.Sink = &kopSink{k: k}
	cfg.SnapshotEvery = 1
	// One action per tick at most: the scene paces the game itself.
	cfg.BotPause = func(engine.Action) int { return 1 }
	m, err := match.New(cfg)
	if err != nil {
		return nil, err
	}
	k.local = match.NewLocal(m)
	k.present(k.local, match.Spectator)
	if !resumed {
		k.save(m.State())
	}
	return k, nil
}

// NewKopilkaOn presents g, a Kopilka game played anywhere: a table
// server's game (online.Remote, whose connection the table shows) or a
// local one. The game must have started (its view exists); back is
// where Menu and the end of the game lead. The scene plays the seats
// g calls KindPerson (this screen's) and shows the others as they come.
func NewKopilkaOn(app *App, g match.Game, back Scene) (*Kopilka, error) {
	info := g.Seats()
	viewer := match.Spectator
	if v := g.Viewers(); len(v) > 0 {
		viewer = v[0]
	}
	v := g.View(viewer)
	if v == nil || v.Kopilka == nil || len(info) != len(v.Kopilka.Chips) {
		return nil, errors.New(app.T(i18n.KopNotStarted))
	}
	setup := Setup{Variant: engine.Kopilka, Seats: make([]Seat, len(info))}
	for i, s := range info {
		setup.Seats[i] = Seat{Kind: Human}
		if s.Kind == match.KindBot {
			setup.Seats[i] = Seat{Kind: Bot}
		}
	}
	if l, ok := g.(*match.Local); ok {
		setup.Options = l.M.State().Rules().Options
	}
	k := &Kopilka{app: app, setup: setup, back: back}
	for i, s := range info {
		name := s.Name
		if name == "" {
			name = seatName(app, setup, i)
		}
		k.names = append(k.names, name)
	}
	k.local, _ = g.(*match.Local)
	k.online, _ = g.(match.Online)
	k.present(g, viewer)
	return k, nil
}

// present makes k the table of g as viewer sees it: the shown state is
// the view's, or, when the viewer's stream still begins with the
// game's first deal and nothing has been settled, the table before the
// deal with the deal queued to be played.
func (k *Kopilka) present(g match.Game, viewer int) {
	k.game, k.viewer = g, viewer
	k.speed, k.form, k.prompting = kopNormal, NewForm(), -1
	k.persons = make([]bool, len(k.setup.Seats))
	for i, s := range g.Seats() {
		k.persons[i] = s.Kind == match.KindPerson
	}
	// The events first, then the view: the view is never older than
	// the events the table has taken.
	ev, last := g.EventsSince(viewer, 0)
	k.seq, k.version = last, g.Status().Version
	v := g.View(viewer)
	k.view = v
	k.shown.sync(v.Kopilka)
	k.shown.dealer = v.Dealer
	if kv := v.Kopilka; firstDeal(ev) && kv.Round == 1 && kv.Next == 0 {
		k.shown.beforeDeal()
		for _, e := range ev {
			k.shown.queue = append(k.shown.queue, e.Event)
		}
	}
}

// firstDeal reports whether a stream begins with the game's first
// round (its hand_started event before it, if any).
func firstDeal(ev []match.Sequenced) bool {
	for _, e := range ev {
		switch e.Event.Kind {
		case engine.EvHandStarted:
			continue
		case engine.EvRoundStarted:
			return e.Event.N == 1
		}
		return false
	}
	return false
}

// View returns the game as every seat sees it (Kopilka hides nothing
// but the stock).
func (k *Kopilka) View() *engine.View { return k.view }

// Chips returns the chips the table shows per seat and in the bank.
func (k *Kopilka) Chips() (seats []int, bank int) { return k.shown.chips, k.shown.bank }

// Update advances the animations, the person's reveal and the match.
func (k *Kopilka) Update(in *Input) Request {
	if k.built != [3]float64{k.app.W, k.app.H, k.app.Scale} {
		k.build()
	}
	k.app.Cards.Prepare(k.lay.cardH)
	if k.result != nil {
		return Request{Next: k.result}
	}
	if in.Has(IntentBack) {
		return Request{Next: k.leave()}
	}
	k.watchConnection()
	person := k.personNext()
	if person >= 0 && (in.Has(IntentActivate) || (in.Tap && k.lay.cardRect(k.shown.slotOf(person)).Contains(in.X, in.Y))) {
		k.reveal(person)
		k.prompting = k.personNext()
		return Request{}
	}
	if act, ok := k.form.Update(in.Form()); ok {
		switch {
		case act.ID == idKopMenu:
			return Request{Next: k.leave()}
		case act.ID >= idKopSpeed:
			k.speed = kopSpeed(act.ID - idKopSpeed)
			k.build()
		}
	}
	k.advance()
	k.prompting = k.personNext()
	return Request{}
}

// advance runs the shown story and asks the match for more when it has
// caught up: at the instant speed as many actions as a frame allows.
func (k *Kopilka) advance() {
	budget := 1
	if k.speed == kopInstant {
		budget = 400
	}
	for ; budget > 0; budget-- {
		k.shown.step(k.speed)
		if !k.shown.idle() {
			return
		}
		if k.shown.over {
			k.finish()
			return
		}
		if k.online != nil {
			// A table server may move on while the person's card waits
			// (a bot plays for an away seat, the turn timer): take what
			// it sent before asking the person.
			k.pull()
			if !k.shown.idle() {
				return
			}
		}
		if p := k.personNext(); p >= 0 {
			k.wait++
			if k.wait >= k.speed.autoReveal() {
				k.reveal(p)
			}
			return
		}
		if err := k.game.Tick(); err != nil {
			k.err = err.Error()
			return
		}
		k.pull()
	}
}

// personNext is the person's seat whose card is next to settle, or -1.
func (k *Kopilka) personNext() int {
	if !k.shown.idle() || k.shown.over {
		return -1
	}
	kv := k.view.Kopilka
	if kv == nil || kv.Next >= len(kv.Order) || k.view.Phase != engine.PhaseReveal {
		return -1
	}
	seat := kv.Order[kv.Next]
	if k.sent || seat < 0 || seat >= len(k.persons) || !k.persons[seat] || !slices.Contains(k.view.Waiting, seat) {
		return -1
	}
	return seat
}

// reveal submits a person's reveal (KOP-6). A table server answers
// later: until its answer (the event, or a refusal) the card waits.
func (k *Kopilka) reveal(seat int) {
	k.wait = 0
	err := k.game.Submit(seat, engine.RevealAction())
	var se *match.SaveError
	switch {
	case errors.As(err, &se):
		k.err = err.Error()
	case err != nil:
		k.err = k.app.Cat.Reason(err, k.seatName)
		k.pull() // the refusal may come from a position this screen has not shown yet
		return
	}
	k.sent = k.online != nil
	k.pull()
}

// seatName names a seat for refusals.
func (k *Kopilka) seatName(seat int) string {
	if seat < 0 || seat >= len(k.names) {
		return "?"
	}
	return k.names[seat]
}

// pull queues the game's new events for showing and takes its view,
// if it has changed.
func (k *Kopilka) pull() {
	ev, seq := k.game.EventsSince(k.viewer, k.seq)
	version := k.game.Status().Version
	if seq == k.seq && version == k.version {
		return
	}
	k.seq, k.version = seq, version
	if v := k.game.View(k.viewer); v != nil {
		k.view = v
	}
	k.sent = false
	for _, e := range ev {
		k.shown.queue = append(k.shown.queue, e.Event)
	}
}

// PlayOutGame plays the rest of the game at the instant speed, people's
// cards revealing themselves, and returns the result screen (for
// screenshots).
func (k *Kopilka) PlayOutGame() (Scene, error) {
	if k.local == nil {
		return nil, errors.New("scenes: only a game played here can be played out at once")
	}
	k.speed = kopInstant
	k.build()
	for i := 0; i < 1000000 && k.result == nil; i++ {
		k.advance()
		if k.err != "" {
			return nil, fmt.Errorf("scenes: playing out the game: %s", k.err)
		}
	}
	if k.result == nil {
		return nil, fmt.Errorf("scenes: the game did not end")
	}
	return k.result, nil
}

// leave goes back to the menu, which can resume the autosave.
func (k *Kopilka) leave() Scene {
	if k.onLeave != nil {
		k.onLeave()
		k.onLeave = nil
	}
	return returnTo(k.back)
}

// finish opens the result screen once the last chips have landed.
func (k *Kopilka) finish() {
	if k.shown.endWait < k.speed.endPause() {
		k.shown.endWait++
		return
	}
	// A finished game played here counts in the first person's
	// statistics (a table server keeps its own).
	if k.local != nil {
		if msg := recordFinishedGame(k.app, k.local.M.State(), seatInfos(k.setup, func(seat int) string { return k.names[seat] })); msg != "" && k.err == "" {
			k.err = msg
		}
	}
	k.result = newKopilkaResult(k)
}

// save writes the autosave of st (the first one of a new game; the
// match's sink writes the rest).
func (k *Kopilka) save(st *engine.State) {
	game, err := engine.Save(st)
	if err == nil {
		err = (&kopSink{k: k}).Snapshot(match.Snapshot{Game: game, Over: st.Over()})
	}
	if err != nil && k.err == "" {
		k.err = err.Error()
	}
}

// Draw draws the table; it changes nothing.
func (k *Kopilka) Draw(dst *ebiten.Image) { k.draw(dst) }

// kopSink autosaves the match after every action.
type kopSink struct{ k *Kopilka }

func (s *kopSink) Append(int, engine.LoggedAction) error { return nil }

func (s *kopSink) Snapshot(x match.Snapshot) error {
	if x.Over {
		return store.ClearGame(s.k.app.Store)
	}
	sv := make([]store.SeatInfo, len(s.k.setup.Seats))
	for i, st := range s.k.setup.Seats {
		sv[i] = store.SeatInfo{Kind: st.Kind, Level: st.Level, Name: s.k.names[i], Own: st.Name != ""}
	}
	return store.SaveGame(s.k.app.Store, store.Autosave{Seats: sv, Game: x.Game})
}
