package scenes

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Draw draws the table, and on a phone the side panel's drawer over
// it when open. It changes nothing.
func (t *Table) Draw(dst *ebiten.Image) {
	if d := t.hud().drawer(); d.showing() {
		d.drawOver(dst)
		return
	}
	t.art().drawTable(dst)
}

// drawTable draws the table itself.
func (t tableArt) drawTable(dst *ebiten.Image) {
	t.backdrop.Draw(dst)
	if t.laid.w == 0 {
		return
	}
	app := t.app
	u := t.lay.u
	t.art().drawPanels(dst)
	for seat := 0; seat < t.game.Players(); seat++ {
		t.art().drawSeat(dst, seat)
	}
	t.art().drawTurnCue(dst)
	t.art().drawPiles(dst)
	t.art().drawTargets(dst)
	var held *cardSprite
	for _, s := range t.anim.drawList {
		if t.chooser().choosing() && s.card == t.choice.card {
			held = s // drawn last, over the lit places
			continue
		}
		t.art().drawCard(dst, s)
	}
	t.art().drawLitTarget(dst)
	if t.chooser().choosing() {
		t.art().drawChoice(dst)
		if held != nil {
			t.art().drawCard(dst, held)
		}
	}
	t.art().drawCursor(dst)
	t.assist().draw(dst)
	tag := app.Fonts.Face(12*u, sprites.Bold)
	for _, m := range t.anim.meldTags {
		sprites.DrawText(dst, m.text, tag, m.x, m.y, sprites.AlignCenter, sprites.Gold)
	}
	for _, o := range t.anim.ownerTags {
		sprites.DrawText(dst, o.text, tag, o.x, o.y, sprites.AlignLeft, sprites.InkDim)
	}
	for i := range t.anim.fx {
		f := &t.anim.fx[i]
		if !f.tw.Started() {
			continue
		}
		p := f.tw.Pose()
		app.Cards.Draw(dst, f.face, sprites.CardDraw{X: p.X, Y: p.Y, H: p.H, FaceDown: !f.faceUp})
	}
	t.art().drawPointsCue(dst)
	t.art().drawCut(dst)
	if t.gesture.drag.Phase == sprites.DragMoving && t.gesture.drag.Source == sprites.FromStock {
		p := t.gesture.drag.Lead(t.pointer().heldHeight())
		app.Cards.Draw(dst, 0, sprites.CardDraw{X: p.X, Y: p.Y, H: p.H, FaceDown: true})
	}
	if t.gesture.lassoOn && t.gesture.lasso.W > 2 {
		app.Paint.FillRoundRect(dst, t.gesture.lasso, 4*u, color.RGBA{0x1c, 0x18, 0x0a, 0x30})
		app.Paint.StrokeRoundRect(dst, t.gesture.lasso, 4*u, 1.5*u, sprites.Gold)
	}
	t.art().drawStatus(dst)
	t.art().drawStagingFix(dst)
	if t.gesture.pileHover && t.reveal.result == nil {
		t.art().drawPileHistory(dst)
	}
	DrawForm(dst, app, &t.form)
	if t.reveal.result != nil && t.view.Hands != nil && !t.animating() {
		t.art().drawReveal(dst)
		if t.assistS.hint != nil {
			t.assist().drawLine(dst, t.assistS.hintText)
		}
	}
	if t.curtain {
		t.art().drawCurtain(dst)
	}
	if t.toast.left > 0 && t.toast.text != "" {
		t.art().drawToast(dst)
	}
	t.netView().drawNet(dst)
	if t.assistS.help {
		t.assist().drawHelp(dst)
	}
}

