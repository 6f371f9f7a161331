package bots

import (
	"rummy/bots/arrange"
	"rummy/engine"
)

// dwSite names a call site that reads a hand's least-deadwood leftover
// cards; each has its own kept buffer, so that the cards one site holds
// stay valid while another site arranges (a discard's rating holds the
// hand's loose cards while it scores each hand left).
type dwSite int

const (
	dwGreedy dwSite = iota // highestDeadwood
	dwRank                 // rankDiscards
	dwDraw                 // completesMeld
	dwEval                 // handScore
	dwRace                 // raceScore
	numDWSites
)

// dwBufs are the policy's kept arrangement buffers, one per dwSite.
type dwBufs [numDWSites]arrange.Arrangement

// leastDeadwood returns the cards in no meld of the hand's least-deadwood
// arrangement (in hand order) and their value. In classic it arranges
// into the site's kept buffer without allocating (the playouts' hot
// path; the cards are valid until the site's next call); elsewhere it
// returns MinDeadwood's.
func (p *policy) leastDeadwood(hand []engine.Card, site dwSite) ([]engine.Card, int) {
	if p.arr.Rules().Variant == engine.Classic {
		buf := &p.dw[site]
		p.arr.MinDeadwoodInto(hand, buf)
		return buf.Deadwood, buf.DeadwoodValue
	}
	res := p.arr.MinDeadwood(hand)
	return res.Deadwood, res.DeadwoodValue
}
