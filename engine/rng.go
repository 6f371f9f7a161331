package engine

import "math/bits"

// RNG is the rules' random source: SplitMix64, a small explicit generator
// whose whole state is one word, so a game state holding it clones by plain
// copy and replays exactly from a seed (COM-8). It is not safe for
// concurrent use.
type RNG struct {
	// State is the generator's full state; exported so a state can be
	// saved and compared.
	State uint64
}

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG { return RNG{State: seed} }

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform integer in [0, n). It panics if n <= 0.
func (r *RNG) Intn(n int) int {
	if n <= 0 {
		panic("engine: Intn with n <= 0")
	}
	// Lemire's multiply-and-reject method: unbiased, usually one draw.
	un := uint64(n)
	for {
		hi, lo := bits.Mul64(r.Uint64(), un)
		if lo >= un || lo >= (-un)%un {
			return int(hi)
		}
	}
}

// Derive returns an independent generator for a sub-purpose (a bot's seat,
// a cosmetic effect) without disturbing r.
func (r RNG) Derive(salt uint64) RNG {
	d := RNG{State: r.State ^ (salt * 0xd1b54a32d192ed03)}
	d.Uint64()
	return d
}

// Shuffle permutes cards uniformly (Fisher–Yates).
func (r *RNG) Shuffle(cards []Card) {
	for i := len(cards) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}
