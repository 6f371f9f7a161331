package bots

import "rummy/engine"

// Random is the random-legal player: it always picks one of
// engine.Legal's actions with its own random source, with a little sense
// so that games finish:
//   - a proposed meld, opening or lay-down when one is listed (nine
//     times in ten), else a lay-off or joker swap (four times in five);
//   - the discard pile's top card when it pairs with or runs next to a
//     card in hand (three times in four), else the stock;
//   - a discard among the cards least connected to the rest of the hand
//     (three times in four);
//   - where the Liverpool contract asks for runs only, pairs do not count
//     as connections, and the player always takes a connected discard,
//     buys only a connected card and discards a least connected card;
//   - claims and passes in claim windows with even odds, except that a
//     player who has gone down never buys (a buy only adds cards to a
//     hand that is trying to empty);
//
// otherwise every legal action is equally likely.
type Random struct {
	rng  engine.RNG
	acts []engine.Action // reused by Act
}

// NewRandom returns a random player for seat, its random source derived
// from the game seed and the seat.
func NewRandom(seed uint64, seat int) *Random {
	return &Random{rng: engine.NewRNG(seed).Derive(uint64(seat) + 1)}
}

// Act returns one of the legal actions of the view's seat; if there is
// none (the seat is not waited on) it returns a pass, which the engine
// rejects.
func (b *Random) Act(v *engine.View) engine.Action {
	b.acts = engine.AppendLegal(b.acts[:0], v)
	return PickRandom(v, b.acts, &b.rng)
}

// PickRandom chooses among acts (the legal actions of v's seat) as Random
// does, drawing from rng.
func PickRandom(v *engine.View, acts []engine.Action, rng *engine.RNG) engine.Action {
	if len(acts) == 0 {
		return engine.PassAction()
	}
	var buf [4][32]int // index lists without allocation for usual hands
	melds, table, claims, discards := buf[0][:0], buf[1][:0], buf[2][:0], buf[3][:0]
	drawStock, drawPile := -1, -1
	for i, a := range acts {
		switch a.Kind {
		case engine.ActMeld:
			melds = append(melds, i)
		case engine.ActLayOff, engine.ActSwapJoker:
			table = append(table, i)
		case engine.ActClaim, engine.ActPass:
			claims = append(claims, i)
		case engine.ActDiscard:
			discards = append(discards, i)
		case engine.ActDraw:
			if a.FromDiscard {
				drawPile = i
			} else {
				drawStock = i
			}
		}
	}
	books, runs := v.Contract()
	runsOnly := books == 0 && runs > 0
	switch {
	case len(melds) > 0 && rng.Intn(10) < 9:
		return acts[melds[rng.Intn(len(melds))]]
	case len(table) > 0 && rng.Intn(5) < 4:
		return acts[table[rng.Intn(len(table))]]
	case len(claims) == len(acts):
		if v.Claim.Kind == engine.ClaimBuy && (v.Seats[v.Seat].Opened || (runsOnly && connections(v.Hand, v.Claim.Card, true) == 0)) {
			for _, i := range claims {
				if acts[i].Kind == engine.ActPass {
					return acts[i]
				}
			}
		}
		return acts[claims[rng.Intn(len(claims))]]
	case drawPile >= 0 && drawStock >= 0 && (runsOnly || rng.Intn(4) > 0):
		if top := v.Pile[len(v.Pile)-1]; connections(v.Hand, top, runsOnly) > 0 {
			return acts[drawPile]
		}
		return acts[drawStock]
	case len(discards) > 0 && (runsOnly || rng.Intn(4) > 0):
		var pickBuf [32]int
		best, pick := -1, pickBuf[:0]
		for _, i := range discards {
			c := connections(v.Hand, acts[i].Card, runsOnly)
			switch {
			case best < 0 || c < best:
				best, pick = c, append(pick[:0], i)
			case c == best:
				pick = append(pick, i)
			}
		}
		return acts[pick[rng.Intn(len(pick))]]
	}
	return acts[rng.Intn(len(acts))]
}

// Connections counts the cards of hand (other than c itself) that c
// could share a meld with: the same rank, or the same suit within two
// ranks. A joker connects with everything.
func Connections(hand []engine.Card, c engine.Card) int { return connections(hand, c, false) }

// connections is Connections; with runsOnly a card of the same rank
// counts only when it is of the same suit (a copy, for a second run).
func connections(hand []engine.Card, c engine.Card, runsOnly bool) int {
	if c.IsJoker() {
		return len(hand)
	}
	n := 0
	for _, h := range hand {
		if h == c {
			continue
		}
		if h.IsJoker() || (!runsOnly && h.Rank() == c.Rank()) {
			n++
			continue
		}
		if h.Suit() == c.Suit() {
			d := int(h.Rank()) - int(c.Rank())
			if d >= -2 && d <= 2 {
				n++
			}
		}
	}
	return n
}
