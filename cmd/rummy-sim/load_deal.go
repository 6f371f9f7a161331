package main

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/verify"
)

// The load generator's seats seed the deal like any client (issue 27):
// each commits to 32 random bytes on taking its seat, reveals them when
// the host starts, keeps the events it is shown and checks the deal at
// the game's end with package verify (the client's own check).

// seatDeal is what a load seat keeps for the deal check.
type seatDeal struct {
	own        string
	commitment string
	hashes     []string
	started    bool
	step       int
	seen       []verify.Seen
	// report is the check at the game's end (nil: not checked).
	report *verify.Report
}

// drawEntropy draws the seat's 32 bytes and returns their hash.
func (s *loadSeat) drawEntropy() string {
	r := make([]byte, proto.EntropySize)
	if _, err := rand.Read(r); err != nil {
		return ""
	}
	s.deal.own = hex.EncodeToString(r)
	return proto.EntropyHash(r)
}

// revealEntropy answers the table's SSeed.
func (s *loadSeat) revealEntropy() error {
	if s.deal.own == "" {
		return nil
	}
	return s.write(proto.ClientMsg{Type: proto.TEntropy, Entropy: s.deal.own})
}

// noteDeal keeps what a message showed of the deal; data is the message
// (its events are decoded from it when m, an event read by its head,
// lacks them).
func (s *loadSeat) noteDeal(m *proto.ServerMsg, data []byte) error {
	d := &s.deal
	if m.Lobby != nil && m.Lobby.Status == proto.StatusLobby && !d.started {
		d.commitment, d.hashes = m.Lobby.Commitment, d.hashes[:0]
		for _, st := range m.Lobby.Seats {
			d.hashes = append(d.hashes, st.EntropyHash)
		}
	}
	switch m.Type {
	case proto.SStarted:
		d.started, d.step = true, m.Step
		d.seen = append(d.seen, verify.Seen{From: -1, To: m.Step, Events: m.Events})
	case proto.SEvent:
		step, events, err := eventsOf(data)
		if err != nil {
			return err
		}
		d.seen = append(d.seen, verify.Seen{From: d.step, To: step, Events: events})
		d.step = step
	case proto.SUndone:
		d.step = m.Step
	}
	return nil
}

// eventsOf reads an event message's step and events.
func eventsOf(data []byte) (int, []engine.Event, error) {
	cut := bytes.Index(data, []byte(`,"events":`))
	head := data
	if cut >= 0 {
		head = data[:cut]
	}
	step, _ := headNumber(head, `,"step":`)
	if cut < 0 {
		return int(step), nil, nil
	}
	body := data[cut+len(`,"events":`):]
	end := bytes.Index(body, []byte(`,"view":`))
	if end < 0 {
		end = len(body) - 1
	}
	var ev []engine.Event
	if err := json.Unmarshal(body[:end], &ev); err != nil {
		return 0, nil, fmt.Errorf("rummy-sim load: unreadable events: %v", err)
	}
	return int(step), ev, nil
}

// checkDeal checks the deal once the game is over; data is the message
// that revealed it.
func (s *loadSeat) checkDeal(m *proto.ServerMsg, data []byte, lobby *proto.Lobby) {
	rev := m.Reveal
	if rev == nil || rev.Salt == "" {
		var full proto.ServerMsg
		if json.Unmarshal(data, &full) != nil || full.Reveal == nil {
			return
		}
		rev = full.Reveal
	}
	if lobby == nil {
		return
	}
	e := &verify.Evidence{Format: verify.Format, Table: s.table, Variant: lobby.Variant, Options: lobby.Options, Viewer: s.seat,
		Commitment: s.deal.commitment, Hashes: s.deal.hashes, Own: s.deal.own, Reveal: rev, Seen: s.deal.seen}
	rep := verify.Check(e)
	s.deal.report = &rep
}
