package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes"
)

// probeFile is the desktop twin of the browser's window.rummyTest, for
// end-to-end tests that drive the real binary (-probe FILE): after every
// frame it fills scenes.Probe and, when its JSON changed, replaces FILE
// with it (written beside it, then renamed, so a reader never sees half a
// file). The test reads where the cards and buttons are from it.
type probeFile struct {
	ebiten.Game
	m      *scenes.Manager
	path   string
	probe  scenes.Probe
	buf    []byte
	last   []byte
	failed bool
}

// Draw draws the frame, then publishes the probe if it changed.
func (p *probeFile) Draw(screen *ebiten.Image) {
	p.Game.Draw(screen)
	p.m.Fill(&p.probe)
	p.buf = p.probe.AppendJSON(p.buf[:0])
	if bytes.Equal(p.buf, p.last) {
		return
	}
	p.last = append(p.last[:0], p.buf...)
	tmp := p.path + ".tmp"
	err := os.WriteFile(tmp, p.buf, 0o644)
	if err == nil {
		err = os.Rename(tmp, p.path)
	}
	if err != nil && !p.failed {
		p.failed = true
		fmt.Fprintf(os.Stderr, "rummy: -probe %s: %v\n", p.path, err)
	}
}
