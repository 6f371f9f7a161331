//go:build js

package scenes

// canQuit is false: a page cannot close itself, so Quit is not offered.
const canQuit = false
