package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// Control IDs of the first start's offer.
const (
	idOfferLearn = iota + 1
	idOfferLater
)

// LessonOffer asks, over the menu on the first start, whether the person
// would like the guided hand. Either answer is remembered in the
// settings, so it is asked once.
type LessonOffer struct {
	app   *App
	menu  *Menu
	form  Form
	built [2]float64
	lang  i18n.Lang
}

// FirstScreen returns the menu, or on the first start the offer of the
// guided hand over it.
func FirstScreen(app *App, menu *Menu) Scene {
	if app.Settings.LessonOffered {
		return menu
	}
	return &LessonOffer{app: app, menu: menu, form: NewForm()}
}

// Form exposes the buttons (tests tap them).
func (o *LessonOffer) Form() *Form { return &o.form }

func (o *LessonOffer) build() {
	if o.built == [2]float64{o.app.W, o.app.H} && o.lang == o.app.Cat.Lang() && len(o.form.Controls) > 0 {
		return
	}
	f := FrameOf(o.app)
	b := askBox
	o.form.Controls = append(o.form.Controls[:0],
		Control{ID: idOfferLearn, Kind: KindButton, Rect: f.Rect(b.X+30, b.Bottom()-86, 260, 56), Label: o.app.T(i18n.MenuLearn), Enabled: true, Primary: true},
		Control{ID: idOfferLater, Kind: KindButton, Rect: f.Rect(b.Right()-290, b.Bottom()-86, 260, 56), Label: o.app.T(i18n.TutLater), Enabled: true})
	o.form.FocusID(idOfferLearn)
	o.built = [2]float64{o.app.W, o.app.H}
	o.lang = o.app.Cat.Lang()
}

// Update takes the answer.
func (o *LessonOffer) Update(in *Input) Request {
	o.build()
	m := o.menu
	if m.dirty || m.built != [2]float64{m.app.W, m.app.H} || m.lang != m.app.Cat.Lang() {
		m.build() // the menu shows, dimmed, behind the question
	}
	m.app.Cards.Prepare(m.fanHeight())
	id := 0
	if a, ok := o.form.Update(in.Form()); ok {
		id = a.ID
	}
	if in.Has(IntentBack) {
		id = idOfferLater
	}
	if id == 0 {
		return Request{}
	}
	o.app.Settings.LessonOffered = true
	if err := store.SaveSettings(o.app.Store, o.app.Settings); err != nil {
		o.app.Warning = err.Error()
	}
	if id == idOfferLater {
		return Request{Next: o.menu}
	}
	return o.menu.learn()
}

// Draw draws the menu, dimmed, and the question.
func (o *LessonOffer) Draw(dst *ebiten.Image) {
	o.menu.Draw(dst)
	drawQuestion(dst, o.app, FrameOf(o.app), askBox, i18n.TutOfferTitle, i18n.TutOfferText, &o.form)
}

// Still reports that the offer changes only with input.
func (o *LessonOffer) Still() bool { return true }

// Ticking reports that nothing on the offer moves with time.
func (o *LessonOffer) Ticking() bool { return false }
