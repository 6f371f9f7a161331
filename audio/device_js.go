//go:build js

package audio

// waitForGesture is true: browsers keep audio suspended until a click or
// key, so the context is opened by Wake on the first one.
const waitForGesture = true

// deviceAvailable is true in a browser, which always has an audio output.
func deviceAvailable() bool { return true }
