package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// Control IDs of the replay viewer.
const (
	idReplayPrevHand = iota + 1
	idReplayBack
	idReplayPlay
	idReplaySpeed
	idReplayForward
	idReplayNextHand
	idReplayLeave
)

// replaySpeeds are the playing speeds, in steps per 48 ticks.
var replaySpeeds = [...]int{1, 2, 4, 8}

// ReplayScene is the replay viewer: a finished game (kept in the archive
// or read from a file) stepped through action by action, forwards and
// backwards, by hand, or played at a chosen speed, with every hand face
// up (the game is over, nothing is hidden any more).
type ReplayScene struct {
	app      *App
	back     Scene
	backdrop *sprites.Backdrop
	entry    store.ArchiveEntry
	m        *replayModel
	form     Form
	built    [2]float64
	lang     i18n.Lang
	dirty    bool
	playing  bool
	speed    int // index into replaySpeeds
	wait     int // ticks until the next step while playing
	lines    []string
	note     string
	// an is the post-game analysis of the person's decisions, thought
	// through in slices while the viewer is open.
	an *analysis
}

// NewReplayScene opens the replay of a kept game; Back returns to back.
func NewReplayScene(app *App, k store.KeptGame, back Scene, backdrop *sprites.Backdrop) (*ReplayScene, error) {
	m, err := newReplayModel(k.Game)
	if err != nil {
		return nil, err
	}
	r := &ReplayScene{app: app, back: back, backdrop: backdrop, entry: k.ArchiveEntry, m: m, form: NewForm(), dirty: true}
	r.an = newAnalysis(m, k.Person)
	r.describe()
	return r, nil
}

// OpenNewestReplay opens the replay of the newest game in the archive.
func OpenNewestReplay(app *App, back Scene) (*ReplayScene, error) {
	a := store.OpenArchive(app.Store)
	list, err := a.List()
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, store.ErrNotFound
	}
	newest := list[0]
	for _, e := range list {
		if e.Finished.After(newest.Finished) || (e.Finished.Equal(newest.Finished) && e.ID > newest.ID) {
			newest = e
		}
	}
	k, err := a.Get(newest.ID)
	if err != nil {
		return nil, err
	}
	return NewReplayScene(app, k, back, app.Backdrop)
}

// Form exposes the buttons (tests tap them).
func (r *ReplayScene) Form() *Form { return &r.form }

// Position is the number of actions shown played.
func (r *ReplayScene) Position() int { return r.m.pos }

// Steps is the number of actions in the game.
func (r *ReplayScene) Steps() int { return r.m.Steps() }

// State is the game at the position shown (not to be changed).
func (r *ReplayScene) State() *engine.State { return r.m.st }

// Playing reports whether the replay plays by itself.
func (r *ReplayScene) Playing() bool { return r.playing }

// Lines are the log lines of the step shown.
func (r *ReplayScene) Lines() []string { return r.lines }

// seatName names a seat as the game kept it: the person it was kept for
// is "You"; every other seat has the name it had at the table (a bot's
// own, Anna or Борис); a game kept before the names were (none saved)
// numbers its bots as the table did, in the language shown.
func (r *ReplayScene) seatName(seat int) string {
	seats := r.entry.Seats
	switch {
	case seat < 0 || seat >= len(seats):
		return r.app.Cat.F(i18n.SeatPerson, seat+1)
	case seat == r.entry.Person:
		return r.app.T(i18n.SeatYou)
	case seats[seat].Name != "":
		return seats[seat].Name
	case seats[seat].Kind == Bot:
		n := 0
		for i := 0; i <= seat; i++ {
			if seats[i].Kind == Bot {
				n++
			}
		}
		return r.app.Cat.F(i18n.SeatBot, n)
	}
	return r.app.Cat.F(i18n.SeatPerson, seat+1)
}

