//go:build !js

package scenes

import "rummy/bots"

// botRunner runs a bot's decisions. On the desktop each runs on a
// goroutine of its own, on its own thread beside the frame loop, so a
// slow bot never stalls a frame.
func botRunner() bots.Runner { return bots.GoRunner }
