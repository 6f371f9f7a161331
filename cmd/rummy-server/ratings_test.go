package main

import (
	"errors"
	"math"
	"sync"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/identity"
	"rummy/rating"
	"rummy/scenes/online"
)

// ratedDuel is a rated heads-up classic table of one hand: the host and
// a bot of level.
func ratedDuel(level string) proto.CreateTable {
	return proto.CreateTable{Variant: "classic", Options: []byte(`{"players":2,"target":0,"hands":1}`),
		Seats: []proto.SeatSpec{{Kind: proto.SeatBot, Level: level}}, Rated: true}
}

// ratedKeys collects the keys of the games the ratings counted.
type ratedKeys struct {
	mu   sync.Mutex
	keys []string
}

func (r *ratedKeys) add(k string) { r.mu.Lock(); r.keys = append(r.keys, k); r.mu.Unlock() }
func (r *ratedKeys) count() int   { r.mu.Lock(); defer r.mu.Unlock(); return len(r.keys) }

func watchRated(ts *testServer) *ratedKeys {
	r := &ratedKeys{}
	ts.srv.hub.onRated = r.add
	return r
}

// playRatedDuel plays a rated duel against a bot with the person's
// seat played by a greedy bot (fixed seed), waits until its rating is
// written and returns the person's score against the bot.
func playRatedDuel(t *testing.T, ts *testServer, rk *ratedKeys, c *online.Client, name, level string) float64 {
	t.Helper()
	before := rk.count()
	ctx := tctx(t)
	if err := c.Create(ctx, ratedDuel(level), name); err != nil {
		t.Fatal(err)
	}
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := online.PlayBot(ctx, c, bots.NewGreedy(11, 0), nil); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the rated game's rating", 30*time.Second, func() bool { return rk.count() > before })
	tb := ts.srv.hub.byID(c.Info().Table)
	var st *engine.State
	tb.call(func() { st = tb.game.state() })
	return pairScores(st.Winners(), st.Totals(), false)[0][1]
}

// TestRatedGameAgainstBotMovesRatingAsGlicko2 (issue 31 item 5): a
// finished rated game against a bot moves the person's rating by one
// Glicko-2 period of one game against the bot level's fixed rating
// (computed here by the rating package, not written down), in the
// direction of the result; the bot's rating is not stored and does not
// move, and the person sees its own entry with its history.
func TestRatedGameAgainstBotMovesRatingAsGlicko2(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	rk := watchRated(ts)
	a, _ := identity.New()
	c := identClient(t, ts.url, a, nil)
	score := playRatedDuel(t, ts, rk, c, "Ann", "random")

	bot, _ := botRating("classic", "random")
	want := rating.New().Update([]rating.Game{{Opp: bot, Score: score}}, rating.Tau)
	lb, err := c.Leaders(tctx(t), "classic")
	if err != nil {
		t.Fatal(err)
	}
	if lb.Players != 1 || len(lb.Top) != 1 || lb.You == nil {
		t.Fatalf("the leaderboard after one rated game: %+v", lb)
	}
	you := *lb.You
	t.Logf("score %v against random (%.0f, RD %.0f): 1500 → %.2f, RD 350 → %.2f", score, bot.R, bot.RD, you.Rating, you.RD)
	if math.Abs(you.Rating-want.R) > 1e-9 || math.Abs(you.RD-want.RD) > 1e-9 || you.Games != 1 || you.Name != "Ann" || you.Rank != 1 {
		t.Fatalf("the person's rating %+v, Glicko-2 gives %+v (score %v)", you, want, score)
	}
	switch {
	case score == 1 && !(you.Rating > rating.R0), score == 0 && !(you.Rating < rating.R0):
		t.Fatalf("score %v moved the rating from %v to %v", score, rating.R0, you.Rating)
	}
	if len(you.History) != 1 || math.Abs(you.History[0].Delta-(want.R-rating.R0)) > 1e-9 {
		t.Fatalf("the history: %+v", you.History)
	}
	if got, _ := botRating("classic", "random"); got != bot {
		t.Fatalf("the bot's rating moved: %+v", got)
	}
}

