// Package rating is Glicko-2 (Mark Glickman, "Example of the Glicko-2
// system", 2013): each player has a rating r, a rating deviation RD and a
// volatility σ; a rating period updates every player from the games it
// played in the period against its opponents' ratings before the period.
// It does no I/O; the ladder of rummy-sim and the server's rated tables
// both use it.
package rating

import "math"

// Scale converts between the Glicko scale and Glicko-2's.
const Scale = 173.7178

// Glicko-2's defaults: a new player's rating, deviation and volatility,
// the system constant τ and the convergence tolerance.
const (
	R0   = 1500.0
	RD0  = 350.0
	Vol0 = 0.06
	Tau  = 0.5
	Eps  = 0.000001
)

// Glicko is one player's Glicko-2 rating on the Glicko scale.
type Glicko struct {
	R, RD, Vol float64
}

// New is a new player's rating: 1500, RD 350, σ 0.06.
func New() Glicko { return Glicko{R: R0, RD: RD0, Vol: Vol0} }

// Game is one game of a rating period: the opponent's rating before the
// period and the score (1 win, 0.5 draw, 0 loss).
type Game struct {
	Opp   Glicko
	Score float64
}

// Update returns the player's rating after a period with these games
// (steps 2 to 8 of Glickman's example).
func (p Glicko) Update(games []Game, tau float64) Glicko {
	mu := (p.R - R0) / Scale
	phi := p.RD / Scale
	if len(games) == 0 { // step 6 only: the deviation grows
		phi = math.Sqrt(phi*phi + p.Vol*p.Vol)
		return Glicko{R: p.R, RD: phi * Scale, Vol: p.Vol}
	}
	var vInv, delta float64
	for _, g := range games {
		muJ := (g.Opp.R - R0) / Scale
		gJ := 1 / math.Sqrt(1+3*math.Pow(g.Opp.RD/Scale, 2)/(math.Pi*math.Pi))
		e := 1 / (1 + math.Exp(-gJ*(mu-muJ)))
		vInv += gJ * gJ * e * (1 - e)
		delta += gJ * (g.Score - e)
	}
	v := 1 / vInv
	delta *= v
	vol := newVolatility(phi, v, delta, p.Vol, tau)
	phiStar := math.Sqrt(phi*phi + vol*vol)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*delta/v
	return Glicko{R: R0 + Scale*muNew, RD: Scale * phiNew, Vol: vol}
}

// newVolatility is step 5 (the Illinois algorithm).
func newVolatility(phi, v, delta, sigma, tau float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > Eps && i < 200; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}
