package scenes

import "rummy/engine"

// claimTicks is how long a person has to answer a claim window.
func (g *tableGame) claimTicks() int { return int(420 / speedFactor(g.app.Settings.BotSpeed)) }

// tickTurnTimer runs a person's turn timer (ROM-16, option turn_timer)
// on the view v the person sees: when it runs out the engine finishes
// the turn. While the curtain hides the hand the timer waits.
func (g *tableGame) tickTurnTimer(v *engine.View, curtain bool) ([]engine.Event, error) {
	secs := 0
	if o := g.st.Rules().Romme(); o != nil {
		secs = o.TurnTimer
	}
	mine := v.Turn == v.Seat && (v.Phase == engine.PhaseDraw || v.Phase == engine.PhasePlay)
	if secs == 0 || !mine || g.setup.Seats[v.Seat].Kind != Human {
		g.turnLeft = 0
		return nil, nil
	}
	key := [2]int{v.HandNo, v.TurnNo}
	if key != g.turnKey {
		g.turnKey, g.turnLeft = key, secs*60
	}
	if curtain || g.turnLeft <= 0 {
		return nil, nil
	}
	g.turnLeft--
	if g.turnLeft == 0 {
		return g.Apply(v.Seat, engine.TimeoutAction())
	}
	return nil, nil
}

// tickClaim counts a person's claim window down and passes at zero.
func (g *tableGame) tickClaim(v *engine.View, curtain bool) []engine.Event {
	if !v.Claim.Open() || !v.Claim.Pending(v.Seat) {
		g.claimLeft = -1
		return nil
	}
	if g.claimLeft < 0 {
		g.claimLeft = g.claimTicks()
	}
	if curtain {
		return nil
	}
	g.claimLeft--
	if g.claimLeft <= 0 {
		g.claimLeft = -1
		ev, _ := g.Apply(v.Seat, engine.PassAction())
		return ev
	}
	return nil
}
