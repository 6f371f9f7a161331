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

// botPauseTicks is the human-like pause before a bot moves (shorter
// after a pass), at the chosen bot speed.
func botPauseTicks(speed float64, last engine.Action) int {
	base := 42.0
	if last.Kind == engine.ActPass {
		base = 12
	}
	return int(base / speed)
}

// maxPaintWait bounds how many ticks the game waits for the last move to
// be painted before it moves on anyway.
const maxPaintWait = 30

// waitForPaint holds the game back while the last change is not on
// screen yet (a slow renderer; owed is App.PaintOwed), at most
// maxPaintWait ticks in a row, so that no bot moves on a picture nobody
// has seen.
func (g *tableGame) waitForPaint(owed func() bool) bool {
	if owed != nil && owed() && g.paintWait < maxPaintWait {
		g.paintWait++
		return true
	}
	g.paintWait = 0
	return false
}
