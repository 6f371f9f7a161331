package scenes

// refuse shows why a move was refused, in the player's language: the
// engine's refusals are translated, with seats by their names at this
// table; any other problem is shown as it is.
func (t tableJudge) refuse(err error) {
	t.showToast(t.app.Cat.ReasonAt(err, t.seatName, t.tableMeld))
}
