package bots

import "rummy/engine"

// What the expert infers from an opponent's discards and refusals (issue
// 32 item 1). A player keeps the cards that meld with what it holds, so
// a card an opponent discarded, or let go by when it was the next to draw
// (the record after the discard is not its taking that card), says that
// the opponent probably holds few cards of its rank and few of its suit
// within two ranks of it (the cards that would have made a set or a run
// with it). Each such "signal" card of a seat makes every unseen card
// related to it expertShy times as likely to be dealt to that seat, at
// most twice over (expertShy²), when the playouts deal the unseen cards.
// The cards a seat was seen to take stay in its hand (the dealer), and a
// seat's hand is drawn card by card from the free cards with those
// weights, the rest going to the stock; with no signals every deal is
// uniform as before.

// expertShy is the weight of an unseen card in an opponent's sampled
// hand for each of that opponent's signal cards it relates to.
const expertShy = 0.5

// faceWeights is a weight per card face for one seat.
type faceWeights [engine.NumFaces]float64

// signals lists, per seat, the faces that seat discarded or refused in
// the hand's public history (the seat of v itself included; the caller
// ignores it).
func signals(v *engine.View) [][]engine.Face {
	out := make([][]engine.Face, v.Players)
	h := v.History
	for i, r := range h {
		if r.Took || r.Card.IsJoker() {
			continue
		}
		out[r.Seat] = append(out[r.Seat], r.Card.Face())
		next := (r.Seat + 1) % v.Players
		if i+1 < len(h) && !(h[i+1].Took && h[i+1].Card == r.Card) && next != r.Seat {
			out[next] = append(out[next], r.Card.Face())
		}
	}
	return out
}

// related reports whether faces a and b could lie in one meld: the same
// rank, or the same suit within two ranks (a run holding both). Jokers
// relate to nothing.
func related(a, b engine.Face) bool {
	if a == engine.JokerFace || b == engine.JokerFace {
		return false
	}
	ra, rb := int(a%13), int(b%13)
	if ra == rb {
		return true
	}
	d := ra - rb
	return a/13 == b/13 && d >= -2 && d <= 2
}

// inferWeights returns each seat's weight per face: expertShy to the
// power of the number of its signal cards the face relates to, at most
// two.
func inferWeights(v *engine.View) []faceWeights {
	sig := signals(v)
	out := make([]faceWeights, v.Players)
	for s := range out {
		for f := engine.Face(0); f < engine.NumFaces; f++ {
			k := 0
			for _, x := range sig[s] {
				if related(f, x) {
					k++
				}
			}
			w := 1.0
			for ; k > 0 && w > expertShy*expertShy; k-- {
				w *= expertShy
			}
			out[s][f] = w
		}
	}
	return out
}

// drawWeighted moves n cards of cards[from:] to cards[from:from+n], each
// drawn with probability proportional to its face's weight among those
// left (cards[from:] already shuffled, so ties fall at random).
func drawWeighted(rng *engine.RNG, cards []engine.Card, from, n int, w *faceWeights) {
	for j := from; j < from+n && j < len(cards); j++ {
		total := 0.0
		for _, c := range cards[j:] {
			total += w[c.Face()]
		}
		x := total * float64(rng.Uint64()>>11) / (1 << 53)
		k := len(cards) - 1
		for i := j; i < len(cards); i++ {
			x -= w[cards[i].Face()]
			if x < 0 {
				k = i
				break
			}
		}
		cards[j], cards[k] = cards[k], cards[j]
	}
}
