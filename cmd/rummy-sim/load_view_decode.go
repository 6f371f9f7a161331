package main

import (
	"encoding/base64"
	"encoding/json"
	"strconv"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// decodeSeatView reads a view as the server writes it, into a fresh sv,
// the way json.Unmarshal would (TestFastDecodeMatchesJSON checks it
// along whole games), without reflection. JSON it does not expect (a
// Kopilka state, other spacing, unknown keys) goes through
// encoding/json instead, so any valid view decodes.
func decodeSeatView(data []byte, sv *proto.SeatView) error {
	r := &jreader{b: data}
	*sv = proto.SeatView{}
	if r.seatView(sv) && r.end() {
		return nil
	}
	*sv = proto.SeatView{}
	return json.Unmarshal(data, sv)
}

// jreader reads compact JSON; ok turns false at the first thing it does
// not expect, and stays false.
type jreader struct {
	b []byte
	i int
}

func (r *jreader) fail() bool { r.i = len(r.b) + 1; return false }

func (r *jreader) end() bool { return r.i == len(r.b) }

func (r *jreader) byte(c byte) bool {
	if r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	return false
}

func (r *jreader) literal(s string) bool {
	if r.i+len(s) <= len(r.b) && string(r.b[r.i:r.i+len(s)]) == s {
		r.i += len(s)
		return true
	}
	return false
}

// key reads `"name":` (names have no escapes) and returns name.
func (r *jreader) key() (string, bool) {
	if !r.byte('"') {
		return "", false
	}
	start := r.i
	for r.i < len(r.b) && r.b[r.i] != '"' && r.b[r.i] != '\\' {
		r.i++
	}
	if r.i >= len(r.b) || r.b[r.i] != '"' {
		return "", false
	}
	k := string(r.b[start:r.i])
	r.i++
	return k, r.byte(':')
}

// object calls f for each key of an object; f reads the value.
func (r *jreader) object(f func(key string) bool) bool {
	if !r.byte('{') {
		return false
	}
	if r.byte('}') {
		return true
	}
	for {
		k, ok := r.key()
		if !ok || !f(k) {
			return r.fail()
		}
		if r.byte('}') {
			return true
		}
		if !r.byte(',') {
			return r.fail()
		}
	}
}

func (r *jreader) int(p *int) bool {
	start := r.i
	if r.i < len(r.b) && r.b[r.i] == '-' {
		r.i++
	}
	digits := r.i
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
		r.i++
	}
	if r.i-digits > 1 && r.b[digits] == '0' {
		return false // JSON has no leading zeros
	}
	n, err := strconv.Atoi(string(r.b[start:r.i]))
	*p = n
	return err == nil
}

func (r *jreader) uint(max uint64) (uint64, bool) {
	start := r.i
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
		r.i++
	}
	if r.i-start > 1 && r.b[start] == '0' {
		return 0, false // JSON has no leading zeros
	}
	n, err := strconv.ParseUint(string(r.b[start:r.i]), 10, 64)
	return n, err == nil && n <= max
}

func (r *jreader) card(p *engine.Card) bool {
	n, ok := r.uint(1<<16 - 1)
	*p = engine.Card(n)
	return ok
}

func (r *jreader) u8(p *uint8) bool {
	n, ok := r.uint(255)
	*p = uint8(n)
	return ok
}

func (r *jreader) bool(p *bool) bool {
	switch {
	case r.literal("true"):
		*p = true
	case r.literal("false"):
		*p = false
	default:
		return false
	}
	return true
}

// list reads null (false: nil) or an array, calling f for each element.
func (r *jreader) list(f func() bool) (present, ok bool) {
	if r.literal("null") {
		return false, true
	}
	if !r.byte('[') {
		return false, false
	}
	if r.byte(']') {
		return true, true
	}
	for {
		if !f() {
			return true, false
		}
		if r.byte(']') {
			return true, true
		}
		if !r.byte(',') {
			return true, false
		}
	}
}

func (r *jreader) cards(p *[]engine.Card) bool {
	out := make([]engine.Card, 0, 16)
	present, ok := r.list(func() bool {
		var c engine.Card
		ok := r.card(&c)
		out = append(out, c)
		return ok
	})
	if present {
		*p = out
	}
	return ok
}

func (r *jreader) ints(p *[]int) bool {
	out := make([]int, 0, 4)
	present, ok := r.list(func() bool {
		var n int
		ok := r.int(&n)
		out = append(out, n)
		return ok
	})
	if present {
		*p = out
	}
	return ok
}

// raw reads any value as raw bytes (for the public patch).
func (r *jreader) raw(p *json.RawMessage) bool {
	start := r.i
	end := proto.ValueEnd(r.b, r.i)
	if end <= start || end > len(r.b) || !json.Valid(r.b[start:end]) {
		return false
	}
	r.i = end
	*p = append(json.RawMessage(nil), r.b[start:end]...)
	return true
}

func (r *jreader) seatView(sv *proto.SeatView) bool {
	return r.object(func(k string) bool {
		switch k {
		case "public":
			if r.literal("null") {
				return true
			}
			sv.Public = &engine.Public{}
			return r.public(sv.Public)
		case "public_patch":
			return r.raw(&sv.PublicPatch)
		case "seat":
			return r.int(&sv.Seat)
		case "hand":
			return r.cards(&sv.Hand)
		case "counts":
			return r.ints(&sv.Counts)
		case "stock_size":
			return r.int(&sv.StockSize)
		case "waiting":
			return r.ints(&sv.Waiting)
		case "drawn_stock":
			return r.card(&sv.DrawnStock)
		case "hands":
			out := make([][]engine.Card, 0, 4)
			present, ok := r.list(func() bool {
				var h []engine.Card
				ok := r.cards(&h)
				out = append(out, h)
				return ok
			})
			if present {
				sv.Hands = out
			}
			return ok
		}
		return false
	})
}

