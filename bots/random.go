package bots

import "rummy/engine"

// Random is the random-legal player: it picks among engine.Legal's
// actions with its own random source. To let games finish it prefers
// progress: a proposed meld, opening or lay-down when one is listed
// (nine times in ten), else a lay-off or joker swap (four times in five);
// otherwise every legal action is equally likely.
type Random struct {
	rng engine.RNG
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
	acts := engine.Legal(v)
	if len(acts) == 0 {
		return engine.PassAction()
	}
	var melds, table []int
	for i, a := range acts {
		switch a.Kind {
		case engine.ActMeld:
			melds = append(melds, i)
		case engine.ActLayOff, engine.ActSwapJoker:
			table = append(table, i)
		}
	}
	if len(melds) > 0 && b.rng.Intn(10) < 9 {
		return acts[melds[b.rng.Intn(len(melds))]]
	}
	if len(table) > 0 && b.rng.Intn(5) < 4 {
		return acts[table[b.rng.Intn(len(table))]]
	}
	return acts[b.rng.Intn(len(acts))]
}