// TestRatedTableRefusesUnprovenPeopleAndUnratedBots: a rated table
// seats only people with a proven player id (its host and its joiners,
// one seat per id), bots whose level has a fixed rating in the variant,
// and no hints; each refusal says why and creates nothing.
func TestRatedTableRefusesUnprovenPeopleAndUnratedBots(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	ctx := tctx(t)
	key := func(err error) string {
		var se *online.ServerError
		if errors.As(err, &se) {
			return se.Key
		}
		return ""
	}
	anon := identClient(t, ts.url, identity.Identity{}, nil)
	if err := anon.Create(ctx, ratedDuel("easy"), "Anon"); key(err) != "rated_identity" {
		t.Fatalf("a rated table from a client without an id: %v", err)
	}
	a, _ := identity.New()
	ca := identClient(t, ts.url, a, nil)
	for _, c := range []struct {
		what string
		ct   proto.CreateTable
		key  string
	}{
		{"an expert bot (never laddered)", ratedDuel("expert"), "rated_bot"},
		{"a Liverpool bot (no heads-up ladder)", proto.CreateTable{Variant: "liverpool", Options: []byte(`{"players":3}`),
			Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}, {Kind: proto.SeatBot, Level: "easy"}}, Rated: true}, "rated_bot"},
		{"hints", func() proto.CreateTable { ct := ratedDuel("easy"); ct.Hints = true; return ct }(), "rated_hints"},
	} {
		if err := ca.Create(ctx, c.ct, "Ann"); key(err) != c.key {
			t.Errorf("%s: %v, want %s", c.what, err, c.key)
		}
	}
	open := proto.CreateTable{Variant: "classic", Options: []byte(`{"players":3}`), Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}, {Kind: proto.SeatOpen}}, Rated: true}
	if err := ca.Create(ctx, open, "Ann"); err != nil {
		t.Fatal(err)
	}
	code := ca.Info().Code
	if err := ca.SetSeat(2, proto.SeatBot, "expert"); err != nil {
		t.Fatal(err)
	}
	if err := identClient(t, ts.url, identity.Identity{}, nil).Join(ctx, code, "Anon"); key(err) != "rated_identity" {
		t.Fatalf("an unproven joiner: %v", err)
	}
	if err := identClient(t, ts.url, a, nil).Join(ctx, code, "Ann again"); key(err) != "rated_twice" {
		t.Fatalf("the host's id in a second seat: %v", err)
	}
	b, _ := identity.New()
	cb := identClient(t, ts.url, b, nil)
	if err := cb.Join(ctx, code, "Bob"); err != nil || cb.Info().Seat != 1 {
		t.Fatalf("a proven joiner: %v, seat %d", err, cb.Info().Seat)
	}
	waitFor(t, "the lobby", 10*time.Second, func() bool {
		l := ca.Info().Lobby
		return l != nil && l.Rated && len(l.Seats) == 3 && l.Seats[1].Kind == proto.SeatPerson
	})
	if l := ca.Info().Lobby; l.Seats[2].Kind != proto.SeatOpen {
		t.Fatalf("an expert bot was seated at a rated table: %+v", l.Seats[2])
	}
}

// TestPairScoresRatePairsByWinnersThenTotals: a multi-seat game is one
// game per pair of seats: a winner beats every other seat, winners
// draw, the others are ordered by their totals (lower is better where
// the lowest total wins), equal totals draw.
func TestPairScoresRatePairsByWinnersThenTotals(t *testing.T) {
	high := pairScores([]int{1}, []int{10, 40, 25, 10}, false)
	want := [][]float64{
		{0, 0, 0, 0.5},
		{1, 0, 1, 1},
		{1, 0, 0, 1},
		{0.5, 0, 0, 0},
	}
	for i := range want {
		for j := range want[i] {
			if high[i][j] != want[i][j] {
				t.Fatalf("high wins: seat %d against %d scores %v, want %v", i, j, high[i][j], want[i][j])
			}
			if i != j && high[i][j]+high[j][i] != 1 {
				t.Fatalf("seats %d and %d: %v + %v is not one game", i, j, high[i][j], high[j][i])
			}
		}
	}
	low := pairScores([]int{0, 2}, []int{5, 30, 5, 60}, true)
	if low[0][2] != 0.5 || low[0][1] != 1 || low[1][3] != 1 || low[3][1] != 0 || low[3][0] != 0 {
		t.Fatalf("low wins with two winners: %v", low)
	}
}

