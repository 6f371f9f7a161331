package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// The question leaving a lesson asks (Esc, or the table's menu button):
// keep learning (the default: Enter, or Esc again), start the lesson
// over, or leave it, its place kept for the menu's "Resume lesson".

// Control IDs of the leave question.
const (
	idTutStay = iota + 10
	idTutRestart
	idTutLeave
)

// leaveBox is the question's panel, in layout units.
var leaveBox = sprites.Rect{X: 300, Y: 265, W: 680, H: 250}

// askLeave opens the question.
func (s *TutorialScene) askLeave() {
	s.asking = true
	s.built = [2]float64{}
}

// buildLeave lays out the question's three buttons, Keep learning focused.
func (s *TutorialScene) buildLeave() {
	app := s.app
	if s.built == [2]float64{app.W, app.H} && s.lang == app.Cat.Lang() && len(s.form.Controls) > 0 {
		return
	}
	f := FrameOf(app)
	b := leaveBox
	w := (b.W - 60 - 2*16) / 3
	s.form.Controls = append(s.form.Controls[:0],
		Control{ID: idTutStay, Kind: KindButton, Rect: f.Rect(b.X+30, b.Bottom()-86, w, 56), Label: app.T(i18n.TutStay), Enabled: true, Primary: true},
		Control{ID: idTutRestart, Kind: KindButton, Rect: f.Rect(b.X+30+w+16, b.Bottom()-86, w, 56), Label: app.T(i18n.TutRestart), Enabled: true},
		Control{ID: idTutLeave, Kind: KindButton, Rect: f.Rect(b.X+30+2*(w+16), b.Bottom()-86, w, 56), Label: app.T(i18n.TutLeaveButton), Enabled: true},
	)
	s.buildTouch()
	s.form.FocusID(idTutStay)
	s.built = [2]float64{app.W, app.H}
	s.lang = app.Cat.Lang()
}

// updateLeave runs the question.
func (s *TutorialScene) updateLeave(in *Input) Request {
	s.buildLeave()
	a, ok := s.form.Update(in.Form())
	switch {
	case in.Has(IntentBack), ok && a.ID == idTutStay:
		s.asking = false
		s.form.Controls, s.built = s.form.Controls[:0], [2]float64{}
	case ok && a.ID == idTutRestart:
		dropLesson(s.app)
		t, err := NewTutorialScene(s.app, s.Variant(), s.back)
		if err != nil {
			s.table.showProblem(err)
			s.asking = false
			return Request{}
		}
		return Request{Next: t}
	case ok && a.ID == idTutLeave:
		return Request{Next: s.leave()}
	}
	return Request{}
}

// leave keeps the lesson's place and goes back; the menu then offers to
// resume it.
func (s *TutorialScene) leave() Scene {
	if err := keepLesson(s.app, s.Variant(), s.m.State().Log()); err != nil {
		s.app.Warning = err.Error() // shown as the store's other problems are
	}
	return s.backScene()
}

// backScene is the scene the lesson goes back to, a menu told to look
// again at the lesson kept (its button says "Resume lesson" or not).
func (s *TutorialScene) backScene() Scene { return returnTo(s.back) }

// drawLeave draws the question over the lesson.
func (s *TutorialScene) drawLeave(dst *ebiten.Image) {
	if touchLayout(s.app) {
		drawTouchDialog(dst, s.app, &s.dialog, &s.form)
		return
	}
	drawQuestion(dst, s.app, FrameOf(s.app), leaveBox, i18n.TutLeaveTitle, i18n.TutLeaveText, &s.form)
}