// drawCard draws one card sprite where it is now.
func (t tableArt) drawCard(dst *ebiten.Image, s *cardSprite) {
	app := t.app
	p := s.pose()
	if s.card == t.gesture.hoverCard && t.gesture.idle() {
		p.Y -= t.lay.HandH * 0.05
	}
	p.Y -= t.assist().lift(s.card)
	if bandOf(s.z) >= zHeld {
		app.Paint.Shadow(dst, p.Rect(), p.H*0.05, p.H*0.08)
	}
	app.Cards.Draw(dst, s.card.Face(), sprites.CardDraw{X: p.X, Y: p.Y, H: p.H, Angle: p.Angle, FaceDown: !s.showsFace()})
	if t.hand.Selected(s.card) {
		// A selected card lifts and wears a double frame: the shape tells
		// it from a drop target's single frame without its colour.
		app.Paint.StrokeRoundRect(dst, p.Rect().Inset(-1.5*t.lay.u), p.H*0.06, 3*t.lay.u, sprites.MarkSelected)
		app.Paint.StrokeRoundRect(dst, p.Rect().Inset(3*t.lay.u), p.H*0.05, 1.5*t.lay.u, sprites.MarkSelected)
	}
}

// drawChoice lights up the places the card of a choice may go: each
// meld glows and a gold bar marks each open end; the place under the
// pointer (or the keys' cursor) fills, with a ghost card where the card
// would lie.
func (t tableArt) drawChoice(dst *ebiten.Image) {
	u := t.lay.u
	ch := &t.choice
	paint := t.app.Paint
	for _, s := range ch.spots {
		r := t.anim.meldRect(s.meld).Inset(-4 * u)
		paint.FillRoundRect(dst, r, 8*u, color.RGBA{0x10, 0x10, 0x0c, 0x10})
		paint.StrokeRoundRect(dst, r, 8*u, 2*u, sprites.MarkTarget)
	}
	for i, s := range ch.spots {
		r := t.anim.meldRect(s.meld)
		hot := i == ch.hover || (ch.keyed && i == ch.cursor)
		bw := 6 * u
		if hot {
			paint.FillRoundRect(dst, s.hit, 8*u, color.RGBA{0x5a, 0x4c, 0x1c, 0x60})
			paint.StrokeRoundRect(dst, s.slot, s.slot.H*0.06, 3*u, sprites.MarkTarget)
			bw = 9 * u
		}
		bar := sprites.Rect{X: r.Right() + 6*u, Y: r.Y - r.H*0.08, W: bw, H: r.H * 1.16}
		if s.front {
			bar.X = r.X - 6*u - bw
		}
		paint.FillRoundRect(dst, bar, bw/2, sprites.MarkTarget)
	}
}

// drawPanels draws the meld area, the staging row, the info panel and the log.
func (t tableArt) drawPanels(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	p := app.Paint
	p.FillRoundRect(dst, t.lay.Melds.Inset(-6*u), 14*u, color.RGBA{0x00, 0x10, 0x08, 0x40})
	if len(t.view.Table) == 0 && !t.cutter().personCuts() {
		x, y := t.lay.Melds.Center()
		sprites.DrawText(dst, app.T(i18n.TableNoMelds), app.Fonts.Face(16*u, sprites.Regular), x, y, sprites.AlignCenter, sprites.InkFaint)
	}
	t.art().drawStagingRow(dst)
	t.art().drawInfo(dst)
	lf := app.Fonts.Face(12.5*u, sprites.Regular)
	ly := t.lay.Log.Bottom() - 10*u
	for i := t.log.n - 1; i >= 0 && ly-lf.Size/2 >= t.lay.Log.Y-2*u; i-- {
		ink := sprites.InkDim
		if i == t.log.n-1 {
			ink = sprites.Ink
		}
		sprites.DrawText(dst, sprites.Ellipsize(t.log.lines[i], lf, t.lay.Log.W), lf, t.lay.Log.X, ly, sprites.AlignLeft, ink)
		ly -= max(17*u, lf.Size*1.15) // rows no closer than the text's size (issue 29)
	}
}

