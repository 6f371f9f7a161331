package scenes

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// Control IDs of the score sheet.
const (
	idSheetNext = iota + 1
	idSheetAgain
	idSheetMenu
)

// ScoreSheet shows every hand's signed results per seat (with the
// contract of each hand in Liverpool), the running totals with the
// leader marked, the hand just played point by point, and then the next
// hand or, at the game's end, Play again and the menu (CLA-10, issue 15
// item 6).
type ScoreSheet struct {
	app    *App
	table  *Table
	result engine.HandResult
	form   Form
	built  [2]float64
	names  []string
	rows   []sheetRow
	totals []string
	// leaders are the seats that lead on the totals.
	leaders  []bool
	contract bool
	// lines is the hand just played point by point (nil if unknown);
	// parts says which of its rows the game has.
	lines    []engine.ScoreLine
	parts    engine.ScoreParts
	headline string
	detail   string
	over     bool
	// net is the end of an online game (nil otherwise).
	net *sheetNet
	// touch is the layout on a phone or a tablet (scoresheet_touch.go).
	touch sheetTouch
}

// sheetRow is one finished hand on the sheet.
type sheetRow struct {
	hand     string
	contract string
	cells    []string
	winner   int
}

// NewScoreSheet shows the sheet after a hand of the table's game.
func NewScoreSheet(app *App, t *Table, res engine.HandResult) *ScoreSheet {
	s := &ScoreSheet{app: app, table: t, result: res, form: NewForm(), over: t.view.Phase == engine.PhaseGameOver}
	rules := t.view.Rules
	s.contract = rules.HasContracts()
	s.parts = rules.ScoreParts()
	if lines, ok := rules.ScoreLines(t.game.View(t.viewer), res); ok {
		s.lines = lines
	}
	s.prepare()
	s.checkDeal()
	return s
}

// prepare formats every cell once.
func (s *ScoreSheet) prepare() {
	t, cat := s.table, s.app.Cat
	n := t.game.Players()
	s.names = s.names[:0]
	for seat := 0; seat < n; seat++ {
		s.names = append(s.names, t.seatName(seat))
	}
	s.rows = s.rows[:0]
	for _, r := range t.view.Results {
		row := sheetRow{hand: strconv.Itoa(r.Hand), winner: r.Winner}
		if s.contract {
			row.contract = capital(cat.T(i18n.Key("arg.contract." + strconv.Itoa(r.Hand))))
		}
		for _, v := range r.Scores {
			row.cells = append(row.cells, signed(v))
		}
		s.rows = append(s.rows, row)
	}
	totals := t.view.Totals
	s.totals = s.totals[:0]
	for _, v := range totals {
		s.totals = append(s.totals, strconv.Itoa(v))
	}
	s.leaders = s.leaders[:0]
	for range totals {
		s.leaders = append(s.leaders, false)
	}
	for _, seat := range t.view.Leaders() {
		s.leaders[seat] = true
	}
	s.headline = s.handHeadline()
	s.detail = ""
	if s.result.Rummy {
		s.detail = cat.T(i18n.SheetRummy)
		if t.view.Rules.Terms().Rummy == engine.TermHandRummy {
			s.detail = cat.T(i18n.SheetHandRummy)
		}
	}
	if s.over {
		s.headline = s.gameHeadline()
		s.detail = cat.T(i18n.SheetHighWins)
		if t.view.Rules.LowWins() {
			s.detail = cat.T(i18n.SheetLowWins)
		}
	}
}

// handHeadline says who won the hand, in the person's own form for "you".
func (s *ScoreSheet) handHeadline() string {
	t, cat := s.table, s.app.Cat
	switch w := s.result.Winner; {
	case w < 0:
		return cat.T(i18n.SheetNoWinner)
	case t.isYou(w):
		return cat.T(i18n.SheetYouWin)
	default:
		return cat.F(i18n.SheetWinner, t.seatName(w))
	}
}

// gameHeadline says who won the game: you, one seat, or several sharing.
func (s *ScoreSheet) gameHeadline() string {
	t, cat := s.table, s.app.Cat
	ws := t.view.Winners
	switch {
	case len(ws) == 1 && t.isYou(ws[0]):
		return cat.T(i18n.SheetYouWinGame)
	case len(ws) == 1:
		return cat.F(i18n.SheetGameWinner, t.seatName(ws[0]))
	}
	names := make([]string, len(ws))
	for i, w := range ws {
		names[i] = t.seatName(w)
	}
	return cat.F(i18n.SheetShareWin, strings.Join(names, ", "))
}

func signed(v int) string {
	if v > 0 {
		return "+" + strconv.Itoa(v)
	}
	return strconv.Itoa(v)
}

