package proto

import (
	"errors"

	"rummy/engine"
)

// Refusal is an engine refusal on the wire: its stable key and
// arguments, so that each client says it in its own language, and the
// English text for logs and old clients.
type Refusal struct {
	Key  string `json:"key"`
	Args []Arg  `json:"args,omitempty"`
	// Reason is the English text of the meld-layer reason, if any.
	Reason string `json:"reason,omitempty"`
	Text   string `json:"text"`
}

// Arg is one refusal argument (engine.RefusalArg).
type Arg struct {
	Kind  engine.ArgKind `json:"kind"`
	N     int            `json:"n,omitempty"`
	M     int            `json:"m,omitempty"`
	Cards []engine.Card  `json:"cards,omitempty"`
}

// RefusalOf puts an engine error on the wire: a keyed engine.Refusal
// keeps its key and arguments; any other error only its text.
func RefusalOf(err error) *Refusal {
	var r engine.Refusal
	if !errors.As(err, &r) {
		return &Refusal{Text: err.Error()}
	}
	out := &Refusal{Key: r.Key.String(), Text: r.Error()}
	if r.Reason != nil {
		out.Reason = r.Reason.Error()
	}
	for _, a := range r.Args {
		if a.Kind == 0 {
			break
		}
		out.Args = append(out.Args, Arg{Kind: a.Kind, N: a.N, M: a.M, Cards: a.Cards})
	}
	return out
}

// Engine rebuilds the engine refusal (ok false when the key is unknown
// to this build: show Text). The meld-layer reason comes back as its
// English text.
func (r *Refusal) Engine() (engine.Refusal, bool) {
	for _, k := range engine.RefusalKeys() {
		if k.String() != r.Key {
			continue
		}
		out := engine.Refusal{Key: k}
		for i, a := range r.Args {
			if i == len(out.Args) {
				break
			}
			out.Args[i] = engine.RefusalArg{Kind: a.Kind, N: a.N, M: a.M, Cards: a.Cards}
		}
		if r.Reason != "" {
			out.Reason = errors.New(r.Reason)
		}
		return out, true
	}
	return engine.Refusal{}, false
}
