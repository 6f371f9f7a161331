package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// idTutFinish is the button that ends a finished lesson.
const idTutFinish = 1

// TutorialScene is a guided hand of one rule set: the normal table over
// a stacked deal, with a prompt that asks for each step and waits for
// the person to do it (a move that is not the step's is refused, and the
// prompt says why), scripted bots in the other seats, and a last word
// once the hand is played. Esc asks whether to leave the lesson, whose
// place is kept for the menu's "Resume lesson".
type TutorialScene struct {
	app      *App
	back     Scene
	table    *Table
	tu       *tutorial
	m        *match.Match
	finished bool
	// asking: the leave question is open (tutorial_leave.go).
	asking bool
	form   Form
	built  [2]float64
	lang   i18n.Lang
	// shown is what the last Still compared the picture with.
	shown struct {
		prompt           string
		finished, asking bool
	}
	// dialog lays the last word and the leave question out on a phone
	// or a tablet (tutorial_touch.go).
	dialog column
}

// NewTutorialScene starts the lesson of a rule set (classic, Rommé or
// Liverpool; Kopilka has none and gets the classic one);
// Back and Finish return to back.
func NewTutorialScene(app *App, v engine.Variant, back Scene) (*TutorialScene, error) {
	return newTutorialScene(app, v, nil, back)
}

// ResumeTutorialScene goes on with the lesson left mid-way (see
// keepLesson) at the step it was left; ok is false when none was left.
func ResumeTutorialScene(app *App, back Scene) (s *TutorialScene, ok bool, err error) {
	v, played, ok, err := loadLesson(app)
	if !ok || err != nil {
		return nil, ok, err
	}
	s, err = newTutorialScene(app, v, played, back)
	return s, true, err
}

// newTutorialScene builds the lesson of v with the actions played so far.
func newTutorialScene(app *App, v engine.Variant, played []engine.LoggedAction, back Scene) (*TutorialScene, error) {
	sc, ok := tutorialScripts[v]
	if !ok {
		sc = tutorialScripts[engine.Classic]
	}
	m, setup, err := newTutorialMatch(app, sc, played)
	if err != nil {
		return nil, err
	}
	tu := &tutorial{app: app, script: sc}
	for _, la := range played {
		if st := tu.current(); st != nil && la.Seat == 0 && st.matches(la.Action) {
			tu.step++
		}
	}
	s := &TutorialScene{app: app, back: back, tu: tu, m: m, form: NewForm()}
	g := &tutorialGame{Local: match.NewLocal(m), tu: tu}
	s.table = &Table{}
	s.table.present(app, setup, newTableGame(g, nil), back)
	s.table.pull()
	return s, nil
}

// Variant is the lesson's rule set.
func (s *TutorialScene) Variant() engine.Variant { return s.tu.script.variant }

// Table is the lesson's table (tests drive it).
func (s *TutorialScene) Table() *Table { return s.table }

// Step is the step the person is on, from 0; Steps how many there are.
func (s *TutorialScene) Step() int  { return s.tu.step }
func (s *TutorialScene) Steps() int { return len(s.tu.script.steps) }

// Finished reports whether the lesson's hand is over.
func (s *TutorialScene) Finished() bool { return s.finished }

// Prompt is the text the prompt box shows.
func (s *TutorialScene) Prompt() string {
	switch st := s.tu.current(); {
	case s.finished:
		return s.app.Cat.F(i18n.TutDone, s.app.T(i18n.VariantName(s.Variant())))
	case s.tu.why != "":
		return s.tu.why
	case s.table.reveal.result != nil:
		// The hand's end waits for the person (issue 24, item 11).
		return s.app.T(i18n.TableSeeScores)
	case st == nil:
		return ""
	case s.table.view.Claim.Open() && s.table.view.Claim.Pending(0) && st.kind != engine.ActClaim:
		return s.app.T(i18n.TutPass)
	case !s.table.view.MayAct():
		return s.app.T(i18n.TutWait)
	default:
		return s.app.T(st.prompt)
	}
}

// Update runs the table and watches for the end of the lesson. Esc
// goes to the table first (it closes the keys overlay, or cancels a
// choice); where the table would pause, the lesson asks whether to
// leave (see tutorial_leave.go).
func (s *TutorialScene) Update(in *Input) Request {
	if s.asking {
		return s.updateLeave(in)
	}
	if s.finished {
		s.build()
		if a, ok := s.form.Update(in.Form()); ok && a.ID == idTutFinish {
			return Request{Next: s.backScene()}
		}
		if in.Has(IntentActivate) || in.Has(IntentBack) {
			return Request{Next: s.backScene()}
		}
		return Request{}
	}
	r := s.table.Update(in)
	switch r.Next.(type) {
	case nil:
	case *ScoreSheet:
		// The hand is over and its end was shown: the lesson's own last
		// word takes the score sheet's place, and nothing is left to
		// resume.
		s.finished = true
		dropLesson(s.app)
	case *PauseScene, Home: // the table pausing, or leaving to the home screen
		s.askLeave()
	default:
		return r
	}
	return r.withoutNext()
}

