package scenes

import (
	"hash/fnv"

	"rummy/engine"
	"rummy/scenes/store"
)

// keepTable is what the autosave keeps of the table beyond the game
// (issue 15 item 8): the viewer's arrangement of their hand, with its
// staged groups, and the lines of the table's log.
func (t tableKeeper) keepTable() *store.TableKeep {
	return &store.TableKeep{Viewer: t.viewer, Hand: t.hand.Arrangement(), Log: append([]string(nil), t.log.shown()...)}
}

// restoreTable takes back what an autosave kept of the table: the
// arrangement when it is the viewer's (cards no longer in hand are
// dropped), and the log's lines.
func (t tableKeeper) restoreTable(k *store.TableKeep) {
	if k == nil {
		return
	}
	if k.Viewer == t.viewer {
		t.hand.Restore(k.Hand, t.view.Hand)
	}
	for _, line := range k.Log {
		t.log.add(line)
	}
	t.build.kept = t.keptSum()
	t.layouter().layoutCards(false)
}

// keptSum sums up what keepTable keeps, to notice a change cheaply.
func (t tableKeeper) keptSum() uint64 {
	h := fnv.New64a()
	var b [2]byte
	card := func(c engine.Card) {
		b[0], b[1] = byte(c), byte(c>>8)
		h.Write(b[:])
	}
	card(engine.Card(t.viewer))
	for _, c := range t.hand.Order() {
		card(c)
	}
	for _, g := range t.hand.Staged() {
		card(engine.NoCard)
		for _, c := range g {
			card(c)
		}
	}
	s := t.hand.Sorted()
	h.Write([]byte{boolByte(s.On), boolByte(s.ByRank), boolByte(s.AceHigh)})
	for _, line := range t.log.shown() {
		h.Write([]byte(line))
		h.Write([]byte{0})
	}
	return h.Sum64()
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// keepArrangement writes the autosave again when the arrangement or the
// log changed since it was last kept (a re-order, a group staged: no
// move of the game's, so the match does not save it).
func (t tableKeeper) keepArrangement() {
	if t.game.local == nil || !t.gesture.idle() {
		return
	}
	if sum := t.keptSum(); sum != t.build.kept {
		t.build.kept = sum
		t.showProblem(t.game.local.sink.keepAgain())
	}
}
