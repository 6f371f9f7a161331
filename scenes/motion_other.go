//go:build !js

package scenes

// prefersReducedMotion reports the system's wish for less motion; a
// desktop build has no such setting to read, so it is false.
func prefersReducedMotion() bool { return false }