// drawSeat draws a seat's badge and, for opponents, their fanned backs.
func (t tableArt) drawSeat(dst *ebiten.Image, seat int) {
	app := t.app
	u := t.lay.u
	spot := t.lay.Seats[t.layouter().rel(seat)]
	count := t.layouter().shownCount(seat)
	if seat != t.viewer {
		n := min(count, 12)
		h := t.lay.OppH
		w := h * sprites.CardAspect
		step := math.Min(w*0.28, spot.Badge.W*0.8/math.Max(1, float64(n)))
		x0 := spot.FanX - (w+step*float64(n-1))/2
		for i := 0; i < n; i++ {
			a := (float64(i) - float64(n-1)/2) * 0.05
			app.Cards.Draw(dst, 0, sprites.CardDraw{X: x0 + step*float64(i), Y: spot.FanY + math.Abs(a)*h*0.4, H: h, Angle: a, FaceDown: true})
		}
	}
	b := spot.Badge
	active := t.judge().activeSeat() == seat
	fill := color.RGBA{0x06, 0x1a, 0x10, 0xd0}
	app.Paint.FillRoundRect(dst, b, 10*u, fill)
	if active {
		// The ring and a bar down the badge's left edge: a shape as well
		// as a colour says whose turn it is.
		app.Paint.StrokeRoundRect(dst, b.Inset(-1*u), 10*u, 2.5*u, sprites.SeatActive)
		app.Paint.FillRoundRect(dst, sprites.Rect{X: b.X - 7*u, Y: b.Y + b.H*0.2, W: 4 * u, H: b.H * 0.6}, 2*u, sprites.SeatActive)
	}
	name := app.Fonts.Face(14*u, sprites.Bold)
	small := app.Fonts.Face(12*u, sprites.Regular)
	ax := t.drawAvatar(dst, seat, b)
	row1, row2 := b.Y+b.H*0.32, b.Y+b.H*0.73
	one := t.view.OneCard(seat)
	// The second line's left part ends short of the "down" mark on its
	// right (issue 29: "bot · nor" had "down" printed over it).
	room2 := t.art().row2Room(seat, ax)
	if t.art().wideBadge(seat, ax) {
		sprites.DrawText(dst, t.texts.names[seat], name, ax, row1, sprites.AlignLeft, sprites.Ink)
		sprites.DrawText(dst, t.texts.counts[seat], small, b.Right()-10*u, row1, sprites.AlignRight, sprites.InkDim)
		if !one { // the second line says "one card left!" instead
			sprites.DrawText(dst, clip(t.texts.kinds[seat], small, room2), small, ax, row2, sprites.AlignLeft, sprites.InkDim)
		}
	} else {
		// A narrow badge (many seats, a small screen): the name has the
		// first line, the card count the second; the kind is left out.
		name = sprites.FitFace(app.Fonts, t.texts.names[seat], 14*u, sprites.Bold, b.Right()-6*u-ax)
		sprites.DrawText(dst, sprites.Ellipsize(t.texts.names[seat], name, b.Right()-6*u-ax), name, ax, row1, sprites.AlignLeft, sprites.Ink)
		if !one {
			sprites.DrawText(dst, clip(t.texts.counts[seat], small, room2), small, ax, row2, sprites.AlignLeft, sprites.InkDim)
		}
	}
	if label := t.art().openedLabel(seat); label != "" {
		sprites.DrawText(dst, label, small, b.Right()-10*u, row2, sprites.AlignRight, sprites.Gold)
	}
	if one {
		// LIV-OUT-4: a seat with one card left signals it to the table,
		// inside its badge (below it the line ran into the owner labels
		// over the melds: issue 24 item 11).
		app.Paint.StrokeRoundRect(dst, b.Inset(-4*u), 12*u, 2*u, sprites.Fade(sprites.SeatOneCard, 0.4+0.6*pulse(t.app.Settings, t.app.Tick)))
		r := t.art().oneCardRect(seat)
		sprites.DrawText(dst, app.T(i18n.TableOneCard), t.art().oneCardFace(seat), r.X, r.Y+r.H/2, sprites.AlignLeft, sprites.SeatOneCard)
	}
}

