package scenes

import (
	"strings"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Control IDs of the table.
const (
	idTblClaim = iota + 1
	idTblPass
	idTblKeep
	idTblCommit
	idTblClear
	idTblEndTurn
	idTblCut
	idTblSortSuit
	idTblSortRank
	idTblMenu
	idTblCancel
	idTblDrawer
)

// buildControls lays out the buttons that apply now (DESIGN.md: buttons
// appear only when they apply).
func (t tableHUD) buildControls() {
	t.formDirty = false
	focusID := -1
	if c := t.form.Focused(); c != nil {
		focusID = c.ID
	}
	app := t.app
	u := t.lay.u
	cs := t.form.Controls[:0]
	b := t.lay.Buttons
	y := b.Y
	at := 0
	add := func(id int, label string, primary bool) {
		r := sprites.Rect{X: b.X, Y: y, W: b.W, H: 40 * u}
		if cols := t.lay.ButtonCols; cols > 0 {
			// A phone's grid, filled row by row.
			g := t.lay.ButtonGap
			cw := (b.W - float64(cols-1)*g) / float64(cols)
			r = sprites.Rect{X: b.X + float64(at%cols)*(cw+g), Y: b.Y + float64(at/cols)*(t.lay.ButtonH+g), W: cw, H: t.lay.ButtonH}
		}
		cs = append(cs, Control{ID: id, Kind: KindButton, Rect: r, Label: label, Enabled: true, Primary: primary})
		y += 46 * u
		at++
	}
	v := t.view
	if t.judge().mayAct() && !t.curtain {
		switch {
		case t.chooser().choosing():
			add(idTblCancel, app.T(i18n.BtnCancel), false)
		case v.Claim.Open() && v.Claim.Pending(t.viewer):
			add(idTblClaim, app.T(claimButton(v.Claim.Kind)), true)
			add(idTblPass, app.T(i18n.BtnPass), false)
		case v.Phase == engine.PhaseCallerDiscard:
			add(idTblKeep, app.T(i18n.BtnKeep), false)
		case v.Phase == engine.PhaseCut:
			add(idTblCut, app.T(i18n.BtnCut), true)
		case v.Phase == engine.PhasePlay:
			if t.judge().stagingMode() && t.hand.Selections() > 0 {
				add(idTblGroup, app.T(i18n.BtnGroup), false)
			}
			if len(t.hand.Staged()) > 0 || (t.hand.Selections() >= 3 && !t.judge().stagingMode()) {
				// Lit only when the staged groups may be laid down now
				// (issue 24 item 11); unlit, a press still says why not.
				add(idTblCommit, app.T(t.hud().commitLabel()), !t.judge().stagingMode() || t.build.staging.ready)
			}
			if len(t.hand.Staged()) > 0 {
				add(idTblClear, app.T(i18n.BtnClear), false)
			}
			if t.judge().allows(engine.EndTurnAction()) {
				add(idTblEndTurn, app.T(i18n.BtnEndTurn), false)
			}
		}
	}
	if t.hasHand() {
		s := t.lay.Sort
		g := 8 * u
		if t.lay.ButtonCols > 0 {
			g = t.lay.ButtonGap
		}
		half := (s.W - g) / 2
		cs = append(cs,
			Control{ID: idTblSortSuit, Kind: KindButton, Rect: sprites.Rect{X: s.X, Y: s.Y, W: half, H: s.H}, Label: shortLabel(app, app.T(i18n.BtnSortSuit), half), Enabled: true},
			Control{ID: idTblSortRank, Kind: KindButton, Rect: sprites.Rect{X: s.X + half + g, Y: s.Y, W: half, H: s.H}, Label: shortLabel(app, app.T(i18n.BtnSortRank), half), Enabled: true})
	}
	cs = append(cs, Control{ID: idTblMenu, Kind: KindButton, Rect: t.lay.MenuButton, Label: "≡", Enabled: true})
	if t.lay.Drawer.W > 0 {
		cs = append(cs, t.drawer().button())
	}
	t.form.Controls = t.assist().addControls(cs)
	t.form.Focus = -1
	t.form.FocusID(focusID)
}

// commitLabel names the lay-down: Open (Rommé), Go down (Liverpool), Meld.
func (t tableHUD) commitLabel() i18n.Key {
	if t.judge().stagingMode() {
		if t.view.Rules.Terms().Commit == engine.TermGoDown {
			return i18n.BtnGoDown
		}
		return i18n.BtnOpen
	}
	return i18n.BtnMeld
}

// claimPrompt asks the person whether to claim.
func claimPrompt(k engine.ClaimKind) i18n.Key { return claimTextsOf(k).prompt }

// claimButton labels the button that claims.
func claimButton(k engine.ClaimKind) i18n.Key { return claimTextsOf(k).button }

// claimTexts are a claim kind's words: in the log, as the question to the
// person, and on the button.
type claimTexts struct{ log, prompt, button i18n.Key }

// claimTextsOf returns a claim kind's words (a Rummy call for any other).
func claimTextsOf(k engine.ClaimKind) claimTexts {
	switch k {
	case engine.ClaimKnock:
		return claimTexts{i18n.ClaimKnock, i18n.TableClaimKnock, i18n.BtnKnock}
	case engine.ClaimBuy:
		return claimTexts{i18n.ClaimBuy, i18n.TableClaimBuy, i18n.BtnBuy}
	case engine.ClaimLiverpool:
		return claimTexts{i18n.ClaimLiverpool, i18n.TableClaimLiverpool, i18n.BtnLiverpool}
	}
	return claimTexts{i18n.ClaimRummy, i18n.TableClaimRummy, i18n.BtnRummy}
}

// button performs a button's move.
func (t tableHUD) button(a Activation) (Request, bool) {
	if t.assist().button(a.ID) {
		return Request{}, false
	}
	switch a.ID {
	case idTblMenu:
		return Request{Next: NewPauseScene(t.app, t.Table)}, true
	case idTblSortSuit:
		t.sortHand(false)
	case idTblSortRank:
		t.sortHand(true)
	case idTblCancel:
		t.chooser().cancelChoice()
	case idTblClaim:
		if t.judge().callOpen() {
			t.chooser().callOrChoose()
			break
		}
		for _, act := range engine.Legal(t.view) {
			if act.Kind == engine.ActClaim {
				t.tryAct(act)
				break
			}
		}
	case idTblPass, idTblKeep:
		t.tryAct(engine.PassAction())
	case idTblCommit:
		t.stager().commitStaged()
	case idTblGroup:
		t.stager().stageSelection()
	case idTblClear:
		t.hand.ClearStaged()
		t.layouter().layoutCards(false)
	case idTblEndTurn:
		t.tryAct(engine.EndTurnAction())
	case idTblCut:
		t.cutter().doCut()
	case idTblDrawer:
		t.drawer().toggle()
	}
	t.formDirty = true
	return Request{}, false
}

// statusText says whose turn it is and what the viewer can do.
func (t tableHUD) statusText() string {
	cat := t.app.Cat
	v := t.view
	if t.view.Phase == engine.PhaseGameOver {
		return cat.T(i18n.TableGameOver)
	}
	if t.reveal.result != nil {
		return "" // the hand is over: the reveal says who went out
	}
	if s := t.netView().netStatus(); s != "" {
		return s
	}
	if t.anim.dealing {
		return cat.T(i18n.TableDealing) // nobody thinks before the cards have landed
	}
	w := t.judge().waitingSeat()
	if !t.judge().mayAct() || t.setup.Seats[w].Kind == Bot {
		// A bot thinks; a person (here or on another machine) is waited
		// for. Online the setup shows every other seat as a bot, so the
		// game's own seat kinds decide.
		if t.game.kind(w) == match.KindBot || (t.game.kind(w) == 0 && t.setup.Seats[w].Kind == Bot) {
			return cat.About(i18n.TableThinking, t.person(w))
		}
		return cat.About(i18n.TableWaitingFor, t.person(w))
	}
	switch {
	case t.chooser().choosing():
		return t.chooser().choicePrompt()
	case v.Claim.Open() && v.Claim.Pending(t.viewer):
		return cat.F(claimPrompt(v.Claim.Kind), cat.Card(v.Claim.Card)) + t.hud().claimSecs()
	case v.Phase == engine.PhaseCut:
		return cat.T(i18n.TableCutPrompt)
	case v.Phase == engine.PhaseCallerDiscard:
		return cat.T(i18n.TableCallerDiscard)
	case v.Phase == engine.PhaseDraw && v.Rules.DrawOffersBuy() && len(v.Pile) > 0:
		return cat.T(i18n.TableYourTurnLiverpoolDraw) + t.hud().timerText()
	case v.Phase == engine.PhaseDraw:
		return cat.T(i18n.TableYourTurnDraw) + t.hud().timerText()
	}
	return cat.T(i18n.TableYourTurnPlay) + t.hud().timerText()
}

// claimSecs is the time left to answer a claim window, if one counts.
func (t tableHUD) claimSecs() string {
	if t.game.clocks.claimLeft < 0 {
		if t.game.clocks.claimTicks == 0 && t.game.local != nil {
			return "  ·  " + t.app.T(i18n.AssistWaitsForU)
		}
		return ""
	}
	return "  " + t.app.Cat.F(i18n.TableClaimSeconds, (t.game.clocks.claimLeft+59)/60)
}

// timerText is the turn timer's remaining time, if one runs.
func (t tableHUD) timerText() string {
	if t.game.clocks.turnLeft <= 0 {
		return ""
	}
	return "  ·  " + t.app.Cat.F(i18n.TableTurnTimer, (t.game.clocks.turnLeft+59)/60)
}

// infoLines are the lines of the info panel: rule set, hand number,
// contract or opening, active special rules.
func (t tableHUD) infoLines() []string {
	cat := t.app.Cat
	v := t.view
	lines := []string{cat.T(i18n.VariantName(t.setup.Variant))}
	if n := v.Rules.Hands(); n > 0 {
		lines = append(lines, cat.F(i18n.TableHand, v.HandNo, n))
	} else {
		lines = append(lines, cat.F(i18n.TableHandOpen, v.HandNo))
	}
	switch req := v.Requirement(); {
	case req.Kind == engine.StageContract:
		lines = append(lines, cat.F(i18n.TableContract, strings.Join(contractParts(cat, req), ", ")))
	case req.Kind == engine.StageOpening:
		lines = append(lines, cat.F(i18n.TableOpening, req.Points))
	case v.Rules.MustOpen():
		lines = append(lines, cat.T(i18n.TableNoOpening))
	}
	if target, _ := t.setup.Options.Get("target"); target != "" && target != "0" {
		// The game's goal (classic), with the hand: not a special rule.
		lines = append(lines, cat.T(i18n.OptLabel("target"))+": "+target)
	}
	var special []string
	for _, s := range t.setup.Options.Specs() {
		if s.Key == "players" || s.Key == "seed" || s.Key == "hands" || s.Key == "target" {
			continue
		}
		val, _ := t.setup.Options.Get(s.Key)
		if val == s.Default {
			continue
		}
		shown := val
		if cat.Has(i18n.Value(val)) {
			shown = cat.T(i18n.Value(val))
		}
		special = append(special, cat.T(i18n.OptLabel(s.Key))+": "+shown)
	}
	if len(special) > 0 {
		if !t.layouter().infoCramped(len(lines) + 2 + len(special)) {
			lines = append(lines, "") // a gap, where there is room for it
		}
		lines = append(lines, cat.T(i18n.TableSpecialRules))
		lines = append(lines, special...)
	}
	return lines
}

// contractParts words a contract: its books, its runs, and in the last
// hand that it takes every card.
func contractParts(cat i18n.Catalog, req engine.StagingInfo) []string {
	var parts []string
	if req.Books > 0 {
		parts = append(parts, cat.F(i18n.TableBooks, req.Books))
	}
	if req.Runs > 0 {
		parts = append(parts, cat.F(i18n.TableRuns, req.Runs))
	}
	if req.AllCards {
		parts = append(parts, cat.T(i18n.TableAllCards))
	}
	return parts
}
