package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// panelKind says which list a LogPanel shows.
type panelKind int

const (
	// panelLog is the full log: every action of the game, by hand.
	panelLog panelKind = iota + 1
	// panelPile is the discard pile's history this hand.
	panelPile
)

// LogPanel is a scrollable list over a standing table: the full log of
// the game, grouped by hand and rebuilt from the match's action log (so
// it is whole after a resume), or the discard pile's history (who
// discarded each card and who took from the pile, in order). Esc, the
// key that opened it or a tap outside the list closes it.
type LogPanel struct {
	app   *App
	table *Table
	kind  panelKind
	lines []panelLine
	cards []engine.Card // the pile, bottom first (panelPile)
	built [2]float64
	lang  i18n.Lang
	// scroll is how far the list is scrolled, in pixels; content the
	// list's height.
	scroll, content float64
	dragY           float64
	dragging        bool
	// atEnd scrolls to the last line once it is laid out.
	atEnd bool
}

// panelLine is one laid-out line; head marks a hand's heading.
type panelLine struct {
	text string
	y    float64
	head bool
}

// newLogPanel opens a panel over a table.
func newLogPanel(app *App, t *Table, k panelKind) *LogPanel {
	return &LogPanel{app: app, table: t, kind: k, atEnd: true}
}

// panelOpener opens the full log (Shift+L) or the pile's history
// (Shift+P, or a tap on the discard pile when it cannot be taken) over
// the table; the table's Update calls it.
func (t tablePointer) panelOpener(in *Input) (Request, bool) {
	if t.curtain || t.view == nil {
		return Request{}, false
	}
	switch {
	case t.pileTapped(in):
		return Request{Next: newLogPanel(t.app, t.Table, panelPile)}, true
	case !t.gesture.idle():
	case in.Has(IntentLog):
		return Request{Next: newLogPanel(t.app, t.Table, panelLog)}, true
	case in.Has(IntentPile):
		return Request{Next: newLogPanel(t.app, t.Table, panelPile)}, true
	}
	return Request{}, false
}

// pileTapped reports whether this tick's tap on the discard pile opens
// its history: when the tap would neither take the top card (the
// viewer's draw) nor discard the one selected card onto it. The press
// that began a take is let go.
func (t tablePointer) pileTapped(in *Input) bool {
	if !in.Released || !in.Tap || in.LongPress() {
		return false // a finger's long press showed the pile already
	}
	d := &t.gesture.drag
	fromPile := d.Phase != sprites.DragIdle && d.Source == sprites.FromDiscard
	if !fromPile && !(t.gesture.idle() && t.lay.Discard.Contains(in.X, in.Y)) {
		return false
	}
	v := t.view
	mine := v.MayAct() && v.Turn == t.viewer
	if mine && (v.Phase == engine.PhaseDraw || (v.Phase == engine.PhasePlay && t.hand.Single() != engine.NoCard)) {
		return false
	}
	if fromPile {
		d.End()
	}
	return true
}

// Kind names what the panel shows ("log" or "pile").
func (p *LogPanel) Kind() string {
	if p.kind == panelPile {
		return "pile"
	}
	return "log"
}

// Lines returns the panel's lines (headings included), for tests.
func (p *LogPanel) Lines() []string {
	p.layout()
	out := make([]string, len(p.lines))
	for i, l := range p.lines {
		out[i] = l.text
	}
	return out
}

// Scroll is how far the list is scrolled, in pixels.
func (p *LogPanel) Scroll() float64 { return p.scroll }

// box is the panel's rectangle; list the part that scrolls.
func (p *LogPanel) box() sprites.Rect { return FrameOf(p.app).Rect(240, 80, 800, 640) }

func (p *LogPanel) list() sprites.Rect {
	b := p.box()
	u := p.app.Unit()
	top := 64 * u
	if p.kind == panelPile {
		top = 170 * u
	}
	return sprites.Rect{X: b.X + 28*u, Y: b.Y + top, W: b.W - 56*u, H: b.H - top - 54*u}
}

// texts returns the panel's hands of lines.
func (p *LogPanel) texts() []logHand {
	t := p.table
	if p.kind == panelPile {
		return []logHand{{hand: -1, lines: pileLines(p.app, t.seatName, t.isYou, t.view)}}
	}
	if l := t.game.local; l != nil && l.m != nil {
		st := l.m.M.State()
		w := &logWriter{cat: p.app.Cat, say: t.seatLine, person: func(s int) bool { return t.game.kind(s) == match.KindPerson }}
		hands, err := gameLog(w, st.Rules(), st.Seed(), st.Log(), t.viewer)
		if err == nil {
			return hands
		}
		t.showToast(err.Error())
	}
	// A game played elsewhere: the lines this table saw.
	return []logHand{{lines: append([]string(nil), t.log.shown()...)}}
}

// pileLines writes the pile's history of v: one line per discard and per
// card taken, oldest first.
func pileLines(app *App, name func(int) string, you func(int) bool, v *engine.View) []string {
	var out []string
	for _, r := range v.History {
		k, yk := i18n.PileDiscarded, i18n.PileYouDiscarded
		if r.Took {
			k, yk = i18n.PileTook, i18n.PileYouTook
		}
		if you(r.Seat) {
			out = append(out, app.Cat.F(yk, app.Cat.Card(r.Card)))
			continue
		}
		out = append(out, app.Cat.F(k, name(r.Seat), app.Cat.Card(r.Card)))
	}
	if len(out) == 0 {
		out = append(out, app.T(i18n.PileEmpty))
	}
	return out
}

