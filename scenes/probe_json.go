package scenes

import (
	"strconv"

	"rummy/sprites"
)

// AppendJSON appends the probe as a JSON object to b. It allocates
// nothing once b is large enough, so a test build can publish it every
// frame.
func (p *Probe) AppendJSON(b []byte) []byte {
	b = append(b, `{"scene":`...)
	b = strconv.AppendQuote(b, p.Scene)
	b = appendNum(b, "w", p.W)
	b = appendNum(b, "h", p.H)
	b = appendBool(b, "fading", p.Fading)
	b = append(b, `,"controls":[`...)
	for i, c := range p.Controls {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"name":`...)
		b = strconv.AppendQuote(b, c.Name)
		b = appendStr(b, "label", c.Label)
		b = appendRect(b, "rect", c.Rect)
		b = appendBool(b, "enabled", c.Enabled)
		b = appendBool(b, "on", c.On)
		b = append(b, '}')
	}
	b = append(b, `],"notes":[`...)
	for i, n := range p.Notes {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, n)
	}
	b = append(b, ']')
	b = append(b, `,"pointer":{"x":`...)
	b = strconv.AppendFloat(b, p.Pointer.X, 'f', 1, 64)
	b = appendNum(b, "y", p.Pointer.Y)
	b = appendBool(b, "down", p.Pointer.Down)
	b = appendInt(b, "presses", p.Pointer.Presses)
	b = append(b, '}')
	if p.Scene == "table" {
		b = append(b, `,"table":`...)
		b = p.Table.appendJSON(b)
	}
	if p.Scene == "kopilka" || p.Scene == "kopilka-result" {
		b = append(b, `,"kopilka":`...)
		b = p.Kopilka.appendJSON(b)
	}
	return append(b, '}')
}

func (t *ProbeTable) appendJSON(b []byte) []byte {
	b = append(b, `{"variant":`...)
	b = strconv.AppendQuote(b, t.Variant)
	b = appendStr(b, "phase", t.Phase)
	b = appendInt(b, "handNo", t.HandNo)
	b = appendInt(b, "hands", t.Hands)
	b = appendInt(b, "turn", t.Turn)
	b = append(b, `,"waiting":[`...)
	for i, w := range t.Waiting {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(w), 10)
	}
	b = append(b, ']')
	b = appendInt(b, "viewer", t.Viewer)
	b = appendBool(b, "mayAct", t.MayAct)
	b = appendBool(b, "botBusy", t.BotBusy)
	b = appendBool(b, "animating", t.Animating)
	b = appendBool(b, "curtain", t.Curtain)
	b = appendBool(b, "staging", t.Staging)
	b = appendInt(b, "stockSize", t.StockSize)
	b = appendStr(b, "pileTop", t.PileTop)
	b = appendStr(b, "toast", t.Toast)
	b = appendStr(b, "hint", t.Hint)
	b = appendStr(b, "hintAction", t.HintAction)
	b = appendRect(b, "stock", t.Stock)
	b = appendRect(b, "discard", t.Discard)
	b = appendRect(b, "handArea", t.HandArea)
	b = appendRect(b, "melds", t.Melds)
	b = appendRect(b, "stagingRow", t.StagingRow)
	b = append(b, `,"choice":[`...)
	for i, s := range t.Choice {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"action":`...)
		b = strconv.AppendQuote(b, s.Action)
		b = appendRect(b, "rect", s.Rect)
		b = append(b, '}')
	}
	b = append(b, ']')
	b = appendRect(b, "cutDeck", t.CutDeck)
	b = strconv.AppendFloat(appendKey(b, "cutCard"), t.CutCard, 'f', 4, 64)
	b = appendBool(b, "handOver", t.HandOver)
	b = append(b, `,"hand":`...)
	b = appendCards(b, t.Hand)
	b = append(b, `,"tableMelds":[`...)
	for i, m := range t.TableMelds {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"cards":`...)
		b = appendCards(b, m.Cards)
		b = appendRect(b, "rect", m.Rect)
		b = append(b, '}')
	}
	b = append(b, `],"legal":[`...)
	for i, a := range t.Legal {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, a)
	}
	b = append(b, `],"meld":[`...)
	for i, g := range t.Meld {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for j, c := range g {
			if j > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(c), 10)
		}
		b = append(b, ']')
	}
	b = append(b, ']')
	b = t.appendStagedJSON(b)
	b = append(b, `,"seed":`...)
	b = strconv.AppendUint(b, t.Seed, 10)
	return append(b, '}')
}

// appendCards appends cards as a JSON array.
func appendCards(b []byte, cards []ProbeCard) []byte {
	b = append(b, '[')
	for i, c := range cards {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"id":`...)
		b = strconv.AppendInt(b, int64(c.ID), 10)
		b = appendStr(b, "face", c.Face)
		b = appendRect(b, "rect", c.Rect)
		b = appendNum(b, "gx", c.GX)
		b = appendNum(b, "gy", c.GY)
		b = appendBool(b, "selected", c.Selected)
		b = append(b, '}')
	}
	return append(b, ']')
}

func appendKey(b []byte, k string) []byte {
	b = append(b, ',', '"')
	b = append(b, k...)
	return append(b, '"', ':')
}

func appendStr(b []byte, k, v string) []byte { return strconv.AppendQuote(appendKey(b, k), v) }

func appendInt(b []byte, k string, v int) []byte {
	return strconv.AppendInt(appendKey(b, k), int64(v), 10)
}

func appendNum(b []byte, k string, v float64) []byte {
	return strconv.AppendFloat(appendKey(b, k), v, 'f', 1, 64)
}

func appendBool(b []byte, k string, v bool) []byte { return strconv.AppendBool(appendKey(b, k), v) }

func appendRect(b []byte, k string, r sprites.Rect) []byte {
	b = append(appendKey(b, k), `{"x":`...)
	b = strconv.AppendFloat(b, r.X, 'f', 1, 64)
	b = appendNum(b, "y", r.Y)
	b = appendNum(b, "w", r.W)
	b = appendNum(b, "h", r.H)
	return append(b, '}')
}
