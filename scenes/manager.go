package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen of the game.
type Scene interface {
	// Update advances the scene one tick and says what should happen next.
	Update(in *Input) Request
	// Draw draws the scene; it changes nothing.
	Draw(dst *ebiten.Image)
}

// Request is what a scene asks of the manager after an update.
type Request struct {
	// Next, if not nil, replaces the current scene with a cross-fade.
	Next Scene
	// Quit ends the game.
	Quit bool
}

// FadeTicks is the length of a cross-fade.
const FadeTicks = 14

// Manager runs the current scene and the cross-fade between scenes. It
// implements ebiten.Game.
type Manager struct {
	app    *App
	cur    Scene
	prev   Scene
	fade   int
	input  InputState
	poll   poller
	offW   int
	offH   int
	off    *ebiten.Image
	woken  bool
	source func() RawInput
	paint  repaint
	// pointer is the pointer as the last tick read it (the probe's).
	pointer ProbePointer
	// turns is the badge of moves due at the person's other tables.
	turns turnsBadge
}

// NewManager starts with a scene.
func NewManager(app *App, first Scene) *Manager {
	m := &Manager{app: app, cur: first}
	m.paint.owed = repaintFrames // nothing is on screen yet
	m.poll.keys = &app.Keys
	m.source = m.poll.poll
	app.PaintOwed = func() bool { return !ebiten.IsScreenClearedEveryFrame() && m.paint.owing() }
	return m
}

// Current returns the scene being shown.
func (m *Manager) Current() Scene { return m.cur }

// Fading reports whether a cross-fade is running.
func (m *Manager) Fading() bool { return m.fade > 0 }

// Painting reports whether the next Draw paints the screen: always when
// Ebiten clears the screen every frame, otherwise while something changes.
func (m *Manager) Painting() bool {
	return ebiten.IsScreenClearedEveryFrame() || m.paint.needed()
}

// SetInputSource replaces the device poller (tests feed synthetic input).
func (m *Manager) SetInputSource(f func() RawInput) { m.source = f }

// Update polls input and advances the current scene.
func (m *Manager) Update() error {
	m.app.Tick++
	raw := m.source()
	if m.app.Mirror != nil {
		keys, cursor := m.app.Mirror.Pending()
		raw.Keys |= keys
		if cursor > 0 {
			raw.CursorTo = cursor
		}
	}
	if raw.Down && !m.pointer.Down {
		m.pointer.Presses++
	}
	m.pointer.X, m.pointer.Y, m.pointer.Down = raw.X, raw.Y, raw.Down
	in := m.input.Step(raw, TapSlop*m.app.Scale)
	if in.Any() && !m.woken {
		m.woken = true
		m.app.Audio.Wake()
	}
	if m.fade > 0 {
		m.fade--
		if m.fade == 0 {
			m.prev = nil
		}
		// Input waits for the fade: a click meant for the old scene must
		// not land on the new one.
		in = Input{X: in.X, Y: in.Y, Hover: in.Hover}
	}
	m.ensureOffscreen()
	m.app.Backdrop.Prepare(int(m.app.W), int(m.app.H))
	turned, next := m.turns.step(m.app, m.cur, &in)
	req := Request{Next: next}
	if next == nil {
		req = m.cur.Update(&in)
	}
	if req.Quit {
		return ebiten.Termination
	}
	if req.Next != nil {
		m.prev, m.cur, m.fade = m.cur, req.Next, FadeTicks
	}
	m.paint.update(m.app, &in, m.cur, m.fade > 0)
	if turned {
		m.paint.owed = repaintFrames
	}
	return nil
}

// ensureOffscreen keeps the fade buffer the size of the screen; it is
// allocated only when the size changes.
func (m *Manager) ensureOffscreen() {
	w, h := int(m.app.W), int(m.app.H)
	if m.off != nil && m.offW == w && m.offH == h {
		return
	}
	if m.off != nil {
		m.off.Deallocate()
	}
	m.off, m.offW, m.offH = ebiten.NewImage(max(1, w), max(1, h)), w, h
}

// Draw draws the current scene and, during a fade, the old one over it.
// When the screen is kept between frames (ebiten.SetScreenClearedEveryFrame
// (false), as the game runs) and nothing has changed for a few ticks, it
// draws nothing and Ebiten shows the previous picture again.
func (m *Manager) Draw(screen *ebiten.Image) {
	if !m.Painting() {
		return
	}
	m.paint.painted()
	m.cur.Draw(screen)
	defer m.turns.draw(m.app, screen)
	if m.fade == 0 || m.prev == nil || m.off == nil {
		return
	}
	m.off.Fill(color.Black)
	m.prev.Draw(m.off)
	op := &ebiten.DrawImageOptions{}
	t := float64(m.fade) / FadeTicks
	op.ColorScale.ScaleAlpha(float32(t * t * (3 - 2*t)))
	screen.DrawImage(m.off, op)
}

// Layout makes the screen as many pixels as the window has on the
// monitor (HiDPI aware) and tells the scenes the size.
func (m *Manager) Layout(outsideW, outsideH int) (int, int) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	w, h := int(math.Ceil(float64(outsideW)*s)), int(math.Ceil(float64(outsideH)*s))
	m.app.Resize(w, h, s)
	return w, h
}
