package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// ScoreSheet shows every hand's signed results per seat, the running
// totals, this hand's winner and bonus, and then the next hand or the
// game's result (CLA-10).
type ScoreSheet struct {
	app      *App
	table    *Table
	result   engine.HandResult
	form     Form
	built    [2]float64
	names    []string
	rows     [][]string
	totals   []string
	headline string
	detail   string
	over     bool
}

// NewScoreSheet shows the sheet after a hand of the table's game.
func NewScoreSheet(app *App, t *Table, res engine.HandResult) *ScoreSheet {
	s := &ScoreSheet{app: app, table: t, result: res, form: NewForm(), over: t.view.Phase == engine.PhaseGameOver}
	s.prepare()
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
		row := []string{strconv.Itoa(r.Hand)}
		for _, v := range r.Scores {
			row = append(row, signed(v))
		}
		s.rows = append(s.rows, row)
	}
	s.totals = s.totals[:0]
	for _, v := range t.view.Totals {
		s.totals = append(s.totals, strconv.Itoa(v))
	}
	switch {
	case s.result.Winner >= 0:
		s.headline = cat.F(i18n.SheetWinner, t.seatName(s.result.Winner))
	default:
		s.headline = cat.T(i18n.SheetNoWinner)
	}
	s.detail = ""
	if s.result.Rummy {
		s.detail = cat.T(i18n.SheetRummy)
		if t.view.Rules.Terms().Rummy == engine.TermHandRummy {
			s.detail = cat.T(i18n.SheetHandRummy)
		}
	}
	if s.over {
		var names string
		for i, w := range t.view.Winners {
			if i > 0 {
				names += ", "
			}
			names += t.seatName(w)
		}
		s.headline = cat.F(i18n.SheetGameWinner, names)
		s.detail = cat.T(i18n.SheetHighWins)
		if t.view.Rules.LowWins() {
			s.detail = cat.T(i18n.SheetLowWins)
		}
	}
}

func signed(v int) string {
	if v > 0 {
		return "+" + strconv.Itoa(v)
	}
	return strconv.Itoa(v)
}

// Form exposes the buttons (tests tap them).
func (s *ScoreSheet) Form() *Form { return &s.form }

func (s *ScoreSheet) build() {
	f := frameOf(s.app)
	label, primary := i18n.SheetNext, true
	if s.over {
		label = i18n.SheetBackToMenu
	}
	by := min(700, 170+s.panelHeight()+40)
	s.form.Controls = append(s.form.Controls[:0], Control{ID: 1, Kind: KindButton, Rect: f.rect(540, by, 200, 56),
		Label: s.app.T(label), Enabled: true, Primary: primary})
	s.form.Focus = 0
	s.built = [2]float64{s.app.W, s.app.H}
}

// Update waits for the button (or Enter).
func (s *ScoreSheet) Update(in *Input) Request {
	if s.built != [2]float64{s.app.W, s.app.H} {
		s.build()
	}
	if a, ok := s.form.Update(in.Form()); ok && a.ID == 1 || in.Has(IntentBack) {
		if s.over {
			return Request{Next: s.table.leave()}
		}
		return Request{Next: s.table}
	}
	return Request{}
}

// Draw draws the sheet.
func (s *ScoreSheet) Draw(dst *ebiten.Image) {
	app := s.app
	s.table.backdrop.Draw(dst)
	f := frameOf(app)
	u := f.u
	x, y := f.pt(640, 60)
	sprites.DrawText(dst, app.T(i18n.SheetTitle), app.Fonts.Face(38*u, sprites.Bold), x, y, sprites.AlignCenter, sprites.Ink)
	sprites.DrawText(dst, s.headline, app.Fonts.Face(22*u, sprites.Bold), x, y+50*u, sprites.AlignCenter, sprites.Gold)
	if s.detail != "" {
		sprites.DrawText(dst, s.detail, app.Fonts.Face(16*u, sprites.Regular), x, y+80*u, sprites.AlignCenter, sprites.InkDim)
	}
	panel := f.rect(140, 170, 1000, s.panelHeight())
	DrawPanel(dst, app, panel, "")
	cols := len(s.names) + 1
	colW := (panel.W - 40*u) / float64(cols)
	head := app.Fonts.Face(15*u, sprites.Bold)
	body := app.Fonts.Face(15*u, sprites.Regular)
	cx := func(c int) float64 { return panel.X + 20*u + colW*(float64(c)+0.5) }
	rowH := min(34*u, (panel.H-110*u)/float64(max(1, len(s.rows))))
	ty := panel.Y + 30*u
	sprites.DrawText(dst, app.T(i18n.SheetHand), head, cx(0), ty, sprites.AlignCenter, sprites.Gold)
	for i, n := range s.names {
		sprites.DrawText(dst, n, head, cx(i+1), ty, sprites.AlignCenter, sprites.Gold)
	}
	app.Paint.FillRect(dst, sprites.Rect{X: panel.X + 16*u, Y: ty + 18*u, W: panel.W - 32*u, H: 1.5 * u}, sprites.PanelLine)
	for r, row := range s.rows {
		ry := ty + 40*u + float64(r)*rowH
		if r == len(s.rows)-1 {
			app.Paint.FillRoundRect(dst, sprites.Rect{X: panel.X + 16*u, Y: ry - rowH/2, W: panel.W - 32*u, H: rowH}, 6*u, sprites.Fade(sprites.Gold, 0.12))
		}
		for c, cell := range row {
			ink := sprites.Ink
			if c > 0 && c-1 == s.resultWinner(r) {
				ink = sprites.Gold
			}
			sprites.DrawText(dst, cell, body, cx(c), ry, sprites.AlignCenter, ink)
		}
	}
	by := panel.Bottom() - 30*u
	app.Paint.FillRect(dst, sprites.Rect{X: panel.X + 16*u, Y: by - 20*u, W: panel.W - 32*u, H: 1.5 * u}, sprites.PanelLine)
	sprites.DrawText(dst, app.T(i18n.SheetTotal), head, cx(0), by, sprites.AlignCenter, sprites.Gold)
	for i, v := range s.totals {
		sprites.DrawText(dst, v, head, cx(i+1), by, sprites.AlignCenter, sprites.Ink)
	}
	DrawForm(dst, app, &s.form)
}

// panelHeight is the table's height in design units: fitted to its rows.
func (s *ScoreSheet) panelHeight() float64 { return min(500, 120+34*float64(len(s.rows))) }

// resultWinner is the winner of row r, or −1.
func (s *ScoreSheet) resultWinner(r int) int {
	res := s.table.view.Results
	if r < len(res) {
		return res[r].Winner
	}
	return -1
}
