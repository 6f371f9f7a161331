package scenes

import (
	"rummy/engine"
	"rummy/scenes/announce"
	"rummy/scenes/i18n"
)

// announce says what the events did, as the viewer's view sees them, to
// a screen reader or the speech service (issue 30 item 4); the sentences
// come from package announce, shared by the browser and the desktop.
func (t tableEvents) announce(ev []engine.Event) {
	if t.view == nil {
		return
	}
	lines := announce.Lines(t.app.Cat, ev, t.view, announce.Words{
		Who:   t.person,
		Claim: func(k engine.ClaimKind) string { return t.app.T(claimKey(k)) },
	})
	t.app.Announce(lines)
}

// mirror lists the table in words for the browser page (issue 30 item
// 4): the viewer's cards, the melds and the piles, as the view shows
// them.
func (t tableEvents) mirror() {
	if t.app.Mirror == nil || t.view == nil {
		return
	}
	cat := t.app.Cat
	hand := t.layouter().handCards(nil)
	tt := TableText{Cursor: t.hand.Cursor(), Stock: cat.F(i18n.SpeakStock, t.view.StockSize), Discard: cat.T(i18n.SpeakEmpty)}
	for _, c := range hand {
		k := i18n.SpeakHandCard
		if t.hand.Selected(c) {
			k = i18n.SpeakSelected
		}
		tt.Hand = append(tt.Hand, cat.F(k, cat.SpokenCard(c)))
		tt.Selected = append(tt.Selected, t.hand.Selected(c))
	}
	for _, m := range t.view.Table {
		tt.Melds = append(tt.Melds, cat.About(i18n.LogMelded, t.person(m.Owner), cat.SpokenCards(m.Cards)))
	}
	if n := len(t.view.Pile); n > 0 {
		tt.Discard = cat.F(i18n.SpeakDiscardTop, cat.SpokenCard(t.view.Pile[n-1]))
	}
	tt.Labels = [4]string{cat.T(i18n.KeyAction("draw")), cat.T(i18n.KeyAction("take")), cat.T(i18n.KeyAction("meld")), cat.T(i18n.KeyAction("discard"))}
	tt.Name = cat.T(i18n.SpeakList)
	t.app.Mirror.Show(tt)
}
