package scenes

import (
	"os"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/scenes/i18n"
)

// waitHint presses H and runs until the hint shows (the normal bot
// thinks on its goroutine), returning it.
func (r *tableRig) waitHint() bots.Hint {
	r.t.Helper()
	tb := r.table
	r.key(IntentHint)
	for i := 0; i < 5000 && tb.assistS.hint == nil; i++ {
		time.Sleep(100 * time.Microsecond)
		r.run(1)
	}
	if tb.assistS.hint == nil {
		r.t.Fatalf("no hint after H (toast %q)", tb.toast.text)
	}
	return *tb.assistS.hint
}

// keyPerform makes the viewer's move by keys where a key plays it (D,
// T, X, L, K, P, the target picked with Tab and Enter), by mouse
// otherwise.
func (r *tableRig) keyPerform(a engine.Action) {
	r.t.Helper()
	tb := r.table
	selectOnly := func(c engine.Card) {
		tb.hand.ClearSelection()
		r.tap(r.cardPoint(c))
	}
	switch a.Kind {
	case engine.ActDraw:
		if a.FromDiscard {
			r.key(IntentTake)
		} else {
			r.key(IntentDraw)
		}
	case engine.ActDiscard:
		selectOnly(a.Card)
		r.key(IntentDiscard)
	case engine.ActLayOff:
		selectOnly(a.Card)
		r.key(IntentLayOff)
		for i := 0; i < 20 && len(tb.assistS.picks) > 0 && !tb.assistS.picks[tb.assistS.pick].Equal(a); i++ {
			r.key(IntentNext)
		}
		if len(tb.assistS.picks) > 0 {
			r.key(IntentActivate)
		}
	case engine.ActClaim:
		r.key(IntentClaim)
		if tb.chooser().choosing() {
			r.tap(tb.choice.spots[r.spotFor(a)].slot.Center())
		}
	case engine.ActPass:
		r.key(IntentPass)
	default:
		r.perform(a)
	}
	r.run(2)
}