// TestRatePairwiseFromPreGameRatingsOncePerGame: a game of three people
// and a bot rates each person by one period of a game against every
// other seat, the people at their ratings before the game (not one
// already updated by it) and the bot at its fixed rating; the same game
// handed over again (a retry, a reloaded table) counts once.
func TestRatePairwiseFromPreGameRatingsOncePerGame(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	st := ts.srv.hub.store
	ctx := tctx(t)
	ids := []string{"idA", "idB", "idC"}
	// A has played before: 1700, RD 80.
	if err := st.putRating(ctx, "romme", "idA", ratingRec{Name: "A", R: 1700, RD: 80, Vol: 0.06, Games: 5}, 0); err != nil {
		t.Fatal(err)
	}
	seats := []ratedSeat{{identity: "idA", name: "A"}, {identity: "idB", name: "B"}, {bot: true, level: "hard"}, {identity: "idC", name: "C"}}
	g := ratedGame{key: "t1/0", variant: "romme", unix: 100, seats: seats, scores: pairScores([]int{1}, []int{20, 90, 60, -15}, false)}
	if err := st.rate(ctx, g); err != nil {
		t.Fatal(err)
	}
	if err := st.rate(ctx, g); err != nil {
		t.Fatal(err)
	}
	before := []rating.Glicko{{R: 1700, RD: 80, Vol: 0.06}, rating.New(), {}, rating.New()}
	hard, _ := botRating("romme", "hard")
	for i, seat := range []int{0, 1, 3} {
		var games []rating.Game
		for j := range seats {
			if j == seat {
				continue
			}
			opp := before[j]
			if j == 2 {
				opp = hard
			}
			games = append(games, rating.Game{Opp: opp, Score: g.scores[seat][j]})
		}
		want := before[seat].Update(games, rating.Tau)
		got, _, err := st.getRating(ctx, "romme", ids[i])
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(got.R-want.R) > 1e-9 || math.Abs(got.RD-want.RD) > 1e-9 || got.Games != map[int]int{0: 6, 1: 1, 3: 1}[seat] || len(got.History) != 1 {
			t.Errorf("seat %d: stored %+v, Glicko-2 from the pre-game ratings gives %+v", seat, got, want)
		}
	}
	if b, _, _ := st.getRating(ctx, "romme", "idB"); !(b.R > rating.R0) {
		t.Errorf("the winner's rating did not rise: %v", b.R)
	}
}

// TestRatingUpdatesOfOnePersonAtOnceAllCount: two games of one person
// rated at the same moment (two tables, or two nodes sharing the KV)
// both count: each write is a compare-and-set on the key's revision,
// retried from the rating it finds.
func TestRatingUpdatesOfOnePersonAtOnceAllCount(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	st := ts.srv.hub.store
	ctx := tctx(t)
	const n = 6
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := ratedGame{key: "t/" + string(rune('a'+i)), variant: "classic", seats: []ratedSeat{{identity: "idA", name: "A"}, {bot: true, level: "easy"}},
				scores: [][]float64{{0, 1}, {0, 0}}}
			errs[i] = st.rate(ctx, g)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	r, _, err := st.getRating(ctx, "classic", "idA")
	if err != nil || r.Games != n || len(r.Rated) != n {
		t.Fatalf("after %d concurrent games: %+v, %v", n, r, err)
	}
}

