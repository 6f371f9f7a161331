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
	// painting, when set, says whether a frame paints (the manager skips
	// painting while nothing moves); painted holds those frames' times.
	painting func() bool
	painted  []time.Duration
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
	paints := f.painting == nil || f.painting()
	start := time.Now()
	f.Game.Draw(screen)
	d := f.update + time.Since(start)
	f.samples = append(f.samples, d)
	if paints && len(f.samples) > f.frames/4 {
		f.painted = append(f.painted, d)
	}
}

// report writes the median and 90th percentile of the frames after the
// first quarter (start-up renders the card atlases), then the same for
// the frames that painted the screen (counted after the same quarter).
func (f *frameTimer) report(w io.Writer) {
	s := f.samples[len(f.samples)/4:]
	if len(s) == 0 {
		return
	}
	med, p90 := percentiles(s)
	fmt.Fprintf(w, "frames %d: update+draw median %.2f ms, p90 %.2f ms\n", len(s), med, p90)
	if f.painting == nil {
		return
	}
	p := f.painted
	if len(p) == 0 {
		fmt.Fprintf(w, "painted 0 of %d frames\n", len(s))
		return
	}
	med, p90 = percentiles(p)
	fmt.Fprintf(w, "painted %d of %d frames: update+draw median %.2f ms, p90 %.2f ms\n", len(p), len(s), med, p90)
}

// percentiles returns the median and the 90th percentile in milliseconds.
func percentiles(s []time.Duration) (med, p90 float64) {
	sorted := append([]time.Duration(nil), s...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	return float64(sorted[len(sorted)/2].Microseconds()) / 1000, float64(sorted[len(sorted)*9/10].Microseconds()) / 1000
}
