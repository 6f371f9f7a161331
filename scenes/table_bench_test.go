package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites/ebitentest"
)

// benchTable sets up Liverpool with 8 seats (three decks and six jokers:
// 162 cards) and plays until melds are on the table.
func benchTable(tb testing.TB) *tableRig {
	t, _ := tb.(*testing.T)
	if t == nil {
		t = &testing.T{}
	}
	r := newRig(t, "liverpool", "bot,bot,bot,bot,bot,bot,bot,bot")
	for i := 0; i < 100000 && len(r.table.view.Table) < 6; i++ {
		r.run(1)
		if r.table.botBusy() {
			time.Sleep(100 * time.Microsecond)
		}
	}
	return r
}

// BenchmarkTableFrame measures one frame (Update and Draw) of a busy
// 8-seat Liverpool table at 1280×800.
func BenchmarkTableFrame(b *testing.B) {
	r := benchTable(b)
	screen := ebiten.NewImage(1280, 800)
	r.app.Resize(1280, 800, 1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.table.Update(&Input{})
		r.table.Draw(screen)
		// The game flushes the frame's draws once per frame, off the
		// benchmark's goroutine (as the game loop did before it was held
		// still for the race detector).
		b.StopTimer()
		ebitentest.Frame()
		b.StartTimer()
	}
}

// TestFramesAllocateNoImages draws a busy table for many frames after a
// warm-up and checks that no card atlas or shape texture was made: every
// image is created at start-up or when the screen size changes.
func TestFramesAllocateNoImages(t *testing.T) {
	r := benchTable(t)
	screen := ebiten.NewImage(1280, 800)
	// The warm-up draws every state a frame can show here at least once:
	// each seat's turn (its badge's ring and bar are first drawn then).
	turns := map[int]bool{}
	for i := 0; i < 100000 && (i < 30 || len(turns) < 8); i++ {
		turns[r.table.view.Turn] = true
		r.table.Update(&Input{})
		r.table.Draw(screen)
		ebitentest.Frame()
		if r.table.botBusy() {
			time.Sleep(100 * time.Microsecond)
		}
	}
	if len(turns) < 8 {
		t.Fatalf("the warm-up saw the turn at %d seats of 8", len(turns))
	}
	atlases, textures, avatars := r.app.Cards.Atlases(), r.app.Paint.Textures(), r.app.Avatars.Builds()
	for i := 0; i < 300; i++ {
		r.table.Update(&Input{})
		r.table.Draw(screen)
		ebitentest.Frame()
	}
	if a, tx, av := r.app.Cards.Atlases(), r.app.Paint.Textures(), r.app.Avatars.Builds(); a != atlases || tx != textures || av != avatars {
		t.Errorf("frames made images: atlases %d → %d, shape textures %d → %d, avatar atlases %d → %d", atlases, a, textures, tx, avatars, av)
	}
}
