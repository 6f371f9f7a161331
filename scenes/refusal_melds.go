package scenes

import "rummy/engine"

// tableMeld returns the cards of the table's meld i as the viewer sees
// it, or nil when there is none: refusals name melds by their cards
// (issue 15 item 7).
func (t tableJudge) tableMeld(i int) []engine.Card {
	if t.view == nil || i < 0 || i >= len(t.view.Table) {
		return nil
	}
	return t.view.Table[i].Cards
}
