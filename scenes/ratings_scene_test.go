package scenes

import (
	"strings"
	"sync"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// TestRatingsScreenAsksEachVariantAndShowsYourHistory (issue 31 item
// 5): the ratings screen asks the server for the tab's leaderboard
// without waiting in the frame, keeps your entry and its history, and
// a tab asks for that rule set's board.
func TestRatingsScreenAsksEachVariantAndShowsYourHistory(t *testing.T) {
	var mu sync.Mutex
	var asked []string
	old := netLeaders
	netLeaders = func(_ store.Store, _ []string, variant string) (*proto.Leaderboard, error) {
		mu.Lock()
		asked = append(asked, variant)
		mu.Unlock()
		you := proto.Leader{Rank: 2, Name: "Ann", Rating: 1520, RD: 300, Games: 2,
			History: []proto.RatingChange{{Unix: 1, Rating: 1480, RD: 330, Delta: -20}, {Unix: 2, Rating: 1520, RD: 300, Delta: 40}}}
		return &proto.Leaderboard{Variant: variant, Players: 2, Top: []proto.Leader{{Rank: 1, Name: "Bob", Rating: 1600, RD: 200, Games: 4}, you}, You: &you}, nil
	}
	t.Cleanup(func() { netLeaders = old })
	app := testApp(t)
	s := NewRatingsScene(app, nil, "127.0.0.1:8787", []string{"ws://127.0.0.1:8787/ws"}, engine.Classic)
	wait := func() {
		end := time.Now().Add(30 * time.Second)
		for s.Busy() && time.Now().Before(end) {
			s.Update(&Input{})
			time.Sleep(time.Millisecond)
		}
	}
	wait()
	b := s.Board()
	if b == nil || b.Variant != "classic" || b.You == nil || len(b.You.History) != 2 || s.Problem() != "" {
		t.Fatalf("the board: %+v, problem %q", b, s.Problem())
	}
	if r := s.activate(Activation{ID: idRatVariant + int(engine.Romme), Delta: 1}); r.Next != nil {
		t.Fatal("a tab left the screen")
	}
	wait()
	mu.Lock()
	defer mu.Unlock()
	if len(asked) != 2 || asked[0] != "classic" || asked[1] != "romme" || s.Board().Variant != "romme" {
		t.Fatalf("asked %v, board %+v", asked, s.Board())
	}
	if w := ratingWords(app, 1520, 100); !strings.Contains(w, "1520") || !strings.Contains(w, "1324") || !strings.Contains(w, "1716") {
		t.Fatalf("a rating in words: %q", w)
	}
}

// TestLobbyRatedOptionAndItsRefusalsInWords: the lobby's Rated switch
// makes a rated table, and the server's refusals of a rated table are
// said in the player's language.
func TestLobbyRatedOptionAndItsRefusalsInWords(t *testing.T) {
	app := testApp(t)
	l := NewLobby(app, nil, DefaultSetup(engine.Classic))
	l.variant = engine.Classic
	l.setPlayers(2)
	ct, err := l.createTable()
	if err != nil || ct.Rated {
		t.Fatalf("rated by default: %+v %v", ct, err)
	}
	l.activate(Activation{ID: idLobRated, Delta: 1})
	if ct, _ = l.createTable(); !ct.Rated {
		t.Fatal("the Rated switch did not rate the table")
	}
	for key, want := range map[string]i18n.Key{"rated_identity": i18n.OnlineErrRatedIdentity, "rated_bot": i18n.OnlineErrRatedBot,
		"rated_hints": i18n.OnlineErrRatedHints, "rated_twice": i18n.OnlineErrRatedTwice} {
		if got := serverProblem(app, key, "english text"); got != app.T(want) || got == "english text" {
			t.Errorf("%s: %q", key, got)
		}
	}
}

// TestStatisticsAndLobbyOpenTheRatingsOfTheirRuleSet: the statistics
// screen's Ratings button opens the ratings of its tab on the server the
// lobby remembers; the lobby's opens them on the server typed.
func TestStatisticsAndLobbyOpenTheRatingsOfTheirRuleSet(t *testing.T) {
	old := netLeaders
	netLeaders = func(_ store.Store, _ []string, variant string) (*proto.Leaderboard, error) {
		return &proto.Leaderboard{Variant: variant}, nil
	}
	t.Cleanup(func() { netLeaders = old })
	app := testApp(t)
	st := NewStatsScene(app, engine.Romme, nil, app.Backdrop)
	st.Update(&Input{})
	r, ok := tapControl(t, st, &st.form, idStatsRatings).Next.(*RatingsScene)
	if !ok || r.variant != engine.Romme || r.server != defaultServer() {
		t.Fatalf("the statistics' Ratings opened %+v", r)
	}
	l := NewLobby(app, nil, DefaultSetup(engine.Classic))
	l.SetServer("127.0.0.1:9999")
	l.Update(&Input{})
	r, ok = tapControl(t, l, &l.form, idLobRatings).Next.(*RatingsScene)
	if !ok || r.server != "127.0.0.1:9999" || len(r.urls) == 0 {
		t.Fatalf("the lobby's Ratings opened %+v", r)
	}
}
