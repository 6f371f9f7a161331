package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// SaveFormat is the version of the saved-game format Save writes. Format
// 2 logs the end of each hand's wait (PhaseHandOver) as a next_hand
// action; format 1, whose hands followed one another at once, still
// loads: each implicit next hand is applied where it fell.
const SaveFormat = 2

// savedGame is a game on disk: format version, rules, seed and the action
// log (COM-8). TurnCap records MaxTurnsPerHand, which changes how hands
// end, so a game saved under another cap is refused.
type savedGame struct {
	Format  int             `json:"format"`
	Variant Variant         `json:"variant"`
	Options json.RawMessage `json:"options"`
	Seed    uint64          `json:"seed"`
	TurnCap int             `json:"turn_cap"`
	Actions []LoggedAction  `json:"actions"`
}

// Save writes the game as JSON: {format, variant, options, seed,
// turn_cap, actions: [{seat, action}]}. Loading it replays the actions.
func Save(s *State) ([]byte, error) {
	if s.dealt {
		return nil, errors.New("engine: a game started from a chosen deal cannot be saved (a saved game replays from its seed)")
	}
	opts, err := json.Marshal(s.pub.Rules.Options)
	if err != nil {
		return nil, fmt.Errorf("engine: saving the options: %v", err)
	}
	return json.Marshal(savedGame{Format: SaveFormat, Variant: s.pub.Rules.Variant, Options: opts,
		Seed: s.seed, TurnCap: MaxTurnsPerHand, Actions: s.log.all()})
}

// Load reads a saved game and replays its actions through Apply. A
// corrupt, truncated or tampered file returns an error naming what is
// wrong (the field, or the action number and why it is illegal) and never
// a partial game.
func Load(data []byte) (*State, error) {
	var g savedGame
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		return nil, fmt.Errorf("engine: the saved game is not readable: %v", err)
	}
	if dec.More() {
		return nil, errors.New("engine: the saved game has extra data after its end")
	}
	if g.Format != SaveFormat && g.Format != 1 {
		return nil, fmt.Errorf("engine: saved game field \"format\" is %d; this version reads formats 1 and %d", g.Format, SaveFormat)
	}
	if g.TurnCap != MaxTurnsPerHand {
		return nil, fmt.Errorf("engine: saved game field \"turn_cap\" is %d; this version plays with %d", g.TurnCap, MaxTurnsPerHand)
	}
	if len(g.Options) == 0 {
		return nil, errors.New("engine: saved game field \"options\" is missing")
	}
	o, err := DecodeOptions(g.Variant, g.Options)
	if err != nil {
		return nil, fmt.Errorf("engine: saved game field \"options\": %v", err)
	}
	r, err := NewRules(o)
	if err != nil {
		return nil, fmt.Errorf("engine: saved game field \"options\": %v", err)
	}
	s, err := NewGame(r, g.Seed)
	if err != nil {
		return nil, err
	}
	for i, la := range g.Actions {
		if _, err := s.Apply(la.Seat, la.Action); err != nil {
			return nil, fmt.Errorf("engine: saved game action %d (seat %d, %s) is illegal: %v", i+1, la.Seat, la.Action, trimPrefix(err))
		}
		if g.Format == 1 && s.pub.Phase == PhaseHandOver {
			if _, err := s.Apply(s.pub.next(s.pub.Dealer), NextHandAction()); err != nil {
				return nil, fmt.Errorf("engine: saved game action %d: the next hand cannot start: %v", i+1, trimPrefix(err))
			}
		}
	}
	return s, nil
}

func trimPrefix(err error) string {
	const p = "engine: "
	msg := err.Error()
	if len(msg) > len(p) && msg[:len(p)] == p {
		return msg[len(p):]
	}
	return msg
}

// Hash returns a fingerprint of the whole state (public part, hidden
// cards and random source), for golden tests and replay checks. Empty and
// missing lists hash alike.
func (s *State) Hash() uint64 {
	h := hasher{v: 0xcbf29ce484222325}
	p := &s.pub
	h.ints(p.Players, int(p.Phase), p.HandNo, p.Dealer, p.Turn, p.TurnNo, p.Cutter, p.Caller,
		p.FirstMelder, p.Discarder, p.Offender, int(p.OffenceCard), p.OldOffender, int(p.OldOffCard))
	h.bools(p.LastStock, p.TopFresh, p.TurnState.Drawn, p.TurnState.Melded)
	h.ints(int(p.TurnState.FromPile))
	if j := p.TurnState.FreedJoker; j != NoCard {
		h.ints(int(j)) // hashed only when set, so older hashes stay
	}
	h.cards(p.Pile)
	h.ints(len(p.Table))
	for _, m := range p.Table {
		h.ints(m.Owner)
		h.cards(m.Cards)
	}
	for _, si := range p.Seats {
		h.bools(si.Opened)
		h.ints(si.OpenedTurn, si.FirstTableTurn, si.BuysUsed, si.Played, si.Penalty)
	}
	w := &p.Claim
	h.ints(int(w.Kind), int(w.Card), w.Against, len(w.Eligible))
	h.bools(w.FirstCaller)
	for i, e := range w.Eligible {
		h.ints(e, int(w.Answers[i]))
		if i < len(w.Targets) {
			h.ints(w.Targets[i].Meld)
			h.bools(w.Targets[i].AtFront)
		}
	}
	h.ints(len(p.History))
	for _, r := range p.History {
		h.ints(r.Seat, int(r.Card))
		h.bools(r.Took)
	}
	h.ints(len(p.Results))
	for _, r := range p.Results {
		h.ints(r.Hand, r.Winner, int(r.Reason))
		h.bools(r.Rummy)
		h.ints(r.Scores...)
	}
	h.ints(p.Totals...)
	h.ints(len(p.Winners))
	h.ints(p.Winners...)
	h.ints(len(s.hands))
	for _, hand := range s.hands {
		h.cards(hand)
	}
	h.cards(s.stock)
	h.ints(int(s.drawnStock), int(s.rng.State), int(s.rng.State>>32))
	if k := p.Kopilka; k != nil {
		// Hashed only in Kopilka, so the card games' hashes stay.
		h.ints(k.Bank, k.Round, k.Next)
		h.ints(k.Chips...)
		h.cards(k.Cards)
		h.ints(len(k.Order))
		h.ints(k.Order...)
		for i, st := range k.Status {
			h.ints(int(st))
			h.bools(k.Revived[i])
		}
	}
	return h.v
}

// hasher folds integers into a 64-bit fingerprint (an FNV-style
// multiply and a shift per integer).
type hasher struct{ v uint64 }

func (h *hasher) ints(xs ...int) {
	for _, x := range xs {
		h.v ^= uint64(x)
		h.v *= 0x100000001b3
		h.v ^= h.v >> 29
	}
}

func (h *hasher) bools(bs ...bool) {
	for _, b := range bs {
		if b {
			h.ints(1)
		} else {
			h.ints(0)
		}
	}
}

func (h *hasher) cards(cs []Card) {
	h.ints(len(cs))
	for _, c := range cs {
		h.ints(int(c))
	}
}
