//go:build js

package main

import (
	"net/url"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes"
)

// programArgs turns the page's query parameters into command-line flags
// (a browser has no command line): index.html?variant=romme&seats=
// human,bot,bot,bot&seed=7 is -variant romme -seats … -seed 7. Only
// variant, seats, seed, option (repeatable), mute and show are read. It runs
// first in main, so it also marks the moment ("rummy-main" in the page's
// performance timeline) for start-up measurements.
func programArgs() []string {
	js.Global().Get("performance").Call("mark", "rummy-main")
	q, err := url.ParseQuery(trimQuery(js.Global().Get("location").Get("search").String()))
	if err != nil {
		return nil
	}
	var args []string
	for _, k := range [...]string{"variant", "seats", "seed", "option", "mute", "show"} {
		for _, v := range q[k] {
			args = append(args, "-"+k+"="+v)
		}
	}
	return args
}

func trimQuery(s string) string {
	if len(s) > 0 && s[0] == '?' {
		return s[1:]
	}
	return s
}

// forPage wraps the game for the browser end-to-end test: with ?test=1
// in the page address it publishes window.rummyTest every frame (see
// pageProbe); otherwise the game is returned as it is.
func forPage(g ebiten.Game, m *scenes.Manager) ebiten.Game {
	q, _ := url.ParseQuery(trimQuery(js.Global().Get("location").Get("search").String()))
	if q.Get("test") != "1" {
		return g
	}
	return &probedGame{Game: g, probe: newPageProbe(m)}
}

// probedGame times the game's Update and Draw and publishes the probe
// after every frame.
type probedGame struct {
	ebiten.Game
	probe *pageProbe
}

func (p *probedGame) Update() error {
	t0 := time.Now()
	err := p.Game.Update()
	p.probe.updated(time.Since(t0))
	return err
}

func (p *probedGame) Draw(screen *ebiten.Image) {
	painted := p.probe.m.Painting()
	t0 := time.Now()
	p.Game.Draw(screen)
	now := time.Now()
	p.probe.publish(now, now.Sub(t0), painted)
}
