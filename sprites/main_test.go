package sprites

import (
	"errors"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// loop keeps Ebiten's game loop on the main goroutine and runs the tests
// from its first Update, so tests may read pixels back. Run under xvfb-run.
type loop struct {
	m       *testing.M
	done    chan int
	code    int
	started bool
}

func (l *loop) Update() error {
	if !l.started {
		l.started = true
		go func() { l.done <- l.m.Run() }()
	}
	select {
	case l.code = <-l.done:
		return ebiten.Termination
	default:
		return nil
	}
}

func (l *loop) Draw(*ebiten.Image)         {}
func (l *loop) Layout(int, int) (int, int) { return 16, 16 }

func TestMain(m *testing.M) {
	l := &loop{m: m, done: make(chan int, 1)}
	ebiten.SetWindowSize(16, 16)
	ebiten.SetWindowTitle("sprites test")
	if err := ebiten.RunGameWithOptions(l, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil && !errors.Is(err, ebiten.Termination) {
		println("RunGame:", err.Error())
		os.Exit(2)
	}
	os.Exit(l.code)
}
