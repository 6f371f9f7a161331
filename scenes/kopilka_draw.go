package scenes

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Colours of the Kopilka table.
var (
	kopChipRim = color.RGBA{0x9a, 0x6b, 0x12, 0xff}
	kopPig     = color.RGBA{0xf0, 0x9c, 0xb0, 0xff}
	kopPigDark = color.RGBA{0xc8, 0x6a, 0x84, 0xff}
	kopRim     = color.RGBA{0x5a, 0x34, 0x1c, 0xff}
	kopSeat    = color.RGBA{0x0c, 0x2a, 0x1a, 0xe0}
)

// draw draws the whole table from the shown state.
func (k *Kopilka) draw(dst *ebiten.Image) {
	app, l, u := k.app, &k.lay, k.lay.f.U
	app.Backdrop.Draw(dst)
	if l.table.W > 0 { // a phone's seats lie in a grid, without the oval
		rim := l.table
		rim.X, rim.Y, rim.W, rim.H = rim.X-14*u, rim.Y-14*u, rim.W+28*u, rim.H+28*u
		app.Paint.FillRoundRect(dst, rim, rim.H/2, kopRim)
		app.Paint.FillRoundRect(dst, l.table, l.table.H/2, sprites.Felt)
	}
	k.drawBank(dst)
	if n := len(k.setup.Seats); len(k.lay.seats) < n || len(k.lay.cards) < n || len(k.shown.status) < n || len(k.shown.chips) < n || len(k.shown.cards) < n {
		return // no Update has laid the game out yet (a browser may draw first)
	}
	for seat := range k.setup.Seats {
		k.drawSeat(dst, seat)
	}
	for seat := range k.setup.Seats {
		k.drawCard(dst, seat)
	}
	k.drawFlights(dst)
	k.drawLegend(dst)
	DrawForm(dst, app, &k.form)
	sprites.DrawText(dst, app.Cat.F(i18n.KopRound, k.shown.round), app.Fonts.Face(26*u, sprites.Bold), l.round[0], l.round[1], sprites.AlignLeft, sprites.Ink)
	if text := k.linkText(); text != "" {
		ink := sprites.InkDim
		if k.conn.link != match.LinkConnected {
			ink = sprites.Danger
		}
		sprites.DrawText(dst, text, app.Fonts.Face(kopMinText*u, sprites.Regular), l.linkAt[0], l.linkAt[1], sprites.AlignLeft, ink)
	}
	sprites.DrawText(dst, app.T(i18n.KopSpeed), app.Fonts.Face(kopMinText*u, sprites.Regular), l.speedAt[0], l.speedAt[1], sprites.AlignRight, sprites.InkDim)
	if k.prompting >= 0 {
		text := app.Cat.About(i18n.KopRevealSeat, k.person(k.prompting))
		last := k.drawPrompt(dst, text, app.Fonts.Face(20*u, sprites.Bold), sprites.Gold)
		bar := sprites.Rect{X: l.prompt[0] - 120*u, Y: last + 14*u, W: 240 * u, H: 4 * u}
		app.Paint.FillRect(dst, bar, sprites.FeltDark)
		bar.W *= 1 - float64(k.wait)/float64(k.speed.autoReveal())
		app.Paint.FillRect(dst, bar, sprites.Gold)
	}
	if k.err != "" && k.prompting < 0 {
		k.drawPrompt(dst, k.err, app.Fonts.Face(kopMinText*u, sprites.Regular), sprites.Danger)
	}
}

// drawPrompt draws the prompt's line (or a problem) centred on its
// place, wrapped to the layout's width for it (a phone's), and returns
// the middle of its last line.
func (k *Kopilka) drawPrompt(dst *ebiten.Image, text string, face *sprites.Face, ink color.Color) float64 {
	l := &k.lay
	lines := []string{text}
	if l.promptW > 0 {
		lines = sprites.Wrap(text, face, l.promptW)
	}
	lh := face.Size * 1.25
	y := l.prompt[1] - lh*float64(len(lines)-1)/2
	for i, s := range lines {
		sprites.DrawText(dst, s, face, l.prompt[0], y+lh*float64(i), sprites.AlignCenter, ink)
	}
	return y + lh*float64(len(lines)-1)
}

// drawBank draws the piggy bank and its chips.
func (k *Kopilka) drawBank(dst *ebiten.Image) {
	app, l, u := k.app, &k.lay, k.lay.f.U
	x, y, r := l.bankX, l.bankY, l.bankR
	body := sprites.Rect{X: x - r*1.15, Y: y - r*0.8, W: r * 2.3, H: r * 1.6}
	for _, dx := range [...]float64{-0.7, 0.45} {
		app.Paint.FillRoundRect(dst, sprites.Rect{X: x + dx*r, Y: y + r*0.55, W: r * 0.3, H: r * 0.45}, r*0.08, kopPigDark)
	}
	app.Paint.FillRoundRect(dst, sprites.Rect{X: x + r*0.55, Y: y - r*0.95, W: r * 0.35, H: r * 0.4}, r*0.12, kopPigDark)
	app.Paint.FillRoundRect(dst, body, r*0.8, kopPig)
	app.Paint.FillRoundRect(dst, sprites.Rect{X: x + r*1.0, Y: y - r*0.25, W: r * 0.35, H: r * 0.45}, r*0.15, kopPigDark)
	app.Paint.FillRoundRect(dst, sprites.Rect{X: x - r*0.3, Y: y - r*0.72, W: r * 0.6, H: r * 0.1}, r*0.05, kopPigDark)
	sprites.DrawText(dst, strconv.Itoa(k.shown.bank), app.Fonts.Face(34*u, sprites.Bold), x, y+4*u, sprites.AlignCenter, sprites.FeltDark)
	sprites.DrawText(dst, app.T(i18n.KopBank), app.Fonts.Face(kopMinText*u, sprites.Bold), x, y+r*0.8+22*u, sprites.AlignCenter, sprites.Ink)
}

