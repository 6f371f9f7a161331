package scenes

import (
	"math"

	"rummy/sprites"
)

// tableLayout is where everything on the table goes for one screen size
// and seat count (DESIGN.md "The table, as a player sees it"). Seats are
// numbered relative to the viewer: 0 is the bottom, 1 the next clockwise
// (on the left), and so on over the top to the right.
type tableLayout struct {
	u float64
	// Screen is the whole screen.
	Screen sprites.Rect
	// HandH is the height of the viewer's cards; Hand is where they fan.
	HandH float64
	Hand  sprites.Rect
	// Stock and Discard are the two piles' card rectangles.
	Stock, Discard sprites.Rect
	// MeldH is the height of cards on the table; Melds holds the melds.
	MeldH float64
	Melds sprites.Rect
	// Staging is the row for melds being composed.
	Staging sprites.Rect
	// Status is the line saying whose turn it is and what to do.
	Status sprites.Rect
	// Info is the panel with the contract or opening and the scores.
	Info sprites.Rect
	// Log lists the last actions.
	Log sprites.Rect
	// Buttons is the column of action buttons beside the hand.
	Buttons sprites.Rect
	// Sort is the row of sort buttons under the buttons.
	Sort sprites.Rect
	// MenuButton leaves the table.
	MenuButton sprites.Rect
	// Seats holds each seat's badge and where its cards are shown; Seats[0]
	// is the viewer's own badge beside the hand.
	Seats []seatSpot
	// OppH is the height of opponents' card backs.
	OppH float64
	// ButtonCols, when above 0, lays the action buttons in a grid of so
	// many columns across Buttons, ButtonH high with ButtonGap between
	// them (a phone's); 0 stacks them down the column (a desktop's).
	ButtonCols         int
	ButtonH, ButtonGap float64
	// Undo and Hint are those buttons' places on a phone; zero on a
	// desktop, where they sit along the foot of the side panel.
	Undo, Hint sprites.Rect
	// Drawer is the button opening the side panel's drawer on a phone,
	// DrawerBox where the open drawer lies; both zero where the side
	// panel has the room for all it shows (a desktop, a tablet).
	Drawer, DrawerBox sprites.Rect
}

// seatSpot is where one seat sits.
type seatSpot struct {
	// Badge shows name, level, card count and markers.
	Badge sprites.Rect
	// Fan is where the seat's backs are fanned (centre-top of the fan).
	FanX, FanY float64
}

// layoutTableSized computes the table with cards k times the medium size
// (the card-size setting, store.CardSize.Scale) and text at least textPx
// pixels high (large print), for which the seats' badges grow, on a
// screen of dpr device pixels to the CSS pixel: a phone's shape gets a
// phone's layout (table_layout_phone.go).
func layoutTableSized(w, h float64, n int, k, textPx, dpr float64) tableLayout {
	switch shapeOf(w, h, dpr) {
	case shapePortraitPhone:
		return layoutTablePortraitPhone(w, h, n, k, textPx, dpr)
	case shapeLandscapePhone:
		return layoutTableLandscapePhone(layoutTableDesktop(w, h, n, k, textPx), dpr, true)
	case shapeTablet:
		// A tablet's is the desktop table with a finger's buttons; its
		// side panel keeps the room for all it shows.
		return layoutTableLandscapePhone(layoutTableDesktop(w, h, n, k, textPx), dpr, false)
	}
	return layoutTableDesktop(w, h, n, k, textPx)
}

