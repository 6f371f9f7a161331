package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// actionJSON is the saved form of an action: the kind by name and only
// the fields that kind uses.
type actionJSON struct {
	Kind        string   `json:"kind"`
	FromDiscard bool     `json:"from_discard,omitempty"`
	Melds       [][]Card `json:"melds,omitempty"`
	Card        *Card    `json:"card,omitempty"`
	Meld        *int     `json:"meld,omitempty"`
	Pos         *int     `json:"pos,omitempty"`
	AtFront     bool     `json:"front,omitempty"`
	JokerMeld   *int     `json:"joker_meld,omitempty"`
	JokerFront  bool     `json:"joker_front,omitempty"`
	N           *int     `json:"n,omitempty"`
}

// MarshalJSON writes the action with its kind by name and only the fields
// the kind uses.
func (a Action) MarshalJSON() ([]byte, error) {
	if a.Kind == 0 || int(a.Kind) >= len(actionNames) {
		return nil, fmt.Errorf("engine: cannot save action of unknown kind %d", uint8(a.Kind))
	}
	j := actionJSON{Kind: a.Kind.String()}
	switch a.Kind {
	case ActDraw:
		j.FromDiscard = a.FromDiscard
	case ActMeld:
		j.Melds = a.Melds
	case ActLayOff:
		j.Card, j.Meld, j.AtFront = &a.Card, &a.Meld, a.AtFront
	case ActSwapJoker:
		j.Card, j.Meld, j.Pos, j.JokerMeld, j.JokerFront = &a.Card, &a.Meld, &a.Pos, &a.JokerMeld, a.JokerFront
	case ActDiscard:
		j.Card = &a.Card
	case ActClaim:
		j.Meld, j.AtFront = &a.Meld, a.AtFront
	case ActCut:
		j.N = &a.N
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads an action written by MarshalJSON. Unknown fields,
// unknown kinds and missing fields the kind needs are errors.
func (a *Action) UnmarshalJSON(data []byte) error {
	var j actionJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("engine: action: %v", err)
	}
	k, err := parseActionKind(j.Kind)
	if err != nil {
		return err
	}
	out := Action{Kind: k, FromDiscard: j.FromDiscard, Melds: j.Melds, AtFront: j.AtFront, JokerFront: j.JokerFront}
	need := func(name string, ok bool) error {
		if !ok {
			return fmt.Errorf("engine: action %s needs the field %q", k, name)
		}
		return nil
	}
	switch k {
	case ActMeld:
		if err := need("melds", len(j.Melds) > 0); err != nil {
			return err
		}
	case ActLayOff, ActSwapJoker, ActDiscard:
		if err := need("card", j.Card != nil); err != nil {
			return err
		}
		out.Card = *j.Card
		if k != ActDiscard {
			if err := need("meld", j.Meld != nil); err != nil {
				return err
			}
			out.Meld = *j.Meld
		}
		if k == ActSwapJoker {
			if err := need("pos", j.Pos != nil); err != nil {
				return err
			}
			if err := need("joker_meld", j.JokerMeld != nil); err != nil {
				return err
			}
			out.Pos, out.JokerMeld = *j.Pos, *j.JokerMeld
		}
	case ActClaim:
		if j.Meld != nil {
			out.Meld = *j.Meld
		}
	case ActCut:
		if err := need("n", j.N != nil); err != nil {
			return err
		}
		out.N = *j.N
	}
	*a = out
	return nil
}
