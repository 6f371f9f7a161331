package scenes

import (
	"strings"
	"testing"
	"time"

	"rummy/engine/match/proto"
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
