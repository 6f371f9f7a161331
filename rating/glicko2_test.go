package rating

import (
	"math"
	"testing"
)

// Glickman's worked example ("Example of the Glicko-2 system"): a player
// rated 1500 (RD 200, σ 0.06) beats a 1400 (RD 30) and loses to a 1550
// (RD 100) and a 1700 (RD 300), τ = 0.5: afterwards 1464.06, RD 151.52,
// σ 0.05999.
func TestGlicko2WorkedExample(t *testing.T) {
	p := Glicko{R: 1500, RD: 200, Vol: 0.06}
	got := p.Update([]Game{
		{Opp: Glicko{R: 1400, RD: 30}, Score: 1},
		{Opp: Glicko{R: 1550, RD: 100}, Score: 0},
		{Opp: Glicko{R: 1700, RD: 300}, Score: 0},
	}, 0.5)
	if math.Abs(got.R-1464.06) > 0.01 || math.Abs(got.RD-151.52) > 0.01 || math.Abs(got.Vol-0.05999) > 0.00001 {
		t.Errorf("got rating %.2f, RD %.2f, volatility %.5f; the paper has 1464.06, 151.52, 0.05999", got.R, got.RD, got.Vol)
	}
	// A period without games only widens the deviation (step 6).
	idle := p.Update(nil, 0.5)
	if idle.R != 1500 || math.Abs(idle.RD-math.Sqrt(200*200+math.Pow(0.06*Scale, 2))) > 1e-9 {
		t.Errorf("an idle period gave %+v", idle)
	}
}