// drawPiles draws the stock with its count and the discard pile's place.
func (t tableArt) drawPiles(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	s := t.lay.Stock
	small := app.Fonts.Face(12*u, sprites.Regular)
	app.Paint.StrokeRoundRect(dst, t.lay.Discard, s.H*0.05, 1.5*u, sprites.PanelLine)
	if n := t.view.StockSize; n > 0 && !t.cutter().personCuts() {
		layers := min(4, (n+9)/10)
		for i := layers - 1; i >= 0; i-- {
			off := float64(i) * 2 * u
			app.Cards.Draw(dst, 0, sprites.CardDraw{X: s.X - off, Y: s.Y - off, H: s.H, FaceDown: true})
		}
	}
	// Each pile's label keeps to its own pile's column (issue 29: "Stock ·
	// 81 cardsDiscard" ran together): a label too wide for it is cut.
	col := t.lay.Discard.X - s.X - 4*u
	sprites.DrawText(dst, t.art().stockLabel(small, col), small, s.X+s.W/2, s.Bottom()+12*u, sprites.AlignCenter, sprites.InkDim)
	sprites.DrawText(dst, clip(app.T(i18n.TableDiscardPile), small, col), small, t.lay.Discard.X+t.lay.Discard.W/2, s.Bottom()+12*u, sprites.AlignCenter, sprites.InkDim)
}

// drawTargets lights up the legal drop targets while cards are dragged.
func (t tableArt) drawTargets(dst *ebiten.Image) {
	if t.gesture.drag.Phase != sprites.DragMoving {
		return
	}
	u := t.lay.u
	held := t.gesture.drag.Bounds(t.pointer().heldHeight(), t.pointer().heldHeight()*sprites.CardAspect*0.3)
	ax, ay := t.pointer().aim(t.gesture.drag.X, t.gesture.drag.Y)
	best := t.pointer().jokerUnder(ax, ay)
	if best < 0 {
		best = sprites.PickTarget(held, ax, ay, t.gesture.targets)
	}
	for i, tg := range t.gesture.targets {
		if !tg.Legal || tg.Kind == sprites.ToHand && t.gesture.drag.Source == sprites.FromHand {
			continue
		}
		r := tg.Rect.Inset(-4 * u)
		glow := color.RGBA{0x10, 0x10, 0x0c, 0x10}
		if i == best {
			glow = color.RGBA{0x2a, 0x26, 0x16, 0x2c}
		}
		t.app.Paint.FillRoundRect(dst, r, 8*u, glow)
		t.app.Paint.StrokeRoundRect(dst, r, 8*u, 2*u, sprites.MarkTarget)
	}
}

// drawCursor marks the keyboard cursor in the hand.
func (t tableArt) drawCursor(dst *ebiten.Image) {
	if r, ok := t.art().cursorMark(); ok {
		t.app.Paint.FillRoundRect(dst, r, 2.5*t.lay.u, sprites.Gold)
	}
}

// cursorMark is the bar over the card the keys point at, if it shows.
func (t tableArt) cursorMark() (sprites.Rect, bool) {
	if t.viewerKind() != Human || t.curtain {
		return sprites.Rect{}, false
	}
	hand := t.anim.shownHand
	if len(hand) == 0 || !t.keyboardUsed {
		return sprites.Rect{}, false
	}
	s, ok := t.anim.cards[hand[min(t.hand.Cursor(), len(hand)-1)]]
	if !ok {
		return sprites.Rect{}, false
	}
	p := s.pose()
	u := t.lay.u
	return sprites.Rect{X: p.X + p.H*sprites.CardAspect*0.25, Y: p.Y - 10*u, W: p.H * sprites.CardAspect * 0.5, H: 5 * u}, true
}

// drawStatus draws the line saying whose turn it is, with the claim
// window's countdown bar.
func (t tableArt) drawStatus(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	r := t.lay.Status
	x, y := r.Center()
	sprites.DrawText(dst, t.texts.status, app.Fonts.Face(17*u, sprites.Bold), x, y, sprites.AlignCenter, sprites.Ink)
	if t.game.clocks.claimLeft > 0 {
		frac := float64(t.game.clocks.claimLeft) / float64(t.game.clocks.claimTicks)
		bar := sprites.Rect{X: x - 160*u, Y: r.Bottom() - 2*u, W: 320 * u, H: 5 * u}
		app.Paint.FillRoundRect(dst, bar, 2.5*u, sprites.PanelLine)
		bar.W *= frac
		app.Paint.FillRoundRect(dst, bar, 2.5*u, sprites.Gold)
	}
}

