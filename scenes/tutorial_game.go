package scenes

import (
	"errors"
	"fmt"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/i18n"
)

// tutorialBot plays a bot's seat of a guided hand: it draws from the
// stock, throws the card it drew and passes every claim, so the hand
// goes as the script says whatever the bot holds.
type tutorialBot struct{}

func (tutorialBot) Kind() match.Kind { return match.KindBot }

func (tutorialBot) Ask(q match.Question) (engine.Action, bool) {
	v := q.View
	switch {
	case v.Claim.Open():
		return engine.PassAction(), true
	case v.Phase == engine.PhaseDraw:
		return engine.DrawAction(false), true
	case v.Phase == engine.PhasePlay && v.DrawnStock != engine.NoCard:
		return engine.DiscardAction(v.DrawnStock), true
	case v.Phase == engine.PhasePlay && len(v.Hand) > 0:
		return engine.DiscardAction(v.Hand[len(v.Hand)-1]), true
	case v.Phase == engine.PhaseCallerDiscard:
		return engine.PassAction(), true
	}
	return engine.Action{}, false
}

func (tutorialBot) Poll() (match.Answer, bool) { return match.Answer{}, false }

// tutorial is a guided hand in progress: its script, the step the
// person is on and the last explanation of a move refused.
type tutorial struct {
	app    *App
	script tutorialScript
	step   int
	why    string
}

// current is the step asked for, or nil once every step is done.
func (tu *tutorial) current() *tutorialStep {
	if tu.step >= len(tu.script.steps) {
		return nil
	}
	return &tu.script.steps[tu.step]
}

// check refuses a move that is not the step's, saying what to do
// instead; passing a claim window is allowed unless the step is that
// claim (the other windows the bots' discards open are not the lesson's).
func (tu *tutorial) check(a engine.Action) error {
	st := tu.current()
	if st == nil || st.matches(a) || (a.Kind == engine.ActPass && st.kind != engine.ActClaim) {
		return nil
	}
	tu.why = tu.app.Cat.F(i18n.TutWrong, tu.app.T(st.prompt))
	return errors.New(tu.why)
}

// tutorialGame is the guided hand's game as the table sees it: the
// local match of the stacked deal, whose Submit lets through only the
// step's move (the refusal says why) and then moves to the next step.
type tutorialGame struct {
	*match.Local
	tu *tutorial
}

// Submit plays the person's move if it is the step's.
func (g *tutorialGame) Submit(seat int, a engine.Action) error {
	if err := g.tu.check(a); err != nil {
		return err
	}
	if err := g.Local.Submit(seat, a); err != nil {
		return err
	}
	if st := g.tu.current(); st != nil && st.matches(a) {
		g.tu.step++
		g.tu.why = ""
	}
	// The lesson's place is kept at every move (a window closed
	// mid-lesson resumes too); keeping it is best effort.
	_ = keepLesson(g.tu.app, g.tu.script.variant, g.M.State().Log())
	return nil
}

// newTutorialMatch deals a script's hand and seats the person at seat 0
// and tutorial bots elsewhere; played (a lesson left mid-way) is played
// again over the deal first, which is then not dealt again on screen.
func newTutorialMatch(app *App, sc tutorialScript, played []engine.LoggedAction) (*match.Match, Setup, error) {
	o, err := engine.ParseOptions(sc.variant, sc.settings)
	if err != nil {
		return nil, Setup{}, err
	}
	r, err := engine.NewRules(o)
	if err != nil {
		return nil, Setup{}, err
	}
	parts := append(append([]string(nil), sc.hands...), sc.up, sc.top)
	melds, err := engine.ParseMelds(joinMelds(parts))
	if err != nil {
		return nil, Setup{}, fmt.Errorf("scenes: the %s lesson's deal: %v", sc.variant, err)
	}
	n := len(sc.hands)
	d := engine.StackDeal(r, n-1, melds[:n], melds[n][0], melds[n+1])
	d.Seed = 16
	st, ev, err := engine.NewGameFromDeal(r, d)
	if err != nil {
		return nil, Setup{}, fmt.Errorf("scenes: the %s lesson's deal: %v", sc.variant, err)
	}
	for i, la := range played {
		if _, err := st.Apply(la.Seat, la.Action); err != nil {
			return nil, Setup{}, fmt.Errorf("scenes: the %s lesson kept does not replay (action %d, %s): %v", sc.variant, i+1, la.Action, err)
		}
		ev = nil
	}
	seats := make([]Seat, n)
	players := make([]match.Player, n)
	names := make([]string, n)
	players[0] = match.Person{}
	for i := 1; i < n; i++ {
		seats[i] = Seat{Kind: Bot, Level: Easy}
		players[i] = tutorialBot{}
	}
	setup := Setup{Variant: sc.variant, Options: o, Seats: seats}
	for i := range names {
		names[i] = seatName(app, setup, i)
	}
	// The scripted bots do not think: they pause two thirds of a bot's
	// pause, long enough to follow their draw and discard.
	speed := speedFactor(app.Settings.BotSpeed) * 1.5
	m, err := match.New(match.Config{State: st, Dealt: ev, Players: players, Names: names,
		BotPause: func(last engine.Action) int { return botPauseTicks(speed, last) }})
	if err != nil {
		return nil, Setup{}, err
	}
	return m, setup, nil
}

// joinMelds joins notation groups with the meld separator.
func joinMelds(parts []string) string {
	s := ""
	for i, p := range parts {
		if i > 0 {
			s += " / "
		}
		s += p
	}
	return s
}