// capital writes a text's first letter in capitals.
func capital(s string) string {
	for i, r := range s {
		if i == 0 {
			return strings.ToUpper(string(r)) + s[len(string(r)):]
		}
	}
	return s
}

// Form exposes the buttons (tests tap them).
func (s *ScoreSheet) Form() *Form { return &s.form }

// Headline is the sheet's headline (tests read it).
func (s *ScoreSheet) Headline() string { return s.headline }

func (s *ScoreSheet) build() {
	f := FrameOf(s.app)
	app := s.app
	if c := s.rematchClient(); c != nil {
		if label, enabled, _, ok := s.rematchButton(c.Info()); ok {
			s.form.Controls = append(s.form.Controls[:0],
				Control{ID: idSheetSave, Kind: KindButton, Rect: f.Rect(275, sheetButtonsY, 230, 52), Label: app.T(i18n.NetSave), Enabled: true},
				Control{ID: idSheetRematch, Kind: KindButton, Rect: f.Rect(525, sheetButtonsY, 230, 52), Label: label, Enabled: enabled, Primary: true},
				Control{ID: idSheetMenu, Kind: KindButton, Rect: f.Rect(775, sheetButtonsY, 230, 52), Label: app.T(i18n.SheetBackToMenu), Enabled: true})
			s.form.Focus = 1
			s.built = [2]float64{app.W, app.H}
			if s.touch.on = touchLayout(app); s.touch.on {
				s.buildTouch()
			}
			return
		}
	}
	if s.over && s.table.net != nil {
		s.form.Controls = append(s.form.Controls[:0],
			Control{ID: idSheetSave, Kind: KindButton, Rect: f.Rect(400, sheetButtonsY, 230, 52), Label: app.T(i18n.NetSave), Enabled: true, Primary: true},
			Control{ID: idSheetMenu, Kind: KindButton, Rect: f.Rect(650, sheetButtonsY, 230, 52), Label: app.T(i18n.SheetBackToMenu), Enabled: true})
	} else if s.over {
		s.form.Controls = append(s.form.Controls[:0],
			Control{ID: idSheetAgain, Kind: KindButton, Rect: f.Rect(400, sheetButtonsY, 230, 52), Label: app.T(i18n.SheetPlayAgain), Enabled: true, Primary: true},
			Control{ID: idSheetMenu, Kind: KindButton, Rect: f.Rect(650, sheetButtonsY, 230, 52), Label: app.T(i18n.SheetBackToMenu), Enabled: true})
	} else {
		s.form.Controls = append(s.form.Controls[:0],
			Control{ID: idSheetNext, Kind: KindButton, Rect: f.Rect(500, sheetButtonsY, 280, 52), Label: app.T(i18n.SheetNext), Enabled: true, Primary: true})
	}
	s.form.Focus = 0
	s.built = [2]float64{app.W, app.H}
	if s.touch.on = touchLayout(app); s.touch.on {
		s.buildTouch()
	}
}

// Update waits for a button (or Enter; Esc goes on as Next does, or to
// the menu at the game's end).
func (s *ScoreSheet) Update(in *Input) Request {
	if s.built != [2]float64{s.app.W, s.app.H} {
		s.build()
	} else if s.touch.on {
		s.touch.col.input(in)
		focus := s.form.Focus
		s.build()
		s.form.Focus = focus
	}
	s.pollSave()
	if r := s.rematchStep(); r.Next != nil {
		return r
	}
	if in.Has(IntentBack) {
		if s.over {
			return s.activate(idSheetMenu)
		}
		return s.activate(idSheetNext)
	}
	if a, ok := s.form.Update(in.Form()); ok {
		return s.activate(a.ID)
	}
	return Request{}
}

// activate does what a button says. Play again starts the same seats
// and options with a fresh seed through the menu's Start.
func (s *ScoreSheet) activate(id int) Request {
	switch id {
	case idSheetNext:
		return Request{Next: s.table}
	case idSheetMenu:
		return Request{Next: s.leaveOnline()}
	case idSheetSave:
		s.saveOnline()
	case idSheetRematch:
		s.rematchAct()
	case idSheetAgain:
		setup := freshSetup(s.table.setup)
		if h, ok := homeOf(s.table.back); ok {
			if r := h.StartTable(setup); r.Next != nil {
				return r
			}
			return Request{Next: s.table.leave()} // the menu shows why not
		}
		t, err := NewTable(s.app, setup, s.table.back)
		if err != nil {
			return Request{Next: s.table.leave()}
		}
		return Request{Next: t}
	}
	return Request{}
}

// Draw draws the sheet.
func (s *ScoreSheet) Draw(dst *ebiten.Image) {
	if s.touch.on {
		s.drawTouch(dst)
		return
	}
	s.draw(dst)
}
