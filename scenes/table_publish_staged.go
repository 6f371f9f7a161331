package scenes

import (
	"strconv"

	"rummy/sprites"
)

// ProbeGroup is one staged group of the staging row: its outline, its
// cards, and its live mark (a meld or not, the label, what to do).
type ProbeGroup struct {
	Rect  sprites.Rect
	Cards []ProbeCard
	Valid bool
	Label string
	Fix   string
}

// publishStaged lists the staged groups where they are drawn, with
// their marks and the row's progress, reusing the probe's slices.
func (t tablePublisher) publishStaged(p *ProbeTable) {
	n := len(t.hand.Staged())
	if cap(p.Staged) < n {
		p.Staged = append(p.Staged[:cap(p.Staged)], make([]ProbeGroup, n-cap(p.Staged))...)
	}
	p.Staged = p.Staged[:n]
	for gi, g := range t.hand.Staged() {
		pg := &p.Staged[gi]
		pg.Rect, pg.Valid, pg.Label, pg.Fix = sprites.Rect{}, false, "", ""
		if gi < len(t.build.staging.rects) {
			pg.Rect = t.build.staging.rects[gi]
		}
		if gi < len(t.build.staging.marks) {
			m := t.build.staging.marks[gi]
			pg.Valid, pg.Label, pg.Fix = m.valid, m.label, m.fix
		}
		pg.Cards = pg.Cards[:0]
		for _, c := range g {
			s, ok := t.anim.cards[c]
			if !ok {
				continue
			}
			r := s.tw.To.Rect()
			pg.Cards = append(pg.Cards, ProbeCard{ID: c, Face: p.face(c), Rect: r, GX: r.X + r.W*0.12, GY: r.Y + r.H*0.5})
		}
	}
	p.Progress = t.build.staging.progress
}

// appendStagedJSON appends the staged groups and the progress line.
func (t *ProbeTable) appendStagedJSON(b []byte) []byte {
	b = append(b, `,"staged":[`...)
	for i, g := range t.Staged {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"cards":`...)
		b = appendCards(b, g.Cards)
		b = appendRect(b, "rect", g.Rect)
		b = appendBool(b, "valid", g.Valid)
		b = appendStr(b, "label", g.Label)
		b = appendStr(b, "fix", g.Fix)
		b = append(b, '}')
	}
	b = append(b, ']')
	b = append(b, `,"progress":`...)
	return strconv.AppendQuote(b, t.Progress)
}
