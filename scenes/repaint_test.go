package scenes

import (
	"testing"

	"rummy/engine"

	"github.com/hajimehoshi/ebiten/v2"
)

// stillProbe is a probe scene that says whether it is still and counts
// the frames it painted.
type stillProbe struct {
	probe
	still, ticking bool
	draws          int
}

func (p *stillProbe) Still() bool        { return p.still }
func (p *stillProbe) Ticking() bool      { return p.ticking }
func (p *stillProbe) Draw(*ebiten.Image) { p.draws++ }

// keepScreen runs a test with the screen kept between frames, as the game
// runs, and restores Ebiten's default after it.
func keepScreen(t *testing.T) {
	t.Helper()
	ebiten.SetScreenClearedEveryFrame(false)
	t.Cleanup(func() { ebiten.SetScreenClearedEveryFrame(true) })
}

// tickAndDraw runs one tick and one frame, returning whether it painted.
func tickAndDraw(t *testing.T, m *Manager, screen *ebiten.Image, p *stillProbe) bool {
	t.Helper()
	if err := m.Update(); err != nil {
		t.Fatal(err)
	}
	before := p.draws
	m.Draw(screen)
	return p.draws > before
}

func TestRepaintStopsWhenStillAndWakesOnChange(t *testing.T) {
	keepScreen(t)
	app := testApp(t)
	p := &stillProbe{still: true}
	m := NewManager(app, p)
	raw := RawInput{X: 100, Y: 100}
	m.SetInputSource(func() RawInput { return raw })
	screen := ebiten.NewImage(64, 64)
	painted := 0
	for i := 0; i < 10; i++ {
		if tickAndDraw(t, m, screen, p) {
			painted++
		}
	}
	if painted != repaintFrames {
		t.Fatalf("a still scene painted %d of 10 frames, want %d after it appeared", painted, repaintFrames)
	}
	wake := []struct {
		name   string
		change func()
	}{
		{"the pointer moves", func() { raw.X++ }},
		{"a key", func() { raw.Keys = IntentActivate }},
		{"a press", func() { raw.Down = true }},
		{"a release", func() { raw.Down = false }},
		{"the wheel", func() { raw.Wheel = 1 }},
		{"the window is resized", func() { app.Resize(1000, 700, 1) }},
		{"a warning", func() { app.Warning = "the autosave failed" }},
		{"the scene moves", func() { p.still = false }},
	}
	for _, w := range wake {
		w.change()
		if !tickAndDraw(t, m, screen, p) {
			t.Errorf("%s: the frame was not painted", w.name)
		}
		raw.Keys, raw.Wheel, p.still = 0, 0, true
		for i := 0; i < repaintFrames+2; i++ {
			tickAndDraw(t, m, screen, p)
		}
		if tickAndDraw(t, m, screen, p) {
			t.Errorf("%s: still painting %d frames after the change", w.name, repaintFrames+3)
		}
	}
}

func TestSlowFramesStillPaintAChange(t *testing.T) {
	// A slow browser runs several ticks per frame: the change must still
	// be painted when the frame comes.
	keepScreen(t)
	app := testApp(t)
	p := &stillProbe{}
	m := NewManager(app, p)
	m.SetInputSource(func() RawInput { return RawInput{} })
	screen := ebiten.NewImage(64, 64)
	for i := 0; i < 8; i++ {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
	}
	p.still = true
	for i := 0; i < 8; i++ {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
	}
	m.Draw(screen)
	if p.draws != 1 {
		t.Fatalf("after eight ticks of change and eight still ones, one frame painted %d times", p.draws)
	}
}

func TestScenesWithoutStillAlwaysPaint(t *testing.T) {
	keepScreen(t)
	app := testApp(t)
	p := &probe{}
	m := NewManager(app, p)
	m.SetInputSource(func() RawInput { return RawInput{} })
	for i := 0; i < 10; i++ {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		if !m.Painting() {
			t.Fatalf("frame %d: a scene that cannot tell it is still was not painted", i)
		}
	}
}

