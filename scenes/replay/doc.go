// Package replay is the replay viewer: a finished game kept in the
// archive, stepped forward and back through its log, with the hard
// bot's view of the person's moves. It registers itself as
// scenes.ScreenReplay; other screens open it through scenes.Open.
package replay
