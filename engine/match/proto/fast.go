package proto

import (
	"encoding/base64"
	"encoding/json"
	"strconv"

	"rummy/engine"
)

// The hand-written encoders below write exactly the bytes
// encoding/json writes for the same values (TestFastEncodersMatchJSON
// compares them over whole games), without reflection: a server encodes
// a public state and the events of every action for every table, and
// reflection was most of its work per action.

// publicFieldCount is the number of engine.Public JSON fields
// appendPublicFields writes; a PublicEncoder whose reflected field list
// differs (engine.Public changed) falls back to encoding/json.
const publicFieldCount = 26

// fastPublicNames are the fields appendPublicFields writes, in order.
var fastPublicNames = []string{"players", "phase", "hand_no", "dealer", "turn", "turn_no", "cutter", "pile", "table",
	"seats", "turn_state", "claim", "caller", "history", "results", "totals", "first_melder", "last_stock", "discarder",
	"top_fresh", "offender", "offence_card", "old_offender", "old_offence_card", "winners", "kopilka"}

// appendPublicFields appends p's JSON object to b and records where each
// top-level field's value lies (ends[i] is the end of field i, starts[i]
// its start). It reports false, having written nothing, for a state it
// does not write by hand (a Kopilka game).
func appendPublicFields(b []byte, p *engine.Public, starts, ends []int) ([]byte, bool) {
	if p.Kopilka != nil || len(starts) != publicFieldCount {
		return b, false
	}
	i := 0
	field := func(key string) {
		if i == 0 {
			b = append(b, '{', '"')
		} else {
			b = append(b, ',', '"')
		}
		b = append(b, key...)
		b = append(b, '"', ':')
		starts[i] = len(b)
	}
	done := func() { ends[i] = len(b); i++ }
	field("players")
	b = strconv.AppendInt(b, int64(p.Players), 10)
	done()
	field("phase")
	b = strconv.AppendUint(b, uint64(p.Phase), 10)
	done()
	field("hand_no")
	b = strconv.AppendInt(b, int64(p.HandNo), 10)
	done()
	field("dealer")
	b = strconv.AppendInt(b, int64(p.Dealer), 10)
	done()
	field("turn")
	b = strconv.AppendInt(b, int64(p.Turn), 10)
	done()
	field("turn_no")
	b = strconv.AppendInt(b, int64(p.TurnNo), 10)
	done()
	field("cutter")
	b = strconv.AppendInt(b, int64(p.Cutter), 10)
	done()
	field("pile")
	b = AppendCards(b, p.Pile)
	done()
	field("table")
	if p.Table == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for j, m := range p.Table {
			if j > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"owner":`...)
			b = strconv.AppendInt(b, int64(m.Owner), 10)
			b = append(b, `,"cards":`...)
			b = AppendCards(b, m.Cards)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	done()
	field("seats")
	if p.Seats == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for j, s := range p.Seats {
			if j > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"opened":`...)
			b = strconv.AppendBool(b, s.Opened)
			b = append(b, `,"opened_turn":`...)
			b = strconv.AppendInt(b, int64(s.OpenedTurn), 10)
			b = append(b, `,"first_table_turn":`...)
			b = strconv.AppendInt(b, int64(s.FirstTableTurn), 10)
			b = append(b, `,"buys_used":`...)
			b = strconv.AppendInt(b, int64(s.BuysUsed), 10)
			b = append(b, `,"played":`...)
			b = strconv.AppendInt(b, int64(s.Played), 10)
			b = append(b, `,"penalty":`...)
			b = strconv.AppendInt(b, int64(s.Penalty), 10)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	done()
	field("turn_state")
	t := p.TurnState
	b = append(b, `{"drawn":`...)
	b = strconv.AppendBool(b, t.Drawn)
	b = append(b, `,"from_pile":`...)
	b = strconv.AppendUint(b, uint64(t.FromPile), 10)
	b = append(b, `,"melded":`...)
	b = strconv.AppendBool(b, t.Melded)
	b = append(b, `,"freed_joker":`...)
	b = strconv.AppendUint(b, uint64(t.FreedJoker), 10)
	b = append(b, '}')
	done()
	field("claim")
	c := &p.Claim
	b = append(b, `{"kind":`...)
	b = strconv.AppendUint(b, uint64(c.Kind), 10)
	b = append(b, `,"card":`...)
	b = strconv.AppendUint(b, uint64(c.Card), 10)
	b = append(b, `,"against":`...)
	b = strconv.AppendInt(b, int64(c.Against), 10)
	b = append(b, `,"eligible":`...)
	b = AppendInts(b, c.Eligible)
	b = append(b, `,"answers":`...)
	if c.Answers == nil {
		b = append(b, "null"...)
	} else {
		// encoding/json writes a slice of a uint8 kind as base64.
		raw := make([]byte, len(c.Answers))
		for j, a := range c.Answers {
			raw[j] = byte(a)
		}
		b = append(b, '"')
		b = base64.StdEncoding.AppendEncode(b, raw)
		b = append(b, '"')
	}
	if len(c.Targets) > 0 {
		b = append(b, `,"targets":[`...)
		for j, tg := range c.Targets {
			if j > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"meld":`...)
			b = strconv.AppendInt(b, int64(tg.Meld), 10)
			b = append(b, `,"front":`...)
			b = strconv.AppendBool(b, tg.AtFront)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"first_caller":`...)
	b = strconv.AppendBool(b, c.FirstCaller)
	b = append(b, '}')
	done()
	field("caller")
	b = strconv.AppendInt(b, int64(p.Caller), 10)
	done()
	field("history")
	if p.History == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for j, h := range p.History {
			if j > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"seat":`...)
			b = strconv.AppendInt(b, int64(h.Seat), 10)
			b = append(b, `,"card":`...)
			b = strconv.AppendUint(b, uint64(h.Card), 10)
			b = append(b, `,"took":`...)
			b = strconv.AppendBool(b, h.Took)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	done()
	field("results")
	if p.Results == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for j := range p.Results {
			if j > 0 {
				b = append(b, ',')
			}
			b = appendResult(b, &p.Results[j])
		}
		b = append(b, ']')
	}
	done()
	field("totals")
	b = AppendInts(b, p.Totals)
	done()
	field("first_melder")
	b = strconv.AppendInt(b, int64(p.FirstMelder), 10)
	done()
	field("last_stock")
	b = strconv.AppendBool(b, p.LastStock)
	done()
	field("discarder")
	b = strconv.AppendInt(b, int64(p.Discarder), 10)
	done()
	field("top_fresh")
	b = strconv.AppendBool(b, p.TopFresh)
	done()
	field("offender")
	b = strconv.AppendInt(b, int64(p.Offender), 10)
	done()
	field("offence_card")
	b = strconv.AppendUint(b, uint64(p.OffenceCard), 10)
	done()
	field("old_offender")
	b = strconv.AppendInt(b, int64(p.OldOffender), 10)
	done()
	field("old_offence_card")
	b = strconv.AppendUint(b, uint64(p.OldOffCard), 10)
	done()
	field("winners")
	b = AppendInts(b, p.Winners)
	done()
	// kopilka: omitted (nil), as encoding/json leaves it out.
	starts[i], ends[i] = -1, -1
	return append(b, '}'), true
}

// appendResult writes one score line.
func appendResult(b []byte, r *engine.HandResult) []byte {
	b = append(b, `{"hand":`...)
	b = strconv.AppendInt(b, int64(r.Hand), 10)
	b = append(b, `,"winner":`...)
	b = strconv.AppendInt(b, int64(r.Winner), 10)
	if r.Rummy {
		b = append(b, `,"rummy":true`...)
	}
	b = append(b, `,"reason":`...)
	b = strconv.AppendUint(b, uint64(r.Reason), 10)
	b = append(b, `,"scores":`...)
	b = AppendInts(b, r.Scores)
	return append(b, '}')
}

// AppendCards appends cards as encoding/json writes them (nil: null).
func AppendCards(b []byte, cards []engine.Card) []byte {
	if cards == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, c := range cards {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, uint64(c), 10)
	}
	return append(b, ']')
}

// AppendInts appends ints as encoding/json writes them (nil: null).
func AppendInts(b []byte, xs []int) []byte {
	if xs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(x), 10)
	}
	return append(b, ']')
}

// AppendEvents appends events as encoding/json writes them (nil: null).
func AppendEvents(b []byte, ev []engine.Event) []byte {
	if ev == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i := range ev {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendEvent(b, &ev[i])
	}
	return append(b, ']')
}

func appendEvent(b []byte, e *engine.Event) []byte {
	b = append(b, `{"Kind":`...)
	b = strconv.AppendUint(b, uint64(e.Kind), 10)
	b = append(b, `,"Seat":`...)
	b = strconv.AppendInt(b, int64(e.Seat), 10)
	b = append(b, `,"Card":`...)
	b = strconv.AppendUint(b, uint64(e.Card), 10)
	b = append(b, `,"From":`...)
	b = strconv.AppendUint(b, uint64(e.From), 10)
	b = append(b, `,"To":`...)
	b = strconv.AppendUint(b, uint64(e.To), 10)
	b = append(b, `,"FromIndex":`...)
	b = strconv.AppendInt(b, int64(e.FromIndex), 10)
	b = append(b, `,"ToIndex":`...)
	b = strconv.AppendInt(b, int64(e.ToIndex), 10)
	b = append(b, `,"Meld":`...)
	b = strconv.AppendInt(b, int64(e.Meld), 10)
	b = append(b, `,"Pos":`...)
	b = strconv.AppendInt(b, int64(e.Pos), 10)
	b = append(b, `,"Cards":`...)
	b = AppendCards(b, e.Cards)
	b = append(b, `,"Seats":`...)
	b = AppendInts(b, e.Seats)
	b = append(b, `,"Claim":`...)
	b = strconv.AppendUint(b, uint64(e.Claim), 10)
	b = append(b, `,"N":`...)
	b = strconv.AppendInt(b, int64(e.N), 10)
	b = append(b, `,"Hand":`...)
	b = strconv.AppendInt(b, int64(e.Hand), 10)
	b = append(b, `,"Bonus":`...)
	b = strconv.AppendBool(b, e.Bonus)
	b = append(b, `,"Result":`...)
	if e.Result == nil {
		b = append(b, "null"...)
	} else {
		b = appendResult(b, e.Result)
	}
	return append(b, '}')
}

// AppendString appends s as a JSON string, as encoding/json writes it.
func AppendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s) // escapes: the rare slow path
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
