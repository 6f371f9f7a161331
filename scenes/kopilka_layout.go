package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// kopLayout is where everything of the Kopilka table goes, in screen
// pixels, for the current screen and number of seats. It is made when
// the screen size changes (build), never while drawing.
type kopLayout struct {
	f      Frame
	table  sprites.Rect   // the oval felt
	seats  []sprites.Rect // every seat's box
	cards  []sprites.Rect // every seat's card slot
	cardH  float64
	bankX  float64
	bankY  float64
	bankR  float64
	chipR  float64
	prompt [2]float64 // where the person's prompt (or a problem) is centred
	round  [2]float64 // the round counter's left end
	// promptW is the prompt's widest line (0: as wide as it is).
	promptW float64
	// menu and speeds are the buttons; speedAt is where the speed's
	// label ends on the right, linkAt where the connection's line starts.
	menu            sprites.Rect
	speeds          [len(kopSpeeds)]sprites.Rect
	speedAt, linkAt [2]float64
	// legend, when not empty, is the one box a phone's legend fills
	// (both lists, one under the other); else it takes the desktop's two
	// corners.
	legend sprites.Rect
	// chip is one chip, drawn once per screen size and stamped.
	chip *ebiten.Image
}

// kopMinText is the smallest text on the table, in design units: at
// 800×600 (unit 0.625) it is still 11 px and more.
const kopMinText = 18

// layoutKopilka lays n seats round the oval: seat 0 at the bottom, the
// others clockwise (to its left first), each with its card between it
// and the bank. A phone gets its own table (kopilka_layout_phone.go), a
// tablet this one with a finger's buttons; legend is the legend's items,
// which a phone's layout makes room for.
func layoutKopilka(app *App, n int, legend []string) kopLayout {
	switch shapeOf(app.W, app.H, app.Scale) {
	case shapePortraitPhone:
		return layoutKopilkaPortrait(app, n, legend)
	case shapeLandscapePhone:
		return layoutKopilkaLandscape(app, n, legend)
	}
	f := FrameOf(app)
	l := kopLayout{f: f}
	const cx, cy, rx, ry = 640.0, 432.0, 540.0, 292.0
	l.table = f.Rect(cx-rx+70, cy-ry+40, 2*(rx-70), 2*(ry-40))
	l.bankX, l.bankY = f.Pt(cx, cy-8)
	l.bankR = 62 * f.U
	l.cardH = 84
	switch {
	case n > 12:
		l.cardH = 62
	case n > 8:
		l.cardH = 72
	}
	l.cardH *= f.U
	l.chipR = 9 * f.U
	bw, bh := 168.0, 80.0
	for i := 0; i < n; i++ {
		a := math.Pi/2 + float64(i)*2*math.Pi/float64(n)
		sx, sy := cx+rx*math.Cos(a), cy+ry*math.Sin(a)
		l.seats = append(l.seats, f.Rect(sx-bw/2, sy-bh/2, bw, bh))
		kx, ky := cx+rx*0.64*math.Cos(a), cy+ry*0.57*math.Sin(a)
		ch := l.cardH / f.U
		cw := ch * sprites.CardAspect
		l.cards = append(l.cards, f.Rect(kx-cw/2, ky-ch/2, cw, ch))
	}
	// Below the bottom seat: clear of every card and seat.
	l.prompt[0], l.prompt[1] = f.Pt(cx, 774)
	// The buttons along the top, a finger's height on a tablet.
	btnH := 44.0
	if shapeOf(app.W, app.H, app.Scale) == shapeTablet {
		btnH = max(btnH, touchCSS*max(1, app.Scale)/f.U)
	}
	l.menu = f.Rect(24, 16, 120, btnH)
	for i := range l.speeds {
		l.speeds[i] = f.Rect(760+float64(i)*126, 16, 118, btnH)
	}
	l.round[0], l.round[1] = f.Pt(170, 16+btnH/2)
	l.speedAt[0], l.speedAt[1] = f.Pt(748, 16+btnH/2)
	l.linkAt[0], l.linkAt[1] = f.Pt(170, 16+btnH/2+32)
	return l
}

// cardRect is seat's card slot (an empty rectangle for no seat).
func (l *kopLayout) cardRect(seat int) sprites.Rect {
	if seat < 0 || seat >= len(l.cards) {
		return sprites.Rect{}
	}
	return l.cards[seat]
}

// placeOf is the centre of a seat's chip stack, or of the bank (-1).
func (l *kopLayout) placeOf(seat int) (float64, float64) {
	if seat < 0 || seat >= len(l.seats) {
		return l.bankX, l.bankY
	}
	r := l.seats[seat]
	return r.X + 24*l.f.U, r.Y + r.H - 16*l.f.U
}

// A seat's chip stack: at most kopStackMax chips drawn, each
// kopStackStep design units above the last. From its base in
// placeOf, the tallest stack stays below the seat's name.
const (
	kopStackMax  = 6
	kopStackStep = 4.0
)

// build lays the table out and makes its controls for the screen size.
func (k *Kopilka) build() {
	app := k.app
	k.lay = layoutKopilka(app, len(k.setup.Seats), k.legendItems())
	d := int(math.Ceil(2*k.lay.chipR)) + 2
	if k.lay.chip == nil || k.lay.chip.Bounds().Dx() != d {
		k.lay.chip = ebiten.NewImage(d, d)
		c := float64(d) / 2
		app.Paint.FillCircle(k.lay.chip, c, c, k.lay.chipR, kopChipRim)
		app.Paint.FillCircle(k.lay.chip, c, c, k.lay.chipR*0.72, sprites.Gold)
		app.Paint.FillCircle(k.lay.chip, c, c, k.lay.chipR*0.36, kopChipRim)
	}
	cs := k.form.Controls[:0]
	cs = append(cs, Control{ID: idKopMenu, Kind: KindButton, Rect: k.lay.menu, Label: app.T(i18n.BtnMenu), Enabled: true})
	labels := [...]i18n.Key{i18n.SpeedSlow, i18n.SpeedNormal, i18n.SpeedFast, i18n.KopInstant}
	for i, s := range kopSpeeds {
		cs = append(cs, Control{ID: idKopSpeed + int(s), Kind: KindButton, Rect: k.lay.speeds[i],
			Label: app.T(labels[i]), Enabled: true, Primary: s == k.speed})
	}
	k.form.Controls = cs
	k.form.Focus = -1
	k.built = [3]float64{app.W, app.H, app.Scale}
}
