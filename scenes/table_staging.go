package scenes

import (
	"errors"
	"math"
	"strings"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// idTblGroup is the button making a staged group of the selected cards
// (numbered apart from the table's other controls).
const idTblGroup = 40

// stagingRow is the staging row as the table shows it, worked out in
// Update: where each group lies, whether it is a meld and what it is
// worth, how far the groups go towards the opening or the contract, and
// the group the pointer rests on.
type stagingRow struct {
	// rects are the groups' card areas, by group.
	rects []sprites.Rect
	// marks say for each group whether it is a meld, with its label and,
	// when it is not, what to do about it.
	marks []groupMark
	// progress is the line of the requirement's progress; ready says the
	// groups may be laid down now.
	progress string
	ready    bool
	// hover is 1 + the group under the resting pointer, 0 for none.
	hover int
}

// groupMark is one staged group's live mark.
type groupMark struct {
	valid bool
	label string
	fix   string
}

// stagedH is the height of the cards in the staging row: as tall as
// the row allows once it keeps a strip under them for the groups' marks
// (issue 24 item 11: staged cards were small and hard to read).
func (t tableLayouter) stagedH() float64 {
	return math.Max(t.lay.MeldH*0.78, t.lay.Staging.H-27*t.lay.u)
}

// stagedStep is how much of each next card of a staged group shows:
// half a card, so that rank and suit read at a glance, less only where
// the groups would not fit the row otherwise (never under a third).
func (t tableLayouter) stagedStep() float64 {
	w := t.layouter().stagedH() * sprites.CardAspect
	cards, groups := 0, len(t.hand.Staged())
	for _, g := range t.hand.Staged() {
		cards += len(g)
	}
	if cards <= groups {
		return w * 0.5
	}
	// The row holds each group's first card and the gaps between groups;
	// the rest is shared out among the other cards.
	room := t.lay.Staging.W - 16*t.lay.u - float64(groups)*w - float64(groups-1)*t.layouter().stagedGap()
	return math.Max(w*0.34, math.Min(w*0.5, room/float64(cards-groups)))
}

// stagedGap is the space between two staged groups.
func (t tableLayouter) stagedGap() float64 { return t.layouter().stagedH() * sprites.CardAspect * 0.7 }

// layoutStaging places the staged groups in their row, left to right,
// and works out their marks and the progress line.
func (t tableLayouter) layoutStaging(visible map[engine.Card]bool, snap bool) {
	h := t.layouter().stagedH()
	w := h * sprites.CardAspect
	step := t.layouter().stagedStep()
	x := t.lay.Staging.X + 8*t.lay.u
	y := t.lay.Staging.Y + 5*t.lay.u
	t.judge().markStaging()
	small := t.app.Fonts.Face(12*t.lay.u, sprites.Regular)
	t.build.staging.rects = t.build.staging.rects[:0]
	for gi, g := range t.hand.Staged() {
		for i, c := range g {
			p := sprites.Pose{X: x + float64(i)*step, Y: y, H: h}
			t.layouter().place(c, p, true, zStaging.zIn(gi, i), snap)
			visible[c] = true
		}
		gw := w + step*float64(len(g)-1)
		t.build.staging.rects = append(t.build.staging.rects, sprites.Rect{X: x, Y: y, W: gw, H: h})
		// The next group starts past this one's mark too.
		room := gw
		if gi < len(t.build.staging.marks) {
			lw, _ := sprites.Measure(t.build.staging.marks[gi].label, small)
			room = max(room, lw+14*t.lay.u)
		}
		x += room + t.layouter().stagedGap()
	}
}

// markStaging works out each staged group's mark and the progress line
// from the engine's staging terms (what the row composes) and its meld
// checks.
func (t tableJudge) markStaging() {
	info := t.view.StagingFor(t.viewer)
	cat := t.app.Cat
	t.build.staging.marks = t.build.staging.marks[:0]
	points, books, runs := 0, 0, 0
	for _, g := range t.hand.Staged() {
		_, mi, err := t.view.Rules.ArrangeMeld(g)
		m := groupMark{valid: err == nil}
		switch {
		case err != nil:
			m.label = cat.T(i18n.StageGroupInvalid)
			m.fix = t.judge().fixFor(err)
		case info.Kind == engine.StageContract && mi.Kind == engine.Set:
			m.label = cat.T(i18n.StageGroupBook)
		case info.Kind == engine.StageContract:
			m.label = cat.T(i18n.StageGroupRun)
		default:
			m.label = cat.F(i18n.StageGroupPoints, mi.Value)
		}
		if err == nil {
			points += mi.Value
			if mi.Kind == engine.Set {
				books++
			} else {
				runs++
			}
		}
		t.build.staging.marks = append(t.build.staging.marks, m)
	}
	var parts []string
	switch info.Kind {
	case engine.StageOpening:
		parts = append(parts, cat.F(i18n.StageProgressPoints, points, info.Points))
	case engine.StageContract:
		if info.Books > 0 {
			parts = append(parts, cat.F(i18n.StageProgressBooks, books, info.Books))
		}
		if info.Runs > 0 {
			parts = append(parts, cat.F(i18n.StageProgressRuns, runs, info.Runs))
		}
		if left := len(t.layouter().handCards(nil)); info.AllCards && left > 0 && len(t.hand.Staged()) > 0 {
			parts = append(parts, cat.F(i18n.StageProgressLeft, left))
		}
	}
	t.build.staging.ready = len(t.hand.Staged()) > 0 && t.judge().myPlay() && t.view.Check(engine.MeldAction(t.hand.StagedMelds()...)) == nil
	if t.build.staging.ready {
		parts = append(parts, cat.F(i18n.StageReady, t.app.T(t.hud().commitLabel())))
	}
	t.build.staging.progress = strings.Join(parts, " · ")
}

// fixFor says what to do about a group that is not a meld: the line for
// its reason, or the reason itself.
func (t tableJudge) fixFor(err error) string {
	var e engine.MeldError
	if errors.As(err, &e) && t.app.Cat.Has(i18n.StageFixKey(e)) {
		return t.app.T(i18n.StageFixKey(e))
	}
	return t.app.Cat.ReasonAt(err, t.seatName, t.tableMeld)
}

// stagingSlot says what a drop at x in the staging row means: joining
// the group on or next to x (join ≥ 0, at its front or back), or a new
// group at place at of the row.
func (t tableJudge) stagingSlot(x float64) (join int, front bool, at int) {
	reach := t.layouter().stagedGap() / 2
	for gi, r := range t.build.staging.rects {
		if x >= r.X-reach && x <= r.Right()+reach {
			cx, _ := r.Center()
			return gi, x < cx, gi
		}
	}
	at = 0
	for _, r := range t.build.staging.rects {
		if cx, _ := r.Center(); cx < x {
			at++
		}
	}
	return -1, false, at
}

// stagingDropRect is where a drop at x in the staging row would go: the
// group it joins, or the place of a new group.
func (t tableJudge) stagingDropRect(x float64) sprites.Rect {
	join, _, at := t.judge().stagingSlot(x)
	if join >= 0 {
		return t.build.staging.rects[join]
	}
	h := t.layouter().stagedH()
	r := sprites.Rect{X: t.lay.Staging.X + 8*t.lay.u, Y: t.lay.Staging.Y + 5*t.lay.u, W: h * sprites.CardAspect, H: h}
	if at > 0 {
		r.X = t.build.staging.rects[at-1].Right() + t.layouter().stagedGap()/2 - r.W/2
	}
	if at == len(t.build.staging.rects) && at > 0 {
		r.X = t.build.staging.rects[at-1].Right() + t.layouter().stagedGap()
	}
	return r
}

// stageDrop stages cards dropped at x in the staging row: on or next to
// a group they join it, elsewhere they make a new group there.
func (t tableStager) stageDrop(cards []engine.Card, x float64) {
	join, front, at := t.judge().stagingSlot(x)
	arrange := t.arranger()
	if join >= 0 {
		t.hand.Join(join, cards, front, arrange)
	} else {
		t.hand.StageAt(cards, at, arrange)
	}
	t.stagingUsed()
}

// stageSelection makes a staged group of the selected cards (the Group
// button and the M key).
func (t tableStager) stageSelection() {
	sel := t.hand.SelectedIn(t.layouter().handCards(nil))
	if len(sel) == 0 {
		return
	}
	t.hand.StageAt(sel, len(t.hand.Staged()), t.arranger())
	t.stagingUsed()
	t.layouter().layoutCards(false)
}

// arranger lays a group as the rules lay a new meld, when it is one.
func (t tableStager) arranger() func([]engine.Card) ([]engine.Card, bool) {
	return func(g []engine.Card) ([]engine.Card, bool) {
		arranged, _, err := t.view.Rules.ArrangeMeld(g)
		return arranged, err == nil
	}
}

// stagingUsed remembers that the player has built a group, so the
// row's explanation is not shown again.
func (t tableStager) stagingUsed() {
	if t.app.Settings.StagingExplained {
		return
	}
	t.app.Settings.StagingExplained = true
	t.app.ApplySettings()
}

// stagedGroupAt returns the staged group whose cards are under a point,
// or −1.
func (t tableJudge) stagedGroupAt(x, y float64) int {
	for gi, r := range t.build.staging.rects {
		if r.Contains(x, y) {
			return gi
		}
	}
	return -1
}

// stagedCardAt returns the topmost staged card under a point.
func (t tablePointer) stagedCardAt(x, y float64) (engine.Card, bool) {
	best, bestZ := engine.NoCard, -1
	for _, g := range t.hand.Staged() {
		for _, c := range g {
			if s, ok := t.anim.cards[c]; ok && s.tw.To.Rect().Contains(x, y) && s.z > bestZ {
				best, bestZ = c, s.z
			}
		}
	}
	return best, best != engine.NoCard
}

// shownFix is the staged group whose fix the row shows: the one the
// pointer rests on, or, for the keys, the first that is not a meld;
// −1 for none.
func (t tableJudge) shownFix() int {
	if h := t.build.staging.hover - 1; h >= 0 && h < len(t.build.staging.marks) {
		if !t.build.staging.marks[h].valid {
			return h
		}
		return -1
	}
	if t.keyboardUsed {
		for gi, m := range t.build.staging.marks {
			if !m.valid {
				return gi
			}
		}
	}
	return -1
}