func (r *jreader) public(p *engine.Public) bool {
	return r.object(func(k string) bool {
		switch k {
		case "players":
			return r.int(&p.Players)
		case "phase":
			return r.u8((*uint8)(&p.Phase))
		case "hand_no":
			return r.int(&p.HandNo)
		case "dealer":
			return r.int(&p.Dealer)
		case "turn":
			return r.int(&p.Turn)
		case "turn_no":
			return r.int(&p.TurnNo)
		case "cutter":
			return r.int(&p.Cutter)
		case "pile":
			return r.cards(&p.Pile)
		case "table":
			out := make([]engine.TableMeld, 0, 8)
			present, ok := r.list(func() bool {
				var m engine.TableMeld
				ok := r.object(func(k string) bool {
					switch k {
					case "owner":
						return r.int(&m.Owner)
					case "cards":
						return r.cards(&m.Cards)
					}
					return false
				})
				out = append(out, m)
				return ok
			})
			if present {
				p.Table = out
			}
			return ok
		case "seats":
			out := make([]engine.SeatInfo, 0, 4)
			present, ok := r.list(func() bool {
				var s engine.SeatInfo
				ok := r.object(func(k string) bool {
					switch k {
					case "opened":
						return r.bool(&s.Opened)
					case "opened_turn":
						return r.int(&s.OpenedTurn)
					case "first_table_turn":
						return r.int(&s.FirstTableTurn)
					case "buys_used":
						return r.int(&s.BuysUsed)
					case "played":
						return r.int(&s.Played)
					case "penalty":
						return r.int(&s.Penalty)
					}
					return false
				})
				out = append(out, s)
				return ok
			})
			if present {
				p.Seats = out
			}
			return ok
		case "turn_state":
			t := &p.TurnState
			return r.object(func(k string) bool {
				switch k {
				case "drawn":
					return r.bool(&t.Drawn)
				case "from_pile":
					return r.card(&t.FromPile)
				case "melded":
					return r.bool(&t.Melded)
				case "freed_joker":
					return r.card(&t.FreedJoker)
				}
				return false
			})
		case "claim":
			return r.claim(&p.Claim)
		case "caller":
			return r.int(&p.Caller)
		case "history":
			out := make([]engine.PileRecord, 0, 32)
			present, ok := r.list(func() bool {
				var h engine.PileRecord
				ok := r.object(func(k string) bool {
					switch k {
					case "seat":
						return r.int(&h.Seat)
					case "card":
						return r.card(&h.Card)
					case "took":
						return r.bool(&h.Took)
					}
					return false
				})
				out = append(out, h)
				return ok
			})
			if present {
				p.History = out
			}
			return ok
		case "results":
			out := make([]engine.HandResult, 0, 4)
			present, ok := r.list(func() bool {
				var h engine.HandResult
				ok := r.result(&h)
				out = append(out, h)
				return ok
			})
			if present {
				p.Results = out
			}
			return ok
		case "totals":
			return r.ints(&p.Totals)
		case "first_melder":
			return r.int(&p.FirstMelder)
		case "last_stock":
			return r.bool(&p.LastStock)
		case "discarder":
			return r.int(&p.Discarder)
		case "top_fresh":
			return r.bool(&p.TopFresh)
		case "offender":
			return r.int(&p.Offender)
		case "offence_card":
			return r.card(&p.OffenceCard)
		case "old_offender":
			return r.int(&p.OldOffender)
		case "old_offence_card":
			return r.card(&p.OldOffCard)
		case "winners":
			return r.ints(&p.Winners)
		}
		return false // kopilka and anything new: encoding/json
	})
}

func (r *jreader) result(h *engine.HandResult) bool {
	return r.object(func(k string) bool {
		switch k {
		case "hand":
			return r.int(&h.Hand)
		case "winner":
			return r.int(&h.Winner)
		case "rummy":
			return r.bool(&h.Rummy)
		case "reason":
			return r.u8((*uint8)(&h.Reason))
		case "scores":
			return r.ints(&h.Scores)
		}
		return false
	})
}

func (r *jreader) claim(c *engine.ClaimWindow) bool {
	return r.object(func(k string) bool {
		switch k {
		case "kind":
			return r.u8((*uint8)(&c.Kind))
		case "card":
			return r.card(&c.Card)
		case "against":
			return r.int(&c.Against)
		case "eligible":
			return r.ints(&c.Eligible)
		case "answers":
			if r.literal("null") {
				return true
			}
			if !r.byte('"') {
				return false
			}
			start := r.i
			for r.i < len(r.b) && r.b[r.i] != '"' {
				r.i++
			}
			if r.i >= len(r.b) {
				return false
			}
			raw, err := base64.StdEncoding.DecodeString(string(r.b[start:r.i]))
			r.i++
			if err != nil {
				return false
			}
			c.Answers = make([]engine.Answer, len(raw))
			for i, a := range raw {
				c.Answers[i] = engine.Answer(a)
			}
			return true
		case "targets":
			out := make([]engine.ClaimTarget, 0, 2)
			present, ok := r.list(func() bool {
				var t engine.ClaimTarget
				ok := r.object(func(k string) bool {
					switch k {
					case "meld":
						return r.int(&t.Meld)
					case "front":
						return r.bool(&t.AtFront)
					}
					return false
				})
				out = append(out, t)
				return ok
			})
			if present {
				c.Targets = out
			}
			return ok
		case "first_caller":
			return r.bool(&c.FirstCaller)
		}
		return false
	})
}