// drawSeat draws a seat's box: its name, its chips and its standing.
func (k *Kopilka) drawSeat(dst *ebiten.Image, seat int) {
	app, l, u := k.app, &k.lay, k.lay.f.U
	r := l.seats[seat]
	st := k.shown.status[seat]
	app.Paint.FillRoundRect(dst, r, 10*u, kopSeat)
	edge, word, ink := sprites.InkFaint, app.T(i18n.KopAlive), sprites.InkDim
	switch {
	case st == engine.SeatDead:
		edge, word, ink = sprites.InkFaint, app.T(i18n.KopDead), sprites.InkFaint
	case st == engine.SeatOut:
		edge, word, ink = sprites.Danger, app.T(i18n.KopOut), sprites.Danger
	case k.shown.active == seat:
		edge = sprites.Gold
	}
	app.Paint.StrokeRoundRect(dst, r, 10*u, 2*u, edge)
	if key, ok := k.awayKey(seat); ok {
		word, ink = app.T(key), sprites.Gold
	}
	name := sprites.Ink
	if st != engine.SeatAlive {
		name = sprites.InkFaint
	}
	sprites.DrawText(dst, k.names[seat], app.Fonts.Face(20*u, sprites.Bold), r.X+10*u, r.Y+16*u, sprites.AlignLeft, name)
	sprites.DrawText(dst, word, app.Fonts.Face(kopMinText*u, sprites.Regular), r.Right()-10*u, r.Y+r.H-16*u, sprites.AlignRight, ink)
	n := k.shown.chips[seat]
	cx, cy := l.placeOf(seat)
	for i := 0; i < min(n, kopStackMax); i++ {
		k.stampChip(dst, cx, cy-float64(i)*kopStackStep*u)
	}
	sprites.DrawText(dst, strconv.Itoa(n), app.Fonts.Face(24*u, sprites.Bold), cx+16*u, cy-10*u, sprites.AlignLeft, sprites.Gold)
}

// stampChip draws one chip centred at x, y.
func (k *Kopilka) stampChip(dst *ebiten.Image, x, y float64) {
	var op ebiten.DrawImageOptions
	h := float64(k.lay.chip.Bounds().Dx()) / 2
	op.GeoM.Translate(math.Round(x-h), math.Round(y-h))
	dst.DrawImage(k.lay.chip, &op)
}

// drawCard draws a seat's face-up card: dimmed once settled, lifted
// while it settles, glowing while a person may reveal it.
func (k *Kopilka) drawCard(dst *ebiten.Image, seat int) {
	s := &k.shown
	c := s.cards[seat]
	if c == engine.NoCard || !s.dealt[seat] {
		return
	}
	app, u := k.app, k.lay.f.U
	r := k.lay.cards[seat]
	d := sprites.CardDraw{X: r.X, Y: r.Y, H: r.H}
	switch {
	case s.settled[seat]:
		d.Tint = 0.35
	case s.active == seat:
		d.Y -= 10 * u
		app.Paint.FillRoundRect(dst, sprites.Rect{X: d.X - 5*u, Y: d.Y - 5*u, W: r.W + 10*u, H: r.H + 10*u}, 8*u, sprites.Gold)
	case k.prompting == seat:
		app.Paint.StrokeRoundRect(dst, sprites.Rect{X: d.X - 5*u, Y: d.Y - 5*u, W: r.W + 10*u, H: r.H + 10*u}, 8*u, 3*u, sprites.Gold)
	}
	app.Cards.Draw(dst, c.Face(), d)
}

// drawFlights draws the cards being dealt and the chips on their way.
func (k *Kopilka) drawFlights(dst *ebiten.Image) {
	l, u := &k.lay, k.lay.f.U
	for _, f := range k.shown.flights {
		t := f.progress()
		if t < 0 {
			continue
		}
		t = sprites.EaseInOutCubic(t)
		if f.card != engine.NoCard {
			to := l.cards[f.to]
			fx, fy := l.seats[f.from].Center()
			fx, fy = fx-to.W/2, fy-to.H/2
			x, y := fx+(to.X-fx)*t, fy+(to.Y-fy)*t
			k.app.Cards.Draw(dst, f.card.Face(), sprites.CardDraw{X: x, Y: y, H: to.H})
			continue
		}
		x0, y0 := l.placeOf(f.from)
		x1, y1 := l.placeOf(f.to)
		k.stampChip(dst, x0+(x1-x0)*t, y0+(y1-y0)*t-math.Sin(math.Pi*t)*40*u)
	}
}

// sharedScreen reports whether more than one person plays at this
// screen (a prompt then names whose card waits).
func (k *Kopilka) sharedScreen() bool {
	n := 0
	for _, p := range k.persons {
		if p {
			n++
		}
	}
	return n > 1
}

// person is a seat as the table's messages name it: the one person
// playing at this screen is "you"; any other seat goes by its name.
func (k *Kopilka) person(seat int) i18n.Person {
	if seat >= 0 && seat < len(k.persons) && k.persons[seat] && !k.sharedScreen() {
		return i18n.Person{You: true}
	}
	if seat < 0 || seat >= len(k.names) {
		return i18n.Person{Name: "?"}
	}
	return i18n.Person{Name: k.names[seat], Gender: i18n.NameGender(k.names[seat])}
}
