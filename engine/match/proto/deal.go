package proto

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
)

// The fair deal (DESIGN.md "Deals nobody can rig", issue 27): the server
// commits to a secret s per game, C = SHA-256("rummy-deal" ‖ s); every
// person's client commits to 32 random bytes r_i, SHA-256(r_i), on taking
// a seat and reveals them when the host starts; the game seed is
// SHA-256(s ‖ r_1 ‖ … ‖ r_n ‖ table id), the contributions in seat order
// (a seat left out adds nothing).

// EntropySize is the size of a seat's contribution and of the server's
// secret, in bytes.
const EntropySize = 32

// dealDomain prefixes the server's secret in its commitment.
const dealDomain = "rummy-deal"

// DealCommitment is the hex commitment C to the server's secret.
func DealCommitment(secret []byte) string {
	h := sha256.New()
	h.Write([]byte(dealDomain))
	h.Write(secret)
	return hex.EncodeToString(h.Sum(nil))
}

// EntropyHash is the hex SHA-256 of a seat's contribution: what its
// client sends on taking the seat.
func EntropyHash(r []byte) string {
	h := sha256.Sum256(r)
	return hex.EncodeToString(h[:])
}

// GameSeed is the game seed: the first 8 bytes, big-endian, of
// SHA-256(secret ‖ the contributions in seat order ‖ table id). A nil
// contribution (a seat left out, a bot) adds nothing.
func GameSeed(secret []byte, contributions [][]byte, table string) uint64 {
	h := sha256.New()
	h.Write(secret)
	for _, r := range contributions {
		h.Write(r)
	}
	h.Write([]byte(table))
	return binary.BigEndian.Uint64(h.Sum(nil)[:8])
}

// botDomain prefixes a bot's seed derivation.
const botDomain = "rummy-bot"

// BotSeed derives a bot's seed for seat one-way from the game seed: the
// bot's choices tell nothing of the deal.
func BotSeed(gameSeed uint64, seat int) uint64 {
	var b [len(botDomain) + 16]byte
	copy(b[:], botDomain)
	binary.BigEndian.PutUint64(b[len(botDomain):], gameSeed)
	binary.BigEndian.PutUint64(b[len(botDomain)+8:], uint64(seat))
	h := sha256.Sum256(b[:])
	return binary.BigEndian.Uint64(h[:8])
}

// DecodeEntropy reads a hex contribution or secret of EntropySize
// bytes.
func DecodeEntropy(s string) ([]byte, error) {
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != EntropySize {
		return nil, fmt.Errorf("proto: %q is not %d hex bytes", s, EntropySize)
	}
	return b, nil
}
