package bots

import (
	"crypto/sha256"
	"encoding/binary"

	"rummy/engine"
)

// seedLabel keeps the bots' seeds apart from any other use of SHA-256 on
// the same numbers.
const seedLabel = "rummy/bots seat seed v1"

// seatSeed returns the seed of the random source of the bot at seat in a
// game started with gameSeed: the first eight bytes of SHA-256 over a
// label, the game seed and the seat. engine.NewGame rebuilds every
// hidden card from the game seed, and SHA-256 is one-way, so nothing a
// bot is given (its random source included) leads back to the hidden
// cards; the same game seed and seat always give the same seed, so games
// replay exactly.
func seatSeed(gameSeed uint64, seat int) uint64 {
	var buf [len(seedLabel) + 16]byte
	n := copy(buf[:], seedLabel)
	binary.BigEndian.PutUint64(buf[n:], gameSeed)
	binary.BigEndian.PutUint64(buf[n+8:], uint64(seat))
	sum := sha256.Sum256(buf[:])
	return binary.BigEndian.Uint64(sum[:8])
}

// seatRNG returns the random source of the bot at seat (see seatSeed).
func seatRNG(gameSeed uint64, seat int) engine.RNG { return engine.NewRNG(seatSeed(gameSeed, seat)) }
