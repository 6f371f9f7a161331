package sprites

// ControlKind says how a control looks and reacts.
type ControlKind uint8

// Kinds of controls.
const (
	// KindButton does one thing when activated.
	KindButton ControlKind = iota
	// KindToggle flips a boolean; Value is shown as a switch.
	KindToggle
	// KindCycler steps through a list of values: ‹ value ›.
	KindCycler
	// KindStepper changes a number within bounds: − value +.
	KindStepper
	// KindTile is a large selectable card (a rule set, a seat).
	KindTile
	// KindField is a line of text a person writes (a name): Label before
	// it, Value in a box (Detail, faint, while it is empty), a caret
	// while On (being written).
	KindField
)

// Control is one interactive element of a form.
type Control struct {
	ID      int
	Kind    ControlKind
	Rect    Rect
	Label   string
	Value   string
	Detail  string
	Help    string
	On      bool // a toggle's state, or a tile's selection
	Enabled bool
	Primary bool
	// ValueOnly: a stepper or cycler is all value box, with no label
	// (a seat's kind beside a person's name field).
	ValueOnly bool
}

// Activation is what happened to a control this tick.
type Activation struct {
	// ID is the control's ID.
	ID int
	// Delta is −1 or +1 for steppers and cyclers (+1 for buttons, toggles, tiles).
	Delta int
}

// FormKey is a key a form listens to (as a bit set).
type FormKey uint8

// The keys a form listens to.
const (
	FormUp FormKey = 1 << iota
	FormDown
	FormLeft
	FormRight
	FormActivate
	FormNext
	FormPrev
)

// FormInput is one tick of input as a form needs it: the pointer (and
// whether it hovers, is down, was pressed or released, and whether the
// release ends a tap) and the keys pressed.
type FormInput struct {
	X, Y                                float64
	Hover, Down, Pressed, Released, Tap bool
	Keys                                FormKey
}

// Has reports whether a key was pressed.
func (in FormInput) Has(k FormKey) bool { return in.Keys&k != 0 }

// Form is a list of controls with one focused (keyboard) and one hovered
// (pointer). Scenes rebuild the controls when their content or the screen
// size changes, then let the form turn input into activations.
type Form struct {
	Controls []Control
	Focus    int
	Hover    int
	pressed  int
}

// NewForm returns an empty form with nothing focused.
func NewForm() Form { return Form{Focus: -1, Hover: -1, pressed: -1} }

// HitTest returns the index of the topmost enabled control under the
// point, or −1. Later controls are drawn on top, so they are tested first.
func (f *Form) HitTest(x, y float64) int {
	for i := len(f.Controls) - 1; i >= 0; i-- {
		c := &f.Controls[i]
		if c.Enabled && c.Rect.Contains(x, y) {
			return i
		}
	}
	return -1
}

// Focused returns the focused control, or nil.
func (f *Form) Focused() *Control {
	if f.Focus < 0 || f.Focus >= len(f.Controls) {
		return nil
	}
	return &f.Controls[f.Focus]
}

// FocusID moves the focus to the control with an ID, if it exists.
func (f *Form) FocusID(id int) {
	for i := range f.Controls {
		if f.Controls[i].ID == id {
			f.Focus = i
			return
		}
	}
}

// moveFocus steps the focus to the next enabled control in a direction.
func (f *Form) moveFocus(dir int) {
	n := len(f.Controls)
	if n == 0 {
		return
	}
	i := f.Focus
	if i < 0 && dir < 0 {
		i = 0
	}
	for range n {
		i = ((i+dir)%n + n) % n
		if f.Controls[i].Enabled {
			f.Focus = i
			return
		}
	}
}

// Update turns this tick's input into at most one activation. A tap
// activates the control under it (a tap on the left half of a stepper's
// or cycler's value goes down, anywhere else up); a press is only
// honoured when it is released over the same control.
func (f *Form) Update(in FormInput) (Activation, bool) {
	f.Hover = -1
	if in.Hover || in.Down {
		f.Hover = f.HitTest(in.X, in.Y)
	}
	if in.Pressed {
		f.pressed = f.HitTest(in.X, in.Y)
	}
	if in.Released {
		i := f.HitTest(in.X, in.Y)
		was := f.pressed
		f.pressed = -1
		if i >= 0 && i == was && in.Tap {
			f.Focus = i
			c := &f.Controls[i]
			d := 1
			if (c.Kind == KindStepper || c.Kind == KindCycler) && in.X >= valueLeft(c) {
				d = stepDir(c, in.X)
			}
			return Activation{ID: c.ID, Delta: d}, true
		}
	}
	switch {
	case in.Has(FormDown) || in.Has(FormNext):
		f.moveFocus(1)
	case in.Has(FormUp) || in.Has(FormPrev):
		f.moveFocus(-1)
	}
	c := f.Focused()
	if c == nil || !c.Enabled {
		return Activation{}, false
	}
	switch {
	case in.Has(FormActivate):
		return Activation{ID: c.ID, Delta: 1}, true
	case in.Has(FormLeft) && c.Kind != KindButton:
		return Activation{ID: c.ID, Delta: -1}, true
	case in.Has(FormRight) && c.Kind != KindButton:
		return Activation{ID: c.ID, Delta: 1}, true
	}
	return Activation{}, false
}

// valueLeft is where a stepper's or cycler's value box starts: after its
// label, or at its left edge for a ValueOnly control.
func valueLeft(c *Control) float64 {
	if c.ValueOnly {
		return c.Rect.X
	}
	return c.Rect.X + c.Rect.W*0.56
}

// stepDir says whether a tap in the value box means down (left half) or up.
func stepDir(c *Control, x float64) int {
	mid := (valueLeft(c) + c.Rect.Right()) / 2
	if x < mid {
		return -1
	}
	return 1
}
