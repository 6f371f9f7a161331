package scenes

import (
	"rummy/engine"
	"rummy/scenes/hand"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Table is the game table: the viewer's hand along the bottom, the
// opponents around the top, the piles, the melds, and the controls. It
// presents a match.Game it is handed (tableGame holds it) from the
// viewer's view and masked events only; people act by drag, click and
// keys, and their actions go to the Game's Submit.
type Table struct {
	app      *App
	setup    Setup
	back     Scene
	backdrop *sprites.Backdrop
	// game is the game the table presents.
	game *tableGame

	// viewer is the seat shown at the bottom; view is what it may see.
	viewer int
	view   *engine.View
	// curtain hides the hand until the next person at a shared screen is ready.
	curtain bool

	lay tableLayout
	// laid is what the layout was made for.
	laid laidFor
	// anim is every card on screen and where it is going.
	anim animator
	// hand is the viewer's hand as the player arranged it.
	hand hand.Model
	// gesture is the pointer's gesture under way.
	gesture gestures
	form    Form
	// formDirty asks for the buttons to be built again.
	formDirty bool
	toast     toastState
	log       lineLog
	// texts are prepared in Update for Draw.
	texts        tableTexts
	keyboardUsed bool
	lang         i18n.Lang
	// cut is the person's cut of the deck (LIV-CUT-1).
	cut cutState

	// reveal shows the end of a hand until the score sheet is asked for.
	reveal revealState
	// choice is a decision waiting for the person (where a freed joker
	// goes, which meld a Liverpool call takes).
	choice choice
	// net is the table server's side of an online game (nil: local).
	net *tableNet
	// look[0] is the picture's state at the last Still check; look[1] is
	// the buffer the next check fills.
	look [2]tableLook

	// build is the melds being built: the staging row, what the
	// autosave last kept of the arrangement, the discard warned about.
	build meldBuild
	// cues are the turn ring and the hand's flying points.
	cues tableCues
	// legal is what the viewer may do in the position shown.
	legal tableLegal
	// assistS is the undo, hints, keys and help of issue 15
	// (table_assist.go).
	assistS assistState
	// drawer is the side panel's drawer on a phone (table_drawer.go).
	drawer drawerState
}

// Viewer returns the seat shown at the bottom.
func (t *Table) Viewer() int { return t.viewer }

// Update advances animations, lets bots and people act, and asks for the
// score sheet at the end of a hand.
func (t *Table) Update(in *Input) Request {
	t.relayout()
	t.netView().netStep()
	if t.reveal.result == nil && t.view.Phase == engine.PhaseHandOver {
		// The finished hand has been seen (its score sheet, or a game
		// saved there): the next hand is dealt.
		t.showProblem(t.game.NextHand())
		t.pull()
	}
	t.prepareArt()
	t.step()
	t.events().stepDeal()
	t.events().mirror()
	if t.formDirty {
		t.hud().buildControls()
	}
	if t.hud().drawer().input(in) {
		in = &Input{X: -1, Y: -1} // the open drawer takes the input; the table goes on
	}
	if t.reveal.result == nil && t.assist().update(in) {
		return Request{}
	}
	if in.Has(IntentBack) && t.gesture.idle() {
		if t.chooser().choosing() {
			t.chooser().cancelChoice()
			return Request{}
		}
		return Request{Next: NewPauseScene(t.app, t)}
	}
	if r, ok := t.pointer().panelOpener(in); ok {
		return r
	}
	if t.lang != t.app.Cat.Lang() {
		t.lang = t.app.Cat.Lang()
		t.hud().refreshLabels()
		t.layouter().layoutCards(false) // the owners' names over the melds
		t.formDirty = true
	}
	if !t.animating() || !t.judge().mayAct() {
		// The person's prompt ("Your turn") waits until the cards have
		// landed (the deal, the last move): until then the line says
		// what it said.
		t.texts.status = t.hud().statusText()
	}
	if t.formDirty {
		t.hud().buildControls()
	}
	switch {
	case t.chooser().choosing() && !t.curtain:
		t.chooser().choiceKeys(in)
	case t.cutter().personCuts():
		t.cutter().cutKeys(in)
	}
	if a, ok := t.form.Update(t.hud().formInput(in)); ok {
		if r, done := t.hud().button(a); done {
			return r
		}
		return Request{}
	}
	if t.reveal.result != nil && in.Has(IntentHint) {
		t.assist().handOverHint()
		return Request{}
	}
	if t.reveal.result != nil && !t.animating() {
		if t.hud().revealWaits(in) {
			return Request{}
		}
		res := *t.reveal.result
		t.reveal.result = nil
		return Request{Next: NewScoreSheet(t.app, t, res)}
	}
	if t.curtain {
		if in.Tap || in.Has(IntentActivate) {
			t.curtain = false
			t.layouter().layoutCards(false)
		}
		return Request{}
	}
	if t.animating() {
		return Request{}
	}
	t.progress()
	switch {
	case t.chooser().choosing():
		t.chooser().choiceInput(in)
	case !t.game.botBusy(t.view) && t.reveal.result == nil:
		t.pointer().humanInput(in)
	}
	t.keeper().keepArrangement()
	return Request{}
}

// prepareArt makes sure the card atlases for every size on the table
// exist (rendered in Update, never in Draw).
func (t *Table) prepareArt() {
	c := t.app.Cards
	c.Prepare(t.lay.HandH)
	c.Prepare(t.lay.OppH)
	c.Prepare(t.lay.Stock.H)
	c.Prepare(t.anim.meldH)
	c.Prepare(t.lay.MeldH * 0.8)
	if t.gesture.drag.Phase != sprites.DragIdle {
		c.Prepare(t.pointer().heldHeight())
	}
	t.app.Avatars.Prepare(badgeAvatar(t.lay), t.texts.names)
}

// leave goes back to the menu, which can resume the autosave.
func (t *Table) leave() Scene {
	t.netView().closeNet()
	return returnTo(t.back)
}

// relayout recomputes the layout when the screen size changes.
func (t *Table) relayout() {
	if t.laid.w == t.app.W && t.laid.h == t.app.H && t.laid.k == t.app.cardScale() && t.laid.print == t.app.textScale() {
		return
	}
	t.laid.w, t.laid.h, t.laid.k, t.laid.print = t.app.W, t.app.H, t.app.cardScale(), t.app.textScale()
	t.lay = layoutTableSized(t.app.W, t.app.H, t.game.Players(), t.laid.k, t.app.textFloor(), t.app.Scale)
	t.layouter().layoutCards(true)
	t.formDirty = true
}

// step advances every tween, flying card and timer by one tick.
func (t *Table) step() {
	t.anim.step()
	t.events().stepCues()
	t.stepToast()
	t.cutter().stepCut()
}

// animating reports whether a move the player must watch is playing.
func (t *Table) animating() bool { return t.anim.animating() }

// addLog appends a line to the short log of the last actions.
func (t *Table) addLog(line string) { t.log.add(line) }
