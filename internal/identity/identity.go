// Package identity is a player's identity without accounts (issue 31):
// an Ed25519 key pair made on first use and kept by the client. The
// public key, in base64url, is the player's id; the client proves it by
// signing the server's challenge on connect (Sign, Verify). The 32-byte
// seed moves to another device as a short text (Export, Import). Pure
// Go, no I/O; it builds for the browser.
package identity

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
)

// Identity is a player's key pair. The zero value is not an identity:
// make one with New, FromSeed or Import.
type Identity struct {
	priv ed25519.PrivateKey
}

// New makes a fresh identity from crypto/rand.
func New() (Identity, error) {
	var seed [ed25519.SeedSize]byte
	if _, err := rand.Read(seed[:]); err != nil {
		return Identity{}, fmt.Errorf("identity: no random bytes for a new key: %v", err)
	}
	return FromSeed(seed[:])
}

// FromSeed rebuilds the identity of a 32-byte seed.
func FromSeed(seed []byte) (Identity, error) {
	if len(seed) != ed25519.SeedSize {
		return Identity{}, fmt.Errorf("identity: a key seed has %d bytes, not %d", ed25519.SeedSize, len(seed))
	}
	return Identity{priv: ed25519.NewKeyFromSeed(seed)}, nil
}

// Valid reports whether id holds a key.
func (id Identity) Valid() bool { return len(id.priv) == ed25519.PrivateKeySize }

// Seed is the identity's 32-byte secret (whoever holds it is the player).
func (id Identity) Seed() []byte { return append([]byte(nil), id.priv.Seed()...) }

// ID is the player's id: the public key in base64url without padding
// (43 characters). It is never shown to the player.
func (id Identity) ID() string {
	pub := id.priv.Public().(ed25519.PublicKey)
	return base64.RawURLEncoding.EncodeToString(pub)
}

// Sign proves the identity to server (the host the client connected
// to, as in its URL) for one challenge.
func (id Identity) Sign(server string, challenge []byte) []byte {
	return ed25519.Sign(id.priv, Message(server, challenge))
}

// Prefix separates this protocol's signatures from any other use of
// the key: a signature made here means nothing elsewhere, and no other
// signed text can be passed off as an answer to a challenge.
const Prefix = "rummy identity proof v1\x00"

// Message is the text signed for a challenge: Prefix, the server's host,
// a zero byte and the challenge.
func Message(server string, challenge []byte) []byte {
	m := make([]byte, 0, len(Prefix)+len(server)+1+len(challenge))
	m = append(m, Prefix...)
	m = append(m, server...)
	m = append(m, 0)
	return append(m, challenge...)
}

// ErrBadID is wrapped when a claimed id is not a public key.
var ErrBadID = errors.New("identity: the player id is not a public key")

// ErrBadSignature is wrapped when a signature does not prove the id.
var ErrBadSignature = errors.New("identity: the signature does not prove this player id")

// ParseID decodes a player id into its public key.
func ParseID(id string) (ed25519.PublicKey, error) {
	b, err := base64.RawURLEncoding.DecodeString(id)
	if err != nil || len(b) != ed25519.PublicKeySize {
		return nil, fmt.Errorf("%w: %d characters of base64url are needed", ErrBadID, base64.RawURLEncoding.EncodedLen(ed25519.PublicKeySize))
	}
	return ed25519.PublicKey(b), nil
}

// Verify checks that sig (base64url) is id's signature of the challenge
// for server.
func Verify(id, server string, challenge []byte, sig string) error {
	pub, err := ParseID(id)
	if err != nil {
		return err
	}
	s, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || len(s) != ed25519.SignatureSize {
		return fmt.Errorf("%w: the signature is not %d bytes of base64url", ErrBadSignature, ed25519.SignatureSize)
	}
	if !ed25519.Verify(pub, Message(server, challenge), s) {
		return ErrBadSignature
	}
	return nil
}
