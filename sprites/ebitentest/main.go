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

// loop keeps Ebiten's game loop on the main goroutine and runs the tests
// from its first Update: reading pixels before the loop starts panics.
//
// That first Update does not return until the tests are done. Ebiten
// runs its hooks (text/v2 ages its glyph cache in one) on the game
// goroutine before every Update; were the loop to tick on while the
// tests draw text on theirs, the two would race (go test -race reports
// it). Held inside Update, the game goroutine runs no hook, and the
// render thread still serves the tests' draws and ReadPixels.
type loop struct {
	m    *testing.M
	code int
}

func (l *loop) Update() error {
	done := make(chan int, 1)
	go func() { done <- l.m.Run() }()
	l.code = <-done
	return ebiten.Termination
}

func (l *loop) Draw(*ebiten.Image)         {}
func (l *loop) Layout(int, int) (int, int) { return 16, 16 }

// Main runs m inside a small unfocused window titled title and exits with
// the tests' status (2 if the game loop cannot start).
func Main(m *testing.M, title string) {
	l := &loop{m: m}
	ebiten.SetWindowSize(16, 16)
	ebiten.SetWindowTitle(title)
	if err := ebiten.RunGameWithOptions(l, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil && !errors.Is(err, ebiten.Termination) {
		println("RunGame:", err.Error())
		os.Exit(2)
	}
	os.Exit(l.code)
}
