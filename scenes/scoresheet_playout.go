package scenes

import "rummy/engine"

// PlayOutGame lets bots play every seat, without animation, until the
// game ends, then returns the final score sheet with Play again (the
// -show over flag and tests use it).
func (t *Table) PlayOutGame() (*ScoreSheet, error) {
	for {
		sheet, err := t.PlayOutHand()
		if err != nil || t.view.Phase == engine.PhaseGameOver {
			return sheet, err
		}
	}
}
