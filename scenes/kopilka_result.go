package scenes

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Control IDs of the Kopilka result screen.
const (
	idKopAgain = iota + 1
	idKopBack
)

// KopilkaResult is the end of a Kopilka game: who took the bank, every
// seat's chips and standing, the rounds played, Play again and Menu.
type KopilkaResult struct {
	k     *Kopilka
	rows  []int // seats, most chips first
	form  Form
	built [2]float64
	// deal is the deal's check of an online game (kopilka_deal.go).
	deal kopDeal
	// col is the layout on a phone or a tablet (touch: it is in use).
	col   column
	touch bool
}

func newKopilkaResult(k *Kopilka) *KopilkaResult {
	r := &KopilkaResult{k: k, form: NewForm()}
	r.rows = kopRanking(&k.shown)
	return r
}

// kopRanking orders the seats as the game ended for them: the winners,
// then any seat still holding chips (a game stopped at its last round),
// most chips first, then the seats that lost their chips, the last to
// lose them first; seats that fell before this screen saw it (a resumed
// game) come last, in seat order.
func kopRanking(s *kopShown) []int {
	rank := func(seat int) (int, int) {
		switch {
		case slices.Contains(s.winners, seat):
			return 0, 0
		case s.chips[seat] > 0:
			return 1, -s.chips[seat]
		case s.fell[seat] > 0:
			return 2, -s.fell[seat]
		}
		return 3, 0
	}
	rows := make([]int, len(s.chips))
	for seat := range rows {
		rows[seat] = seat
	}
	sort.SliceStable(rows, func(i, j int) bool {
		a1, a2 := rank(rows[i])
		b1, b2 := rank(rows[j])
		return a1 < b1 || (a1 == b1 && a2 < b2)
	})
	return rows
}

// Places returns the result's seats in their order and each one's place
// (the winners share the first).
func (r *KopilkaResult) Places() (seats, places []int) {
	for i, seat := range r.rows {
		places = append(places, r.place(i))
		seats = append(seats, seat)
	}
	return seats, places
}

// place is the place of the i-th row: the winners all take the first.
func (r *KopilkaResult) place(i int) int {
	if slices.Contains(r.k.shown.winners, r.rows[i]) {
		return 1
	}
	return i + 1
}

// Winners returns the seats that won, as the result screen shows them.
func (r *KopilkaResult) Winners() []int { return r.k.shown.winners }

// Headline says who took the bank: "You take the bank!" to the person
// who did, "Anna takes the bank!", or the seats sharing the win.
func (r *KopilkaResult) Headline() string {
	k := r.k
	if ws := k.shown.winners; len(ws) == 1 {
		return k.app.Cat.About(i18n.KopWinner, k.person(ws[0]))
	}
	names := make([]string, 0, len(k.shown.winners))
	for _, w := range k.shown.winners {
		names = append(names, k.names[w])
	}
	return k.app.Cat.F(i18n.KopWinners, strings.Join(names, ", "))
}

// Form exposes the screen's buttons (tests hit-test them).
func (r *KopilkaResult) Form() *Form { return &r.form }

func (r *KopilkaResult) build() {
	app := r.k.app
	f := FrameOf(app)
	if r.k.local == nil {
		// A table server's game is played again from its lobby.
		r.form.Controls = append(r.form.Controls[:0],
			Control{ID: idKopBack, Kind: KindButton, Rect: f.Rect(525, 724, 230, 52), Label: app.T(i18n.SheetBackToMenu), Enabled: true, Primary: true})
	} else {
		r.form.Controls = append(r.form.Controls[:0],
			Control{ID: idKopAgain, Kind: KindButton, Rect: f.Rect(400, 724, 230, 52), Label: app.T(i18n.SheetPlayAgain), Enabled: true, Primary: true},
			Control{ID: idKopBack, Kind: KindButton, Rect: f.Rect(650, 724, 230, 52), Label: app.T(i18n.SheetBackToMenu), Enabled: true})
	}
	r.form.Focus = 0
	r.built = [2]float64{app.W, app.H}
	if r.touch = touchLayout(app); r.touch {
		r.buildTouch()
	}
}

// Update waits for Play again or Menu (Esc: the menu).
func (r *KopilkaResult) Update(in *Input) Request {
	if r.built != [2]float64{r.k.app.W, r.k.app.H} || (r.touch && r.col.input(in)) {
		r.build()
	}
	r.checkDeal()
	if in.Has(IntentBack) {
		return Request{Next: r.k.leave()}
	}
	act, ok := r.form.Update(in.Form())
	if !ok {
		return Request{}
	}
	if act.ID == idKopBack {
		return Request{Next: r.k.leave()}
	}
	setup := freshSetup(r.k.setup)
	if h, ok := homeOf(r.k.back); ok {
		if req := h.StartTable(setup); req.Next != nil {
			return req
		}
		return Request{Next: h}
	}
	k, err := NewKopilka(r.k.app, setup, r.k.back)
	if err != nil {
		return Request{Next: r.k.leave()}
	}
	return Request{Next: k}
}

// Draw draws the result.
func (r *KopilkaResult) Draw(dst *ebiten.Image) {
	k := r.k
	app := k.app
	f := FrameOf(app)
	u := f.U
	app.Backdrop.Draw(dst)
	if r.touch {
		r.col.draw(dst, app, &r.form)
		r.drawDeal(dst)
		return
	}
	DrawPanel(dst, app, f.Rect(300, 40, 680, 670), "")
	x, y := f.Pt(640, 84)
	drawHeading(dst, app, app.T(i18n.KopResult), x, y, sprites.AlignCenter)
	_, y = f.Pt(0, 136)
	sprites.DrawText(dst, r.Headline(), app.Fonts.Face(26*u, sprites.Bold), x, y, sprites.AlignCenter, sprites.Gold)
	_, y = f.Pt(0, 176)
	sprites.DrawText(dst, app.Cat.F(i18n.KopRounds, k.shown.round), app.Fonts.Face(20*u, sprites.Regular), x, y, sprites.AlignCenter, sprites.InkDim)
	rows := 480.0
	if r.k.online != nil {
		rows = 420 // the deal's verdict stands under them (kopDealY)
	}
	rowH := min(34.0, rows/float64(len(r.rows)))
	for i, seat := range r.rows {
		lx, ly := f.Pt(360, 222+float64(i)*rowH)
		ink := sprites.Ink
		if slices.Contains(k.shown.winners, seat) {
			ink = sprites.Gold
		}
		face := app.Fonts.Face(20*u, sprites.Regular)
		// The places end in one column, the names start in another
		// (10. and more line up with 9.).
		sprites.DrawText(dst, strconv.Itoa(r.place(i))+".", face, lx+30*u, ly, sprites.AlignRight, ink)
		sprites.DrawText(dst, k.names[seat], face, lx+42*u, ly, sprites.AlignLeft, ink)
		cx, _ := f.Pt(780, 0)
		sprites.DrawText(dst, app.Cat.F(i18n.KopChips, k.shown.chips[seat]), face, cx, ly, sprites.AlignRight, ink)
		sx, _ := f.Pt(920, 0)
		sprites.DrawText(dst, app.T(kopStatusKey(k.shown.status[seat])), face, sx, ly, sprites.AlignRight, sprites.InkDim)
	}
	r.drawDeal(dst)
	DrawForm(dst, app, &r.form)
}

// kopStatusKey names a standing.
func kopStatusKey(s engine.SeatStatus) i18n.Key {
	switch s {
	case engine.SeatDead:
		return i18n.KopDead
	case engine.SeatOut:
		return i18n.KopOut
	}
	return i18n.KopAlive
}
