package scenes

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// Issue 24 item 4: the Kopilka's winner line is said to the person who
// took the bank in their own form ("You take the bank!", «Вы забираете
// копилку!», "Du nimmst das Sparschwein!"), and about a bot as before.
func TestIssue24KopilkaWinnerSaidToYou(t *testing.T) {
	want := map[i18n.Lang]string{
		i18n.English: "You take the bank!",
		i18n.Russian: "Вы забираете копилку!",
		i18n.German:  "Du nimmst das Sparschwein!",
	}
	for _, l := range i18n.Langs {
		r := newKopRig(t, "human,bot,bot")
		r.app.Settings.Language = l.Code()
		r.app.ApplySettings()
		r.k.shown.winners = []int{0}
		res := newKopilkaResult(r.k)
		if got := res.Headline(); got != want[l] {
			t.Errorf("%s: the person took the bank: %q, want %q", l.Code(), got, want[l])
		}
		r.k.shown.winners = []int{1}
		if got, want := res.Headline(), r.app.Cat.F(i18n.KopWinner, r.k.names[1]); got != want {
			t.Errorf("%s: a bot took the bank: %q, want %q", l.Code(), got, want)
		}
	}
}

// Issue 24 item 7: the result ranks the seats by when they lost their
// chips (the winner, then the last to lose them, … the first), not by
// seat: a seat that fell first is last, whatever its number. The order
// is read independently from the game's own events.
func TestIssue24KopilkaResultRanksByWhenChipsWereLost(t *testing.T) {
	r := newKopRig(t, "bot"+strings.Repeat(",bot", 5))
	r.k.speed = kopInstant
	var res *KopilkaResult
	for i := 0; i < 20000 && res == nil; i++ {
		r.run(1)
		res, _ = r.m.Current().(*KopilkaResult)
	}
	if res == nil {
		t.Fatal("no result screen after 20000 ticks")
	}
	v := r.k.View()
	evs, _ := r.k.game.EventsSince(r.k.viewer, 0)
	fell := make([]int, len(v.Kopilka.Chips)) // the event index of a seat's last loss
	for i, se := range evs {
		e := se.Event
		switch e.Kind {
		case engine.EvDied, engine.EvOut:
			fell[e.Seat] = i + 1
		case engine.EvRevived:
			fell[e.Seat] = 0
		}
	}
	want := append([]int(nil), v.Winners...)
	var losers []int
	for seat := range fell {
		if !slices.Contains(v.Winners, seat) {
			losers = append(losers, seat)
		}
	}
	sort.Slice(losers, func(i, j int) bool { return fell[losers[i]] > fell[losers[j]] })
	want = append(want, losers...)
	if slices.IsSorted(losers) {
		t.Fatalf("the seats fell in seat order %v: this game cannot tell the ranking from seat order (change the seed)", losers)
	}
	seats, places := res.Places()
	if !slices.Equal(seats, want) {
		t.Errorf("the result lists seats %v, want %v (last losses at event %v)", seats, want, fell)
	}
	for i, p := range places {
		if want := max(1, i+1); !slices.Contains(v.Winners, seats[i]) && p != want {
			t.Errorf("row %d has place %d, want %d", i, p, want)
		}
	}
}
