package scenes

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/seat"
	"rummy/scenes/store"
	"rummy/sprites"
)

// figure is one line of the figures: a label and its value.
type figure struct{ label, value string }

// figures are the shown rule set's figures, nil before any game.
func (s *StatsScene) figures() []figure {
	app := s.app
	v := s.Variant()
	vs := s.stats.Variants[v.String()]
	if vs.Played == 0 {
		return nil
	}
	pct := func(won, played int) string {
		if played == 0 {
			return app.T(i18n.StatsNone)
		}
		return strconv.Itoa((won*100+played/2)/played) + "%"
	}
	best := i18n.StatsBest
	if store.LowerIsBetter(v) {
		best = i18n.StatsBestLow
	}
	out := []figure{
		{app.T(i18n.StatsGames), strconv.Itoa(vs.Played)},
		{app.T(i18n.StatsWins), strconv.Itoa(vs.Won)},
		{app.T(i18n.StatsWinRate), pct(vs.Won, vs.Played)},
		{app.T(best), strconv.Itoa(vs.Best)},
		{app.T(i18n.StatsAverage), strings.Replace(strconv.FormatFloat(vs.Average(), 'f', 1, 64), ".", app.T(i18n.StatsDecimal), 1)},
		{app.T(i18n.StatsHandsWon), app.Cat.F(i18n.StatsOf, vs.HandsWon, vs.HandsPlayed)},
	}
	switch v.Terms().Rummy {
	case engine.TermRummy:
		out = append(out, figure{app.T(i18n.StatsRummies), strconv.Itoa(vs.Rummies)})
	case engine.TermHandRummy:
		out = append(out, figure{app.T(i18n.StatsHandRummies), strconv.Itoa(vs.Rummies)})
	}
	out = append(out,
		figure{app.T(i18n.StatsBestStreak), app.Cat.F(i18n.StatsGameCount, vs.BestStreak)},
		figure{app.T(i18n.StatsStreak), app.Cat.F(i18n.StatsGameCount, vs.Streak)})
	if vs.Hints > 0 {
		out = append(out, figure{app.T(i18n.StatsHints), strconv.Itoa(vs.Hints)}) // issue 15
	}
	return out
}

// levelLines are the results by the strongest bot at the table.
func (s *StatsScene) levelLines() []figure {
	app := s.app
	lv := s.stats.Variants[s.Variant().String()].Levels
	var out []figure
	for _, l := range Levels {
		t := lv.Of(l.String())
		out = append(out, figure{app.T(l.Key()), app.Cat.F(i18n.StatsLevelRow, t.Played, t.Won)})
	}
	return out
}

// rowTexts are the columns of a recent game: date, opponents, result,
// score.
func (s *StatsScene) rowTexts(r store.RecentGame) [4]string {
	app := s.app
	var opp []string
	for i, o := range r.Opponents {
		switch {
		case o.Kind == store.Bot && o.Level != seat.NoLevel:
			opp = append(opp, app.T(o.Level.Key()))
		case o.Name != "":
			opp = append(opp, o.Name)
		default:
			opp = append(opp, app.Cat.F(i18n.StatsSeat, i+2))
		}
	}
	result := app.Cat.F(i18n.StatsPlace, r.Place, r.Players)
	if r.Won {
		result = app.T(i18n.StatsWon)
	}
	return [4]string{r.Finished.Local().Format(app.T(i18n.StatsDateLayout)), strings.Join(opp, ", "), result, strconv.Itoa(r.Score)}
}

// notes are the texts the screen shows beside its controls (the probe
// reports them): the figures, or the empty state, and the last note.
func (s *StatsScene) notes() []string {
	var out []string
	figs := s.figures()
	if figs == nil {
		out = append(out, s.emptyText())
	} else {
		figs = append(figs, s.levelLines()...)
	}
	for _, f := range figs {
		out = append(out, f.label+": "+f.value)
	}
	for _, r := range s.recent() {
		t := s.rowTexts(r)
		out = append(out, strings.Join(t[:], " · "))
	}
	if s.note != "" {
		out = append(out, s.note)
	}
	return out
}

func (s *StatsScene) emptyText() string {
	return s.app.Cat.F(i18n.StatsNoGames, s.app.T(i18n.VariantName(s.Variant())))
}

// draw draws everything over the backdrop.
func (s *StatsScene) draw(dst *ebiten.Image) {
	app := s.app
	if s.touch {
		s.col.draw(dst, app, &s.form)
		return
	}
	f := FrameOf(app)
	u := f.U
	x, y := f.Pt(640, 56)
	drawHeading(dst, app, app.T(i18n.StatsTitle), x, y, sprites.AlignCenter)
	fig := f.Rect(statsFigures.X, statsFigures.Y, statsFigures.W, statsFigures.H)
	list := f.Rect(statsList.X, statsList.Y, statsList.W, statsList.H)
	DrawPanel(dst, app, fig, app.T(i18n.VariantName(s.Variant())))
	DrawPanel(dst, app, list, app.T(i18n.StatsRecent))
	if !s.confirm {
		DrawForm(dst, app, &s.form)
	}
	s.drawFigures(dst, f, fig)
	s.drawRecent(dst, f, list)
	if s.note != "" {
		nx, ny := f.Pt(640, 676)
		sprites.DrawText(dst, s.note, sprites.FitFace(app.Fonts, s.note, 14*u, sprites.Regular, 1180*u), nx, ny, sprites.AlignCenter, sprites.Gold)
	}
	hx, hy := f.Pt(1095, 718)
	sprites.DrawParagraph(dst, app.T(i18n.StatsKeysHint), app.Fonts.Face(12*u, sprites.Regular), hx-115*u, hy-20*u, 230*u, sprites.InkDim)
	if s.confirm {
		s.drawConfirm(dst, f)
	}
}

