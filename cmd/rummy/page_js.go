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
// variant, seats, seed, option (repeatable), mute, show, and for online
// play join, watch and name are read: index.html?join=CODE joins that
// table on the server the page came from. It runs
// first in main, so it also marks the moment ("rummy-main" in the page's
// performance timeline) for start-up measurements.
func programArgs() []string {
	js.Global().Get("performance").Call("mark", "rummy-main")
	q, err := url.ParseQuery(trimQuery(js.Global().Get("location").Get("search").String()))
	if err != nil {
		return nil
	}
	var args []string
	for _, k := range [...]string{"variant", "seats", "seed", "option", "mute", "show", "join", "watch", "name"} {
		for _, v := range q[k] {
			args = append(args, "-"+k+"="+v)
		}
	}
	if q.Get("join") != "" || q.Get("watch") != "" || q.Get("show") == "online" {
		args = append(args, "-server="+pageServer())
	}
	return args
}

// pageServer is the table server the page came from (its own origin).
func pageServer() string {
	loc := js.Global().Get("location")
	if loc.Get("protocol").String() == "https:" {
		return "https://" + loc.Get("host").String()
	}
	return loc.Get("host").String()
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
