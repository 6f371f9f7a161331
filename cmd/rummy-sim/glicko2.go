package main

import "math"

// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): each
// player has a rating r, a rating deviation RD and a volatility σ; a
// rating period updates every player from the games it played in the
// period against its opponents' ratings before the period.

// glickoScale converts between the Glicko scale and Glicko-2's.
const glickoScale = 173.7178

// Glicko-2's defaults: a new player's rating, deviation and volatility,
// the system constant τ and the convergence tolerance.
const (
	glickoR0   = 1500.0
	glickoRD0  = 350.0
	glickoVol0 = 0.06
	glickoTau  = 0.5
	glickoEps  = 0.000001
)

// glicko is one player's Glicko-2 rating on the Glicko scale.
type glicko struct {
	R, RD, Vol float64
}

// glickoGame is one game of a rating period: the opponent's rating
// before the period and the score (1 win, 0.5 draw, 0 loss).
type glickoGame struct {
	Opp   glicko
	Score float64
}

// update returns the player's rating after a period with these games
// (steps 2 to 8 of Glickman's example).
func (p glicko) update(games []glickoGame, tau float64) glicko {
	mu := (p.R - glickoR0) / glickoScale
	phi := p.RD / glickoScale
	if len(games) == 0 { // step 6 only: the deviation grows
		phi = math.Sqrt(phi*phi + p.Vol*p.Vol)
		return glicko{R: p.R, RD: phi * glickoScale, Vol: p.Vol}
	}
	var vInv, delta float64
	for _, g := range games {
		muJ := (g.Opp.R - glickoR0) / glickoScale
		gJ := 1 / math.Sqrt(1+3*math.Pow(g.Opp.RD/glickoScale, 2)/(math.Pi*math.Pi))
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
	return glicko{R: glickoR0 + glickoScale*muNew, RD: glickoScale * phiNew, Vol: vol}
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
	for i := 0; math.Abs(B-A) > glickoEps && i < 200; i++ {
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
