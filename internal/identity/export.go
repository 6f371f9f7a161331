package identity

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
)

// ExportPrefix starts every exported identity: its format's version.
const ExportPrefix = "rummy-id1."

// checksumSize is how many bytes of SHA-256 end an export text (they
// catch a character mistyped or lost when copying).
const checksumSize = 4

// Export writes the identity as a short text: ExportPrefix, the
// base64url of the 32-byte seed, a dot and the base64url of a 4-byte
// checksum (SHA-256 of the prefix and seed). Anyone with this text can
// play as the player.
func (id Identity) Export() string {
	seed := id.Seed()
	return ExportPrefix + base64.RawURLEncoding.EncodeToString(seed) + "." + base64.RawURLEncoding.EncodeToString(checksum(seed))
}

func checksum(seed []byte) []byte {
	h := sha256.Sum256(append([]byte(ExportPrefix), seed...))
	return h[:checksumSize]
}

// The reasons Import refuses a text (wrapped by its error).
var (
	ErrNotExport = errors.New("identity: this is not an exported identity")
	ErrVersion   = errors.New("identity: this identity was exported by a newer version of the game")
	ErrDamaged   = errors.New("identity: the text is damaged")
)

// Import reads a text written by Export (spaces and line breaks around
// or inside it are ignored, as copying adds them).
func Import(text string) (Identity, error) {
	text = strings.Join(strings.Fields(text), "")
	if !strings.HasPrefix(text, ExportPrefix) {
		switch {
		case strings.HasPrefix(text, strings.TrimSuffix(ExportPrefix, ".")):
			return Identity{}, fmt.Errorf("%w: it ends too early", ErrDamaged)
		case strings.HasPrefix(text, "rummy-id"):
			return Identity{}, ErrVersion
		}
		return Identity{}, ErrNotExport
	}
	body, sum, ok := strings.Cut(strings.TrimPrefix(text, ExportPrefix), ".")
	if !ok {
		return Identity{}, fmt.Errorf("%w: its checksum is missing", ErrDamaged)
	}
	seed, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil || len(seed) != 32 {
		return Identity{}, fmt.Errorf("%w: the key part is not 32 bytes of base64url", ErrDamaged)
	}
	got, err := base64.RawURLEncoding.DecodeString(sum)
	if err != nil || !bytes.Equal(got, checksum(seed)) {
		return Identity{}, fmt.Errorf("%w: the checksum does not match (a character is missing or wrong)", ErrDamaged)
	}
	return FromSeed(seed)
}
