package scenes

import (
	"fmt"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// TestLayoutRatingsAtEverySize checks the ratings screen — your rating,
// its line and list of changes and a leaderboard of 30 people, in
// English and German — at every size of layoutScreenSizes: on a phone
// or a tablet one scrolling column at a finger's size, nothing
// overlapping or off the screen, no text under 12 CSS px.
func TestLayoutRatingsAtEverySize(t *testing.T) {
	old := netLeaders
	netLeaders = func(_ store.Store, _ []string, variant string) (*proto.Leaderboard, error) {
		var hist []proto.RatingChange
		for i := 0; i < 9; i++ {
			hist = append(hist, proto.RatingChange{Unix: int64(1_700_000_000 + i*86400), Rating: 1500 + float64(i*7), RD: 300, Delta: 7})
		}
		you := proto.Leader{Rank: 23, Name: "Maximiliane", Rating: 1563, RD: 120, Games: 9, History: hist}
		var top []proto.Leader
		for i := 1; i <= 30; i++ {
			top = append(top, proto.Leader{Rank: i, Name: fmt.Sprintf("Spielerin %d", i), Rating: 1900 - float64(i*10), RD: 90, Games: 40 - i})
		}
		return &proto.Leaderboard{Variant: variant, Players: 31, Top: top, You: &you}, nil
	}
	t.Cleanup(func() { netLeaders = old })
	app := testApp(t)
	s := NewRatingsScene(app, nil, "127.0.0.1:8787", []string{"ws://127.0.0.1:8787/ws"}, engine.Romme)
	for end := time.Now().Add(30 * time.Second); s.Busy() && time.Now().Before(end); {
		s.Update(&Input{X: -1, Y: -1})
		time.Sleep(time.Millisecond) // the board is asked for on a goroutine
	}
	if s.Board() == nil {
		t.Fatal("no leaderboard came")
	}
	eachScreenSize(t, app, s, "ratings")
	app.Cat = i18n.New(i18n.German)
	eachScreenSize(t, app, s, "ratings-de")
	app.Cat = i18n.New(i18n.English)
}
