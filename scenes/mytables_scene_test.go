package scenes

import (
	"strings"
	"testing"
	"time"

	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/scenes/store"
)

// TestMyTablesListsYourTurnFirstWithPlayersAndTimeLeft (issue 31 item
// 2): the answer is polled by the frame (never awaited), the tables
// waiting on the person come first, and each line says the rule set,
// whose turn, the time left and the players (an open seat and a bot in
// words).
func TestMyTablesListsYourTurnFirstWithPlayersAndTimeLeft(t *testing.T) {
	release := make(chan struct{})
	old := netMine
	netMine = func(store.Store, []string) ([]proto.MyTable, error) {
		<-release
		return []proto.MyTable{
			{Table: "a", Variant: "liverpool", Status: proto.StatusLobby, Turn: -1,
				Seats: []proto.SeatState{{Kind: proto.SeatPerson, Name: "Ann"}, {Kind: proto.SeatOpen}}},
			{Table: "b", Variant: "classic", Status: proto.StatusPlaying, Turn: 1, Seat: 1, YourTurn: true, TimeLeft: 125,
				Seats: []proto.SeatState{{Kind: proto.SeatBot, Level: "hard"}, {Kind: proto.SeatPerson, Name: "Ann"}}},
		}, nil
	}
	t.Cleanup(func() { netMine = old })
	app := testApp(t)
	s := NewMyTablesScene(app, nil, "127.0.0.1:8787", []string{"ws://127.0.0.1:8787/ws"})
	s.Update(&Input{})
	if !s.Busy() || len(s.List()) != 0 {
		t.Fatal("the list came before the server answered")
	}
	close(release)
	end := time.Now().Add(30 * time.Second)
	for s.Busy() && time.Now().Before(end) {
		s.Update(&Input{})
		time.Sleep(time.Millisecond)
	}
	list := s.List()
	if len(list) != 2 || list[0].Table != "b" {
		t.Fatalf("list %+v: want the table on the person's turn first", list)
	}
	line, detail := s.rowText(list[0])
	for _, want := range []string{"Classic", "your turn", "2:05 left"} {
		if !strings.Contains(line, want) {
			t.Errorf("line %q lacks %q", line, want)
		}
	}
	if !strings.Contains(detail, "hard") || !strings.Contains(detail, "Ann") {
		t.Errorf("players %q", detail)
	}
	if _, d := s.rowText(list[1]); !strings.Contains(d, "open") {
		t.Errorf("an open seat is not named: %q", d)
	}
}

// TestMyTablesOffersInvitationsAndRecentOpponents (issue 31 item 6): an
// invitation is listed first as "NAME invites you" and opens by joining
// with its code; the recent opponents the client remembered are offered
// by name ("Play again with Bob"), never by id, and that button makes
// a table for two with their rule set that invites their id.
func TestMyTablesOffersInvitationsAndRecentOpponents(t *testing.T) {
	old := netMine
	netMine = func(store.Store, []string) ([]proto.MyTable, error) {
		return []proto.MyTable{
			{Table: "a", Variant: "classic", Status: proto.StatusPlaying, Turn: 0, Seat: 1,
				Seats: []proto.SeatState{{Kind: proto.SeatPerson, Name: "Ann"}, {Kind: proto.SeatPerson, Name: "Me"}}},
			{Table: "b", Code: "ABCD-EFGH", Variant: "romme", Status: proto.StatusLobby, Turn: -1, Seat: 1, Invited: true,
				Seats: []proto.SeatState{{Kind: proto.SeatPerson, Name: "Bob"}, {Kind: proto.SeatOpen, Invited: true}}},
		}, nil
	}
	t.Cleanup(func() { netMine = old })
	app := testApp(t)
	bob := "B0b-id-0000000000000000000000000000000000000"
	lobby := &proto.Lobby{Variant: "romme", Status: proto.StatusOver,
		Seats: []proto.SeatState{{Kind: proto.SeatPerson, Name: "Me", Player: "me"}, {Kind: proto.SeatPerson, Name: "Bob", Player: bob}}}
	if err := online.NoteOpponents(tokenStore{app.Store}, lobby, 0, time.Unix(1_700_000_000, 0)); err != nil {
		t.Fatal(err)
	}
	s := NewMyTablesScene(app, nil, "127.0.0.1:8787", []string{"ws://127.0.0.1:8787/ws"})
	end := time.Now().Add(30 * time.Second)
	for s.Busy() && time.Now().Before(end) {
		s.Update(&Input{})
		time.Sleep(time.Millisecond)
	}
	s.Update(&Input{})
	list := s.List()
	if len(list) != 2 || list[0].Table != "b" {
		t.Fatalf("list %+v: want the invitation first", list)
	}
	if line, _ := s.rowText(list[0]); !strings.Contains(line, "Bob invites you") {
		t.Errorf("the invitation reads %q", line)
	}
	if r := s.openRequest(list[0]); r.kind != netJoin || r.code != "ABCD-EFGH" {
		t.Errorf("opening the invitation: %+v, want a join by its code", r)
	}
	if r := s.openRequest(list[1]); r.kind != netResume || r.table != "a" {
		t.Errorf("opening a seat held: %+v, want a resume", r)
	}
	var again *Control
	for i := range s.Form().Controls {
		if c := &s.Form().Controls[i]; c.ID == idMineAgain {
			again = c
		}
	}
	if again == nil || again.Label != "Play again with Bob" || strings.Contains(again.Label, bob) {
		t.Fatalf("the play-again button: %+v", again)
	}
	r := s.againRequest(s.Recent()[0])
	if r.kind != netCreate || r.create.Variant != "romme" || len(r.create.Seats) != 1 || r.create.Seats[0].Invite != bob {
		t.Fatalf("play again with Bob makes %+v", r)
	}
	render(t, app, "mytables-invites-en", s, 2) // RUMMY_SHOTS=DIR keeps the picture
	app.Cat = i18n.New(i18n.Russian)
	render(t, app, "mytables-invites-ru", s, 2)

	// On a phone held upright the finger layout keeps the play-again
	// button, a finger's size, with the rest of the screen's rules.
	app.Cat = i18n.New(i18n.English)
	checkLayoutMin(t, app, s, 390*2, 844*2, 2, layoutMinTouchCSS, "mytables-invites-portrait")
	found := false
	for _, c := range s.Form().Controls {
		if c.ID == idMineAgain {
			found = c.Rect.W >= layoutMinTouchCSS*2 && c.Rect.H >= layoutMinTouchCSS*2
		}
	}
	if !found {
		t.Errorf("on a phone My tables offers no finger-sized play-again button: %+v", s.Form().Controls)
	}
	app.Resize(1280, 800, 1)
}