func TestTableIsStillOnlyWhileNothingMoves(t *testing.T) {
	keepScreen(t)
	r := newRig(t, "classic", "human,bot")
	r.raw = RawInput{X: 5, Y: 5}
	r.settle()
	r.run(2)
	if !r.table.Still() {
		t.Fatal("the table waiting for the person is not still")
	}
	screen := ebiten.NewImage(1280, 800)
	for i := 0; i < repaintFrames+1; i++ {
		r.run(1)
		r.m.Draw(screen)
	}
	if r.m.Painting() {
		t.Fatal("the settled table keeps painting")
	}
	// Drawing from the stock moves a card: the table paints until it lands.
	before := len(r.table.view.Hand)
	sx, sy := r.table.lay.Stock.Center()
	r.tap(sx, sy)
	if r.table.Still() || !r.m.Painting() {
		t.Fatal("a card flying from the stock did not make the table paint")
	}
	r.settle()
	if got := len(r.table.view.Hand); got != before+1 {
		t.Fatalf("the draw did not reach the hand: %d cards, want %d", got, before+1)
	}
}

func TestTickingPaintsEveryFrameButOwesNothing(t *testing.T) {
	keepScreen(t)
	app := testApp(t)
	p := &stillProbe{still: true}
	m := NewManager(app, p)
	m.SetInputSource(func() RawInput { return RawInput{} })
	screen := ebiten.NewImage(64, 64)
	for i := 0; i < repaintFrames+2; i++ {
		tickAndDraw(t, m, screen, p)
	}
	p.ticking = true
	for i := 0; i < 5; i++ {
		if !tickAndDraw(t, m, screen, p) {
			t.Fatalf("frame %d of a ticking picture was not painted", i)
		}
		if app.PaintOwed() {
			t.Fatalf("frame %d: a ticking picture counts as an unpainted change", i)
		}
	}
	p.ticking = false
	if tickAndDraw(t, m, screen, p) {
		t.Fatal("painting went on after the ticking stopped")
	}
}

func TestBotsWaitForTheLastMoveToBePainted(t *testing.T) {
	r := newRig(t, "classic", "bot,human")
	owed := true
	r.app.PaintOwed = func() bool { return owed }
	tb := r.table
	for i := 0; i < maxPaintWait; i++ {
		if !tb.game.waitForPaint(r.app.PaintOwed) {
			t.Fatalf("tick %d: the bot stopped waiting for an unpainted move", i)
		}
	}
	if tb.game.waitForPaint(r.app.PaintOwed) {
		t.Fatalf("the bot waited more than %d ticks for a paint", maxPaintWait)
	}
	owed = false
	if tb.game.waitForPaint(r.app.PaintOwed) {
		t.Fatal("the bot waited though everything was painted")
	}
}

func TestMenuPaintsOnlyForInput(t *testing.T) {
	keepScreen(t)
	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
	m := NewManager(app, menu)
	raw := RawInput{X: 10, Y: 10}
	m.SetInputSource(func() RawInput { return raw })
	screen := ebiten.NewImage(1280, 800)
	for i := 0; i < repaintFrames+2; i++ {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		m.Draw(screen)
	}
	if m.Painting() {
		t.Fatal("the menu keeps painting with no input")
	}
	raw.X = 400 // hovering over another control
	if err := m.Update(); err != nil {
		t.Fatal(err)
	}
	if !m.Painting() {
		t.Fatal("a pointer move over the menu was not painted")
	}
	for _, s := range []Scene{&SettingsScene{}, &RulesScene{}, &ScoreSheet{}} {
		if st, ok := s.(stillScene); !ok || !st.Still() || st.Ticking() {
			t.Errorf("%T does not say it changes only with input", s)
		}
	}
}
