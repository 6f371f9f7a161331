package scenes

import (
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// The deal as it is watched (issue 24 item 11): while its cards fly the
// badges count only the cards that have landed and the status line says
// the cards are being dealt; the bots' turns show once the deal is down.

// shownCount is the number of cards a seat's badge and fan show: while
// a deal flies, only those that have landed.
func (t tableLayouter) shownCount(seat int) int {
	n := t.view.Counts[seat]
	if !t.anim.dealing {
		return n
	}
	if seat == t.viewer {
		for _, c := range t.hand.Order() {
			if s, ok := t.anim.cards[c]; ok && !landed(&s.tw) {
				n--
			}
		}
		return max(0, n)
	}
	for i := range t.anim.fx {
		if t.anim.fx[i].seat == seat && !landed(&t.anim.fx[i].tw) {
			n--
		}
	}
	return max(0, n)
}

// landed reports whether a card in motion looks arrived: 95 % of its
// way done, as the eye sees it (eased).
func landed(tw *sprites.Tween) bool {
	p := tw.Progress()
	if tw.Ease != nil {
		p = tw.Ease(p)
	}
	return p >= 0.95
}

// stepDeal follows the deal's landing cards in the badges' counts, and
// ends the deal once every card is down.
func (t tableEvents) stepDeal() {
	if !t.anim.dealing {
		return
	}
	if !t.anim.moving() {
		t.anim.dealing = false
	}
	changed := false
	for seat := range t.texts.counts {
		if seat >= len(t.view.Counts) {
			break
		}
		if s := t.app.Cat.F(i18n.TableCards, t.layouter().shownCount(seat)); s != t.texts.counts[seat] {
			t.texts.counts[seat], changed = s, true
		}
	}
	if changed || !t.anim.dealing {
		t.texts.status = t.hud().statusText()
	}
}
