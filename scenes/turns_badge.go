package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// turnsBadge is the manager's part of "your turn, noticed" (issue 31
// item 4): every tick it reads the watcher (turns_watch.go), chimes
// once for each table newly due other than the one on screen, and at a
// table (or its waiting room) shows "Your turn at N tables" over the
// scene; a click or tap on it, or on a system notification, takes the
// seat back at the first such table (the table on screen is left as its
// Leave button leaves it: the seat follows the away rules). The menu
// shows the same count as a button of its own (menu_turns.go).
type turnsBadge struct {
	gen uint64
	// others are the due tables other than the one on screen.
	others []proto.MyTable
	here   string
	rect   sprites.Rect
	shown  bool
	// opening is the seat being taken back.
	opening <-chan netResult
	// chimes counts the chimes asked for (the tests read it).
	chimes int
	// problem is why the last opening failed ("" none), shown on the
	// badge until the next answer.
	problem string
}

// turnsHere is the online table the scene shows ("" none) and whether
// the scene shows the badge.
func turnsHere(s Scene) (string, bool) {
	switch s := s.(type) {
	case *Table:
		if s.net != nil {
			return s.net.remote.Client().Info().Table, true
		}
		return "", true
	case *Room:
		return s.c.Info().Table, true
	}
	return "", false
}

// leaveForTurn leaves the scene on screen for a table taken back: the
// scene that the table's Back leads to.
func leaveForTurn(s Scene) Scene {
	switch s := s.(type) {
	case *Table:
		return s.leave()
	case *Room:
		go s.c.Close()
		if l, ok := s.back.(*Lobby); ok {
			return l.back
		}
		return s.back
	case *Kopilka:
		return s.leave()
	}
	return s
}

// step follows the watcher one tick; it reports whether the badge
// changed (the screen repaints) and, when a seat was taken back, the
// table's room.
func (b *turnsBadge) step(app *App, cur Scene, in *Input) (changed bool, next Scene) {
	w := app.turns()
	w.ensure(app)
	here, shows := turnsHere(cur)
	chime := false
	for _, t := range w.takeFresh() {
		chime = chime || t != here
	}
	if chime {
		b.chimes++
		app.Audio.Play(audio.Turn)
	}
	due, gen := w.snapshot()
	if gen != b.gen || here != b.here || shows != b.shown {
		b.gen, b.here, b.shown, changed = gen, here, shows, true
		b.others = b.others[:0]
		for _, t := range due {
			if t.Table != here {
				b.others = append(b.others, t)
			}
		}
		b.problem = ""
	}
	if t := w.takeOpen(); t != "" && t != here {
		b.open(app, t)
	}
	if b.visible() && in.Tap && b.opening == nil && b.layout(app).Contains(in.X, in.Y) {
		*in = Input{X: in.X, Y: in.Y, Hover: in.Hover} // the click is the badge's
		b.open(app, b.others[0].Table)
		changed = true
	}
	if b.opening == nil {
		return changed, nil
	}
	select {
	case r := <-b.opening:
		b.opening = nil
		if r.err != nil {
			b.problem = netProblem(app, loadOnlinePrefs(app.Store).Server, r.err)
			return true, nil
		}
		w.poke()
		return true, NewRoom(app, r.c, leaveForTurn(cur))
	default:
	}
	return changed, nil
}

// open takes the seat back at table.
func (b *turnsBadge) open(app *App, table string) {
	if b.opening != nil {
		return
	}
	urls := menuServer(app)
	if urls == nil {
		return
	}
	b.opening = startRequest(app.Store, netRequest{kind: netResume, urls: urls, table: table})
}

// visible reports whether the badge is on screen.
func (b *turnsBadge) visible() bool { return b.shown && len(b.others) > 0 }

// label is the badge's text.
func (b *turnsBadge) label(app *App) string {
	if b.problem != "" {
		return b.problem
	}
	if b.opening != nil {
		return app.T(i18n.TurnsOpening)
	}
	return app.Cat.F(i18n.MenuYourTurnAt, len(b.others))
}

// layout places the badge at the top of the screen, in the middle, and
// returns where.
func (b *turnsBadge) layout(app *App) sprites.Rect {
	u := app.Unit()
	face := app.Fonts.Face(15*u, sprites.Bold)
	w, _ := sprites.Measure(b.label(app), face)
	w = min(w+40*u, app.W-16*u)
	b.rect = sprites.Rect{X: (app.W - w) / 2, Y: 6 * u, W: w, H: 30 * u}
	return b.rect
}

// draw paints the badge over the scene.
func (b *turnsBadge) draw(app *App, dst *ebiten.Image) {
	if !b.visible() {
		return
	}
	b.layout(app)
	u := app.Unit()
	app.Paint.FillRoundRect(dst, b.rect, 15*u, sprites.Fade(sprites.FeltDark, 0.94))
	app.Paint.FillRoundRect(dst, b.rect.Inset(2*u), 13*u, sprites.Gold)
	fitText(dst, app, b.label(app), 15, sprites.Bold, b.rect.X+b.rect.W/2, b.rect.Y+b.rect.H/2, b.rect.W-20*u, sprites.AlignCenter, sprites.FeltDark)
}

// probeInto adds the badge, when shown, as the control "turns".
func (b *turnsBadge) probeInto(app *App, p *Probe) {
	if b.visible() {
		b.layout(app)
		p.Controls = append(p.Controls, ProbeControl{Name: "turns", Label: b.label(app), Rect: b.rect, Enabled: b.opening == nil})
	}
}
