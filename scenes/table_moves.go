package scenes

import (
	"errors"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// buildTargets lists every drop target of the held cards; a target
// lights up when the engine's legal moves hold an action for it (see
// tableLegal). Why the others refuse is asked of the engine only when
// cards are dropped there.
func (t tableJudge) buildTargets() {
	t.gesture.targets, t.gesture.targetWhy = t.gesture.targets[:0], t.gesture.targetWhy[:0]
	add := func(tg sprites.Target, legal bool, why func() error) {
		tg.Legal = legal
		if legal {
			why = nil
		}
		t.gesture.targets = append(t.gesture.targets, tg)
		t.gesture.targetWhy = append(t.gesture.targetWhy, why)
	}
	ask := func(a engine.Action) func() error { return func() error { return t.judge().check(a) } }
	mv := t.judge().moves()
	cards := t.gesture.drag.Cards
	switch t.gesture.drag.Source {
	case sprites.FromStock, sprites.FromDiscard:
		d := engine.DrawAction(t.gesture.drag.Source == sprites.FromDiscard)
		add(sprites.Target{Kind: sprites.ToHand, Rect: t.lay.Hand}, mv.Has(d), ask(d))
		if t.gesture.drag.Source == sprites.FromDiscard && t.judge().callOpen() {
			// LIV-POOL-1: the discard dragged onto a meld end calls
			// Liverpool with that target.
			for i := range t.view.Table {
				add(sprites.Target{Kind: sprites.ToMeld, Index: i, Rect: t.anim.meldRect(i)}, len(mv.Calls(i)) > 0, ask(engine.CallAction(i, false)))
			}
		}
		return
	case sprites.FromStaging:
		add(sprites.Target{Kind: sprites.ToHand, Rect: t.lay.Hand}, true, nil)
		add(sprites.Target{Kind: sprites.ToStaging, Rect: t.lay.Staging}, true, nil)
		return
	}
	add(sprites.Target{Kind: sprites.ToHand, Rect: t.lay.Hand}, true, nil)
	if len(cards) == 1 {
		c := cards[0]
		add(sprites.Target{Kind: sprites.ToDiscard, Rect: t.lay.Discard.Inset(-t.lay.Discard.W * 0.3)}, mv.Has(engine.DiscardAction(c)), ask(engine.DiscardAction(c)))
		for i, m := range t.view.Table {
			add(sprites.Target{Kind: sprites.ToMeld, Index: i, Rect: t.anim.meldRect(i)}, len(mv.LayOffs(c, i)) > 0, ask(engine.LayOffAction(c, i, false)))
			if c.IsJoker() {
				continue
			}
			for p, jc := range m.Cards {
				if !jc.IsJoker() {
					continue
				}
				if s, ok := t.anim.cards[jc]; ok {
					add(sprites.Target{Kind: sprites.ToJoker, Index: i, Pos: p, Rect: s.tw.To.Rect()}, len(mv.Swaps(i, p, c)) > 0, ask(engine.SwapJokerAction(i, p, c, -1, false)))
				}
			}
		}
	}
	if t.judge().stagingMode() {
		err := error(nil)
		if !t.judge().myPlay() {
			err = errors.New(t.app.T(i18n.TableYourTurnPlay))
		}
		why := func() error { return err }
		add(sprites.Target{Kind: sprites.ToStaging, Rect: t.lay.Staging}, err == nil, why)
		add(sprites.Target{Kind: sprites.ToTable, Rect: t.lay.Melds}, err == nil, why)
	} else {
		add(sprites.Target{Kind: sprites.ToTable, Rect: t.lay.Melds}, t.judge().meldLegal(mv, cards), func() error { return t.judge().meldErr(cards) })
	}
}

// check asks the engine whether the viewer may make a move now, and
// why not: for a move the legal moves do not list, or one they cannot
// (a new meld of any cards).
func (t tableJudge) check(a engine.Action) error {
	t.legal.checks++
	if !t.judge().mayAct() {
		return errors.New(t.app.Cat.About(i18n.TableWaitingFor, t.person(t.judge().waitingSeat())))
	}
	return t.view.Check(a)
}

// activeSeat is the seat whose move the game waits on (its badge is
// lit), −1 when it waits on nobody's move: the game is over, or a
// finished hand is shown (engine.PhaseHandOver waits for the next hand's
// deal, not for a player).
func (t tableJudge) activeSeat() int {
	if len(t.view.Waiting) == 0 || t.view.Phase == engine.PhaseHandOver {
		return -1
	}
	return t.view.Waiting[0]
}

// waitingSeat is the seat the game waits on first.
func (t tableJudge) waitingSeat() int {
	if len(t.view.Waiting) == 0 || t.view.Phase == engine.PhaseHandOver {
		return t.viewer
	}
	return t.view.Waiting[0]
}

// meldLegal says whether cards can be laid down as one new meld: a meld
// the legal moves propose, or (they propose candidates only) one the
// engine accepts as the rules arrange it.
func (t tableJudge) meldLegal(mv engine.Moves, cards []engine.Card) bool {
	arranged, _, err := t.view.Rules.ArrangeMeld(cards)
	if err != nil || !t.judge().mayAct() {
		return false
	}
	return mv.Has(engine.MeldAction(arranged)) || t.judge().check(engine.MeldAction(arranged)) == nil
}

// meldErr says why cards cannot be laid down as one new meld (nil when
// they can).
func (t tableJudge) meldErr(cards []engine.Card) error {
	arranged, _, err := t.view.Rules.ArrangeMeld(cards)
	if err != nil {
		if e := t.judge().check(engine.MeldAction(cards)); e != nil {
			return e
		}
		return err
	}
	return t.judge().check(engine.MeldAction(arranged))
}

// drop performs the move a drop on a target means.
func (t tablePointer) drop(src sprites.Source, cards []engine.Card, tg sprites.Target, x float64) error {
	switch tg.Kind {
	case sprites.ToHand:
		switch src {
		case sprites.FromStock, sprites.FromDiscard:
			t.tryAct(engine.DrawAction(src == sprites.FromDiscard))
		case sprites.FromStaging:
			t.hand.ToRow(cards)
		default:
			t.pointer().reorder(cards, x)
		}
	case sprites.ToDiscard:
		t.discard(cards[0])
	case sprites.ToMeld:
		ends, why := t.judge().moves().LayOffs(cards[0], tg.Index), engine.LayOffAction(cards[0], tg.Index, false)
		if src == sprites.FromDiscard {
			ends, why = t.judge().moves().Calls(tg.Index), engine.CallAction(tg.Index, false)
		}
		if len(ends) == 0 {
			return t.judge().check(why)
		}
		t.tryAct(endAt(ends, tg.Rect, x))
	case sprites.ToJoker:
		return t.chooser().swapOrChoose(tg.Index, tg.Pos, cards[0])
	case sprites.ToStaging, sprites.ToTable:
		if tg.Kind == sprites.ToStaging && (t.judge().stagingMode() || src == sprites.FromStaging) {
			t.stager().stageDrop(cards, x)
			return nil
		}
		if t.judge().stagingMode() {
			t.stager().stage(cards)
			return nil
		}
		arranged, _, err := t.view.Rules.ArrangeMeld(cards)
		if err != nil {
			return err
		}
		t.tryAct(engine.MeldAction(arranged))
	}
	return nil
}

// reorder moves cards to the place in the hand under x.
func (t tablePointer) reorder(cards []engine.Card, x float64) {
	held := make(map[engine.Card]bool, len(cards))
	for _, c := range cards {
		held[c] = true
	}
	var poses []sprites.Pose
	n := 0
	for _, c := range t.layouter().handCards(nil) {
		if !held[c] {
			poses = append(poses, t.anim.cards[c].tw.To)
			n++
		}
	}
	t.hand.Move(cards, t.lay.handIndexAt(n, x, poses))
}

// stage puts cards in the staging row as a new group, arranged as the
// rules lay them.
func (t tableStager) stage(cards []engine.Card) {
	t.hand.Stage(cards, t.arranger())
	t.stagingUsed()
}

// unstage returns the staged group holding the first of cards to the
// hand.
func (t tableStager) unstage(cards []engine.Card) {
	if len(cards) > 0 {
		if gi := t.hand.GroupOf(cards[0]); gi >= 0 {
			t.hand.ToRow(t.hand.Staged()[gi])
		}
	}
	t.layouter().layoutCards(false)
}

// commitStaged lays down the staged melds together (an opening or a
// contract), or the selected cards as one meld.
func (t tableStager) commitStaged() {
	if len(t.hand.Staged()) > 0 {
		if t.tryAct(engine.MeldAction(t.hand.StagedMelds()...)) {
			t.hand.ClearStaged()
			t.layouter().layoutCards(false)
		}
		return
	}
	sel := t.hand.SelectedIn(t.layouter().handCards(nil))
	if len(sel) == 0 {
		return
	}
	if t.judge().stagingMode() {
		t.stageSelection()
		return
	}
	if err := t.judge().meldErr(sel); err != nil {
		t.judge().refuse(err)
		return
	}
	arranged, _, _ := t.view.Rules.ArrangeMeld(sel)
	t.tryAct(engine.MeldAction(arranged))
}

// sortHand orders the hand by suit then rank, or by rank then suit;
// jokers go to the right, and the ace sorts high where it can end a run.
// The choice is kept in the settings: the next hands are dealt in it.
func (t *Table) sortHand(byRank bool) {
	if !t.hasHand() {
		return
	}
	t.hand.Sort(byRank, t.view.Rules.AceHigh())
	t.layouter().layoutCards(false)
	want := store.SortBySuit
	if byRank {
		want = store.SortByRank
	}
	if t.app.Settings.HandSort != want {
		t.app.Settings.HandSort = want
		if err := store.SaveSettings(t.app.Store, t.app.Settings); err != nil {
			t.showToast(err.Error()) // a preference: failing to keep it must not stop play
		}
	}
}

// hasHand reports whether the screen shows a seat's hand: not for a
// spectator of an online table, who gets no hand controls at all.
func (t *Table) hasHand() bool { return t.viewer >= 0 }

// keys handles keyboard play.
func (t tablePointer) keys(in *Input) {
	if in.Keys != 0 {
		t.keyboardUsed = true
	} else if in.Pressed {
		t.keyboardUsed = false
	}
	hand := t.layouter().handCards(nil)
	if in.CursorTo > 0 {
		t.hand.MoveCursor(in.CursorTo-1-t.hand.Cursor(), len(hand))
	}
	switch {
	case in.Has(IntentLeft):
		t.hand.MoveCursor(-1, len(hand))
	case in.Has(IntentRight):
		t.hand.MoveCursor(1, len(hand))
	case in.Has(IntentActivate) && t.form.Focused() == nil && len(hand) > 0:
		t.hand.Toggle(hand[min(t.hand.Cursor(), len(hand)-1)])
		t.layouter().layoutCards(false)
	case in.Has(IntentSortSuit):
		t.sortHand(false)
	case in.Has(IntentSortRank):
		t.sortHand(true)
	case in.Has(IntentDraw):
		t.tryAct(engine.DrawAction(false))
	case in.Has(IntentTake):
		t.tryAct(engine.DrawAction(true))
	case in.Has(IntentMeld) && t.judge().stagingMode() && t.hand.Selections() > 0:
		t.stager().stageSelection()
	case in.Has(IntentMeld):
		t.stager().commitStaged()
	case in.Has(IntentDiscard) && len(hand) > 0:
		c := t.hand.Single()
		if c == engine.NoCard {
			c = hand[min(t.hand.Cursor(), len(hand)-1)]
		}
		t.discard(c)
	}
}