// person is a seat as the replay's messages name it: the person the game
// was kept for is "you"; another seat goes by its name, its verbs
// agreeing with the name's gender when the name is one the game gives
// bots.
func (r *ReplayScene) person(seat int) i18n.Person {
	if seat == r.entry.Person && seat >= 0 {
		return i18n.Person{You: true}
	}
	name := r.seatName(seat)
	g := i18n.Masculine // Bot n, Person n
	if seat >= 0 && seat < len(r.entry.Seats) && r.entry.Seats[seat].Name != "" {
		g = i18n.NameGender(name)
	}
	return i18n.Person{Name: name, Gender: g}
}

// describe writes the log lines of the step shown.
func (r *ReplayScene) describe() {
	say := func(k i18n.Key, seat int, args ...any) string {
		return r.app.Cat.About(k, r.person(seat), args...)
	}
	person := func(seat int) bool {
		return seat >= 0 && seat < len(r.entry.Seats) && r.entry.Seats[seat].Kind == Human
	}
	w := &logWriter{cat: r.app.Cat, say: say, person: person}
	w.events(r.m.ev)
	r.lines = r.lines[:0]
	for _, h := range w.hands {
		r.lines = append(r.lines, h.lines...)
	}
	if r.m.pos == 0 || (len(r.lines) == 1 && r.m.st.Phase() == engine.PhaseDraw && r.m.st.TurnNumber() == 1) {
		r.lines = append(r.lines, r.app.T(i18n.ReplayDeal))
	}
}

// goTo shows position k.
func (r *ReplayScene) goTo(k int) {
	if err := r.m.seek(k); err != nil {
		r.note, r.playing = err.Error(), false
	}
	r.describe()
	r.dirty = true
}

// handStart is where hand h (from 1) begins.
func (r *ReplayScene) handStart(h int) int {
	h = max(1, min(h, r.m.Hands()))
	return r.m.starts[h-1]
}

// Update steps, plays and leaves.
func (r *ReplayScene) Update(in *Input) Request {
	if r.dirty || r.built != [2]float64{r.app.W, r.app.H} || r.lang != r.app.Cat.Lang() {
		r.build()
	}
	if !r.an.finished() {
		r.an.step()
	}
	r.app.Cards.Prepare(r.cardH())
	r.app.Cards.Prepare(r.meldH())
	if in.Has(IntentBack) {
		return Request{Next: r.back}
	}
	switch {
	case in.Has(IntentLeft):
		r.act(idReplayBack)
	case in.Has(IntentRight):
		r.act(idReplayForward)
	case in.Has(IntentPageUp):
		r.act(idReplayPrevHand)
	case in.Has(IntentPageDown):
		r.act(idReplayNextHand)
	}
	if a, ok := r.form.Update(in.Form()); ok {
		r.app.Audio.Play(audio.Place)
		if a.ID == idReplayLeave {
			return Request{Next: r.back}
		}
		r.act(a.ID)
	}
	if r.playing {
		r.wait--
		if r.wait <= 0 {
			r.goTo(r.m.pos + 1)
			r.wait = 48 / replaySpeeds[r.speed]
			if r.m.pos >= r.m.Steps() {
				r.playing, r.dirty = false, true
			}
		}
	}
	return Request{}
}

// act does what a button or key asks.
func (r *ReplayScene) act(id int) {
	switch id {
	case idReplayBack:
		r.playing = false
		r.goTo(r.m.pos - 1)
	case idReplayForward:
		r.playing = false
		r.goTo(r.m.pos + 1)
	case idReplayPrevHand:
		r.playing = false
		h := r.m.hand()
		if r.m.pos == r.handStart(h) {
			h--
		}
		r.goTo(r.handStart(h))
	case idReplayNextHand:
		r.playing = false
		if h := r.m.hand(); h < r.m.Hands() {
			r.goTo(r.handStart(h + 1))
		} else {
			r.goTo(r.m.Steps())
		}
	case idReplayPlay:
		r.playing = !r.playing && r.m.pos < r.m.Steps()
		r.wait = 0
	case idReplaySpeed:
		r.speed = (r.speed + 1) % len(replaySpeeds)
	}
	r.dirty = true
}

