package scenes

import (
	"testing"

	"rummy/sprites/ebitentest"
)

// TestMain runs the tests inside Ebiten's game loop (they draw and read
// pixels back). Run under xvfb-run.
func TestMain(m *testing.M) { ebitentest.Main(m, "scenes test") }
