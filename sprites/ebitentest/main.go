// Package ebitentest runs a package's tests inside Ebiten's game loop, for
// the UI packages whose tests draw and read pixels back. Use it from
// TestMain, under xvfb-run where there is no display.
package ebitentest

import (
	"errors"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// frames carries a test's request for a frame: the loop lets one frame
// end and closes the channel when the next begins. Ebiten runs one game
// loop per process, so there is one such line per test binary.
var frames = make(chan chan struct{})

// loop keeps Ebiten's game loop on the main goroutine and runs the tests
// from its first Update: reading pixels before the loop starts panics.
//
// Update does not return while a test runs. Ebiten runs its hooks
// (text/v2 ages its glyph cache in one) on the game goroutine between
// Updates; were the loop to tick on while the tests draw text on theirs,
// the two would race (go test -race reports it). Held inside Update, the
// game goroutine runs no hook, and the render thread still serves the
// tests' draws and ReadPixels. A test that draws many frames calls Frame
// now and then, so that the queued draw commands are flushed.
type loop struct {
	m       *testing.M
	done    chan int
	code    int
	started bool
	resume  chan struct{}
}

func (l *loop) Update() error {
	if l.resume != nil {
		close(l.resume) // the frame a test asked for is over
		l.resume = nil
	}
	if !l.started {
		l.started = true
		go func() { l.done <- l.m.Run() }()
	}
	select {
	case l.code = <-l.done:
		return ebiten.Termination
	case l.resume = <-frames:
		return nil
	}
}

func (l *loop) Draw(*ebiten.Image)         {}
func (l *loop) Layout(int, int) (int, int) { return 16, 16 }

// Frame lets the game loop finish one frame (flushing the draw commands
// queued so far, running Ebiten's hooks) while the caller waits, so the
// frame never runs alongside the test. Call it only from tests run by
// Main.
func Frame() {
	r := make(chan struct{})
	frames <- r
	<-r
}

// Main runs m inside a small unfocused window titled title and exits with
// the tests' status (2 if the game loop cannot start).
func Main(m *testing.M, title string) {
	l := &loop{m: m, done: make(chan int, 1)}
	ebiten.SetWindowSize(16, 16)
	ebiten.SetWindowTitle(title)
	if err := ebiten.RunGameWithOptions(l, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil && !errors.Is(err, ebiten.Termination) {
		println("RunGame:", err.Error())
		os.Exit(2)
	}
	os.Exit(l.code)
}
