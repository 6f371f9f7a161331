//go:build !js

package scenes

import (
	"rummy/bots"
	"rummy/engine"
)

// think decides for a bot. On the desktop the bot's goroutine runs on
// its own thread beside the frame loop, so it decides in one go.
func think(b bots.Bot, v *engine.View) engine.Action { return b.Act(v) }