// withoutNext drops a request's scene change, keeping Quit.
func (r Request) withoutNext() Request { return Request{Quit: r.Quit} }

// build lays out the Finish button.
func (s *TutorialScene) build() {
	if s.built == [2]float64{s.app.W, s.app.H} && s.lang == s.app.Cat.Lang() && len(s.form.Controls) > 0 {
		return
	}
	f := FrameOf(s.app)
	s.form.Controls = append(s.form.Controls[:0], Control{ID: idTutFinish, Kind: KindButton, Rect: f.Rect(540, 440, 200, 56),
		Label: s.app.T(i18n.TutFinish), Enabled: true, Primary: true})
	s.buildTouch()
	s.form.FocusID(idTutFinish)
	s.built = [2]float64{s.app.W, s.app.H}
	s.lang = s.app.Cat.Lang()
}

// promptBox is where the prompt is shown, in layout units.
var promptBox = sprites.Rect{X: 12, Y: 368, W: 222, H: 206}

// Draw draws the table and the prompt over it.
func (s *TutorialScene) Draw(dst *ebiten.Image) {
	s.table.Draw(dst)
	if s.asking {
		s.drawPrompt(dst)
		s.drawLeave(dst)
		return
	}
	app := s.app
	f := FrameOf(app)
	u := f.U
	if s.finished && touchLayout(app) {
		drawTouchDialog(dst, app, &s.dialog, &s.form)
		return
	}
	if s.finished {
		dimScreen(dst, app)
		box := f.Rect(340, 260, 600, 260)
		app.Paint.FillRoundRect(dst, box, 12*u, sprites.FeltDark)
		DrawPanel(dst, app, box, "")
		face := app.Fonts.Face(20*u, sprites.Bold)
		cx, _ := box.Center()
		for i, l := range sprites.Wrap(s.Prompt(), face, box.W-60*u) {
			sprites.DrawText(dst, l, face, cx, box.Y+60*u+float64(i)*30*u, sprites.AlignCenter, sprites.Gold)
		}
		DrawForm(dst, app, &s.form)
		return
	}
	s.drawPrompt(dst)
}

// drawPrompt draws the prompt box beside the table.
func (s *TutorialScene) drawPrompt(dst *ebiten.Image) {
	app := s.app
	if touchLayout(app) {
		s.drawPromptTouch(dst)
		return
	}
	f := FrameOf(app)
	u := f.U
	box := f.Rect(promptBox.X, promptBox.Y, promptBox.W, promptBox.H)
	if below := s.table.lay.Stock.Bottom() + 12*u + app.Fonts.Face(12*u, sprites.Regular).Size/2 + 4*u; box.Y < below {
		// The piles' labels stay readable above the box (issue 29: at
		// 720×450 the box covered "31 cards" and "Discard").
		box.H -= below - box.Y
		box.Y = below
	}
	app.Paint.FillRoundRect(dst, box, 10*u, color.RGBA{0x08, 0x20, 0x14, 0xf0})
	edge := sprites.Gold
	if s.tu.why != "" {
		edge = sprites.Danger
	}
	app.Paint.StrokeRoundRect(dst, box, 10*u, 2*u, edge)
	head := app.Fonts.Face(13*u, sprites.Bold)
	title := app.Cat.F(i18n.TutTitle, app.T(i18n.VariantName(s.Variant())))
	step := app.Cat.F(i18n.TutStep, min(s.tu.step+1, s.Steps()), s.Steps())
	// Rows no closer than the text they hold (issue 29: at 720×450 the
	// smallest print is bigger than the design's rows): lines that do not
	// fit above the leave line end in "…".
	y := box.Y + max(14*u, 2*u+head.Size/2)
	sprites.DrawText(dst, sprites.Ellipsize(title, head, box.W-20*u), head, box.X+10*u, y, sprites.AlignLeft, sprites.Gold)
	y += max(17*u, head.Size*1.2)
	sprites.DrawText(dst, step, head, box.X+10*u, y, sprites.AlignLeft, sprites.InkDim)
	body := app.Fonts.Face(13*u, sprites.Regular)
	leave := app.Fonts.Face(12*u, sprites.Regular)
	leaveY := box.Bottom() - max(11*u, 2*u+leave.Size/2)
	lh := max(17*u, body.Size*1.2)
	y += max(21*u, head.Size/2+body.Size/2+4*u)
	lines := sprites.Wrap(s.Prompt(), body, box.W-20*u)
	for i, l := range lines {
		if i+1 < len(lines) && y+lh+body.Size/2 > leaveY-leave.Size/2 {
			sprites.DrawText(dst, sprites.Ellipsize(l+"…", body, box.W-20*u), body, box.X+10*u, y, sprites.AlignLeft, sprites.Ink)
			break
		}
		sprites.DrawText(dst, l, body, box.X+10*u, y, sprites.AlignLeft, sprites.Ink)
		y += lh
	}
	sprites.DrawText(dst, app.T(i18n.TutLeave), leave, box.X+10*u, leaveY, sprites.AlignLeft, sprites.InkDim)
}

// String names the screen for the probe.
func (s *TutorialScene) String() string { return "tutorial (" + s.Variant().String() + ")" }
