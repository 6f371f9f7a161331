package scenes

import (
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// Control IDs of the statistics screen.
const (
	idStatsBack = iota + 1
	idStatsReset
	idStatsResetYes
	idStatsResetNo
	idStatsImport
	idStatsRatings
	idStatsTab    = 100 // + index into the tabs
	idStatsRow    = 200 // + index into the recent games
	idStatsAction = 300 // + index into the kept-game actions
)

// KeptGameAction is one thing the statistics screen offers for a game of
// its list once the player selects it: Export today; the replay viewer
// adds "Watch" by appending to keptGameActions.
type KeptGameAction interface {
	// Label is the button's text.
	Label(app *App) string
	// Run acts on the kept game id; it returns the scene to go to (nil
	// to stay) and a line to show.
	Run(app *App, id int64, back Scene) (Scene, string)
}

// keptGameActions lists the actions offered for a selected game.
func keptGameActions() []KeptGameAction { return []KeptGameAction{exportAction{}, watchAction{}} }

// StatsScene shows the person's statistics per rule set: the figures, the
// results by the strongest bot, the last games (each can be exported),
// and a reset that asks first.
type StatsScene struct {
	app      *App
	back     Scene
	backdrop *sprites.Backdrop
	form     Form
	built    [2]float64
	lang     i18n.Lang
	dirty    bool
	stats    store.Stats
	tabs     []engine.Variant
	tab      int
	selected int // index into the tab's recent games, -1 for none
	confirm  bool
	note     string
	actions  []KeptGameAction
	// drop returns the files dropped on the window this tick
	// (ebiten.DroppedFiles; tests give their own).
	drop func() fs.FS
	// arrived is set by an Update that read a game file.
	arrived bool
	// col is the layout on a phone or a tablet (touch: it is in use).
	col   column
	touch bool
}

func init() {
	Register(ScreenStats, func(app *App, o Opening) (Scene, error) {
		return NewStatsScene(app, o.Variant, o.Back, o.Backdrop), nil
	})
}

// NewStatsScene opens the statistics on a rule set's tab; Back returns
// to back.
func NewStatsScene(app *App, v engine.Variant, back Scene, backdrop *sprites.Backdrop) *StatsScene {
	s := &StatsScene{app: app, back: back, backdrop: backdrop, form: NewForm(), dirty: true, selected: -1, actions: keptGameActions(), drop: ebiten.DroppedFiles}
	s.load()
	for i, t := range s.tabs {
		if t == v {
			s.tab = i
		}
	}
	return s
}

// load reads the statistics; damaged ones were kept aside and say so.
func (s *StatsScene) load() {
	st, err := store.LoadStats(s.app.Store)
	if err != nil {
		s.note = err.Error()
	}
	s.stats = st
	s.tabs = append(s.tabs[:0], engine.Variants[:]...)
	for name := range st.Variants {
		if v, err := engine.ParseVariant(name); err == nil && !containsVariant(s.tabs, v) {
			s.tabs = append(s.tabs, v)
		}
	}
}

func containsVariant(vs []engine.Variant, v engine.Variant) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

// Form exposes the controls (tests hit-test them).
func (s *StatsScene) Form() *Form { return &s.form }

// Variant is the rule set shown.
func (s *StatsScene) Variant() engine.Variant { return s.tabs[s.tab] }

// recent is the shown rule set's last games, newest first.
func (s *StatsScene) recent() []store.RecentGame { return s.stats.RecentOf(s.Variant()) }

// Update handles input.
func (s *StatsScene) Update(in *Input) Request {
	s.arrived = false
	if s.dirty || s.built != [2]float64{s.app.W, s.app.H} || s.lang != s.app.Cat.Lang() {
		s.build()
	}
	if s.touch && s.col.input(in) {
		s.build()
	}
	if in.Has(IntentBack) {
		switch {
		case s.confirm:
			s.confirm, s.dirty = false, true
		case s.selected >= 0:
			s.selected, s.note, s.dirty = -1, "", true
		default:
			return Request{Next: s.back}
		}
		return Request{}
	}
	if !s.confirm && (in.Has(IntentLeft) || in.Has(IntentRight)) {
		d := 1
		if in.Has(IntentLeft) {
			d = -1
		}
		s.showTab((s.tab + d + len(s.tabs)) % len(s.tabs))
		return Request{}
	}
	if !s.confirm && s.moveAcrossTabs(in) {
		return Request{}
	}
	if name, data, ok := s.incomingFile(); ok {
		s.arrived = true
		next, note := importGame(s.app, name, data, s)
		s.note, s.dirty = note, true
		if next != nil {
			return Request{Next: next}
		}
	}
	a, ok := s.form.Update(in.Form())
	if !ok {
		return Request{}
	}
	s.app.Audio.Play(audio.Place)
	s.dirty = true
	switch {
	case a.ID == idStatsBack:
		return Request{Next: s.back}
	case a.ID == idStatsReset:
		s.confirm = true
	case a.ID == idStatsImport:
		s.note = chooseImport(s.app)
	case a.ID == idStatsRatings:
		return Request{Next: openRatings(s.app, s, "", s.Variant())}
	case a.ID == idStatsResetNo:
		s.confirm = false
	case a.ID == idStatsResetYes:
		s.confirm, s.selected = false, -1
		s.note = s.app.T(i18n.StatsResetDone)
		if err := store.ResetStats(s.app.Store); err != nil {
			s.note = err.Error()
		}
		s.load()
	case a.ID >= idStatsAction:
		rec := s.recent()
		if s.selected >= 0 && s.selected < len(rec) {
			next, note := s.actions[a.ID-idStatsAction].Run(s.app, rec[s.selected].Archive, s)
			s.note = note
			if next != nil {
				return Request{Next: next}
			}
		}
	case a.ID >= idStatsRow:
		s.selected, s.note = a.ID-idStatsRow, ""
	case a.ID >= idStatsTab:
		s.showTab(a.ID - idStatsTab)
	}
	return Request{}
}

// moveAcrossTabs makes the row of tabs one stop for ↑ and ↓ (← and →
// move along it): ↓ from a tab goes to what lies under the tabs, ↑ from
// there back to the shown tab, ↑ from a tab round to the last control.
func (s *StatsScene) moveAcrossTabs(in *Input) bool {
	c := s.form.Focused()
	if c == nil || len(s.form.Controls) <= len(s.tabs) {
		return false
	}
	onTab := c.ID >= idStatsTab && c.ID < idStatsRow
	below := s.form.Controls[len(s.tabs)].ID
	switch {
	case onTab && in.Has(IntentDown):
		s.form.FocusID(below)
	case onTab && in.Has(IntentUp):
		s.form.Focus = len(s.form.Controls) - 1
	case c.ID == below && in.Has(IntentUp):
		s.form.FocusID(idStatsTab + s.tab)
	default:
		return false
	}
	return true
}

// showTab switches to a rule set, keeping the focus on the tabs.
func (s *StatsScene) showTab(i int) {
	s.tab, s.selected, s.note, s.dirty = i, -1, "", true
	s.build()
	s.form.FocusID(idStatsTab + i)
}

// The screen's regions, in layout units.
var (
	statsFigures = sprites.Rect{X: 50, Y: 178, W: 560, H: 482}
	statsList    = sprites.Rect{X: 640, Y: 178, W: 590, H: 482}
	statsConfirm = sprites.Rect{X: 340, Y: 265, W: 600, H: 250}
)

// statsRowH is the height of a row of the last games.
const statsRowH = 38.0

func (s *StatsScene) build() {
	app := s.app
	f := FrameOf(app)
	focus := idStatsTab + s.tab
	if c := s.form.Focused(); c != nil {
		focus = c.ID
	}
	cs := s.form.Controls[:0]
	if s.confirm {
		b := statsConfirm
		cs = append(cs,
			Control{ID: idStatsResetNo, Kind: KindButton, Rect: f.Rect(b.X+30, b.Bottom()-86, 260, 56), Label: app.T(i18n.BtnCancel), Enabled: true, Primary: true},
			Control{ID: idStatsResetYes, Kind: KindButton, Rect: f.Rect(b.Right()-290, b.Bottom()-86, 260, 56), Label: app.T(i18n.StatsResetYes), Enabled: true})
		focus = idStatsResetNo
	} else {
		n := float64(len(s.tabs))
		w := (1180 - (n-1)*12) / n
		for i, v := range s.tabs {
			vs := s.stats.Variants[v.String()]
			cs = append(cs, Control{ID: idStatsTab + i, Kind: KindTile, Rect: f.Rect(50+float64(i)*(w+12), 98, w, 64),
				Label: app.T(i18n.VariantName(v)), Detail: app.Cat.F(i18n.StatsGameCount, vs.Played), On: i == s.tab, Enabled: true})
		}
		for i := range s.recent() {
			cs = append(cs, Control{ID: idStatsRow + i, Kind: KindTile, Rect: f.Rect(statsList.X+12, statsList.Y+36+float64(i)*statsRowH, statsList.W-24, statsRowH-4),
				On: i == s.selected, Enabled: true})
		}
		if s.selected >= 0 {
			x := statsList.Right() - 12
			for i := len(s.actions) - 1; i >= 0; i-- {
				label := s.actions[i].Label(app)
				x -= 150
				cs = append(cs, Control{ID: idStatsAction + i, Kind: KindButton, Rect: f.Rect(x, statsList.Bottom()-50, 140, 40), Label: label, Enabled: true})
			}
		}
		cs = append(cs,
			Control{ID: idStatsReset, Kind: KindButton, Rect: f.Rect(50, 690, 220, 56), Label: app.T(i18n.StatsReset), Enabled: true},
			Control{ID: idStatsImport, Kind: KindButton, Rect: f.Rect(290, 690, 220, 56), Label: app.T(i18n.StatsImport), Enabled: true},
			Control{ID: idStatsBack, Kind: KindButton, Rect: f.Rect(540, 690, 200, 56), Label: app.T(i18n.Back), Enabled: true, Primary: true},
			Control{ID: idStatsRatings, Kind: KindButton, Rect: f.Rect(760, 690, 200, 56), Label: app.T(i18n.OnlineRatings), Enabled: true})
		if focus == idStatsResetNo || focus == idStatsResetYes {
			focus = idStatsReset
		}
	}
	s.form.Controls = cs
	if s.touch = touchLayout(app); s.touch {
		s.buildTouch()
	}
	s.form.Focus = -1
	s.form.FocusID(focus)
	if s.form.Focus < 0 {
		s.form.FocusID(idStatsBack)
	}
	s.built = [2]float64{app.W, app.H}
	s.lang = app.Cat.Lang()
	s.dirty = false
}

// Draw draws the statistics.
func (s *StatsScene) Draw(dst *ebiten.Image) {
	s.backdrop.Draw(dst)
	s.draw(dst)
}

// Still reports that the statistics changed only with input: not when a
// file arrived without any (dropped, or read by the browser's chooser
// after it closed), whose note or refusal must be painted.
func (s *StatsScene) Still() bool { return !s.arrived }

// Ticking reports that nothing on the statistics screen moves with time.
func (s *StatsScene) Ticking() bool { return false }

// statsControlName names the statistics screen's controls for the probe.
func statsControlName(id int) string {
	switch {
	case id == idStatsBack:
		return "back"
	case id == idStatsReset:
		return "reset"
	case id == idStatsResetYes:
		return "reset:yes"
	case id == idStatsResetNo:
		return "reset:no"
	case id == idStatsImport:
		return "import"
	case id == idStatsRatings:
		return "ratings"
	case id >= idStatsAction:
		return "action"
	case id >= idStatsRow:
		return "game"
	}
	return "tab"
}
