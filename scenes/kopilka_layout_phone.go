package scenes

import (
	"math"

	"rummy/sprites"
)

// Kopilka on a phone (issue 29 item 1): the oval of the desktop leaves
// 3 to 15 seats too small to read, so a phone lays the seats out in a
// grid, each seat's box with its card beside it, the bank above them
// and the legend at the foot (portrait) or in a column beside them
// (landscape), under a row of finger-sized buttons. Text is at least
// 12 CSS px: the text unit is kopPhoneU CSS px.
const kopPhoneU = 0.7

// kopPhone holds a phone's measures in device pixels.
type kopPhone struct {
	c, u, touch, gap, margin float64
}

// newKopPhone is a phone's measures for the app's screen.
func newKopPhone(app *App) kopPhone {
	c := max(1, app.Scale)
	touch := touchCSS * c
	return kopPhone{c: c, u: kopPhoneU * c, touch: touch, gap: touch * 0.15, margin: 8 * c}
}

// start is a phone's layout with its text unit and the sizes of the
// bank and the chips.
func (p kopPhone) start() kopLayout {
	l := kopLayout{f: Frame{U: p.u}}
	l.bankR = 30 * p.c
	l.chipR = 9 * p.u
	return l
}

// legendHeight is how high the legend's items stand wrapped to w.
func (p kopPhone) legendHeight(app *App, items []string, w float64) float64 {
	face := app.Fonts.Face(15*p.u, sprites.Regular)
	n := 0
	for _, it := range items {
		n += len(sprites.Wrap(it, face, w))
	}
	return face.Size * 1.25 * float64(n)
}

// bankHeight is how high the bank stands with its label.
func (l *kopLayout) bankHeight() float64 {
	return 1.95*l.bankR + 22*l.f.U + 12*l.f.U
}

// placeBank puts the bank with its top at top, centred on x.
func (l *kopLayout) placeBank(x, top float64) {
	l.bankX, l.bankY = x, top+1.0*l.bankR
}

// layoutKopilkaPortrait is Kopilka on a phone held upright: from the
// top the menu button with the round, the speed buttons across, the
// bank, the seats in two columns (the person's last, at the bottom),
// the prompt and the legend.
func layoutKopilkaPortrait(app *App, n int, legend []string) kopLayout {
	p := newKopPhone(app)
	w, h := app.W, app.H
	l := p.start()
	l.menu = sprites.Rect{X: p.margin, Y: p.gap, W: drawerButtonW * p.touch, H: p.touch}
	mid := l.menu.Y + p.touch/2
	l.round = [2]float64{l.menu.Right() + 2*p.gap, mid}
	l.speedAt = [2]float64{w - p.margin, mid}
	sw := (w - 2*p.margin - 3*p.gap) / 4
	for i := range l.speeds {
		l.speeds[i] = sprites.Rect{X: p.margin + float64(i)*(sw+p.gap), Y: l.menu.Bottom() + p.gap, W: sw, H: p.touch}
	}
	top := l.speeds[0].Bottom() + 2*p.gap
	l.placeBank(w/2, top)
	l.linkAt = [2]float64{p.margin, top + 10*p.c}
	lh := p.legendHeight(app, legend, w-2*p.margin)
	l.legend = sprites.Rect{X: p.margin, Y: h - p.margin - lh, W: w - 2*p.margin, H: lh}
	l.promptW = w - 2*p.margin
	l.prompt = [2]float64{w / 2, l.legend.Y - p.gap - 20*p.c}
	grid := sprites.Rect{X: p.margin, Y: top + l.bankHeight() + p.gap, W: w - 2*p.margin}
	grid.H = l.prompt[1] - 22*p.c - p.gap - grid.Y
	l.gridSeats(grid, n, 2, p)
	return l
}

// layoutKopilkaLandscape is Kopilka on a phone held sideways: the
// buttons along the top, the bank, the prompt and the legend in a
// column on the left, the seats in a grid on the right.
func layoutKopilkaLandscape(app *App, n int, legend []string) kopLayout {
	p := newKopPhone(app)
	w, h := app.W, app.H
	l := p.start()
	l.menu = sprites.Rect{X: p.margin, Y: p.gap, W: drawerButtonW * p.touch, H: p.touch}
	mid := l.menu.Y + p.touch/2
	l.round = [2]float64{l.menu.Right() + 2*p.gap, mid}
	sw := drawerButtonW * p.touch
	x0 := w - p.margin - 4*sw - 3*p.gap
	for i := range l.speeds {
		l.speeds[i] = sprites.Rect{X: x0 + float64(i)*(sw+p.gap), Y: l.menu.Y, W: sw, H: p.touch}
	}
	l.speedAt = [2]float64{x0 - p.gap, mid}
	top := l.menu.Bottom() + 2*p.gap
	colW := math.Min(240*p.c, w*0.3)
	l.placeBank(p.margin+colW/2, top)
	l.linkAt = [2]float64{p.margin, top + 10*p.c}
	l.promptW = colW
	l.prompt = [2]float64{p.margin + colW/2, top + l.bankHeight() + p.gap + 20*p.c}
	lh := p.legendHeight(app, legend, colW)
	l.legend = sprites.Rect{X: p.margin, Y: h - p.margin - lh, W: colW, H: lh}
	cols := 3
	if n <= 4 {
		cols = 2
	}
	grid := sprites.Rect{X: p.margin + colW + 2*p.gap, Y: top, H: h - p.margin - top}
	grid.W = w - p.margin - grid.X
	l.gridSeats(grid, n, cols, p)
	return l
}

// gridSeats lays n seats into grid, cols a row, row by row from seat 1
// with the person's seat 0 last; a last row of one seat is centred.
// Each cell holds the seat's box and, on its right, the seat's card.
func (l *kopLayout) gridSeats(grid sprites.Rect, n, cols int, p kopPhone) {
	rows := (n + cols - 1) / cols
	cellW := (grid.W - float64(cols-1)*p.gap) / float64(cols)
	cellH := math.Min(110*p.c, grid.H/float64(rows))
	l.cardH = math.Min(cellH-p.gap, 84*p.c)
	cw := l.cardH * sprites.CardAspect
	l.seats = make([]sprites.Rect, n)
	l.cards = make([]sprites.Rect, n)
	for seat := 0; seat < n; seat++ {
		at := (seat - 1 + n) % n
		row, col := at/cols, at%cols
		x := grid.X + float64(col)*(cellW+p.gap)
		if row == rows-1 && n%cols == 1 {
			x = grid.X + (grid.W-cellW)/2
		}
		y := grid.Y + float64(row)*cellH
		l.seats[seat] = sprites.Rect{X: x, Y: y + p.gap/2, W: cellW - cw - p.gap, H: cellH - p.gap}
		l.cards[seat] = sprites.Rect{X: x + cellW - cw, Y: y + (cellH-l.cardH)/2, W: cw, H: l.cardH}
	}
}