// layout builds the lines for the current size and language.
func (p *LogPanel) layout() {
	app := p.app
	if p.built == [2]float64{app.W, app.H} && p.lang == app.Cat.Lang() && p.lines != nil {
		return
	}
	u := app.Unit()
	p.lines = p.lines[:0]
	if p.kind == panelPile && p.table.view != nil {
		p.cards = append(p.cards[:0], p.table.view.Pile...)
	}
	y := 0.0
	for _, h := range p.texts() {
		if h.hand > 0 {
			y += 6 * u
			p.lines = append(p.lines, panelLine{text: app.Cat.F(i18n.LogHandHead, h.hand), y: y + 13*u, head: true})
			y += 28 * u
		}
		for _, l := range h.lines {
			p.lines = append(p.lines, panelLine{text: l, y: y + 11*u})
			y += 23 * u
		}
	}
	p.content = y
	p.built = [2]float64{app.W, app.H}
	p.lang = app.Cat.Lang()
	if p.atEnd {
		p.scroll, p.atEnd = max(0, p.content-p.list().H), false
	}
}

// Update scrolls the list and closes the panel.
func (p *LogPanel) Update(in *Input) Request {
	p.layout()
	p.app.Cards.Prepare(84 * p.app.Unit())
	closeKey := IntentLog
	if p.kind == panelPile {
		closeKey = IntentPile
	}
	if in.Has(IntentBack) || in.Has(closeKey) || (in.Tap && !p.box().Contains(in.X, in.Y)) {
		return Request{Next: p.table}
	}
	if p.kind == panelPile && in.Tap && !p.list().Contains(in.X, in.Y) {
		return Request{Next: p.table}
	}
	u := p.app.Unit()
	page := p.list().H * 0.85
	switch {
	case in.Has(IntentDown):
		p.scroll += 23 * u
	case in.Has(IntentUp):
		p.scroll -= 23 * u
	case in.Has(IntentPageDown):
		p.scroll += page
	case in.Has(IntentPageUp):
		p.scroll -= page
	}
	if in.Down && p.dragging {
		p.scroll -= in.Y - p.dragY
	}
	p.dragging = in.Dragging && p.list().Contains(in.StartX, in.StartY)
	p.dragY = in.Y
	p.scroll -= in.Wheel * 46 * u
	p.scroll = max(0, min(p.scroll, p.content-p.list().H))
	return Request{}
}

// Draw draws the table, dimmed, and the list over it.
func (p *LogPanel) Draw(dst *ebiten.Image) {
	p.table.Draw(dst)
	app := p.app
	u := app.Unit()
	dimScreen(dst, app)
	b := p.box()
	app.Paint.FillRoundRect(dst, b, 12*u, sprites.FeltDark)
	title := app.T(i18n.LogTitle)
	hint := app.T(i18n.LogPanelHint)
	if p.kind == panelPile {
		title, hint = app.T(i18n.PileTitle), app.T(i18n.PileHint)
	}
	DrawPanel(dst, app, b, "")
	cx, _ := b.Center()
	sprites.DrawText(dst, title, app.Fonts.Face(22*u, sprites.Bold), cx, b.Y+32*u, sprites.AlignCenter, sprites.Gold)
	if p.kind == panelPile {
		p.drawPile(dst)
	}
	list := p.list()
	clip := dst.SubImage(rectImage(list)).(*ebiten.Image)
	body := app.Fonts.Face(16*u, sprites.Regular)
	head := app.Fonts.Face(17*u, sprites.Bold)
	for _, l := range p.lines {
		ly := list.Y + l.y - p.scroll
		if ly < list.Y-30*u || ly > list.Bottom()+30*u {
			continue
		}
		if l.head {
			sprites.DrawText(clip, l.text, head, list.X, ly, sprites.AlignLeft, sprites.Gold)
		} else {
			sprites.DrawText(clip, l.text, body, list.X+14*u, ly, sprites.AlignLeft, sprites.Ink)
		}
	}
	if p.content > list.H {
		track := sprites.Rect{X: b.Right() - 14*u, Y: list.Y, W: 4 * u, H: list.H}
		app.Paint.FillRoundRect(dst, track, 2*u, sprites.PanelLine)
		th := track.H * list.H / p.content
		ty := track.Y + (track.H-th)*p.scroll/max(1, p.content-list.H)
		app.Paint.FillRoundRect(dst, sprites.Rect{X: track.X, Y: ty, W: track.W, H: th}, 2*u, sprites.Gold)
	}
	sprites.DrawText(dst, hint, app.Fonts.Face(13*u, sprites.Regular), cx, b.Bottom()-26*u, sprites.AlignCenter, sprites.InkDim)
}

// drawPile lays the pile's cards out in a row, oldest first.
func (p *LogPanel) drawPile(dst *ebiten.Image) {
	app := p.app
	u := app.Unit()
	b := p.box()
	if len(p.cards) == 0 {
		return
	}
	h := 84 * u
	w := h * sprites.CardAspect
	room := b.W - 56*u
	step := min(w*0.62, (room-w)/max(1, float64(len(p.cards)-1)))
	x := b.X + 28*u
	for _, c := range p.cards {
		app.Cards.Draw(dst, c.Face(), sprites.CardDraw{X: x, Y: b.Y + 62*u, H: h})
		x += step
	}
}

// Still reports that the panel changes only with input.
func (p *LogPanel) Still() bool { return true }

// Ticking reports that nothing on the panel moves with time.
func (p *LogPanel) Ticking() bool { return false }

// ShowPanel lets bots play the table's hand to its end and opens the
// full log ("log") or the pile's history ("pile") over it (rummy -show).
func ShowPanel(t *Table, kind string) (Scene, error) {
	if _, err := t.PlayOutHand(); err != nil {
		return nil, err
	}
	k := panelLog
	if kind == "pile" {
		k = panelPile
	}
	return newLogPanel(t.app, t, k), nil
}
