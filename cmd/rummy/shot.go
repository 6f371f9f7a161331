package main

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// shooter wraps the game: after a number of frames it reads the screen's
// pixels in Draw (into a buffer allocated once, before that frame), then
// writes them as a PNG from the next Update and ends the game.
type shooter struct {
	ebiten.Game
	path   string
	frames int
	tick   int
	w, h   int
	buf    []byte
	taken  bool
	err    error
}

func (s *shooter) Update() error {
	if s.taken {
		s.err = s.write()
		return ebiten.Termination
	}
	s.tick++
	return s.Game.Update()
}

func (s *shooter) Layout(ow, oh int) (int, int) {
	w, h := s.Game.Layout(ow, oh)
	if s.buf == nil || w != s.w || h != s.h {
		s.w, s.h, s.buf = w, h, make([]byte, 4*w*h)
	}
	return w, h
}

func (s *shooter) Draw(screen *ebiten.Image) {
	s.Game.Draw(screen)
	if s.tick >= s.frames && !s.taken && screen.Bounds().Dx() == s.w && screen.Bounds().Dy() == s.h {
		screen.ReadPixels(s.buf)
		s.taken = true
	}
}

func (s *shooter) write() error {
	img := &image.NRGBA{Pix: s.buf, Stride: 4 * s.w, Rect: image.Rect(0, 0, s.w, s.h)}
	// The screen is premultiplied but opaque, so the bytes are also valid NRGBA.
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 0xff
	}
	f, err := os.Create(s.path)
	if err != nil {
		return fmt.Errorf("rummy: cannot write the screenshot: %v", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("rummy: cannot write the screenshot: %v", err)
	}
	return f.Close()
}