// build lays the buttons out.
func (r *ReplayScene) build() {
	app := r.app
	f := frameOf(app)
	focus := idReplayForward
	if c := r.form.Focused(); c != nil {
		focus = c.ID
	}
	play := app.T(i18n.ReplayPlay)
	if r.playing {
		play = app.T(i18n.ReplayPause)
	}
	end := r.m.pos >= r.m.Steps()
	buttons := []Control{
		{ID: idReplayPrevHand, Label: app.T(i18n.ReplayPrevHand), Enabled: r.m.pos > 0},
		{ID: idReplayBack, Label: app.T(i18n.ReplayBack), Enabled: r.m.pos > 0},
		{ID: idReplayPlay, Label: play, Enabled: !end || r.playing, Primary: true},
		{ID: idReplaySpeed, Label: app.Cat.F(i18n.ReplaySpeed, replaySpeeds[r.speed]), Enabled: true},
		{ID: idReplayForward, Label: app.T(i18n.ReplayForward), Enabled: !end},
		{ID: idReplayNextHand, Label: app.T(i18n.ReplayNextHand), Enabled: !end},
		{ID: idReplayLeave, Label: app.T(i18n.Back), Enabled: true},
	}
	x, w, gap := 40.0, 160.0, 12.0
	for i := range buttons {
		buttons[i].Kind = KindButton
		buttons[i].Rect = f.rect(x+float64(i)*(w+gap), 690, w, 52)
	}
	r.form.Controls = append(r.form.Controls[:0], buttons...)
	r.form.Focus = -1
	r.form.FocusID(focus)
	if c := r.form.Focused(); c == nil || !c.Enabled {
		r.form.FocusID(idReplayLeave)
	}
	r.built = [2]float64{app.W, app.H}
	r.lang = app.Cat.Lang()
	r.dirty = false
}

// Draw draws the position.
func (r *ReplayScene) Draw(dst *ebiten.Image) {
	r.backdrop.Draw(dst)
	r.draw(dst)
	DrawForm(dst, r.app, &r.form)
}

// Still reports whether the screen stands still (not while playing or
// analysing).
func (r *ReplayScene) Still() bool { return !r.playing && r.an.finished() }

// Ticking reports whether the screen moves with time (while playing or
// analysing).
func (r *ReplayScene) Ticking() bool { return !r.Still() }

// Analysed reports whether the analysis is complete.
func (r *ReplayScene) Analysed() bool { return r.an.finished() }

// analysisLine says how far the analysis is, or its summary.
func (r *ReplayScene) analysisLine() string {
	cat := r.app.Cat
	switch {
	case r.an.person < 0:
		return ""
	case !r.an.finished():
		return cat.F(i18n.ReplayAnalysing, r.an.done, r.an.total)
	}
	n, pts := r.an.summary()
	if n == 0 {
		return r.app.T(i18n.ReplayAgrees)
	}
	return cat.F(i18n.ReplaySummary, n, pts)
}

// markLine is the analysis' word on the step shown, when it was one of
// the person's decisions the hard bot would have made otherwise.
func (r *ReplayScene) markLine() string {
	v, ok := r.an.marks[r.m.pos-1]
	if !ok {
		return ""
	}
	pts := max(1, int(v.cost+0.5))
	switch {
	case v.bot.Kind == engine.ActDraw && v.bot.FromDiscard:
		top := engine.NoCard
		if pile := r.m.st.View(-1).Pile; len(pile) > 0 {
			top = pile[len(pile)-1]
		}
		return r.app.Cat.F(i18n.ReplayMarkTake, r.app.Cat.Card(top), pts)
	case v.bot.Kind == engine.ActDraw:
		return r.app.Cat.F(i18n.ReplayMarkStock, pts)
	}
	return r.app.Cat.F(i18n.ReplayMarkThrow, r.app.Cat.Card(v.bot.Card), pts)
}

// String names the screen for the probe.
func (r *ReplayScene) String() string { return "replay" }
