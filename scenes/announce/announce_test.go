package announce

import (
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// names names seat 0 "you" and the others by compass point.
func names(seat int) i18n.Person {
	if seat == 0 {
		return i18n.Person{You: true}
	}
	return i18n.Person{Name: [...]string{"", "North", "East", "West"}[seat], Gender: i18n.Masculine}
}

func card(t *testing.T, s string) engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil || len(cs) != 1 {
		t.Fatalf("card %q: %v", s, err)
	}
	return cs[0]
}

func cards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// The sentences of a draw, a meld, a discard and the person's turn, in
// every language, as the brief words them.
func TestLinesSayMovesInEveryLanguage(t *testing.T) {
	ev := []engine.Event{
		{Kind: engine.EvCardMoved, Card: card(t, "7H"), From: engine.ZoneStock, To: engine.ZoneHand, ToIndex: 1, Seat: -1},
		{Kind: engine.EvMeldCreated, Seat: 1, Cards: cards(t, "7H 8H 9H")},
		{Kind: engine.EvCardMoved, Card: card(t, "QS"), From: engine.ZoneHand, FromIndex: 1, To: engine.ZoneDiscard, Seat: -1},
		{Kind: engine.EvTurnStarted, Seat: 0},
	}
	v := &engine.View{Seat: 0}
	v.Turn, v.Phase = 0, engine.PhaseDraw
	want := map[i18n.Lang][]string{
		i18n.English: {"North drew from the stock", "North laid down seven, eight, nine of hearts", "North discarded queen of spades", "Your turn: draw"},
		i18n.Russian: {"North взял карту из колоды", "North выложил семёрку, восьмёрку, девятку червей", "North сбросил даму пик", "Ваш ход: возьмите карту"},
		i18n.German:  {"North zieht vom Talon", "North legt Herz Sieben, Acht, Neun aus", "North wirft Pik Dame ab", "Du bist dran: zieh eine Karte"},
	}
	for lang, w := range want {
		got := Lines(i18n.New(lang), ev, v, Words{Who: names})
		if strings.Join(got, "|") != strings.Join(w, "|") {
			t.Errorf("%s:\n got %q\nwant %q", lang.Code(), got, w)
		}
	}
}

// Another seat's card from the stock is never named, even when the event
// carries it; the person's own is.
func TestLinesNeverNameAnotherSeatsStockCard(t *testing.T) {
	c := card(t, "KD")
	v := &engine.View{Seat: 0}
	cat := i18n.New(i18n.English)
	other := Lines(cat, []engine.Event{{Kind: engine.EvCardMoved, Card: c, From: engine.ZoneStock, To: engine.ZoneHand, ToIndex: 2, Seat: -1}}, v, Words{Who: names})
	if len(other) != 1 || strings.Contains(strings.ToLower(strings.Join(other, " ")), "king") {
		t.Fatalf("another seat's draw: %q", other)
	}
	own := Lines(cat, []engine.Event{{Kind: engine.EvCardMoved, Card: c, From: engine.ZoneStock, To: engine.ZoneHand, ToIndex: 0, Seat: -1}}, v, Words{Who: names})
	if len(own) != 1 || own[0] != "You drew king of diamonds from the stock" {
		t.Fatalf("own draw: %q", own)
	}
}

// A whole classic hand, played by the first legal action of each kind:
// every draw, take, meld and discard is said, in order, and no batch
// names a card another seat drew from the stock, though the events given
// are the unmasked ones.
func TestLinesFollowAWholeClassicHand(t *testing.T) {
	o, err := engine.ParseOptions(engine.Classic, []string{"players=3"})
	if err != nil {
		t.Fatal(err)
	}
	s, ev, err := engine.NewGameEvents(engine.MustRules(o), 7)
	if err != nil {
		t.Fatal(err)
	}
	cat := i18n.New(i18n.English)
	said := 0
	for step := 0; step < 2000 && s.Phase() != engine.PhaseHandOver && s.Phase() != engine.PhaseGameOver; step++ {
		v := s.View(0)
		lines := Lines(cat, ev, v, Words{Who: names})
		j := 0
		for _, e := range ev {
			if e.Kind != engine.EvCardMoved && e.Kind != engine.EvMeldCreated && e.Kind != engine.EvMeldExtended {
				continue
			}
			if e.Kind == engine.EvCardMoved && (e.From == engine.ZoneStock || e.From == engine.ZoneDiscard) && e.To == engine.ZoneHand && e.ToIndex != 0 && e.From == engine.ZoneStock {
				if strings.Contains(strings.Join(lines, "|"), cat.SpokenCard(e.Card)) {
					t.Fatalf("step %d: %q names %s, drawn from the stock by seat %d", step, lines, e.Card, e.ToIndex)
				}
			}
			if step == 0 {
				continue // the deal
			}
			if e.Kind == engine.EvCardMoved && !(e.To == engine.ZoneHand || e.To == engine.ZoneDiscard) {
				continue
			}
			if j >= len(lines) {
				t.Fatalf("step %d: event %s unsaid in %q", step, e, lines)
			}
			j++
			said++
		}
		seat := s.View(0).Waiting
		if len(seat) == 0 {
			t.Fatalf("step %d: nobody may act", step)
		}
		acts := engine.Legal(s.View(seat[0]))
		a := pick(acts)
		if ev, err = s.Apply(seat[0], a); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
	if said < 10 {
		t.Fatalf("only %d events said", said)
	}
}

// pick prefers a meld, then a draw from the stock, then the first legal
// action.
func pick(acts []engine.Action) engine.Action {
	for _, k := range []engine.ActionKind{engine.ActMeld, engine.ActLayOff} {
		for _, a := range acts {
			if a.Kind == k {
				return a
			}
		}
	}
	for _, a := range acts {
		if a.Kind == engine.ActDraw && !a.FromDiscard {
			return a
		}
	}
	return acts[0]
}
