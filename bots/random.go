package bots

import "rummy/engine"

// Random is the random-legal player: it always picks one of
// engine.Legal's actions with its own random source, with a little sense
// so that games finish. In Rommé and classic rummy:
//   - a proposed meld or opening when one is listed (nine times in ten),
//     else a lay-off or joker swap (four times in five);
//   - the discard pile's top card when it pairs with or runs next to a
//     card in hand (three times in four), else the stock;
//   - a discard among the cards least connected to the rest of the hand
//     (three times in four);
//   - claims and passes in claim windows with even odds.
//
// In Liverpool it aims at ending each hand:
//   - it goes down whenever a lay-down is listed (the one laying down
//     the most cards), and lays off or swaps a joker whenever one is
//     listed;
//   - before going down it keeps the cards that serve the contract: for
//     books, cards of a rank it holds more of (when the contract asks
//     for runs too, only of the ranks it holds most of, one per book);
//     for runs, cards with the most of their suit within four
//     consecutive ranks, one copy of a face, and (when the contract is
//     runs only) the suits the runs can use; it draws the discard when
//     that card would not be among its least useful, buys only such a
//     card (with even odds, the coin tossed before the card is rated)
//     and discards one of its least useful cards;
//   - once down it draws the discard only when the card fits a table
//     meld, never buys, always calls Liverpool, and discards a card
//     farthest from the ends of the table's runs of its suit (what fits
//     a table meld it has laid off already);
//   - Rummy calls with even odds;
//
// otherwise every legal action is equally likely.
type Random struct {
	rng  engine.RNG
	acts []engine.Action // reused by Act
}

// NewRandom returns a random player for seat, its random source derived
// from the game seed and the seat by a one-way function (seatSeed).
func NewRandom(seed uint64, seat int) *Random {
	return &Random{rng: seatRNG(seed, seat)}
}

// Act returns one of the legal actions of the view's seat; if there is
// none (the seat is not waited on) it returns a pass, which the engine
// rejects.
func (b *Random) Act(v *engine.View) engine.Action {
	if n := v.CutSizes(); n > 0 {
		// Every cut is equally likely (as PickRandom would choose among
		// them), without listing a hundred of them.
		return engine.CutAction(1 + b.rng.Intn(n))
	}
	if b.acts == nil {
		b.acts = make([]engine.Action, 0, 32)
	}
	b.acts = engine.AppendLegal(b.acts[:0], v)
	return PickRandom(v, b.acts, &b.rng)
}

// PickRandom chooses among acts (the legal actions of v's seat) as Random
// does, drawing from rng.
func PickRandom(v *engine.View, acts []engine.Action, rng *engine.RNG) engine.Action {
	if len(acts) == 0 {
		return engine.PassAction()
	}
	if v.Rules.HasContracts() {
		return pickLiverpool(v, acts, rng)
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
	switch {
	case len(melds) > 0 && rng.Intn(10) < 9:
		return acts[melds[rng.Intn(len(melds))]]
	case len(table) > 0 && rng.Intn(5) < 4:
		return acts[table[rng.Intn(len(table))]]
	case len(claims) == len(acts):
		return acts[claims[rng.Intn(len(claims))]]
	case drawPile >= 0 && drawStock >= 0 && rng.Intn(4) > 0:
		if top := v.Pile[len(v.Pile)-1]; Connections(v.Hand, top) > 0 {
			return acts[drawPile]
		}
		return acts[drawStock]
	case len(discards) > 0 && rng.Intn(4) > 0:
		var pickBuf [32]int
		best, pick := -1, pickBuf[:0]
		for _, i := range discards {
			c := Connections(v.Hand, acts[i].Card)
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
func Connections(hand []engine.Card, c engine.Card) int {
	if c.IsJoker() {
		return len(hand)
	}
	n := 0
	for _, h := range hand {
		if h == c {
			continue
		}
		if h.IsJoker() || h.Rank() == c.Rank() {
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
