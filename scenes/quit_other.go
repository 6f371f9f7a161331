//go:build !js

package scenes

// canQuit is true: a desktop game has a Quit button and Esc leaves the menu.
const canQuit = true
