//go:build js

package audio

// waitForGesture is true: browsers keep audio suspended until a click or
// key, so the context is opened by Wake on the first one.
const waitForGesture = true

// deviceAvailable is true in a browser, which always has an audio output.
func deviceAvailable() bool { return true }

// idleWhenSilent is false: a browser's audio context may refuse to resume
// outside a click or key, so it keeps running (it does not spin).
const idleWhenSilent = false
