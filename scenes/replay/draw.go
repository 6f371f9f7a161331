package replay

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// The replay viewer's regions, in layout units.
var (
	replaySeats = sprites.Rect{X: 40, Y: 116, W: 680, H: 450}
	replayTable = sprites.Rect{X: 740, Y: 116, W: 500, H: 450}
	replayLines = sprites.Rect{X: 40, Y: 578, W: 1200, H: 96}
)

// rowH is the height of one seat's row.
func (r *Viewer) rowH() float64 {
	return math.Min(110, replaySeats.H/float64(max(1, r.m.st.Players())))
}

// cardH is the height of the hands' cards, in pixels.
func (r *Viewer) cardH() float64 { return math.Min(r.rowH()-30, 78) * r.app.Unit() }

// meldH is the height of the table's cards, in pixels.
func (r *Viewer) meldH() float64 { return 58 * r.app.Unit() }

// statusText says where the replay stands.
func (r *Viewer) statusText() string {
	cat := r.app.Cat
	st := r.m.st
	parts := []string{cat.F(i18n.ReplayHand, r.m.hand(), r.m.Hands()), cat.F(i18n.ReplayStep, r.m.pos, r.m.Steps())}
	switch st.Phase() {
	case engine.PhaseGameOver, engine.PhaseHandOver:
	default:
		v := st.View(-1)
		parts = append(parts, cat.About(i18n.ReplayTurn, r.person(v.Turn)))
	}
	parts = append(parts, cat.F(i18n.ReplayStock, st.StockSize()))
	return strings.Join(parts, " · ")
}

func (r *Viewer) draw(dst *ebiten.Image) {
	app := r.app
	f := scenes.FrameOf(app)
	u := f.U
	x, y := f.Pt(640, 38)
	sprites.DrawText(dst, app.Cat.F(i18n.ReplayTitle, app.T(i18n.VariantName(r.m.rules.Variant))), app.Fonts.Face(32*u, sprites.Bold), x, y, sprites.AlignCenter, sprites.Ink)
	_, y = f.Pt(0, 70)
	sub := app.T(i18n.ReplayFaceUp)
	if a := r.analysisLine(); a != "" {
		sub += " · " + a
	}
	sprites.DrawText(dst, sub, app.Fonts.Face(14*u, sprites.Regular), x, y, sprites.AlignCenter, sprites.InkDim)
	_, y = f.Pt(0, 96)
	sprites.DrawText(dst, r.statusText(), app.Fonts.Face(17*u, sprites.Bold), x, y, sprites.AlignCenter, sprites.Gold)
	r.drawSeats(dst, f)
	r.drawTable(dst, f)
	r.drawLines(dst, f)
	hx, hy := f.Pt(640, 772)
	sprites.DrawText(dst, app.T(i18n.ReplayKeysHint), app.Fonts.Face(13*u, sprites.Regular), hx, hy, sprites.AlignCenter, sprites.InkDim)
}

// drawSeats draws every seat's hand face up, the seat to play outlined.
func (r *Viewer) drawSeats(dst *ebiten.Image, f scenes.Frame) {
	app := r.app
	u := f.U
	st := r.m.st
	v := st.View(-1)
	box := f.Rect(replaySeats.X, replaySeats.Y, replaySeats.W, replaySeats.H)
	scenes.DrawPanel(dst, app, box, "")
	rowH := r.rowH() * u
	h := r.cardH()
	w := h * sprites.CardAspect
	name := app.Fonts.Face(16*u, sprites.Bold)
	small := app.Fonts.Face(14*u, sprites.Regular)
	totals := st.Totals()
	playing := st.Phase() != engine.PhaseHandOver && st.Phase() != engine.PhaseGameOver
	for seat := 0; seat < st.Players(); seat++ {
		row := sprites.Rect{X: box.X + 8*u, Y: box.Y + float64(seat)*rowH + 4*u, W: box.W - 16*u, H: rowH - 8*u}
		if playing && seat == v.Turn {
			app.Paint.StrokeRoundRect(dst, row, 8*u, 2*u, sprites.Gold)
		}
		sprites.DrawText(dst, r.seatName(seat), name, row.X+12*u, row.Y+14*u, sprites.AlignLeft, sprites.Ink)
		sprites.DrawText(dst, app.Cat.F(i18n.ReplayTotal, totals[seat]), small, row.Right()-12*u, row.Y+14*u, sprites.AlignRight, sprites.InkDim)
		cards := st.HandOf(seat)
		room := row.W - 24*u - w
		step := math.Min(w*0.62, room/math.Max(1, float64(len(cards)-1)))
		for i, c := range cards {
			app.Cards.Draw(dst, c.Face(), sprites.CardDraw{X: row.X + 12*u + float64(i)*step, Y: row.Y + 26*u, H: h})
		}
	}
}

// drawTable draws the pile, the stock's size and the melds.
func (r *Viewer) drawTable(dst *ebiten.Image, f scenes.Frame) {
	app := r.app
	u := f.U
	v := r.m.st.View(-1)
	box := f.Rect(replayTable.X, replayTable.Y, replayTable.W, replayTable.H)
	scenes.DrawPanel(dst, app, box, "")
	h := r.meldH()
	w := h * sprites.CardAspect
	x, y := box.X+16*u, box.Y+14*u
	if n := len(v.Pile); n > 0 {
		app.Cards.Draw(dst, v.Pile[n-1].Face(), sprites.CardDraw{X: x, Y: y, H: h})
	}
	if v.StockSize > 0 {
		app.Cards.Draw(dst, 0, sprites.CardDraw{X: x + w + 14*u, Y: y, H: h, FaceDown: true})
	}
	x, y = box.X+16*u, y+h+16*u
	step := w * 0.36
	for _, m := range v.Table {
		mw := w + step*float64(len(m.Cards)-1)
		if x+mw > box.Right()-12*u {
			x, y = box.X+16*u, y+h+10*u
		}
		if y+h > box.Bottom() {
			break
		}
		for i, c := range m.Cards {
			app.Cards.Draw(dst, c.Face(), sprites.CardDraw{X: x + float64(i)*step, Y: y, H: h})
		}
		x += mw + 14*u
	}
}

// drawLines writes what the step shown did.
func (r *Viewer) drawLines(dst *ebiten.Image, f scenes.Frame) {
	app := r.app
	u := f.U
	box := f.Rect(replayLines.X, replayLines.Y, replayLines.W, replayLines.H)
	scenes.DrawPanel(dst, app, box, "")
	lines := r.lines
	if r.note != "" {
		lines = []string{r.note}
	}
	mark := r.markLine()
	keep := 3
	if mark != "" {
		keep = 2
	}
	if len(lines) > keep {
		lines = lines[len(lines)-keep:]
	}
	face := app.Fonts.Face(16*u, sprites.Regular)
	for i, l := range lines {
		sprites.DrawText(dst, l, face, box.X+20*u, box.Y+22*u+float64(i)*26*u, sprites.AlignLeft, sprites.Ink)
	}
	if mark != "" {
		y := box.Y + 22*u + float64(len(lines))*26*u
		app.Paint.FillRoundRect(dst, sprites.Rect{X: box.X + 8*u, Y: y - 6*u, W: 5 * u, H: 12 * u}, 2*u, sprites.Gold)
		sprites.DrawText(dst, mark, app.Fonts.Face(16*u, sprites.Bold), box.X+20*u, y, sprites.AlignLeft, sprites.Gold)
	}
}
