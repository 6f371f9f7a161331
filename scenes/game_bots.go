package scenes

import (
	"rummy/bots"
	"rummy/engine"
)

// newBot returns the player for a bot seat at its level (easy, normal or
// hard; the hard one thinks for bots.DefaultThink per decision). Its RNG
// derives from the game seed and the seat, so games replay exactly.
func newBot(l Level, seed uint64, seat int) bots.Bot {
	b, err := bots.New(l.String(), seed, seat, bots.Config{})
	if err != nil {
		// Levels come from seat.ParseLevel and the menu, which only
		// produce the three levels bots.New knows.
		return bots.NewNormal(seed, seat)
	}
	return b
}

// botReply is a bot's decision, made off the frame loop.
type botReply struct {
	seat int
	act  engine.Action
}

// botRunner runs one bot decision at a time in a goroutine, so a slow bot
// never stalls a frame. Under js/wasm goroutines share the one thread, so
// think (botthink_js.go) gives a slicing bot (bots.Thinker, the hard one)
// one short step per animation frame; the other levels decide in well
// under a millisecond.
type botRunner struct {
	replies chan botReply
	busy    bool
}

func (r *botRunner) start(b bots.Bot, v *engine.View) {
	r.busy = true
	go func() { r.replies <- botReply{seat: v.Seat, act: think(b, v)} }()
}

func (r *botRunner) poll() (botReply, bool) {
	select {
	case rep := <-r.replies:
		r.busy = false
		return rep, true
	default:
		return botReply{}, false
	}
}

// botPauseTicks is the human-like pause before a bot moves.
func (g *tableGame) botPauseTicks(quick bool) int {
	base := 42.0
	if quick {
		base = 12
	}
	return int(base / speedFactor(g.app.Settings.BotSpeed))
}

// maxPaintWait bounds how many ticks a bot waits for the last move to be
// painted before it thinks anyway.
const maxPaintWait = 30

// waitForPaint holds a bot back while the last change is not on screen
// yet (a slow renderer), at most maxPaintWait ticks in a row.
func (g *tableGame) waitForPaint() bool {
	if g.app.PaintOwed != nil && g.app.PaintOwed() && g.paintWait < maxPaintWait {
		g.paintWait++
		return true
	}
	g.paintWait = 0
	return false
}
