package scenes

import "rummy/engine"

// The table's small parts of state, grouped by idea.

// laidFor is what the table's layout was made for: the screen size,
// the card scale and the print (the card-size and large-print
// settings).
type laidFor struct {
	w, h, k float64
	print   float64 // the text scale
}

// revealState shows the end of a hand (the view in
// engine.PhaseHandOver is the finished position, its Hands every
// seat's last cards) until the score sheet is asked for.
type revealState struct {
	result *engine.HandResult
	// left counts ticks before a tap may leave the reveal; title says
	// who went out.
	left  int
	title string
}

// meldBuild is the melds the viewer is building.
type meldBuild struct {
	// staging is the staging row's groups, marks and progress.
	staging stagingRow
	// kept sums up what the autosave last kept of the table.
	kept uint64
	// warnedDiscard is 1 + the card whose discard was last warned
	// about (a second try discards it); 0 for none.
	warnedDiscard int
}
