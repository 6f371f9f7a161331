package main

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"time"

	"rummy/bots"
	"rummy/engine/match"
	"rummy/engine/match/proto"
)

// seatState is one seat of a table, as the server knows it.
type seatState struct {
	kind, name, level string
	// tokenHash is the hex SHA-256 of the seat token (the token itself
	// is known to its person only).
	tokenHash string
	// identity is the player id the seat was taken with ("": none, an
	// old client or a token from before identities): its person may
	// resume it by proving the id, and its token works for no other
	// id (identity.go).
	identity string
	// conns counts the person's open connections; awaySince is when the
	// last one closed.
	conns     int
	awaySince time.Time
	// botPlaying is true while a bot plays for the away person.
	botPlaying bool
	// thinking is true while a bot decides for the seat; asked is the
	// game it was asked in. player runs bot for the seat (table_bots.go).
	thinking bool
	asked    *tableGame
	bot      bots.Bot
	player   *bots.Player
	// applied maps the seat's action ids to the position they were
	// applied at; refused keeps the answers to refused ids.
	applied map[uint64]uint64
	refused map[uint64]*proto.Refusal
	// entropyHash is the person's committed entropy, entropy the bytes
	// revealed at the start (hex) (issue 27).
	entropyHash, entropy string
	// invited is the player id an open seat is kept for ("": anyone).
	invited string
	// pref is the person's standing claim preference (corr.go).
	pref match.ClaimPref
}

// maxRefusedIDs bounds the refused ids a seat remembers.
const maxRefusedIDs = 256

func newSeat(spec proto.SeatSpec) *seatState {
	return &seatState{kind: spec.Kind, level: spec.Level, invited: spec.Invite, applied: map[uint64]uint64{}, refused: map[uint64]*proto.Refusal{}}
}

// public is the seat as everyone sees it.
func (s *seatState) public() proto.SeatState {
	return proto.SeatState{Kind: s.kind, Name: s.name, Level: s.level, Connected: s.conns > 0, BotPlaying: s.botPlaying,
		EntropyHash: s.entropyHash, Player: s.identity, Invited: s.kind == proto.SeatOpen && s.invited != ""}
}

// newToken returns a fresh seat token (256 bits from crypto/rand) and
// its hash.
func newToken() (token, hash string) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("rummy-server: crypto/rand failed: " + err.Error())
	}
	token = base64.RawURLEncoding.EncodeToString(b[:])
	return token, hashToken(token)
}

// hashToken is the hex SHA-256 of a token.
func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// tokenMatches compares a presented token with a seat's hash in constant
// time.
func (s *seatState) tokenMatches(token string) bool {
	if s.tokenHash == "" {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(hashToken(token)), []byte(s.tokenHash)) == 1
}
