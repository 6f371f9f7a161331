package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/store"
)

// Control IDs of the Kopilka table.
const (
	idKopMenu  = 1
	idKopSpeed = 10 // + kopSpeed
)

// Kopilka is the table of the piggy-bank chip game (KOP-1…KOP-6): up to
// fifteen seats round an oval, the bank in the middle, each round's
// cards face up and the chips flying. A match.Local plays it; the scene
// asks the match for the next action only when the last one's events
// have been shown, so what is drawn never runs ahead of the story.
type Kopilka struct {
	app   *App
	setup Setup
	back  Scene
	names []string
	game  *match.Local
	view  *engine.View // the spectator's view, renewed after every action
	seq   uint64
	speed kopSpeed
	shown kopShown
	form  Form
	built [2]float64
	lay   kopLayout
	// wait is the ticks a person's card waits before it reveals itself
	// (KOP-6); it counts up while a person's card is next.
	wait int
	// prompting is personNext as of the last Update (Draw reads it).
	prompting int
	err       string
	result    Scene
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
	k := &Kopilka{app: app, setup: setup, back: back, speed: kopNormal, form: NewForm(), prompting: -1}
	for i := range setup.Seats {
		k.names = append(k.names, seatName(app, setup, i))
	}
	seed := cfg.Seed
	if cfg.State != nil {
		seed = cfg.State.Seed()
	}
	for i, s := range setup.Seats {
		if s.Kind == Human {
			cfg.Players = append(cfg.Players, match.Person{})
			continue
		}
		// A Kopilka bot only reveals: it decides inline, at once.
		cfg.Players = append(cfg.Players, bots.NewPlayer(newBot(s.Level, seed, i), nil))
	}
	cfg.Names = k.names
	cfg.Sink = &kopSink{k: k}
	cfg.SnapshotEvery = 1
	// One action per tick at most: the scene paces the game itself.
	cfg.BotPause = func(engine.Action) int { return 1 }
	m, err := match.New(cfg)
	if err != nil {
		return nil, err
	}
	k.game = match.NewLocal(m)
	v := k.game.View(match.Spectator)
	k.view = v
	k.shown.sync(v.Kopilka)
	k.shown.dealer = v.Dealer
	if cfg.State == nil {
		k.save(m.State())
	}
	return k, nil
}

// View returns the game as every seat sees it (Kopilka hides nothing
// but the stock).
func (k *Kopilka) View() *engine.View { return k.view }

// Chips returns the chips the table shows per seat and in the bank.
func (k *Kopilka) Chips() (seats []int, bank int) { return k.shown.chips, k.shown.bank }

// Update advances the animations, the person's reveal and the match.
func (k *Kopilka) Update(in *Input) Request {
	if k.built != [2]float64{k.app.W, k.app.H} {
		k.build()
	}
	k.app.Cards.Prepare(k.lay.cardH)
	if k.result != nil {
		return Request{Next: k.result}
	}
	if in.Has(IntentBack) {
		return Request{Next: k.leave()}
	}
	person := k.personNext()
	if person >= 0 && (in.Has(IntentActivate) || (in.Tap && k.lay.cardRect(k.shown.slotOf(person)).Contains(in.X, in.Y))) {
		k.reveal(person)
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
	if k.setup.Seats[seat].Kind != Human {
		return -1
	}
	return seat
}

// reveal submits a person's reveal (KOP-6).
func (k *Kopilka) reveal(seat int) {
	k.wait = 0
	if err := k.game.Submit(seat, engine.RevealAction()); err != nil {
		k.err = err.Error()
		return
	}
	k.pull()
}

// pull queues the match's new events for showing.
func (k *Kopilka) pull() {
	ev, seq := k.game.EventsSince(match.Spectator, k.seq)
	if seq == k.seq {
		return
	}
	k.seq = seq
	k.view = k.game.View(match.Spectator)
	for _, e := range ev {
		k.shown.queue = append(k.shown.queue, e.Event)
	}
}

// PlayOutGame plays the rest of the game at the instant speed, people's
// cards revealing themselves, and returns the result screen (for
// screenshots).
func (k *Kopilka) PlayOutGame() (Scene, error) {
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
	if m, ok := k.back.(*Menu); ok {
		m.refreshResume()
	}
	return k.back
}

// finish opens the result screen once the last chips have landed.
func (k *Kopilka) finish() {
	if k.shown.endWait < k.speed.endPause() {
		k.shown.endWait++
		return
	}
	// The finished game counts in the first person's statistics.
	if msg := recordFinishedGame(k.app, k.game.M.State(), seatInfos(k.setup, func(seat int) string { return k.names[seat] })); msg != "" && k.err == "" {
		k.err = msg
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
