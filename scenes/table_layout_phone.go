package scenes

import (
	"math"

	"rummy/sprites"
)

// Phone shapes, in CSS pixels (issue 29 item 1): a screen narrower than
// phoneMaxW and taller than wide is a portrait phone; one lower than
// phoneMaxH a landscape phone; a landscape one up to tabletMaxW ×
// tabletMaxH (and at least tabletMinW wide) a tablet. Desktop windows of
// those shapes get the same layouts.
const (
	phoneMaxW  = 600.0
	phoneMaxH  = 440.0
	tabletMinW = 900.0
	tabletMaxW = 1100.0
	tabletMaxH = 860.0
	// touchCSS is the smallest touch target on a phone, in CSS pixels.
	touchCSS = 44.0
)

// screenShape is the kind of screen a layout is made for.
type screenShape int

// The screen shapes.
const (
	shapeDesktop screenShape = iota
	shapeLandscapePhone
	shapePortraitPhone
	shapeTablet
)

// shapeOf says what shape a screen of w×h device pixels at device scale
// dpr is.
func shapeOf(w, h, dpr float64) screenShape {
	dpr = max(1, dpr)
	cw, ch := w/dpr, h/dpr
	switch {
	case cw < phoneMaxW && ch > cw:
		return shapePortraitPhone
	case ch < phoneMaxH:
		return shapeLandscapePhone
	case cw >= tabletMinW && cw <= tabletMaxW && ch <= tabletMaxH && ch < cw:
		return shapeTablet
	}
	return shapeDesktop
}

// phoneButtons places the buttons of a phone's table for a finger: each
// at least touch pixels each way. The action buttons flow in a grid of
// cols columns over area; Undo and Hint, and the two sort buttons, take a
// row each below it (or where the caller puts them).
func (l *tableLayout) phoneButtons(area sprites.Rect, cols int, touch float64) {
	gap := touch * 0.15
	l.ButtonCols, l.ButtonH, l.ButtonGap = cols, touch, gap
	l.Buttons = area
	l.MenuButton = sprites.Rect{X: l.Screen.W - touch - gap, Y: gap, W: touch, H: touch}
}

// layoutTableLandscapePhone is the desktop table with a finger's
// buttons: the right column stacks, from the foot up, the sort buttons,
// Undo and Hint and two rows of action buttons, two a row; the side
// panel keeps what is left above them. With drawer (a phone's, whose
// panel is squeezed) the drawer's button sits left of the two top
// buttons and the drawer lies under the top row, across the screen.
func layoutTableLandscapePhone(l tableLayout, dpr float64, drawer bool) tableLayout {
	touch := touchCSS * dpr
	gap := touch * 0.15
	u := l.u
	w, h := l.Screen.W, l.Screen.H
	col := sprites.Rect{X: l.Info.X, W: w - l.Info.X - gap}
	if need := 2*touchCSS*1.9*dpr + gap; col.W < need {
		// Two buttons a row must hold a word each ("Подсказка"): the
		// column widens, the middle of the table gives way.
		col.X, col.W = w-gap-need, need
		l.Info.X, l.Info.W = col.X, need
	}
	// The middle of the table ends left of the column, which reaches
	// down beside the status line and the hand (a tablet's 1024×640:
	// the status line ran under the side panel).
	for _, r := range []*sprites.Rect{&l.Hand, &l.Staging, &l.Status, &l.Melds} {
		r.W = min(r.W, col.X-gap-r.X)
	}
	l.Sort = sprites.Rect{X: col.X, Y: h - gap - touch, W: col.W, H: touch}
	half := (col.W - gap) / 2
	l.Undo = sprites.Rect{X: col.X, Y: l.Sort.Y - gap - touch, W: half, H: touch}
	l.Hint = sprites.Rect{X: col.X + half + gap, Y: l.Undo.Y, W: half, H: touch}
	area := sprites.Rect{X: col.X, Y: l.Undo.Y - 2*(touch+gap), W: col.W, H: 2*touch + gap}
	l.phoneButtons(area, 2, touch)
	l.Info.H = max(0, area.Y-gap-l.Info.Y)
	// The opponents end left of the two top buttons (and the drawer's).
	right := l.MenuButton.X - gap - touch - 12*u
	if drawer {
		dw := drawerButtonW * touch
		l.Drawer = sprites.Rect{X: l.MenuButton.X - 2*(gap+touch) - dw, Y: l.MenuButton.Y, W: dw, H: touch}
		l.DrawerBox = sprites.Rect{X: gap, Y: l.Drawer.Bottom() + gap, W: w - 2*gap, H: h - l.Drawer.Bottom() - 2*gap}
		right = l.Drawer.X - 12*u
	}
	l.fitSeatsLeftOf(right)
	return l
}

// drawerButtonW is the drawer button's width in touch targets: a short
// word ("Инфо") at the button's text size.
const drawerButtonW = 1.9

// fitSeatsLeftOf squeezes the opponents' badges (seats 1…) so that the
// last ends left of x.
func (l *tableLayout) fitSeatsLeftOf(x float64) {
	if len(l.Seats) < 2 {
		return
	}
	last := l.Seats[len(l.Seats)-1].Badge
	if last.Right() <= x {
		return
	}
	left := l.Seats[1].Badge.X
	k := (x - left) / (last.Right() - left)
	for i := 1; i < len(l.Seats); i++ {
		s := &l.Seats[i]
		s.Badge.X = left + (s.Badge.X-left)*k
		s.Badge.W *= k
		s.FanX = left + (s.FanX-left)*k
	}
}

