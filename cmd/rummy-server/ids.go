package main

import (
	"crypto/rand"
	"encoding/hex"

	"rummy/engine/match/proto"
)

// randomBytes returns n bytes from crypto/rand.
func randomBytes(n int) []byte {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("rummy-server: crypto/rand failed: " + err.Error())
	}
	return b
}

// newTableID returns a table id: 16 hex digits, a NATS subject token.
func newTableID() string { return hex.EncodeToString(randomBytes(8)) }

// newCode returns an invite code: 10 letters of proto.CodeAlphabet (50
// bits) from crypto/rand, independent of every other code.
func newCode() string {
	b := randomBytes(proto.CodeLen)
	out := make([]byte, proto.CodeLen)
	for i, x := range b {
		out[i] = proto.CodeAlphabet[x&31] // 256 is a multiple of 32: uniform
	}
	return proto.FormatCode(string(out))
}
