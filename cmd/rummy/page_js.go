//go:build js

package main

import (
	"net/url"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes"
)

// pageFlags are the command-line flags a page address may set, as query
// parameters: index.html?variant=romme&seats=human,bot,bot,bot&seed=7.
var pageFlags = [...]string{"variant", "seats", "seed", "option", "mute", "show"}

// programArgs turns the page's query parameters into command-line flags
// (a browser has no command line). Other parameters are ignored. It runs
// first in main, so it also marks the moment ("rummy-main" in the page's
// performance timeline) for start-up measurements.
func programArgs() []string {
	js.Global().Get("performance").Call("mark", "rummy-main")
	q, err := url.ParseQuery(trimQuery(js.Global().Get("location").Get("search").String()))
	if err != nil {
		return nil
	}
	var args []string
	for _, k := range pageFlags {
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

// forPage wraps the game for its page: after the first frame it calls
// window.rummyStarted() (the page then hides its loading screen), and
// with ?test=1 in the address it publishes window.rummyTest every frame
// (see pageProbe).
func forPage(g ebiten.Game) ebiten.Game {
	p := &pageGame{Game: g}
	q, _ := url.ParseQuery(trimQuery(js.Global().Get("location").Get("search").String()))
	if m, ok := g.(*scenes.Manager); ok && q.Get("test") == "1" {
		p.probe = newPageProbe(m)
	}
	return p
}

// pageGame tells the page when the game is up.
type pageGame struct {
	ebiten.Game
	started bool
	probe   *pageProbe
}

func (p *pageGame) Update() error {
	if p.probe == nil {
		return p.Game.Update()
	}
	t0 := time.Now()
	err := p.Game.Update()
	p.probe.updated(time.Since(t0))
	return err
}

func (p *pageGame) Draw(screen *ebiten.Image) {
	if p.probe == nil {
		p.Game.Draw(screen)
	} else {
		t0 := time.Now()
		p.Game.Draw(screen)
		now := time.Now()
		p.probe.publish(now, now.Sub(t0))
	}
	if !p.started {
		p.started = true
		if f := js.Global().Get("rummyStarted"); f.Type() == js.TypeFunction {
			f.Invoke()
		} else {
			js.Global().Set("rummyReady", true)
		}
	}
}
