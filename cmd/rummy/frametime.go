package main

import (
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// frameTimer wraps the game for -frametime: it measures the CPU time the
// game spends in each frame's Update and Draw inside the real loop (the
// wall clock is read here, around the game, never inside it), ends after
// a number of frames and reports the median and the 90th percentile.
type frameTimer struct {
	ebiten.Game
	frames  int
	update  time.Duration
	samples []time.Duration
}

func (f *frameTimer) Update() error {
	start := time.Now()
	err := f.Game.Update()
	f.update = time.Since(start)
	if len(f.samples) >= f.frames {
		return ebiten.Termination
	}
	return err
}

func (f *frameTimer) Draw(screen *ebiten.Image) {
	start := time.Now()
	f.Game.Draw(screen)
	f.samples = append(f.samples, f.update+time.Since(start))
}

// report writes the median and 90th percentile of the frames after the
// first quarter (start-up renders the card atlases).
func (f *frameTimer) report(w io.Writer) {
	s := f.samples[len(f.samples)/4:]
	if len(s) == 0 {
		return
	}
	sorted := append([]time.Duration(nil), s...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	fmt.Fprintf(w, "frames %d: update+draw median %.2f ms, p90 %.2f ms\n", len(sorted),
		float64(sorted[len(sorted)/2].Microseconds())/1000, float64(sorted[len(sorted)*9/10].Microseconds())/1000)
}
