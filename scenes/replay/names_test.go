package replay

import (
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/seat"
	"rummy/scenes/store"
)

// Issue 24 item 5: the replay calls the seats by the names the game gave
// them (Ben, Clara: kept with the game), in its seat list, its status
// line and its log, never "Bot 1"; the person it was kept for is "you"
// (their own verb forms); a game kept before names were kept (none
// saved) still opens, numbering its bots.
func TestIssue24ReplayUsesTheGamesNames(t *testing.T) {
	app := testApp(t)
	st := playedOut(t, engine.Romme, 41, 3)
	// The names a Russian table gave its seats, kept with the game.
	k := kept(t, app, st, []store.SeatInfo{{Kind: store.Human, Name: "Вы"},
		{Kind: store.Bot, Level: seat.Normal, Name: "Анна"}, {Kind: store.Bot, Level: seat.Hard, Name: "Борис"}})
	app.Settings.Language = "en" // the replay is watched in another language
	app.ApplySettings()
	rs, err := New(app, k, nil, app.Backdrop)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"You", "Анна", "Борис"} // the game's, in Russian
	for seat, want := range names {
		if got := rs.seatName(seat); got != want {
			t.Errorf("seat %d is called %q, want %q", seat, got, want)
		}
	}
	said := map[int]bool{}
	for i := 1; i <= rs.Steps(); i++ {
		rs.goTo(i)
		text := strings.Join(rs.Lines(), "\n") + "\n" + rs.statusText()
		if strings.Contains(text, "Bot ") {
			t.Fatalf("step %d calls a seat a bot: %q", i, text)
		}
		for seat, name := range names[1:] {
			if strings.Contains(text, name) {
				said[seat+1] = true
			}
		}
		if strings.Contains(text, "You discarded") || strings.Contains(text, "Your turn") {
			said[0] = true
		}
		if strings.Contains(text, "You to play") || strings.Contains(text, "You discards") {
			t.Fatalf("step %d says %q: not the person's form", i, text)
		}
	}
	for seat := range names {
		if !said[seat] {
			t.Errorf("no step names seat %d (%s)", seat, names[seat])
		}
	}

	// A game kept without names opens, its bots numbered as at the table.
	for i := range k.Seats {
		k.Seats[i].Name = ""
	}
	old, err := New(app, k, nil, app.Backdrop)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := old.seatName(2), app.Cat.F(i18n.SeatBot, 2); got != want {
		t.Errorf("an unnamed bot is %q, want %q", got, want)
	}
}
