package scenes

import (
	"testing"

	"rummy/scenes/store"
	"rummy/sprites/ebitentest"

	"github.com/hajimehoshi/ebiten/v2"
)

// probe is a scene that records what it sees and asks for what it is told.
type probe struct {
	name    string
	updates int
	inputs  []Input
	next    Scene
	quit    bool
}

func (p *probe) Update(in *Input) Request {
	p.updates++
	p.inputs = append(p.inputs, *in)
	r := Request{Next: p.next, Quit: p.quit}
	p.next = nil
	return r
}

func (p *probe) Draw(*ebiten.Image) {}

func testApp(t *testing.T) *App {
	t.Helper()
	ebitentest.Cleanup(t) // the test's images are freed when it ends
	app, err := NewApp(AppConfig{Mute: true, Store: store.NewMemory()})
	if err != nil {
		t.Fatal(err)
	}
	app.Resize(1280, 800, 1)
	return app
}

func TestManagerCrossFadesAndHoldsInputDuringTheFade(t *testing.T) {
	app := testApp(t)
	a, b := &probe{name: "a"}, &probe{name: "b"}
	m := NewManager(app, a)
	raw := RawInput{X: 10, Y: 10, Down: true, Keys: IntentActivate}
	m.SetInputSource(func() RawInput { return raw })
	a.next = b
	if err := m.Update(); err != nil {
		t.Fatal(err)
	}
	if m.Current() != b || !m.Fading() {
		t.Fatalf("after the request: current %v fading %v", m.Current(), m.Fading())
	}
	for i := 0; i < FadeTicks; i++ {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if a.updates != 1 {
		t.Errorf("the old scene was updated %d times after leaving", a.updates-1)
	}
	if m.Fading() {
		t.Error("still fading after FadeTicks")
	}
	for i, in := range b.inputs[:FadeTicks-1] {
		if in.Keys != 0 || in.Pressed || in.Down {
			t.Errorf("tick %d of the fade passed input through: %+v", i, in)
		}
	}
	raw = RawInput{Keys: IntentBack}
	_ = m.Update()
	if last := b.inputs[len(b.inputs)-1]; !last.Has(IntentBack) {
		t.Errorf("after the fade input is still held: %+v", last)
	}
	b.quit = true
	if err := m.Update(); err != ebiten.Termination {
		t.Errorf("quit request gave %v", err)
	}
}
