//go:build (!linux || android) && !js

package audio

// waitForGesture is false: desktop audio may start at once.
const waitForGesture = false

// deviceAvailable is true on Windows, macOS and mobile systems, whose
// audio APIs fall back to silence instead of failing without a device.
func deviceAvailable() bool { return true }

// idleWhenSilent: the output suspends its context while nothing plays.
const idleWhenSilent = true