// layoutTablePortraitPhone lays the table out for a phone held upright:
// from the top, the opponents in a compact strip (one or two rows) beside
// the menu buttons; the piles with the side panel beside them; the melds,
// which take the height left; the status line and the row for melds
// being composed; the action buttons in rows across; the person's hand,
// the largest cards on screen, across the whole width; the person's
// badge and the last line of the log at the foot.
func layoutTablePortraitPhone(w, h float64, n int, k, textPx, dpr float64) tableLayout {
	c := max(1, dpr)
	touch := touchCSS * c
	gap := touch * 0.15
	u := 0.75 * c
	l := tableLayout{u: u, Screen: sprites.Rect{W: w, H: h}}
	l.phoneButtons(sprites.Rect{}, 4, touch)
	margin := 8 * c
	// The strip of opponents.
	opp := n - 1
	rows := 1
	if opp > 3 {
		rows = 2
	}
	per := max(1, (opp+rows-1)/rows)
	badgeH := math.Max(36*c, 2.9*textPx)
	l.OppH = 0.6 * badgeH
	rowH := badgeH + 0.4*l.OppH + gap
	stripR := l.MenuButton.X - gap - touch - gap
	slot := (stripR - margin) / float64(per)
	l.Seats = make([]seatSpot, n)
	for i := 1; i < n; i++ {
		row, at := (i-1)/per, (i-1)%per
		x := margin + slot*float64(at)
		y := gap + float64(row)*rowH
		l.Seats[i] = seatSpot{Badge: sprites.Rect{X: x + gap/2, Y: y + 0.4*l.OppH, W: slot - gap, H: badgeH}, FanX: x + slot/2, FanY: y}
	}
	top := math.Max(gap+touch, gap+float64(rows)*rowH) + gap
	// The foot: the person's badge and the log's last line.
	footH := math.Max(badgeH, touch)
	foot := h - margin - footH
	side := math.Min(w*0.42, 170*c)
	l.Seats[0] = seatSpot{Badge: sprites.Rect{X: margin, Y: foot, W: side - margin, H: footH}}
	// The drawer's button at the foot's right end, the log between; the
	// open drawer takes the screen over the foot.
	dw := drawerButtonW * touch
	l.Drawer = sprites.Rect{X: w - margin - dw, Y: foot + (footH-touch)/2, W: dw, H: touch}
	l.DrawerBox = sprites.Rect{X: margin, Y: gap, W: w - 2*margin, H: foot - 2*gap}
	l.Log = sprites.Rect{X: side + gap, Y: foot, W: l.Drawer.X - gap - side - gap, H: footH}
	// The hand across the whole width, over the foot.
	l.HandH = math.Min(140*c, (h-top)*0.2) * k
	l.Hand = sprites.Rect{X: margin, Y: foot - gap - l.HandH - 26*u, W: w - 2*margin, H: l.HandH + 26*u}
	l.Seats[0].FanX, l.Seats[0].FanY = l.Hand.X+l.Hand.W/2, l.Hand.Y+(l.Hand.H-l.OppH)/2
	// Two rows of buttons over the hand: the actions, then Sort, Undo
	// and Hint.
	row2 := l.Hand.Y - gap - touch
	quarter := (w - 2*margin - 3*gap) / 4
	l.Sort = sprites.Rect{X: margin, Y: row2, W: 2*quarter + gap, H: touch}
	l.Undo = sprites.Rect{X: margin + 2*(quarter+gap), Y: row2, W: quarter, H: touch}
	l.Hint = sprites.Rect{X: margin + 3*(quarter+gap), Y: row2, W: quarter, H: touch}
	l.Buttons = sprites.Rect{X: margin, Y: row2 - gap - touch, W: w - 2*margin, H: touch}
	// The staging row and the status line over the buttons.
	l.MeldH = math.Min(l.HandH*0.62, 76*c) * k
	l.Staging = sprites.Rect{X: margin, Y: l.Buttons.Y - gap - l.MeldH - 14*u, W: w - 2*margin, H: l.MeldH + 14*u}
	l.Status = sprites.Rect{X: margin, Y: l.Staging.Y - 26*c, W: w - 2*margin, H: 24 * c}
	// The piles and the side panel under the strip.
	pileH := math.Min(l.HandH*0.75, 110*c)
	pileW := pileH * sprites.CardAspect
	l.Stock = sprites.Rect{X: margin + 4*c, Y: top, W: pileW, H: pileH}
	l.Discard = sprites.Rect{X: l.Stock.Right() + 10*c, Y: top, W: pileW, H: pileH}
	infoX := l.Discard.Right() + pileW*0.5 + 8*c
	l.Info = sprites.Rect{X: infoX, Y: top, W: w - infoX - margin, H: pileH + 18*c}
	// The melds take the height left between the piles and the status.
	mtop := l.Info.Bottom() + gap
	l.Melds = sprites.Rect{X: margin + 4*c, Y: mtop, W: w - 2*margin - 8*c, H: math.Max(0, l.Status.Y-gap-mtop)}
	return l
}
