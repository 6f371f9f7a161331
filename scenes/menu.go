package scenes

import (
	"errors"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// Control IDs of the menu.
const (
	idStart = iota + 1
	idResume
	idSettings
	idRules
	idQuit
	idPlayers
	idAbandonResume // the question before a new game replaces the saved one
	idAbandonStart
	idStats
	idLearn
	idVariant = 100 // + variant
	idSeat    = 200 // + seat index
	idOption  = 300 // + index into the option specs
)

// optionSteps gives unbounded numeric options a useful step.
var optionSteps = map[string]int{"target": 25, "stop_at": 100, "turn_timer": 15}

// Menu is the start screen: rule set, seats, options and the way to
// settings, rules and the game.
type Menu struct {
	app    *App
	setup  Setup
	specs  []engine.OptionSpec
	form   Form
	built  [2]float64
	lang   i18n.Lang
	dirty  bool
	err    string
	resume bool
	// abandon: the question "a game is in progress: resume it, or abandon
	// it and start anew?" is shown, asked by Start while a game is saved.
	abandon  bool
	canQuit  bool
	backdrop *sprites.Backdrop
	fan      [5]engine.Face
	// names is the person's name being written, if one is.
	names nameEditor
	// turns are the online tables waiting on the person (menu_turns.go).
	turns menuTurns
	// touch is the layout on a phone or a tablet (menu_touch.go).
	touch menuTouch
}

// NewMenu makes the menu for a setup; resume says whether an autosaved
// game exists.
func NewMenu(app *App, setup Setup, backdrop *sprites.Backdrop) *Menu {
	setup.Seats = append([]Seat(nil), setup.Seats...) // the menu names its own seats
	m := &Menu{app: app, setup: setup, form: NewForm(), dirty: true, canQuit: canQuit, backdrop: backdrop}
	m.specs = setup.Options.Specs()
	m.fan = [5]engine.Face{engine.NewFace(engine.Ace, engine.Spades), engine.NewFace(engine.King, engine.Hearts),
		engine.NewFace(engine.Queen, engine.Diamonds), engine.NewFace(engine.Jack, engine.Clubs), engine.JokerFace}
	m.err = app.Warning
	m.applyNames()
	m.refreshResume()
	return m
}

// Returned looks again for an autosaved game and a kept lesson: a
// screen opened from the menu has closed.
func (m *Menu) Returned() { m.refreshResume() }

// refreshResume looks again for an autosaved game (after leaving a table).
// One that cannot be resumed — damaged, not a file, refused by the engine
// — is kept aside by the store at once, and the menu says so.
func (m *Menu) refreshResume() {
	m.resume = false
	m.dirty = true
	sv, err := store.LoadGame(m.app.Store)
	if err == nil {
		if _, lerr := engine.Load(sv.Game); lerr != nil {
			err = store.RejectGame(m.app.Store, lerr)
		}
	}
	var w *store.Warning
	switch {
	case err == nil:
		m.resume = true
	case errors.As(err, &w) && m.err != "":
		m.err += " " + w.Message()
	case errors.As(err, &w):
		m.err = w.Message()
	}
}

// Setup returns the setup as chosen so far.
func (m *Menu) Setup() Setup { return m.setup }

// Form exposes the menu's controls (tests hit-test them).
func (m *Menu) Form() *Form { return &m.form }

// Update handles input and asks for the next scene.
func (m *Menu) Update(in *Input) Request {
	if m.dirty || m.built != [2]float64{m.app.W, m.app.H} || m.lang != m.app.Cat.Lang() {
		m.build()
	}
	if m.touch.on && (m.touch.col.input(in) || m.touch.focus != m.form.Focus) {
		m.build()
	}
	m.app.Cards.Prepare(m.fanHeight())
	if r := m.pollTurns(); r.Next != nil {
		return r
	}
	if m.names.active {
		m.nameInput(in)
		return Request{}
	}
	if in.Has(IntentBack) && m.abandon {
		m.abandon, m.dirty = false, true
		return Request{}
	}
	if in.Has(IntentBack) && m.canQuit {
		return Request{Quit: true}
	}
	act, ok := m.form.Update(in.Form())
	if !ok {
		return Request{}
	}
	m.app.Audio.Play(audio.Deal)
	return m.activate(act)
}

func (m *Menu) fanHeight() float64 { return fanH * m.app.Unit() }

func (m *Menu) activate(a Activation) Request {
	switch {
	case a.ID == idStart && m.resume:
		m.abandon = true // a new game would replace the saved one: ask first
	case a.ID == idStart, a.ID == idAbandonStart:
		if r := m.StartTable(m.setup); r.Next != nil {
			return r
		}
	case a.ID == idResume, a.ID == idAbandonResume:
		m.abandon = false
		t, err := m.resumeScene()
		if err == nil {
			return Request{Next: t}
		}
		m.err = m.app.Cat.F(i18n.ErrResume, unprefixed(err.Error()))
	case a.ID == idSettings:
		return m.open(ScreenSettings)
	case a.ID == idRules:
		return m.open(ScreenRules)
	case a.ID == idStats:
		return m.open(ScreenStats)
	case a.ID == idLearn:
		return m.learn()
	case a.ID == idQuit:
		return Request{Quit: true}
	case a.ID == idMenuTurns:
		m.openTurn()
		return Request{}
	case a.ID == idMenuOnline:
		return m.open(ScreenLobby)
	case a.ID == idPlayers:
		m.setSeats(len(m.setup.Seats) + a.Delta)
	case a.ID >= idVariant && a.ID < idSeat:
		m.chooseVariant(engine.Variant(a.ID - idVariant))
	case a.ID >= idSeat && a.ID < idOption:
		m.cycleSeat(a.ID-idSeat, a.Delta)
	case a.ID >= idName:
		m.startNaming(a.ID - idName)
	case a.ID >= idOption:
		m.changeOption(m.specs[a.ID-idOption], a.Delta)
	}
	m.dirty = true
	return Request{}
}

// open opens a screen from the menu; Back returns here.
func (m *Menu) open(id ScreenID) Request {
	s, err := Open(m.app, id, Opening{Back: m, Setup: m.setup, Variant: m.setup.Variant, Backdrop: m.backdrop})
	if err != nil {
		m.err, m.dirty = err.Error(), true
		return Request{}
	}
	return Request{Next: s}
}

func (m *Menu) setSeats(n int) {
	m.err = ""
	if err := m.setup.SetSeatCount(n); err != nil {
		lo, hi := playerRange(m.specs)
		m.err = m.app.Cat.F(i18n.MenuPlayersRange, m.app.T(i18n.OptLabel("players")), lo, hi)
	}
	m.applyNames()
	if m.setup.KnockingUnavailable() {
		// shown off and unavailable for two players (ROM-SR-KNOCK)
		o := m.setup.Options.Clone()
		if o.Set("knocking", "false") == nil {
			m.setup.Options = o
		}
	}
}

// chooseVariant switches rule set at its own table size (Rommé seats
// four, as its table size says; issue 24), keeping who sits where in
// the seats it has.
func (m *Menu) chooseVariant(v engine.Variant) {
	if v == m.setup.Variant {
		return
	}
	old := m.setup.Seats
	m.setup = DefaultSetup(v)
	m.specs = m.setup.Options.Specs()
	m.setSeats(len(m.setup.Seats))
	copy(m.setup.Seats, old)
	m.applyNames()
	m.err = ""
}

// playerRange returns the bounds of the players option.
func playerRange(specs []engine.OptionSpec) (lo, hi int) {
	for _, s := range specs {
		if s.Key == "players" {
			return s.Min, s.Max
		}
	}
	return 2, 2
}

// cycleSeat steps a seat through person → easy → normal → hard bot.
func (m *Menu) cycleSeat(i, d int) {
	states := []Seat{{Kind: Human}, {Kind: Bot, Level: Easy}, {Kind: Bot, Level: Normal}, {Kind: Bot, Level: Hard}}
	cur := 0
	for k, s := range states {
		if s.Kind == m.setup.Seats[i].Kind && s.Level == m.setup.Seats[i].Level {
			cur = k
		}
	}
	m.setup.Seats[i] = states[(cur+d+len(states))%len(states)]
	m.applyNames()
}

// changeOption steps one option and keeps the result only if the engine
// accepts the value; a combination it refuses is shown and blocks Start.
func (m *Menu) changeOption(s engine.OptionSpec, d int) {
	o := m.setup.Options.Clone()
	cur, _ := o.Get(s.Key)
	next := stepValue(s, cur, d)
	if err := o.Set(s.Key, next); err != nil {
		m.err = m.app.Cat.F(i18n.MenuNotAllowed, m.app.T(i18n.OptLabel(s.Key)), m.valueWord(next), m.allowedWords(s))
		return
	}
	m.setup.Options = o
	m.err = ""
	if err := o.Validate(); err != nil {
		m.err = m.problem(err)
	}
}

// stepValue returns the value after cur, d steps along the option's range.
func stepValue(s engine.OptionSpec, cur string, d int) string {
	switch {
	case s.Kind == engine.OptBool:
		if cur == "true" {
			return "false"
		}
		return "true"
	case len(s.Choices) > 0:
		i := 0
		for k, c := range s.Choices {
			if c == cur {
				i = k
			}
		}
		return s.Choices[((i+d)%len(s.Choices)+len(s.Choices))%len(s.Choices)]
	}
	v, _ := strconv.Atoi(cur)
	step := optionSteps[s.Key]
	if step == 0 {
		step = 1
	}
	v += d * step
	v = max(v, s.Min)
	if s.Max > 0 {
		v = min(v, s.Max)
	}
	return strconv.Itoa(v)
}

// Draw draws the menu.
func (m *Menu) Draw(dst *ebiten.Image) {
	m.backdrop.Draw(dst)
	if m.touch.on {
		m.drawTouch(dst)
		return
	}
	app := m.app
	f := FrameOf(app)
	u := f.U
	drawVersion(dst, app, f)
	x, y := f.Pt(60, 58)
	drawHeading(dst, app, app.T(i18n.AppTitle), x, y, sprites.AlignLeft)
	for i, title := range [...]i18n.Key{i18n.MenuRuleSet, i18n.MenuSeats, i18n.MenuOptions} {
		p := menuPanels[i]
		DrawPanel(dst, app, f.Rect(p.X, p.Y, p.W, p.H), app.T(title))
	}
	m.drawHelp(dst, f)
	for i, face := range m.fan {
		app.Cards.Draw(dst, face, m.fanCard(i))
	}
	if m.abandon {
		m.drawAbandon(dst, f)
		return
	}
	DrawForm(dst, app, &m.form)
	hx, hy := f.Pt(640, 772)
	sprites.DrawText(dst, app.T(i18n.MenuKeysHint), app.Fonts.Face(13*u, sprites.Regular), hx+295*u, hy, sprites.AlignCenter, sprites.InkDim)
}

// drawHelp shows the explanation of the hovered or focused option, the
// engine's complaint about the options, or the hot-seat note.
func (m *Menu) drawHelp(dst *ebiten.Image, f Frame) {
	app := m.app
	u := f.U
	box := f.Rect(656, 590, 558, 56)
	app.Paint.FillRoundRect(dst, box, 8*u, sprites.Fade(sprites.FeltDark, 0.8))
	text, ink := m.helpText(), sprites.InkDim
	if m.err != "" {
		text, ink = m.err, sprites.Danger
	}
	sprites.DrawParagraph(dst, text, app.Fonts.Face(13.5*u, sprites.Regular), box.X+12*u, box.Y+8*u, box.W-24*u, ink)
	if m.setup.Humans() > 1 {
		r := f.Rect(66, 610, 528, 36)
		sprites.DrawParagraph(dst, app.T(i18n.MenuHotSeat), app.Fonts.Face(13*u, sprites.Regular), r.X, r.Y, r.W, sprites.Gold)
	} else {
		r := f.Rect(66, 610, 528, 36)
		sprites.DrawParagraph(dst, app.T(i18n.MenuSeatsHint), app.Fonts.Face(13*u, sprites.Regular), r.X, r.Y, r.W, sprites.InkFaint)
	}
}

func (m *Menu) helpText() string {
	i := m.form.Hover
	if i < 0 {
		i = m.form.Focus
	}
	if i >= 0 && i < len(m.form.Controls) && m.form.Controls[i].Help != "" {
		return m.form.Controls[i].Help
	}
	return m.app.T(i18n.VariantBlurb(m.setup.Variant))
}

// menuVariants are the rummy games the menu offers, in engine.Variants
// order: the ones the rummy table plays.
var menuVariants = [...]engine.Variant{engine.Classic, engine.Romme, engine.Liverpool}

// menuGames are every game the menu offers: the rummy games and Kopilka,
// which opens its own table (the Kopilka scene, issue 19).
var menuGames = [...]engine.Variant{engine.Classic, engine.Romme, engine.Liverpool, engine.Kopilka}
