package main

import (
	"encoding/hex"
	"log"
	"strconv"
	"time"

	"rummy/engine/match/proto"
)

// The fair deal at a table (DESIGN.md "Deals nobody can rig", issue 27).
// Each game has its own server secret, committed before anyone reveals
// entropy: the first game's is drawn with the table (tableMeta.Salt), a
// later game's (a rematch) with the table's turn to it (recRegame). Each
// person commits to 32 random bytes on taking a seat (for a rematch, on
// seeing the new game: the table waits for them); when the host
// starts, the table asks them to reveal (SSeed) and deals once all did,
// or after seedWait without those who did not (Lobby.LeftOut).

// defaultSeedWait is how long a start waits for the seats' entropy.
const defaultSeedWait = 5 * time.Second

// newSecret draws a game's server secret, in hex.
func newSecret() string { return hex.EncodeToString(randomBytes(proto.EntropySize)) }

// dealHooks let a test server cheat at the deal (the cheating-server
// tests of issue 27). A real server has none.
type dealHooks struct {
	// seeds changes the contributions that go into the seed (they are
	// still published as revealed).
	seeds func(t *table, seeds []string) []string
	// seeding sees the revealed contributions before the seed is made,
	// and may change the secret.
	seeding func(t *table, seeds []string)
	// started runs after the game is dealt.
	started func(t *table)
	// reveal changes what is revealed at the end.
	reveal func(t *table, r *proto.Reveal)
}

// setSecret makes secret (hex) the current game's server secret.
func (t *table) setSecret(secret string) {
	t.secret = secret
	if b, err := hex.DecodeString(secret); err == nil && len(b) == proto.EntropySize {
		t.commitment = proto.DealCommitment(b)
		return
	}
	t.commitment = t.meta.Commitment // a table from before issue 27
}

// gameSeed is the seed of a game dealt from the revealed contributions
// (by seat, hex; "" none). A table logged before issue 27 keeps the
// seed it drew at its creation.
func (t *table) gameSeed(seeds []string) uint64 {
	secret, err := hex.DecodeString(t.secret)
	if err != nil || len(secret) != proto.EntropySize {
		return t.meta.Seed
	}
	if h := t.hub.cheat.seeds; h != nil {
		seeds = h(t, seeds)
	}
	rs := make([][]byte, len(seeds))
	for i, s := range seeds {
		rs[i], _ = hex.DecodeString(s)
	}
	return proto.GameSeed(secret, rs, t.meta.ID)
}

// startSeeding answers the host's start: the seats that committed
// entropy are asked to reveal it; with none to wait for the game deals
// at once.
func (t *table) startSeeding() error {
	if t.game != nil {
		return refuseReq("started", "the game has started already")
	}
	t.rematchStart = false // the host's start overtakes a rematch's wait
	waiting := false
	for _, s := range t.seats {
		if s.kind == proto.SeatOpen {
			return refuseReq("seats_open", "every seat needs a person or a bot before the start")
		}
		s.entropy = ""
		waiting = waiting || (s.kind == proto.SeatPerson && s.entropyHash != "")
	}
	if !waiting {
		return t.deal()
	}
	if t.seeding {
		return nil // asked already: the start comes
	}
	t.seeding = true
	b := encode(&proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SSeed, Table: t.meta.ID, Actor: -1})
	for s := range t.subs {
		s.send(b)
	}
	t.afterSeedWait(func() {
		if t.seeding {
			if err := t.deal(); err != nil {
				log.Printf("table %s: dealing after the entropy wait: %v", t.meta.ID, err)
			}
		}
	})
	return nil
}

// takeEntropy is a seat committing (before the start) or revealing (once
// asked) its entropy.
func (t *table) takeEntropy(seat int, m proto.ClientMsg) error {
	if seat < 0 {
		return refuseReq("spectator", "spectators do not seed the deal")
	}
	s := t.seats[seat]
	if m.EntropyHash != "" {
		if t.game != nil || t.seeding {
			return refuseReq("started", "the game has started: its seed is set")
		}
		if _, err := hex.DecodeString(m.EntropyHash); err != nil || len(m.EntropyHash) != 64 {
			return refuseReq("bad_entropy", "entropy_hash is a hex SHA-256")
		}
		_, err := t.commit(&record{T: recEntropy, Seat: seat, EntropyHash: m.EntropyHash})
		if err == nil {
			t.startRematchWhenSeeded()
		}
		return err
	}
	if !t.seeding {
		return refuseReq("not_seeding", "entropy is revealed when the host starts")
	}
	r, err := proto.DecodeEntropy(m.Entropy)
	if err != nil || s.entropyHash == "" || proto.EntropyHash(r) != s.entropyHash {
		return refuseReq("bad_entropy", "this is not the entropy the seat committed to")
	}
	s.entropy = m.Entropy
	for _, o := range t.seats {
		if o.kind == proto.SeatPerson && o.entropyHash != "" && o.entropy == "" {
			return nil // more to come
		}
	}
	return t.deal()
}

// deal starts the game with the contributions revealed so far: a seat
// that committed and did not reveal is left out.
func (t *table) deal() error {
	rec := &record{T: recStart, Seeds: make([]string, len(t.seats))}
	for i, s := range t.seats {
		switch {
		case s.kind != proto.SeatPerson || s.entropyHash == "":
		case s.entropy == "":
			rec.LeftOut = append(rec.LeftOut, i)
		default:
			rec.Seeds[i] = s.entropy
		}
	}
	if h := t.hub.cheat.seeding; h != nil {
		h(t, rec.Seeds)
	}
	t.stopSeeding()
	_, err := t.commit(rec)
	if err == nil && t.hub.cheat.started != nil {
		t.hub.cheat.started(t)
	}
	return err
}

// stopSeeding ends a wait for entropy.
func (t *table) stopSeeding() {
	t.seeding = false
	if t.seedTimer != nil {
		t.seedTimer.Stop()
		t.seedTimer = nil
	}
}

// reveal is the deal's secret once the game is over, else nil.
func (t *table) reveal() *proto.Reveal {
	if t.game == nil || !t.game.over() {
		return nil
	}
	r := &proto.Reveal{Seed: strconv.FormatUint(t.seed, 10), Salt: t.gameSecret, Seeds: t.seeds, Actions: t.game.state().Log()}
	if h := t.hub.cheat.reveal; h != nil {
		h(t, r)
	}
	return r
}

// step is the number of the game's actions applied (0 before the start).
func (t *table) step() int {
	if t.game == nil {
		return 0
	}
	return t.game.state().Actions()
}

// afterSeedWait runs then on the table's goroutine once the wait for the
// seats' entropy is over, unless the table closed meanwhile.
func (t *table) afterSeedWait(then func()) {
	wait := t.hub.seedWait
	if wait == 0 {
		wait = defaultSeedWait
	}
	t.seedTimer = t.hub.clock.AfterFunc(wait, func() {
		t.post(func() {
			if !t.closed {
				then()
			}
		})
	})
}