// drawPileHistory shows every card of the discard pile, oldest first,
// below the piles while the pointer rests on the discard (the pile's
// history is public).
func (t tableArt) drawPileHistory(dst *ebiten.Image) {
	u := t.lay.u
	pile := t.view.Pile
	h := t.lay.MeldH * 0.8
	w := h * sprites.CardAspect
	maxW := t.lay.Melds.Right() - t.lay.Stock.X
	step := math.Min(w*0.45, (maxW-w)/math.Max(1, float64(len(pile)-1)))
	r := sprites.Rect{X: t.lay.Stock.X - 8*u, Y: t.lay.Discard.Bottom() + 24*u, W: w + step*float64(len(pile)-1) + 16*u, H: h + 16*u}
	t.app.Paint.FillRoundRect(dst, r, 8*u, color.RGBA{0x04, 0x14, 0x0b, 0xf0})
	t.app.Paint.StrokeRoundRect(dst, r, 8*u, 1.5*u, sprites.Gold)
	for i, c := range pile {
		t.app.Cards.Draw(dst, c.Face(), sprites.CardDraw{X: r.X + 8*u + step*float64(i), Y: r.Y + 8*u, H: h})
	}
}

// drawCurtain hides the hand until the next person at a shared screen
// is ready.
func (t tableArt) drawCurtain(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	app.Paint.FillRect(dst, t.lay.Screen, color.RGBA{0x04, 0x14, 0x0b, 0xf0})
	x, y := t.lay.Screen.Center()
	sprites.DrawText(dst, app.Cat.F(i18n.HotSeatPass, t.texts.names[t.viewer]), app.Fonts.Face(30*u, sprites.Bold), x, y-20*u, sprites.AlignCenter, sprites.Ink)
	sprites.DrawText(dst, app.T(i18n.HotSeatReveal), app.Fonts.Face(16*u, sprites.Regular), x, y+24*u, sprites.AlignCenter, sprites.InkDim)
}

// tableTexts are the texts the table draws, prepared in Update so that
// Draw formats nothing: per seat its name, card count, kind and total,
// the info panel's lines, the stock's label and the status line.
type tableTexts struct {
	names, counts, kinds, totals []string
	info                         []string
	stockLabel                   string
	// pileLabel names the discard pile and its top card (the phone's
	// drawer).
	pileLabel string
	status    string
	// reveal are the hand-end reveal's rows, one per seat.
	reveal []revealRow
}

// refreshLabels prepares the texts the table draws, so that Draw
// formats nothing.
func (t tableHUD) refreshLabels() {
	n := t.game.Players()
	t.texts.names = t.texts.names[:0]
	t.texts.counts = t.texts.counts[:0]
	t.texts.kinds = t.texts.kinds[:0]
	t.texts.totals = t.texts.totals[:0]
	for seat := 0; seat < n; seat++ {
		t.texts.names = append(t.texts.names, t.seatName(seat))
		t.texts.counts = append(t.texts.counts, t.app.Cat.F(i18n.TableCards, t.layouter().shownCount(seat)))
		kind := t.app.T(i18n.KindPerson)
		if s := t.setup.Seats[seat]; s.Kind == Bot {
			kind = t.app.Cat.F(i18n.KindBot, t.app.T(s.Level.Key()))
		}
		if k, ok := t.netView().netKind(seat); ok {
			kind = k
		}
		t.texts.kinds = append(t.texts.kinds, kind)
		t.texts.totals = append(t.texts.totals, strconv.Itoa(t.view.Totals[seat]))
	}
	t.texts.info = t.hud().infoLines()
	t.texts.reveal = t.hud().revealRows(t.texts.reveal[:0])
	t.texts.stockLabel = t.app.T(i18n.TableStock) + " · " + t.app.Cat.F(i18n.TableCards, t.view.StockSize)
	t.texts.pileLabel = t.app.T(i18n.TableDiscardPile)
	if n := len(t.view.Pile); n > 0 {
		t.texts.pileLabel += " · " + t.app.Cat.Card(t.view.Pile[n-1])
	}
}
