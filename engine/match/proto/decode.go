package proto

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"
)

// MaxName is the longest player name, in bytes.
const MaxName = 40

// Decode reads one client message and checks it: the version, a known
// type, the fields that type needs and no other field. A message it
// returns without error is safe to hand to a table (the engine still
// judges the action itself).
func Decode(data []byte) (ClientMsg, error) {
	var m ClientMsg
	if len(data) > MaxMessage {
		return m, fmt.Errorf("proto: the message has %d bytes; the limit is %d", len(data), MaxMessage)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return ClientMsg{}, fmt.Errorf("proto: the message is not readable: %v", err)
	}
	if dec.More() {
		return ClientMsg{}, fmt.Errorf("proto: the message has data after its end")
	}
	if m.V != Version {
		return ClientMsg{}, fmt.Errorf("proto: protocol version %d is not spoken here (this server speaks %d): update the game", m.V, Version)
	}
	if err := m.check(); err != nil {
		return ClientMsg{}, err
	}
	return m, nil
}

// check verifies the fields of m's type.
func (m *ClientMsg) check() error {
	need := func(ok bool, what string) error {
		if !ok {
			return fmt.Errorf("proto: a %q message needs %s", m.Type, what)
		}
		return nil
	}
	switch m.Type {
	case TCreate:
		if err := need(m.Create != nil, "create"); err != nil {
			return err
		}
		return checkName(m.Name)
	case TJoin:
		if err := need(m.Code != "", "code"); err != nil {
			return err
		}
		return checkName(m.Name)
	case TResume:
		return need(m.Table != "" && (m.Token != "" || m.Identity != ""), "table and token (or the identity the seat is bound to)")
	case TAuth:
		return need(m.Identity != "" && m.Sig != "", "identity and sig")
	case TMine:
		return nil
	case TClaimPref:
		return need(IsClaimPref(m.Pref), "pref, one of "+strings.Join(ClaimPrefs, ", "))
	case TLeaders:
		return need(m.Variant != "", "variant")
	case TSpectate:
		return need(m.Code != "" || m.Table != "", "code or table")
	case TSeat:
		return need(m.Seat > 0 && (m.Kind == SeatOpen || m.Kind == SeatBot), "seat (from 1) and kind open or bot")
	case TAct:
		return need(m.ID > 0 && m.Action != nil, "id and action")
	case TChat:
		return need(IsPhrase(m.Phrase), "a preset phrase")
	case TUndo:
		return need(m.ID > 0, "id")
	case TEntropy:
		return need((m.EntropyHash != "") != (m.Entropy != ""), "entropy_hash or entropy")
	case TRematch:
		return need(IsRematchKind(m.Kind), "kind offer, accept, decline or now")
	case TStart, TSave, TPing:
		return nil
	}
	return fmt.Errorf("proto: unknown message type %q", m.Type)
}

// checkName checks a player name: 1 to MaxName bytes of printable UTF-8.
func checkName(name string) error {
	if name == "" || len(name) > MaxName || !utf8.ValidString(name) {
		return fmt.Errorf("proto: a name has 1 to %d bytes of text", MaxName)
	}
	for _, r := range name {
		if r < ' ' || r == 0x7f {
			return fmt.Errorf("proto: a name has no control characters")
		}
	}
	return nil
}
