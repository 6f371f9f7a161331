package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// revealRow is one seat's line at the hand-end reveal: its name, the
// cards it was left holding with their value, and its result for the
// hand.
type revealRow struct {
	seat         int
	name         string
	cards        []engine.Card
	left, result string
	winner       bool
}

// revealRows prepares the reveal's rows (in Update: Draw formats
// nothing), every seat in seat order, from the finished position's hands
// and the hand's result.
func (t tableHUD) revealRows(out []revealRow) []revealRow {
	if t.reveal.result == nil || t.view.Hands == nil {
		return out
	}
	cat := t.app.Cat
	for seat, cards := range t.view.Hands {
		row := revealRow{seat: seat, name: t.seatName(seat), cards: cards, winner: seat == t.reveal.result.Winner}
		row.left = cat.F(i18n.RevealCardsLeft, len(cards), t.view.Rules.HandValue(cards))
		if row.winner && len(cards) == 0 {
			row.left = cat.T(i18n.RevealWentOut)
		}
		if seat < len(t.reveal.result.Scores) {
			row.result = cat.F(i18n.RevealHandScore, t.reveal.result.Scores[seat])
		}
		out = append(out, row)
	}
	return out
}

// revealSpot is where one reveal row goes: the name's box, each card's
// rectangle and the box of the value and result, side by side so that
// no label lies over a card.
type revealSpot struct {
	name, info sprites.Rect
	cards      []sprites.Rect
}

// revealLayout lays out rows with counts[i] cards each in area, cards at
// most maxH tall, u the layout unit: a column of names, the cards, and a
// column of values and results.
func revealLayout(area sprites.Rect, counts []int, maxH, u float64) []revealSpot {
	nameW, infoW, gap := 150*u, 200*u, 14*u
	cardsW := area.W - nameW - infoW - 2*gap
	rows := max(1, len(counts))
	most := 1
	for _, n := range counts {
		most = max(most, n)
	}
	rowGap := 8 * u
	h := math.Min(maxH, (area.H-rowGap*float64(rows-1))/float64(rows))
	h = math.Min(h, cardsW/sprites.CardAspect)
	w := h * sprites.CardAspect
	step := w * 0.55
	if most > 1 {
		step = math.Min(step, (cardsW-w)/float64(most-1))
	}
	// The block is as wide as its longest row needs, centred.
	used := w + step*float64(most-1)
	x0 := area.X + (area.W-(nameW+gap+used+gap+infoW))/2
	cardsX := x0 + nameW + gap
	spots := make([]revealSpot, len(counts))
	y := area.Y
	for i, n := range counts {
		s := revealSpot{
			name: sprites.Rect{X: x0, Y: y, W: nameW, H: h},
			info: sprites.Rect{X: cardsX + used + gap, Y: y, W: infoW, H: h},
		}
		for k := 0; k < n; k++ {
			s.cards = append(s.cards, sprites.Rect{X: cardsX + float64(k)*step, Y: y, W: w, H: h})
		}
		spots[i] = s
		y += h + rowGap
	}
	return spots
}

// revealArea is the part of the screen the reveal's rows fill.
func (t tableArt) revealArea() sprites.Rect {
	u := t.lay.u
	top := t.lay.Melds.Y + 36*u
	return sprites.Rect{X: t.lay.Screen.W * 0.05, Y: top, W: t.lay.Screen.W * 0.9, H: t.lay.Screen.Bottom() - 56*u - top}
}

// drawReveal shows, covering the table, who went out and, for every
// seat, the cards it was left holding with their value and its result
// for the hand (the hand-end reveal).
func (t tableArt) drawReveal(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	app.Paint.FillRect(dst, t.lay.Screen, color.RGBA{0x04, 0x14, 0x0b, 0xff}) // nothing of the table shows under the labels
	x, _ := t.lay.Screen.Center()
	sprites.DrawText(dst, t.reveal.title, app.Fonts.Face(28*u, sprites.Bold), x, t.lay.Melds.Y, sprites.AlignCenter, sprites.Gold)
	rows := t.texts.reveal
	counts := make([]int, len(rows))
	for i, r := range rows {
		counts[i] = len(r.cards)
	}
	spots := revealLayout(t.art().revealArea(), counts, t.lay.MeldH, u)
	small := app.Fonts.Face(13*u, sprites.Regular)
	for i, r := range rows {
		s := spots[i]
		ink := sprites.Ink
		if r.winner {
			ink = sprites.Gold
		}
		_, cy := s.name.Center()
		sprites.DrawText(dst, r.name, t.art().fitBold(r.name, 15*u, s.name.W), s.name.X, cy, sprites.AlignLeft, ink)
		for k, c := range r.cards {
			cr := s.cards[k]
			app.Cards.Draw(dst, c.Face(), sprites.CardDraw{X: cr.X, Y: cr.Y, H: cr.H})
		}
		sprites.DrawText(dst, r.left, small, s.info.X, cy-9*u, sprites.AlignLeft, sprites.InkDim)
		sprites.DrawText(dst, r.result, app.Fonts.Face(14*u, sprites.Bold), s.info.X, cy+10*u, sprites.AlignLeft, ink)
	}
	sprites.DrawText(dst, app.T(i18n.TableSeeScores), app.Fonts.Face(14*u, sprites.Regular), x, t.lay.Screen.Bottom()-24*u, sprites.AlignCenter, sprites.InkDim)
}

// fitBold is the bold face of size, smaller where text would be wider
// than w.
func (t tableArt) fitBold(text string, size, w float64) *sprites.Face {
	face := t.app.Fonts.Face(size, sprites.Bold)
	if tw, _ := sprites.Measure(text, face); tw > w {
		face = t.app.Fonts.Face(math.Max(9*t.lay.u, math.Floor(size*w/tw)), sprites.Bold)
	}
	return face
}

// formInput is the tick's input for the table's buttons. While the
// hand's end (or the curtain of a shared screen) waits for a click
// anywhere, Enter does what that click does, never press the button
// that kept the focus from an earlier click (issue 24, item 3: Enter on
// a lesson's last reveal pressed "?" instead of going on).
func (t tableHUD) formInput(in *Input) sprites.FormInput {
	f := in.Form()
	if t.reveal.result != nil || t.curtain {
		f.Keys &^= sprites.FormActivate
	}
	return f
}

// revealWaits reports whether the hand's end stays on screen this tick.
// A click or Enter goes on; a person at this screen is waited for (they
// read the hands at their pace: it moved on by itself after 150 ticks);
// a table of bots only goes on after its pause.
func (t tableHUD) revealWaits(in *Input) bool {
	switch {
	case in.Tap || in.Has(IntentActivate):
		return false
	case t.viewerKind() == Human:
		return true
	case t.reveal.left > 0:
		t.reveal.left--
		return true
	}
	return false
}