// layoutTableDesktop is the table of a desktop window.
func layoutTableDesktop(w, h float64, n int, k, textPx float64) tableLayout {
	u := math.Min(w/DesignW, h/DesignH)
	l := tableLayout{u: u, Screen: sprites.Rect{W: w, H: h}}
	l.HandH = math.Max(70*u, h*0.2) * k
	l.OppH = 46 * u * math.Sqrt(k)
	l.MeldH = math.Max(56*u, h*0.12) * k
	margin := 16 * u
	// Bottom band: log, hand, buttons.
	handTop := h - l.HandH - 34*u
	side := math.Min(230*u, w*0.18)
	l.Log = sprites.Rect{X: margin, Y: handTop + 30*u, W: side - margin, H: h - handTop - 30*u - margin}
	l.Buttons = sprites.Rect{X: w - side, Y: handTop - 6*u, W: side - margin, H: h - handTop - 48*u}
	l.Sort = sprites.Rect{X: w - side, Y: h - margin - 34*u, W: side - margin, H: 34 * u}
	l.Hand = sprites.Rect{X: side + 10*u, Y: handTop, W: w - 2*side - 20*u, H: l.HandH + 26*u}
	// Staging row and status line above the hand.
	l.Staging = sprites.Rect{X: side + 10*u, Y: handTop - l.MeldH - 22*u, W: w - 2*side - 20*u, H: l.MeldH + 14*u}
	l.Status = sprites.Rect{X: side, Y: l.Staging.Y - 34*u, W: w - 2*side, H: 30 * u}
	// Opponents in a gentle arc over the top, clockwise from the viewer's
	// left: seat 1 is leftmost.
	top := 6 * u
	drop := 18 * u
	l.MenuButton = sprites.Rect{X: w - 44*u - margin, Y: margin, W: 44 * u, H: 36 * u}
	l.Seats = make([]seatSpot, n)
	badgeH := math.Max(44*u, 2.9*textPx) // two lines of text
	// The bottom seat's fan is the viewer's hand; a spectator of an online
	// table, who has none, sees that seat's backs there.
	l.Seats[0] = seatSpot{Badge: sprites.Rect{X: margin, Y: handTop - 24*u - (badgeH - 44*u), W: side - margin, H: badgeH + 4*u},
		FanX: l.Hand.X + l.Hand.W/2, FanY: l.Hand.Y + (l.Hand.H-l.OppH)/2}
	left, right := margin, l.MenuButton.X-12*u
	opp := n - 1
	slot := (right - left) / float64(max(1, opp))
	bw := math.Min(200*u, slot-10*u)
	for i := 1; i < n; i++ {
		k := float64(i-1) + 0.5
		cx := left + slot*k
		if opp == 1 {
			cx = w / 2
		}
		f := 0.0
		if opp > 1 {
			f = k/float64(opp)*2 - 1
		}
		cy := top + drop*f*f
		l.Seats[i] = seatSpot{Badge: sprites.Rect{X: cx - bw/2, Y: cy + l.OppH + 2*u, W: bw, H: badgeH}, FanX: cx, FanY: cy}
	}
	// The middle band: piles on the left, melds, the info panel on the right.
	midTop := l.sideSeatsBottom() + 10*u
	midBottom := l.Status.Y - 6*u
	pileH := math.Min(l.MeldH*1.35, (midBottom-midTop)*0.8)
	pileW := pileH * sprites.CardAspect
	l.Stock = sprites.Rect{X: margin + 8*u, Y: midTop + (midBottom-midTop-pileH)/2, W: pileW, H: pileH}
	l.Discard = sprites.Rect{X: l.Stock.Right() + 14*u, Y: l.Stock.Y, W: pileW, H: pileH}
	infoW := side
	l.Info = sprites.Rect{X: w - infoW - margin + 8*u, Y: midTop, W: infoW - 8*u, H: midBottom - midTop}
	l.Melds = sprites.Rect{X: l.Discard.Right() + pileW*0.9 + 16*u, Y: midTop, W: l.Info.X - l.Discard.Right() - pileW*0.9 - 32*u, H: midBottom - midTop}
	return l
}

// sideSeatsBottom returns the lowest badge bottom among the seats.
func (l *tableLayout) sideSeatsBottom() float64 {
	b := 0.0
	for _, s := range l.Seats[1:] {
		b = math.Max(b, s.Badge.Bottom())
	}
	return b
}

// handPoses places n cards of the viewer's hand: a gentle fan along the
// bottom, overlapping as much as needed to fit. lift raises card i (selected).
func (l *tableLayout) handPoses(n int, out []sprites.Pose) []sprites.Pose {
	out = out[:0]
	if n == 0 {
		return out
	}
	h := l.HandH
	w := h * sprites.CardAspect
	step := math.Min(w*0.62, (l.Hand.W-w)/math.Max(1, float64(n-1)))
	total := w + step*float64(n-1)
	x0 := l.Hand.X + (l.Hand.W-total)/2
	baseY := l.Hand.Y + 14*l.u
	for i := 0; i < n; i++ {
		t := 0.0
		if n > 1 {
			t = float64(i)/float64(n-1)*2 - 1
		}
		angle := t * 0.06 * math.Min(1, float64(n)/10)
		y := baseY + t*t*6*l.u
		out = append(out, sprites.Pose{X: x0 + step*float64(i), Y: y, H: h, Angle: angle})
	}
	return out
}

// handIndexAt returns the insertion position in a hand of n cards for a
// pointer at x (for re-ordering by drag).
func (l *tableLayout) handIndexAt(n int, x float64, poses []sprites.Pose) int {
	for i, p := range poses {
		if x < p.X+p.H*sprites.CardAspect/2 {
			return i
		}
	}
	return n
}
