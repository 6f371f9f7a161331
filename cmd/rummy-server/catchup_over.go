package main

// endedSince reports whether the game ended after position last: a
// client that far behind gets the final position only (a snapshot with
// the reveal), never the records in between, each of which would carry
// the final reveal beside an earlier position (issue 26 item 10).
func (t *table) endedSince(last uint64) bool {
	return last < t.pos && t.game != nil && t.game.over()
}