// TestRatingsSurviveRestartAndCannotBeSpoofed: a rating belongs to the
// key that proved itself at the rated table. Another key playing under
// the same name gets its own entry and leaves the first one as it was;
// a leaders request naming an identity gets the connection's own entry
// (none without a proof), never the named one; no message writes a
// rating; and the ratings are the same after a restart on the same data.
func TestRatingsSurviveRestartAndCannotBeSpoofed(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServer(t, dir, wallClock{}, fastLimits())
	rk := watchRated(ts)
	a, _ := identity.New()
	b, _ := identity.New()
	ca := identClient(t, ts.url, a, nil)
	playRatedDuel(t, ts, rk, ca, "Ann", "easy")
	mine, _, err := ts.srv.hub.store.getRating(tctx(t), "classic", a.ID())
	if err != nil || mine.Games != 1 || mine.Name != "Ann" {
		t.Fatalf("a's rating: %+v %v", mine, err)
	}
	cb := identClient(t, ts.url, b, nil)
	playRatedDuel(t, ts, rk, cb, "Ann", "easy")

	anon, _, _ := dialRaw(t, ts.url, nil)
	m := rawAnswer(t, anon, `{"v":1,"type":"leaders","id":7,"variant":"classic","identity":"`+a.ID()+`"}`, 7)
	if m.Type != proto.SLeaders || m.Leaders == nil || m.Leaders.You != nil || m.Leaders.Players != 2 {
		t.Fatalf("an unproven connection naming a's id: %+v", m.Leaders)
	}
	if err := anon.send(`{"v":1,"type":"rating","id":8,"variant":"classic","identity":"` + a.ID() + `","name":"Eve"}`); err != nil {
		t.Fatal(err)
	}
	if m, err := anon.next(func(m proto.ServerMsg) bool { return m.Type == proto.SError }); err != nil {
		t.Fatalf("a message writing a rating was not refused: %+v %v", m, err)
	}
	asB := provenRaw(t, ts, b)
	m = rawAnswer(t, asB, `{"v":1,"type":"leaders","id":9,"variant":"classic","identity":"`+a.ID()+`"}`, 9)
	bRec, _, _ := ts.srv.hub.store.getRating(tctx(t), "classic", b.ID())
	if m.Leaders == nil || m.Leaders.You == nil || m.Leaders.You.Rating != bRec.R || len(m.Leaders.You.History) != 1 || m.Leaders.You.History[0].Unix != bRec.History[0].Unix {
		t.Fatalf("b naming a's id got %+v, b's own rating is %+v", m.Leaders, bRec)
	}
	after, _, _ := ts.srv.hub.store.getRating(tctx(t), "classic", a.ID())
	if after.R != mine.R || after.RD != mine.RD || after.Games != 1 || after.Name != "Ann" {
		t.Fatalf("a's rating changed by b's game and messages: %+v, was %+v", after, mine)
	}

	ts.close()
	again := newTestServer(t, dir, wallClock{}, fastLimits())
	lb, err := identClient(t, again.url, a, nil).Leaders(tctx(t), "classic")
	if err != nil || lb.Players != 2 || lb.You == nil || lb.You.Rating != mine.R || lb.You.Games != 1 || lb.You.Name != "Ann" {
		t.Fatalf("after a restart: %+v %v", lb, err)
	}
	if lb.Top[0].Rating < lb.Top[1].Rating || lb.You.Rank < 1 || lb.You.Rank > 2 {
		t.Fatalf("the order: %+v", lb.Top)
	}
}

// rawAnswer sends s and returns the message answering id.
func rawAnswer(t *testing.T, r *raw, s string, id uint64) proto.ServerMsg {
	t.Helper()
	if err := r.send(s); err != nil {
		t.Fatal(err)
	}
	m, err := r.next(func(m proto.ServerMsg) bool { return m.ID == id })
	if err != nil {
		t.Fatalf("no answer to %s: %v", s, err)
	}
	return m
}
