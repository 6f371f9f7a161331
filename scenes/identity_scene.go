package scenes

import (
	"errors"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/internal/identity"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// Control IDs of the identity screen.
const (
	idIdExport = iota + 1
	idIdImport
	idIdReplace
	idIdKeep
	idIdBack
)

// IdentityScene shows the player's identity (issue 31): the name others
// see (never the key), Export (the text and a plain warning) and Import
// (a typed text; replacing this device's identity is asked first; a bad
// text is explained and changes nothing).
type IdentityScene struct {
	app      *App
	back     Scene
	backdrop *sprites.Backdrop
	form     Form
	field    textField
	focused  bool
	name     string
	// shown is the export text once asked for; asking holds an import
	// waiting for the person's answer.
	shown  string
	asking identity.Identity
	// note is the last outcome, in ink.
	note    string
	noteInk color.Color
	dirty   bool
	built   [2]float64
	lang    i18n.Lang
	// col is the layout on a phone or a tablet (touch: it is in use).
	col   column
	touch bool
}

// NewIdentityScene opens the identity screen; name is the name the
// lobby has.
func NewIdentityScene(app *App, back Scene, name string) *IdentityScene {
	return &IdentityScene{app: app, back: back, backdrop: app.Backdrop, form: NewForm(), name: name, dirty: true,
		field: textField{max: 80}}
}

// Form exposes the controls (tests).
func (s *IdentityScene) Form() *Form { return &s.form }

// Note is the last outcome shown ("" when none).
func (s *IdentityScene) Note() string { return s.note }

// Shown is the export text on screen ("" until Export).
func (s *IdentityScene) Shown() string { return s.shown }

// Asking reports whether an import waits for the person's answer.
func (s *IdentityScene) Asking() bool { return s.asking.Valid() }

// SetImportText fills in the import field (tests, the probe).
func (s *IdentityScene) SetImportText(text string) { s.field.text = text }

// Update handles typing and the buttons.
func (s *IdentityScene) Update(in *Input) Request {
	if s.dirty || s.built != [2]float64{s.app.W, s.app.H} || s.lang != s.app.Cat.Lang() {
		s.build()
	}
	if s.touch && s.col.input(in) {
		s.build()
	}
	if in.Pressed {
		s.focused = s.field.rect.Contains(in.X, in.Y)
	}
	form := *in
	if s.focused {
		form = typing(in)
		s.field.edit(in)
		if form.Has(IntentActivate) {
			form.Keys &^= IntentActivate
			s.focused = false
			return s.activate(idIdImport)
		}
	} else if in.Has(IntentBack) {
		return Request{Next: returnTo(s.back)}
	}
	if a, ok := s.form.Update(form.Form()); ok {
		s.app.Audio.Play(audio.Deal)
		return s.activate(a.ID)
	}
	return Request{}
}

func (s *IdentityScene) activate(id int) Request {
	s.dirty = true
	switch id {
	case idIdBack:
		return Request{Next: returnTo(s.back)}
	case idIdExport:
		cur, err := currentIdentity(s.app.Store)
		if err != nil {
			s.say(s.app.Cat.F(i18n.IdentityErrSave, err.Error()), sprites.Danger)
			return Request{}
		}
		s.shown = cur.Export()
	case idIdImport:
		s.startImport()
	case idIdReplace:
		if s.asking.Valid() {
			s.save(s.asking)
		}
		s.asking = identity.Identity{}
	case idIdKeep:
		s.asking = identity.Identity{}
		s.say(s.app.T(i18n.IdentityKept), sprites.InkDim)
	}
	return Request{}
}

// startImport reads the typed text: a bad one is explained and changes
// nothing; a good one replaces no identity without asking.
func (s *IdentityScene) startImport() {
	id, err := identity.Import(s.field.text)
	if err != nil {
		s.say(s.app.T(importProblem(err)), sprites.Danger)
		return
	}
	if !store.HasIdentity(s.app.Store) {
		s.save(id)
		return
	}
	cur, err := currentIdentity(s.app.Store)
	if err == nil && cur.ID() == id.ID() {
		s.say(s.app.T(i18n.IdentitySame), sprites.InkDim)
		return
	}
	s.asking = id
	s.say(s.app.T(i18n.IdentityImportAsk), sprites.Gold)
}

func (s *IdentityScene) save(id identity.Identity) {
	if err := store.ReplaceIdentity(s.app.Store, id); err != nil {
		s.say(s.app.Cat.F(i18n.IdentityErrSave, err.Error()), sprites.Danger)
		return
	}
	s.shown, s.field.text = "", ""
	s.say(s.app.T(i18n.IdentityImported), sprites.Gold)
}

func (s *IdentityScene) say(text string, ink color.Color) { s.note, s.noteInk = text, ink }

// importProblem names why an identity text was refused.
func importProblem(err error) i18n.Key {
	switch {
	case errors.Is(err, identity.ErrVersion):
		return i18n.IdentityErrVersion
	case errors.Is(err, identity.ErrDamaged):
		return i18n.IdentityErrDamaged
	}
	return i18n.IdentityErrNotExport
}

// build lays out the controls.
func (s *IdentityScene) build() {
	app := s.app
	f := FrameOf(app)
	asking := s.asking.Valid()
	cs := []Control{
		{ID: idIdExport, Kind: KindButton, Rect: f.Rect(66, 330, 548, 50), Label: app.T(i18n.IdentityExport), Enabled: !asking},
		{ID: idIdImport, Kind: KindButton, Rect: f.Rect(666, 410, 548, 50), Label: app.T(i18n.IdentityImport), Enabled: !asking, Primary: true},
		{ID: idIdBack, Kind: KindButton, Rect: f.Rect(50, 720, 200, 52), Label: app.T(i18n.OnlineBack), Enabled: true},
	}
	if asking {
		cs = append(cs, Control{ID: idIdReplace, Kind: KindButton, Rect: f.Rect(666, 600, 268, 50), Label: app.T(i18n.IdentityReplace), Enabled: true},
			Control{ID: idIdKeep, Kind: KindButton, Rect: f.Rect(946, 600, 268, 50), Label: app.T(i18n.IdentityKeep), Enabled: true, Primary: true})
	}
	s.form.Controls = cs
	s.field.label, s.field.rect, s.field.unit = app.T(i18n.IdentityImportField), f.Rect(666, 340, 548, 52), 0
	if s.touch = touchLayout(app); s.touch {
		s.buildTouch(cs)
	}
	s.built, s.lang, s.dirty = [2]float64{app.W, app.H}, app.Cat.Lang(), false
}

// buildTouch lays the screen out for a finger, in one scrolling column:
// the introduction and the name; Export, the text and its warning; the
// import field, Import, the outcome and the question; Back at the foot.
func (s *IdentityScene) buildTouch(desk []Control) {
	app := s.app
	c := &s.col
	c.begin(app, app.T(i18n.IdentityTitle), 1, 1)
	cs := s.form.Controls[:0:0]
	add := func(ctl Control) {
		if r, ok := c.row(app); ok {
			ctl.Rect = r
			cs = append(cs, ctl)
		}
	}
	c.text(app, app.T(i18n.IdentityIntro), 15, sprites.Regular, sprites.InkDim)
	if s.name != "" {
		c.text(app, app.Cat.F(i18n.IdentityName, s.name), 16, sprites.Bold, sprites.Ink)
	}
	add(desk[0])
	if s.shown != "" {
		c.code(app, s.shown, 14, sprites.Gold)
		c.text(app, app.T(i18n.IdentityExportWarning), 15, sprites.Bold, sprites.Danger)
	} else {
		c.text(app, app.T(i18n.IdentityExportWarning), 15, sprites.Regular, sprites.InkDim)
	}
	c.place(14) // the field's label
	s.field.rect, s.field.unit = sprites.Rect{}, c.U
	if r, ok := c.row(app); ok {
		s.field.rect = r
	}
	add(desk[1])
	c.text(app, s.note, 15, sprites.Regular, s.noteInk)
	for _, ctl := range desk[3:] {
		add(ctl)
	}
	desk[2].Rect = c.footButton(app)
	s.form.Controls = append(cs, desk[2])
}

// Draw draws the screen.
func (s *IdentityScene) Draw(dst *ebiten.Image) {
	s.backdrop.Draw(dst)
	if s.touch {
		s.col.draw(dst, s.app, &s.form)
		s.field.draw(dst, s.app, s.focused)
		return
	}
	app := s.app
	f := FrameOf(app)
	u := f.U
	x, y := f.Pt(60, 58)
	sprites.DrawText(dst, app.T(i18n.IdentityTitle), app.Fonts.Face(48*u, sprites.Bold), x, y, sprites.AlignLeft, sprites.Ink)
	DrawPanel(dst, app, f.Rect(50, 108, 1180, 150), "")
	body := app.Fonts.Face(16*u, sprites.Regular)
	r := f.Rect(70, 124, 1140, 80)
	sprites.DrawParagraph(dst, app.T(i18n.IdentityIntro), body, r.X, r.Y, r.W, sprites.InkDim)
	if s.name != "" {
		r = f.Rect(70, 222, 1140, 24)
		sprites.DrawText(dst, app.Cat.F(i18n.IdentityName, s.name), app.Fonts.Face(18*u, sprites.Bold), r.X, r.Y, sprites.AlignLeft, sprites.Ink)
	}
	DrawPanel(dst, app, f.Rect(50, 278, 580, 420), app.T(i18n.IdentityExport))
	DrawPanel(dst, app, f.Rect(650, 278, 580, 420), app.T(i18n.IdentityImport))
	if s.shown != "" {
		box := f.Rect(66, 400, 548, 56)
		app.Paint.FillRoundRect(dst, box, 6*u, sprites.Fade(sprites.FeltDark, 0.9))
		face := app.Fonts.Face(fitSize(app, s.shown, box.W-20*u, 17*u), sprites.Bold)
		sprites.DrawText(dst, s.shown, face, box.X+10*u, box.Y+box.H/2, sprites.AlignLeft, sprites.Gold)
		r = f.Rect(66, 476, 548, 120)
		sprites.DrawParagraph(dst, app.T(i18n.IdentityExportWarning), app.Fonts.Face(17*u, sprites.Bold), r.X, r.Y, r.W, sprites.Danger)
	} else {
		r = f.Rect(66, 400, 548, 120)
		sprites.DrawParagraph(dst, app.T(i18n.IdentityExportWarning), body, r.X, r.Y, r.W, sprites.InkDim)
	}
	s.field.draw(dst, app, s.focused)
	if s.note != "" {
		r = f.Rect(666, 480, 548, 110)
		sprites.DrawParagraph(dst, s.note, body, r.X, r.Y, r.W, s.noteInk)
	}
	DrawForm(dst, app, &s.form)
}

// fitSize is the largest type size up to most at which text fits width.
func fitSize(app *App, text string, width, most float64) float64 {
	size := most
	for size > 8 {
		if w, _ := sprites.Measure(text, app.Fonts.Face(size, sprites.Bold)); w <= width {
			break
		}
		size--
	}
	return size
}
