//go:build js

package scenes

import (
	"syscall/js"
	"time"

	"rummy/bots"
	"rummy/engine"
)

// botRunner runs a bot's decisions in the browser: on a goroutine, each
// thought sliced per animation frame by think.
func botRunner() bots.Runner {
	return func(b bots.Bot, v *engine.View, done func(engine.Action)) {
		go func() { done(think(b, v)) }()
	}
}

// thinkSlice is a bot's share of each frame in the browser: the frame
// itself needs the rest of 16.7 ms.
const thinkSlice = 5 * time.Millisecond

// think decides for a bot in the browser, where every goroutine shares
// the page's one thread and Go never preempts a running one: a bot that
// thinks for 300 ms in one go freezes the page for 300 ms. A
// bots.Thinker (the hard and expert bots, whose Start is cheap and
// whose units of work are small) gets one slice per animation frame,
// run after the game's own frame, and waits for the next frame in
// between, which hands the thread back to the browser. Other bots decide
// in one go, a frame after they were asked (not on top of the frame
// that asked, which applied the last move).
func think(b bots.Bot, v *engine.View) engine.Action {
	frame := make(chan struct{}, 1)
	next := js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case frame <- struct{}{}:
		default:
		}
		return nil
	})
	defer next.Release()
	raf := js.Global().Get("requestAnimationFrame")
	return bots.Sliced(timedBots(b), v, thinkSlice, func() {
		raf.Invoke(next)
		<-frame
	})
}
