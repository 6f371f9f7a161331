package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Control IDs of the pause menu.
const (
	idPauseResume = iota + 1
	idPauseRules
	idPauseSettings
	idPauseLeave
	idPauseQuit
	idPauseConfirm
	idPauseStay
)

// pauseAsk is the question the pause menu asks before it lets the person
// go: none, leave the table, or quit the program.
type pauseAsk int

const (
	askNone pauseAsk = iota
	askLeave
	askQuit
)

// PauseScene is the pause menu over a table (Esc or ≡): resume, the
// table's rules, the settings, leave the table or quit. Leaving a game
// in progress and quitting ask first, saying that the autosave keeps
// the game. While it is shown the table stands still.
type PauseScene struct {
	app   *App
	table *Table
	form  Form
	built [2]float64
	lang  i18n.Lang
	ask   pauseAsk
	// dirty asks for the buttons to be built again (the question changed).
	dirty   bool
	canQuit bool
}

// NewPauseScene pauses a table.
func NewPauseScene(app *App, t *Table) *PauseScene {
	return &PauseScene{app: app, table: t, form: NewForm(), dirty: true, canQuit: canQuit}
}

// Form exposes the buttons (tests tap them).
func (p *PauseScene) Form() *Form { return &p.form }

// Asking reports whether the confirmation question is shown.
func (p *PauseScene) Asking() bool { return p.ask != askNone }

// pauseBox is the menu's panel, in layout units.
var pauseBox = sprites.Rect{X: 440, Y: 170, W: 400, H: 460}

// askBox is the question's panel, in layout units.
var askBox = sprites.Rect{X: 340, Y: 260, W: 600, H: 260}

func (p *PauseScene) build() {
	app := p.app
	f := FrameOf(app)
	cs := p.form.Controls[:0]
	if p.ask != askNone {
		b := askBox
		confirm := i18n.PauseConfirmLeave
		if p.ask == askQuit {
			confirm = i18n.PauseConfirmQuit
		}
		cs = append(cs,
			Control{ID: idPauseStay, Kind: KindButton, Rect: f.Rect(b.X+30, b.Bottom()-86, 260, 56), Label: app.T(i18n.PauseStay), Enabled: true, Primary: true},
			Control{ID: idPauseConfirm, Kind: KindButton, Rect: f.Rect(b.Right()-290, b.Bottom()-86, 260, 56), Label: app.T(confirm), Enabled: true})
		p.form.Controls = cs
		p.form.FocusID(idPauseStay)
	} else {
		rows := []struct {
			id  int
			key i18n.Key
		}{{idPauseResume, i18n.PauseResume}, {idPauseRules, i18n.PauseRules}, {idPauseSettings, i18n.PauseSettings}, {idPauseLeave, i18n.PauseLeave}}
		if p.canQuit {
			rows = append(rows, struct {
				id  int
				key i18n.Key
			}{idPauseQuit, i18n.PauseQuit})
		}
		for i, r := range rows {
			cs = append(cs, Control{ID: r.id, Kind: KindButton, Rect: f.Rect(pauseBox.X+40, pauseBox.Y+80+float64(i)*66, pauseBox.W-80, 54),
				Label: app.T(r.key), Enabled: true, Primary: r.id == idPauseResume})
		}
		p.form.Controls = cs
		p.form.FocusID(idPauseResume)
	}
	p.built = [2]float64{app.W, app.H}
	p.lang = app.Cat.Lang()
	p.dirty = false
}

// inProgress reports whether leaving would leave a game unfinished.
func (p *PauseScene) inProgress() bool { return p.table.view.Phase != engine.PhaseGameOver }

// Update handles the buttons; Esc resumes (or, while asking, takes the
// question back).
func (p *PauseScene) Update(in *Input) Request {
	p.table.relayout()
	if p.dirty || p.built != [2]float64{p.app.W, p.app.H} || p.lang != p.app.Cat.Lang() {
		p.build()
	}
	if in.Has(IntentBack) {
		if p.ask != askNone {
			p.ask, p.dirty = askNone, true
			return Request{}
		}
		return Request{Next: p.table}
	}
	a, ok := p.form.Update(in.Form())
	if !ok {
		return Request{}
	}
	return p.activate(a.ID)
}

// open opens the rules or the settings over the paused table; Back
// returns here.
func (p *PauseScene) open(id ScreenID) Request {
	s, err := Open(p.app, id, Opening{Back: p, Setup: p.table.setup, Variant: p.table.setup.Variant, Backdrop: p.table.backdrop})
	if err != nil {
		p.app.Warning = err.Error()
		return Request{}
	}
	return Request{Next: s}
}

// activate does what a button says.
func (p *PauseScene) activate(id int) Request {
	switch id {
	case idPauseResume:
		return Request{Next: p.table}
	case idPauseRules:
		return p.open(ScreenRules)
	case idPauseSettings:
		return p.open(ScreenSettings)
	case idPauseLeave:
		if !p.inProgress() {
			return Request{Next: p.table.leave()}
		}
		p.ask = askLeave
	case idPauseQuit:
		p.ask = askQuit
	case idPauseStay:
		p.ask = askNone
	case idPauseConfirm:
		if p.ask == askQuit {
			return Request{Quit: true}
		}
		return Request{Next: p.table.leave()}
	}
	p.dirty = true
	return Request{}
}

// Draw draws the table, dimmed, with the menu or the question over it.
func (p *PauseScene) Draw(dst *ebiten.Image) {
	app := p.app
	p.table.Draw(dst)
	f := FrameOf(app)
	u := f.U
	if p.ask != askNone {
		title := i18n.PauseLeaveTitle
		if p.ask == askQuit {
			title = i18n.PauseQuitTitle
		}
		drawQuestion(dst, app, f, askBox, title, p.askText(), &p.form)
		return
	}
	dimScreen(dst, app)
	b := f.Rect(pauseBox.X, pauseBox.Y, pauseBox.W, pauseBox.H)
	if !p.canQuit {
		b.H -= 66 * u
	}
	app.Paint.FillRoundRect(dst, b, 12*u, sprites.FeltDark)
	DrawPanel(dst, app, b, "")
	cx, _ := b.Center()
	sprites.DrawText(dst, app.T(i18n.PauseTitle), app.Fonts.Face(32*u, sprites.Bold), cx, b.Y+44*u, sprites.AlignCenter, sprites.Ink)
	DrawForm(dst, app, &p.form)
	sprites.DrawText(dst, app.T(i18n.PauseHint), app.Fonts.Face(13*u, sprites.Regular), cx, b.Bottom()-20*u, sprites.AlignCenter, sprites.InkDim)
}

// askText is what the leave and quit questions say happens to the game:
// a local game is saved as it stands; at an online table the game goes
// on for the others (a bot plays the seat until its person is back), or
// a spectator just stops watching.
func (p *PauseScene) askText() i18n.Key {
	switch {
	case p.table.net == nil:
		return i18n.PauseSavedText
	case p.table.viewer < 0:
		return i18n.PauseWatchText
	}
	return i18n.PauseOnlineText
}

// AskText is the question's text as shown ("" when none is asked).
func (p *PauseScene) AskText() string {
	if p.ask == askNone {
		return ""
	}
	return p.app.T(p.askText())
}

// Still reports that the pause menu changes only with input.
func (p *PauseScene) Still() bool { return true }

// Ticking reports that nothing on the pause menu moves with time.
func (p *PauseScene) Ticking() bool { return false }
