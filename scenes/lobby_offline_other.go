//go:build !js

package scenes

// browserOffline is false outside a browser: a desktop cannot tell
// cheaply, and an unreachable server says so when it is tried.
func browserOffline() bool { return false }