// TestIssue15UndoAndHintsPlayAHand (issue 15 items 2, 3, 9): one hand
// of each rule set where the person asks for a hint (H) before every
// move and plays it, by keys where a key plays it (draw, take, discard,
// lay off with the target picked by Tab and Enter, claim, pass): each
// hint is the normal bot's choice on the person's view, lifts the
// cards it plays and lights its target; after a move that may be taken
// back, Ctrl+Z takes it back (the engine's log and the state hash are
// as before it) and the move is made again. Every move is checked
// against the engine's log, and the hints count in the game's record.
func TestIssue15UndoAndHintsPlayAHand(t *testing.T) {
	for _, tc := range [][]string{
		{"classic", "human,bot"},
		{"romme", "human,bot,bot"},
		{"liverpool", "human,bot,bot"},
	} {
		t.Run(tc[0], func(t *testing.T) {
			r := newRig(t, tc...)
			tb := r.table
			hints, undos, moves := 0, 0, 0
			shot := os.Getenv("RUMMY_SHOTS") != ""
			for tick := 0; tick < 200000 && len(tb.game.state().Results()) == 0; tick++ {
				r.run(1)
				if tb.botBusy() {
					time.Sleep(200 * time.Microsecond)
				}
				if r.m.Current() != tb || tb.animating() || tb.botBusy() || !tb.judge().mayAct() || tb.reveal.result != nil {
					continue
				}
				h := r.waitHint()
				hints++
				v := tb.game.View(tb.viewer)
				want := tableHinter(hintSeed(tb.game.Seed(), tb.game.Status().Version), tb.viewer).Act(v)
				if !h.Action.Equal(want) || v.Check(h.Action) != nil {
					t.Fatalf("the hint is %v, the table's hinter plays %v on this view", h.Action, want)
				}
				for _, c := range h.Cards {
					if tb.assist().lift(c) <= 0 {
						t.Fatalf("hint %v does not lift %v", h.Action, c)
					}
				}
				if _, ok := tb.assist().glowRect(h.Action); !ok && (h.Kind == bots.HintLayOff || h.Kind == bots.HintDiscard || h.Kind == bots.HintDrawStock) {
					t.Fatalf("hint %v lights no target", h.Action)
				}
				if shot && hints == 3 {
					render(t, r.app, "issue15-hint-"+tc[0], tb, 0)
				}
				if shot && (h.Kind == bots.HintLayOff || h.Kind == bots.HintDiscard || h.Kind == bots.HintMeld) {
					render(t, r.app, "issue15-hint-"+tc[0]+"-"+h.Kind.String(), tb, 0)
				}
				if shot && tb.view.Claim.Open() && tb.game.clocks.claimLeft > 0 {
					render(t, r.app, "issue15-countdown-"+tc[0], tb, 0)
				}
				a := h.Action
				if a.Kind == engine.ActSwapJoker && a.JokerMeld >= 0 {
					if toHand := engine.SwapJokerAction(a.Meld, a.Pos, a.Card, -1, false); v.Check(toHand) == nil {
						a = toHand
					}
				}
				st := tb.game.state()
				before, hash := len(st.Log()), st.Hash()
				r.keyPerform(a)
				log := st.Log()
				if len(log) <= before {
					t.Fatalf("move %d %v made nothing happen (toast %q)", moves, a, tb.toast.text)
				}
				if got := log[before]; got.Seat != tb.viewer || got.Action.Kind != a.Kind {
					t.Fatalf("move %d: wanted %v, the engine logged %v", moves, a, got.Action)
				}
				moves++
				if tb.game.CanUndo(tb.viewer) && undos < 3 {
					// Step by step: a move made of several actions (classic
					// melds dragged one by one) takes a Ctrl+Z each.
					for i := 0; i < 6 && len(st.Log()) > before; i++ {
						r.key(IntentUndo)
						r.run(2)
					}
					if len(st.Log()) != before || st.Hash() != hash {
						t.Fatalf("Ctrl+Z after %v: log %d (want %d), hash %x (want %x)", a, len(st.Log()), before, st.Hash(), hash)
					}
					undos++
					for i := 0; i < 600 && tb.animating(); i++ {
						r.run(1)
					}
					r.keyPerform(a)
					if len(st.Log()) <= before {
						t.Fatalf("the move %v made again after the undo did not apply", a)
					}
				}
			}
			if len(tb.game.state().Results()) == 0 {
				t.Fatalf("the hand did not end after %d moves", moves)
			}
			if undos == 0 {
				t.Errorf("no move of the hand could be undone (%d moves)", moves)
			}
			if got := tb.game.local.rec.hints; got != hints {
				t.Errorf("the game's record counts %d hints, the person asked %d", got, hints)
			}
			t.Logf("%d moves, %d hints, %d undos", moves, hints, undos)
		})
	}
}

// TestIssue15HelpOverlayAndUndoRefused (issue 15 items 2, 9): ? or F1
// shows the keys overlay, any key closes it; Ctrl+Z right after a stock
// draw (a reveal) takes nothing back and says why; the Undo button is
// greyed then.
func TestIssue15HelpOverlayAndUndoRefused(t *testing.T) {
	r := newRig(t, "classic", "human,bot")
	r.settle()
	tb := r.table
	r.key(IntentHelp)
	if !tb.assistS.help {
		t.Fatal("F1 did not show the keys overlay")
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		render(t, r.app, "issue15-help", tb, 0)
		for _, l := range []i18n.Lang{i18n.Russian, i18n.German} {
			r.app.Cat = i18n.New(l)
			render(t, r.app, "issue15-help-"+l.Code(), tb, 1)
		}
		r.app.Cat = i18n.New(i18n.English)
	}
	r.key(IntentDraw) // closes the overlay, plays nothing
	if tb.assistS.help || tb.view.Phase != engine.PhaseDraw {
		t.Fatalf("a key over the overlay: help %v, phase %v", tb.assistS.help, tb.view.Phase)
	}
	r.key(IntentDraw)
	if tb.view.Phase != engine.PhasePlay {
		t.Fatalf("D did not draw: phase %v", tb.view.Phase)
	}
	n := len(tb.game.state().Log())
	r.key(IntentUndo)
	if len(tb.game.state().Log()) != n || tb.toast.text == "" {
		t.Fatalf("Ctrl+Z after a stock draw: log %d (want %d), toast %q", len(tb.game.state().Log()), n, tb.toast.text)
	}
	tb.hud().buildControls()
	for _, c := range tb.form.Controls {
		if c.ID == idTblUndo && c.Enabled {
			t.Fatal("the Undo button is lit after a stock draw")
		}
	}
}
