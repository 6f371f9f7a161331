package scenes

import (
	"strconv"

	"rummy/engine"
	"rummy/sprites"
)

// ProbeKopilka is the Kopilka table's state as the browser test needs
// it (Probe.Scene kopilka, and kopilka-result for its result screen).
type ProbeKopilka struct {
	// Round is the round shown; Bank and Chips the chips drawn.
	Round int
	Bank  int
	Chips []int
	// Status names every seat's standing: alive, dead or out.
	Status []string
	// Speed is slow, normal, fast or instant.
	Speed string
	// Prompting is the person's seat whose card waits to be revealed
	// (-1: none) and PromptCard where that card is: a click in it
	// reveals it.
	Prompting  int
	PromptCard sprites.Rect
	// Dealt counts the cards on the table this round; Animating is true
	// while cards or chips move.
	Dealt     int
	Animating bool
	// Over is true once the game has ended; Winners are its winners.
	Over    bool
	Winners []int
	// Link is the connection to a table server ("" for a local game).
	Link string
}

// kopSpeedNames name the speeds for the probe and its controls.
var kopSpeedNames = [...]string{"slow", "normal", "fast", "instant"}

// Publish fills p from the table.
func (k *Kopilka) Publish(p *ProbeKopilka) {
	s := &k.shown
	p.Round, p.Bank = s.round, s.bank
	p.Chips = append(p.Chips[:0], s.chips...)
	p.Status = p.Status[:0]
	for _, st := range s.status {
		p.Status = append(p.Status, st.String())
	}
	p.Speed = kopSpeedNames[k.speed]
	p.Prompting, p.PromptCard = k.prompting, k.lay.cardRect(k.prompting)
	if s.over {
		p.Prompting, p.PromptCard = -1, sprites.Rect{}
	}
	p.Dealt = 0
	for seat, d := range s.dealt {
		if d && s.cards[seat] != engine.NoCard {
			p.Dealt++
		}
	}
	p.Animating = !s.idle()
	p.Over = s.over
	p.Winners = append(p.Winners[:0], s.winners...)
	p.Link = ""
	if k.online != nil {
		p.Link = k.conn.link.String()
	}
}

// kopControlName names the table's controls for the probe.
func kopControlName(id int) string {
	switch {
	case id == idKopMenu:
		return "menu"
	case id >= idKopSpeed && id < idKopSpeed+len(kopSpeedNames):
		return "speed:" + kopSpeedNames[id-idKopSpeed]
	}
	return "other"
}

// kopResultControlName names the result screen's controls.
func kopResultControlName(id int) string {
	switch id {
	case idKopAgain:
		return "again"
	case idKopBack:
		return "back"
	}
	return "other"
}

func (p *ProbeKopilka) appendJSON(b []byte) []byte {
	b = append(b, `{"round":`...)
	b = strconv.AppendInt(b, int64(p.Round), 10)
	b = appendInt(b, "bank", p.Bank)
	b = appendInts(appendKey(b, "chips"), p.Chips)
	b = append(appendKey(b, "status"), '[')
	for i, s := range p.Status {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, s)
	}
	b = append(b, ']')
	b = appendStr(b, "speed", p.Speed)
	b = appendInt(b, "prompting", p.Prompting)
	b = appendRect(b, "promptCard", p.PromptCard)
	b = appendInt(b, "dealt", p.Dealt)
	b = appendBool(b, "animating", p.Animating)
	b = appendBool(b, "over", p.Over)
	b = appendInts(appendKey(b, "winners"), p.Winners)
	b = appendStr(b, "link", p.Link)
	return append(b, '}')
}

// appendInts appends numbers as a JSON array.
func appendInts(b []byte, v []int) []byte {
	b = append(b, '[')
	for i, n := range v {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, ']')
}
