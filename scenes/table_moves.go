package scenes

import (
	"errors"
	"sort"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// buildTargets lists every drop target of the held cards, asking the
// engine (View.Check) which would be accepted, so they light up.
func (t *Table) buildTargets() {
	t.targets, t.targetErr = t.targets[:0], t.targetErr[:0]
	add := func(tg sprites.Target, err error) {
		tg.Legal = err == nil
		t.targets = append(t.targets, tg)
		t.targetErr = append(t.targetErr, err)
	}
	cards := t.drag.Cards
	switch t.drag.Source {
	case sprites.FromStock, sprites.FromDiscard:
		add(sprites.Target{Kind: sprites.ToHand, Rect: t.lay.Hand}, t.check(engine.DrawAction(t.drag.Source == sprites.FromDiscard)))
		if t.drag.Source == sprites.FromDiscard && t.callOpen() {
			// LIV-POOL-1: the discard dragged onto a meld end calls
			// Liverpool with that target.
			for i := range t.view.Table {
				add(sprites.Target{Kind: sprites.ToMeld, Index: i, Rect: t.meldRect(i)}, t.endErr(callAt(i)))
			}
		}
		return
	case sprites.FromStaging:
		add(sprites.Target{Kind: sprites.ToHand, Rect: t.lay.Hand}, nil)
		return
	}
	add(sprites.Target{Kind: sprites.ToHand, Rect: t.lay.Hand}, nil)
	if len(cards) == 1 {
		add(sprites.Target{Kind: sprites.ToDiscard, Rect: t.lay.Discard.Inset(-t.lay.Discard.W * 0.3)}, t.check(engine.DiscardAction(cards[0])))
		for i, m := range t.view.Table {
			r := t.meldRect(i)
			add(sprites.Target{Kind: sprites.ToMeld, Index: i, Rect: r}, t.layOffErr(cards[0], i))
			if cards[0].IsJoker() {
				continue
			}
			for p, jc := range m.Cards {
				if !jc.IsJoker() {
					continue
				}
				if s, ok := t.cards[jc]; ok {
					_, err := t.swapAction(i, p, cards[0])
					add(sprites.Target{Kind: sprites.ToJoker, Index: i, Pos: p, Rect: s.tw.To.Rect()}, err)
				}
			}
		}
	}
	if t.stagingMode() {
		err := error(nil)
		if !t.myPlay() {
			err = errors.New(t.app.T(i18n.TableYourTurnPlay))
		}
		add(sprites.Target{Kind: sprites.ToStaging, Rect: t.lay.Staging}, err)
		add(sprites.Target{Kind: sprites.ToTable, Rect: t.lay.Melds}, err)
	} else {
		add(sprites.Target{Kind: sprites.ToTable, Rect: t.lay.Melds}, t.meldErr(cards))
	}
}

// check asks the engine whether the viewer may make a move now.
func (t *Table) check(a engine.Action) error {
	if !t.mayAct() {
		return errors.New(t.app.Cat.F(i18n.TableWaitingFor, t.seatName(t.waitingSeat())))
	}
	return t.view.Check(a)
}

// waitingSeat is the seat the game waits on first.
func (t *Table) waitingSeat() int {
	if len(t.view.Waiting) == 0 {
		return t.viewer
	}
	return t.view.Waiting[0]
}

// layOffErr says whether a card can be laid off on meld i at either end.
func (t *Table) layOffErr(c engine.Card, i int) error { return t.endErr(layOffAt(c, i)) }

// endErr says whether the engine accepts an action at either end of a
// meld (act builds the action for one end).
func (t *Table) endErr(act func(front bool) engine.Action) error {
	errBack := t.check(act(false))
	if errBack == nil {
		return nil
	}
	if t.check(act(true)) == nil {
		return nil
	}
	return errBack
}

// layOffAt builds the lay-off of c on meld i at one end.
func layOffAt(c engine.Card, i int) func(bool) engine.Action {
	return func(front bool) engine.Action { return engine.LayOffAction(c, i, front) }
}

// callAt builds the Liverpool call laying the discard off on meld i.
func callAt(i int) func(bool) engine.Action {
	return func(front bool) engine.Action { return engine.CallAction(i, front) }
}

// endAt picks the end of a meld a drop at x means: the only legal one,
// or the nearer one when both are.
func (t *Table) endAt(act func(bool) engine.Action, r sprites.Rect, x float64) engine.Action {
	front := t.check(act(false)) != nil
	if !front && t.check(act(true)) == nil {
		cx, _ := r.Center()
		front = x < cx
	}
	return act(front)
}

// swapAction finds a legal joker swap of card c for the joker at pos of
// meld i: the joker goes to hand, or where the rules want it laid off,
// the first meld and end that takes it.
func (t *Table) swapAction(i, pos int, c engine.Card) (engine.Action, error) {
	a := engine.SwapJokerAction(i, pos, c, -1, false)
	first := t.check(a)
	if first == nil {
		return a, nil
	}
	for m := range t.view.Table {
		for _, front := range []bool{false, true} {
			a = engine.SwapJokerAction(i, pos, c, m, front)
			if t.check(a) == nil {
				return a, nil
			}
		}
	}
	return a, first
}

// meldErr says whether cards can be laid down as one new meld.
func (t *Table) meldErr(cards []engine.Card) error {
	arranged, _, err := t.st.Rules().ArrangeMeld(cards)
	if err != nil {
		if e := t.check(engine.MeldAction(cards)); e != nil {
			return e
		}
		return err
	}
	return t.check(engine.MeldAction(arranged))
}

// drop performs the move a drop on a target means.
func (t *Table) drop(src sprites.Source, cards []engine.Card, tg sprites.Target, x float64) error {
	switch tg.Kind {
	case sprites.ToHand:
		switch src {
		case sprites.FromStock, sprites.FromDiscard:
			t.tryAct(engine.DrawAction(src == sprites.FromDiscard))
		case sprites.FromStaging:
			t.unstage(cards)
		default:
			t.reorder(cards, x)
		}
	case sprites.ToDiscard:
		t.tryAct(engine.DiscardAction(cards[0]))
	case sprites.ToMeld:
		if src == sprites.FromDiscard {
			t.tryAct(t.endAt(callAt(tg.Index), tg.Rect, x))
			break
		}
		t.tryAct(t.endAt(layOffAt(cards[0], tg.Index), tg.Rect, x))
	case sprites.ToJoker:
		return t.swapOrChoose(tg.Index, tg.Pos, cards[0])
	case sprites.ToStaging, sprites.ToTable:
		if t.stagingMode() {
			t.stage(cards)
			return nil
		}
		arranged, _, err := t.st.Rules().ArrangeMeld(cards)
		if err != nil {
			return err
		}
		t.tryAct(engine.MeldAction(arranged))
	}
	return nil
}

// reorder moves cards to the place in the hand under x.
func (t *Table) reorder(cards []engine.Card, x float64) {
	held := make(map[engine.Card]bool, len(cards))
	for _, c := range cards {
		held[c] = true
	}
	rest := make([]engine.Card, 0, len(t.order))
	var poses []sprites.Pose
	for _, c := range t.handCards(nil) {
		if !held[c] {
			rest = append(rest, c)
			poses = append(poses, t.cards[c].tw.To)
		}
	}
	at := t.lay.handIndexAt(len(rest), x, poses)
	hand := append(append(append([]engine.Card{}, rest[:at]...), cards...), rest[at:]...)
	staged := t.order[:0:0]
	for _, c := range t.order {
		if t.isStaged(c) {
			staged = append(staged, c)
		}
	}
	t.order = append(hand, staged...)
}

// stage puts cards in the staging row as a new group.
func (t *Table) stage(cards []engine.Card) {
	g := make([]engine.Card, 0, len(cards))
	for _, c := range cards {
		if !t.isStaged(c) {
			g = append(g, c)
		}
	}
	if len(g) > 0 {
		if arranged, _, err := t.st.Rules().ArrangeMeld(g); err == nil {
			g = arranged
		}
		t.staged = append(t.staged, g)
	}
	clear(t.selected)
}

// unstage returns a staged group to the hand.
func (t *Table) unstage(cards []engine.Card) {
	for gi, g := range t.staged {
		if len(g) > 0 && len(cards) > 0 && g[0] == cards[0] {
			t.staged = append(t.staged[:gi], t.staged[gi+1:]...)
			break
		}
	}
	t.layoutCards(false)
}

// commitStaged lays down the staged melds together (an opening or a
// contract), or the selected cards as one meld.
func (t *Table) commitStaged() {
	if len(t.staged) > 0 {
		melds := make([][]engine.Card, len(t.staged))
		copy(melds, t.staged)
		if t.tryAct(engine.MeldAction(melds...)) {
			t.staged = t.staged[:0]
			t.layoutCards(false)
		}
		return
	}
	var sel []engine.Card
	for _, c := range t.handCards(nil) {
		if t.selected[c] {
			sel = append(sel, c)
		}
	}
	if len(sel) == 0 {
		return
	}
	if t.stagingMode() {
		t.stage(sel)
		t.layoutCards(false)
		return
	}
	if err := t.meldErr(sel); err != nil {
		t.refuse(err)
		return
	}
	arranged, _, _ := t.st.Rules().ArrangeMeld(sel)
	t.tryAct(engine.MeldAction(arranged))
}

// sortHand orders the hand by suit then rank, or by rank then suit;
// jokers go to the right.
func (t *Table) sortHand(byRank bool) {
	key := func(c engine.Card) int {
		if c.IsJoker() {
			return 1000 + c.Copy()
		}
		r := int(c.Rank())
		if r == 1 && t.st.Rules().AceHigh() {
			r = 14 // the ace sorts high where it can end a run
		}
		if byRank {
			return r*10 + int(c.Suit())
		}
		return int(c.Suit())*100 + r
	}
	sort.SliceStable(t.order, func(i, j int) bool { return key(t.order[i]) < key(t.order[j]) })
	t.layoutCards(false)
}

// keys handles keyboard play.
func (t *Table) keys(in *Input) {
	if in.Keys != 0 {
		t.keyboardUsed = true
	} else if in.Pressed {
		t.keyboardUsed = false
	}
	hand := t.handCards(nil)
	switch {
	case in.Has(IntentLeft):
		t.cursor = max(0, t.cursor-1)
	case in.Has(IntentRight):
		t.cursor = min(len(hand)-1, t.cursor+1)
	case in.Has(IntentActivate) && t.form.Focused() == nil && len(hand) > 0:
		c := hand[min(t.cursor, len(hand)-1)]
		t.selected[c] = !t.selected[c]
		if !t.selected[c] {
			delete(t.selected, c)
		}
		t.layoutCards(false)
	case in.Has(IntentSortSuit):
		t.sortHand(false)
	case in.Has(IntentSortRank):
		t.sortHand(true)
	case in.Has(IntentDraw):
		t.tryAct(engine.DrawAction(false))
	case in.Has(IntentTake):
		t.tryAct(engine.DrawAction(true))
	case in.Has(IntentMeld):
		t.commitStaged()
	case in.Has(IntentDiscard) && len(hand) > 0:
		c := t.singleSelected()
		if c == engine.NoCard {
			c = hand[min(t.cursor, len(hand)-1)]
		}
		t.tryAct(engine.DiscardAction(c))
	}
}
