package scenes

import (
	"fmt"

	"rummy/engine"
	"rummy/scenes/online"
	"rummy/scenes/store"
	"rummy/sprites"
)

// A screen opens another through this registry, not by naming its type:
// each screen family registers its constructors, and a screen that goes
// back to the one that opened it asks that one for what it can do (see
// Home) rather than casting it.

// ScreenID names a screen that others open.
type ScreenID int

// The screens others open.
const (
	// ScreenSettings is the settings (Opening: Back, Backdrop).
	ScreenSettings ScreenID = iota + 1
	// ScreenRules is the rules of Opening.Setup.
	ScreenRules
	// ScreenStats is the statistics on Opening.Setup's rule set.
	ScreenStats
	// ScreenLobby is the online lobby, offering Opening.Setup.
	ScreenLobby
	// ScreenReplay is the replay of Opening.Kept.
	ScreenReplay
	// ScreenRoom is the waiting room of the table Opening.Client is at.
	ScreenRoom
)

// ScreenIDs lists every screen others open: a game must register them all.
var ScreenIDs = []ScreenID{ScreenSettings, ScreenRules, ScreenStats, ScreenLobby, ScreenReplay, ScreenRoom}

// Opening is what a screen is opened with; each constructor reads the
// fields its screen needs.
type Opening struct {
	// Back is where the screen's Back leads.
	Back Scene
	// Setup is the game the screen is about (rules, lobby).
	Setup Setup
	// Variant is the rule set the screen is about (statistics).
	Variant engine.Variant
	// Kept is the kept game to show (replay).
	Kept store.KeptGame
	// Backdrop is the felt drawn behind the screen.
	Backdrop *sprites.Backdrop
	// Client is the connection to a table server (room).
	Client *online.Client
}

// Constructor makes a screen.
type Constructor func(app *App, o Opening) (Scene, error)

var screens = map[ScreenID]Constructor{}

// Register makes c the constructor of screen id (a screen family calls
// it once, at start).
func Register(id ScreenID, c Constructor) { screens[id] = c }

// Registered reports whether a family registered screen id.
func Registered(id ScreenID) bool {
	_, ok := screens[id]
	return ok
}

// Open makes screen id; a screen no family registered is an error.
func Open(app *App, id ScreenID, o Opening) (Scene, error) {
	c, ok := screens[id]
	if !ok {
		return nil, fmt.Errorf("scenes: screen %d is not registered", id)
	}
	return c(app, o)
}

// Home is a screen the others go back to, the menu. A screen leaving to
// its back scene tells it through returnTo, and Play again starts the
// next game through it; a back scene that is not a Home is simply shown.
type Home interface {
	Scene
	// Returned tells the screen that one opened from it closed: it looks
	// again at what that one may have changed (the autosave, a lesson
	// kept).
	Returned()
	// StartTable starts a game of setup as its own Start does; a problem
	// is shown on it and Next is nil.
	StartTable(setup Setup) Request
}

// returnTo is back, told that the screen leaving to it closed.
func returnTo(back Scene) Scene {
	if h, ok := back.(Home); ok {
		h.Returned()
	}
	return back
}

// homeOf is back as a Home, if it is one.
func homeOf(back Scene) (Home, bool) {
	h, ok := back.(Home)
	return h, ok
}