// drawFigures draws the figures and the results by level, or the empty
// state.
func (s *StatsScene) drawFigures(dst *ebiten.Image, f Frame, box sprites.Rect) {
	app := s.app
	u := f.U
	figs := s.figures()
	left, right := box.X+20*u, box.Right()-20*u
	y := box.Y + 50*u
	if figs == nil {
		sprites.DrawParagraph(dst, s.emptyText(), app.Fonts.Face(17*u, sprites.Regular), left, box.Y+44*u, box.W-40*u, sprites.InkDim)
		return
	}
	line := func(fg figure, ink color.RGBA) {
		vw, _ := sprites.Measure(fg.value, app.Fonts.Face(16*u, sprites.Bold))
		sprites.DrawText(dst, fg.label, sprites.FitFace(app.Fonts, fg.label, 16*u, sprites.Regular, right-left-vw-16*u), left, y, sprites.AlignLeft, ink)
		sprites.DrawText(dst, fg.value, app.Fonts.Face(16*u, sprites.Bold), right, y, sprites.AlignRight, sprites.Ink)
		y += 29 * u
	}
	for _, fg := range figs {
		line(fg, sprites.InkDim)
	}
	y += 10 * u
	head := app.T(i18n.StatsByLevel)
	sprites.DrawText(dst, head, sprites.FitFace(app.Fonts, head, 14*u, sprites.Bold, box.W-40*u), left, y, sprites.AlignLeft, sprites.Gold)
	y += 28 * u
	for _, fg := range s.levelLines() {
		line(fg, sprites.InkDim)
	}
}

// drawRecent writes the columns of the last games over their rows.
func (s *StatsScene) drawRecent(dst *ebiten.Image, f Frame, box sprites.Rect) {
	app := s.app
	u := f.U
	rec := s.recent()
	if len(rec) == 0 {
		sprites.DrawParagraph(dst, app.T(i18n.StatsNoRecent), app.Fonts.Face(16*u, sprites.Regular), box.X+20*u, box.Y+44*u, box.W-40*u, sprites.InkDim)
		return
	}
	bold := app.Fonts.Face(14*u, sprites.Bold)
	// Columns: date, opponents, result, score (right-aligned).
	cols := [...]float64{14, 150, 380, 552}
	for i, r := range rec {
		t := s.rowTexts(r)
		ry := f.Rect(statsList.X+12, statsList.Y+36+float64(i)*statsRowH, statsList.W-24, statsRowH-4)
		cy := ry.Y + ry.H/2
		x0 := box.X + 12*u
		ink := sprites.InkDim
		if r.Won {
			ink = sprites.Gold
		}
		sprites.DrawText(dst, t[0], sprites.FitFace(app.Fonts, t[0], 14*u, sprites.Regular, (cols[1]-cols[0]-8)*u), x0+cols[0]*u, cy, sprites.AlignLeft, sprites.Ink)
		sprites.DrawText(dst, t[1], sprites.FitFace(app.Fonts, t[1], 14*u, sprites.Regular, (cols[2]-cols[1]-8)*u), x0+cols[1]*u, cy, sprites.AlignLeft, sprites.InkDim)
		sprites.DrawText(dst, t[2], sprites.FitFace(app.Fonts, t[2], 14*u, sprites.Bold, (cols[3]-cols[2]-60)*u), x0+cols[2]*u, cy, sprites.AlignLeft, ink)
		sprites.DrawText(dst, t[3], bold, x0+cols[3]*u, cy, sprites.AlignRight, sprites.Ink)
	}
	if s.selected >= 0 && s.selected < len(rec) {
		label := app.Cat.F(i18n.StatsSelected, s.rowTexts(rec[s.selected])[0])
		bx, by := box.X+20*u, box.Bottom()-30*u
		sprites.DrawText(dst, label, sprites.FitFace(app.Fonts, label, 14*u, sprites.Regular, box.W-float64(len(s.actions))*150*u-40*u), bx, by, sprites.AlignLeft, sprites.Ink)
	}
}

// drawConfirm dims the screen and asks before the reset.
func (s *StatsScene) drawConfirm(dst *ebiten.Image, f Frame) {
	drawQuestion(dst, s.app, f, statsConfirm, i18n.StatsResetTitle, i18n.StatsResetText, &s.form)
}

// String names the scene in test failures.
func (s *StatsScene) String() string { return fmt.Sprintf("statistics (%s)", s.Variant()) }
