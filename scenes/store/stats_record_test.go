package store

import (
	"errors"
	"rummy/scenes/seat"
	"strings"
	"testing"

	"rummy/engine"
)

// made is a finished game built by hand: the person in seat 0, the
// winners and the hands (winner, rummy) as given.
func made(v engine.Variant, n int, winners []int, totals []int, levels []string, hands ...engine.HandResult) FinishedGame {
	return FinishedGame{Finished: day(n), Variant: v, Seats: seatsFor(levels...), Person: 0, Totals: totals, Winners: winners, Results: hands}
}

func hand(winner int, rummy bool) engine.HandResult {
	return engine.HandResult{Winner: winner, Rummy: rummy}
}

// Issue 16, item 1: Record counts hands won, rummies (CLA-9, ROM-14),
// winning streaks and results by the strongest bot, besides RecordGame's
// figures.
func TestIssue16RecordCountsHandsRummiesStreaksAndLevels(t *testing.T) {
	var st Stats
	games := []FinishedGame{
		made(engine.Classic, 0, []int{0}, []int{120, 40}, []string{LevelEasy}, hand(0, true), hand(1, false), hand(0, false)),
		made(engine.Classic, 1, []int{0}, []int{101, 80}, []string{LevelHard}, hand(0, false)),
		made(engine.Classic, 2, []int{0}, []int{130, 30, 20}, []string{LevelEasy, LevelHard}, hand(-1, false), hand(0, true)),
		made(engine.Classic, 3, []int{1}, []int{60, 100}, []string{LevelNormal}, hand(1, true)),
		made(engine.Classic, 4, []int{0}, []int{100, 10}, []string{LevelNormal}, hand(0, false)),
	}
	for i, g := range games {
		if counted, err := st.Record(g, int64(i+1)); !counted || err != nil {
			t.Fatalf("Record(%d) = %v, %v", i, counted, err)
		}
	}
	c := st.Variants["classic"]
	want := VariantStats{Played: 5, Won: 4, Best: 130, TotalScore: 511, HandsPlayed: 8, HandsWon: 5, Rummies: 2, Streak: 1, BestStreak: 3,
		Levels: LevelTallies{Easy: Tally{1, 1}, Normal: Tally{2, 1}, Hard: Tally{2, 2}}}
	if c != want {
		t.Errorf("classic = %+v\nwant      %+v", c, want)
	}
	if err := st.Validate(); err != nil {
		t.Error(err)
	}
	rec := st.RecentOf(engine.Classic)
	if len(rec) != 5 || rec[0].Archive != 5 || rec[1].Won || rec[1].Place != 2 || rec[2].Players != 3 || len(rec[2].Opponents) != 2 || rec[2].Opponents[1].Level != seat.Hard {
		t.Errorf("recent = %+v", rec)
	}
}

// Issue 16, item 1 and ROM-SR-PRACTICE: a practice game, and a game
// without a person, leave the statistics as they were.
func TestIssue16RecordSkipsPracticeAndBotOnlyGames(t *testing.T) {
	var st Stats
	g := made(engine.Romme, 0, []int{0}, []int{90, 10}, []string{LevelEasy}, hand(0, true))
	g.Practice = true
	if counted, err := st.Record(g, 1); counted || err != nil || len(st.Variants) != 0 || len(st.Recent) != 0 {
		t.Errorf("practice: %v, %v, %+v", counted, err, st)
	}
	g.Practice, g.Person = false, -1
	if counted, err := st.Record(g, 1); counted || err != nil || len(st.Variants) != 0 {
		t.Errorf("no person: %v, %v, %+v", counted, err, st)
	}
}

// Issue 16, item 1: the last 10 games of each variant, newest first;
// other variants' keep their own 10.
func TestIssue16RecordKeepsTheLastTenOfEachVariant(t *testing.T) {
	var st Stats
	for i := 0; i < 14; i++ {
		g := made(engine.Liverpool, i, []int{0}, []int{50, 90}, []string{LevelHard}, hand(0, false))
		if i%5 == 0 {
			g = made(engine.Romme, i, []int{1}, []int{-20, 90}, []string{LevelHard}, hand(1, true))
		}
		if _, err := st.Record(g, int64(i+1)); err != nil {
			t.Fatal(err)
		}
	}
	liv, rom := st.RecentOf(engine.Liverpool), st.RecentOf(engine.Romme)
	if len(liv) != RecentGames || liv[0].Archive != 14 || liv[9].Archive != 3 || len(rom) != 3 || rom[0].Archive != 11 {
		t.Errorf("liverpool %d games (newest %d, oldest %d), romme %d", len(liv), liv[0].Archive, liv[9].Archive, len(rom))
	}
	if err := st.Validate(); err != nil {
		t.Error(err)
	}
}

// Issue 16, item 1: a statistics file written before the new fields
// loads as it was, and counting goes on from it.
func TestIssue16OldStatsFileStillLoads(t *testing.T) {
	s := NewMemory()
	old := `{"format":1,"variants":{"romme":{"played":7,"won":3,"best":210,"totalScore":700}}}`
	if err := s.Save(StatsName, []byte(old)); err != nil {
		t.Fatal(err)
	}
	st, err := LoadStats(s)
	if err != nil || st.Variants["romme"] != (VariantStats{Played: 7, Won: 3, Best: 210, TotalScore: 700}) {
		t.Fatalf("LoadStats(old) = %+v, %v", st, err)
	}
	if _, err := st.Record(made(engine.Romme, 0, []int{0}, []int{250, 0}, []string{LevelNormal}, hand(0, true)), 1); err != nil {
		t.Fatal(err)
	}
	if err := SaveStats(s, st); err != nil {
		t.Fatal(err)
	}
	got, err := LoadStats(s)
	r := got.Variants["romme"]
	if err != nil || r.Played != 8 || r.Won != 4 || r.Best != 250 || r.Rummies != 1 || r.BestStreak != 1 || len(got.Recent) != 1 {
		t.Errorf("after one more game: %+v, %v", got, err)
	}
}

// Issue 16, item 1: counts saturate at their limits and stay loadable.
func TestIssue16RecordSaturates(t *testing.T) {
	st := Stats{Variants: map[string]VariantStats{"classic": {Played: MaxGames, Won: MaxGames, Best: MaxScore, TotalScore: MaxTotalScore,
		HandsPlayed: MaxGames, HandsWon: MaxGames, Rummies: MaxGames, Streak: MaxGames, BestStreak: MaxGames,
		Levels: LevelTallies{Hard: Tally{MaxGames, MaxGames}}}}}
	g := made(engine.Classic, 0, []int{0}, []int{2 * MaxScore, 0}, []string{LevelHard}, hand(0, true), hand(0, true))
	if _, err := st.Record(g, 1); err != nil {
		t.Fatal(err)
	}
	if err := st.Validate(); err != nil {
		t.Errorf("saturated statistics do not validate: %v", err)
	}
	if c := st.Variants["classic"]; c.Rummies != MaxGames || c.Levels.Hard.Played != MaxGames || st.Recent[0].Score != MaxScore {
		t.Errorf("saturated = %+v, recent %+v", c, st.Recent)
	}
}

// Issue 16, item 1: impossible values in the new fields are damaged data,
// kept aside like the rest.
func TestIssue16BadNewFieldsAreDamaged(t *testing.T) {
	bad := map[string]string{
		"more hands won than played":      `{"format":1,"variants":{"classic":{"played":1,"won":1,"handsPlayed":1,"handsWon":2}}}`,
		"more rummies than hands won":     `{"format":1,"variants":{"classic":{"played":1,"won":1,"handsPlayed":3,"handsWon":1,"rummies":2}}}`,
		"a streak longer than the wins":   `{"format":1,"variants":{"classic":{"played":3,"won":1,"streak":2,"bestStreak":2}}}`,
		"more level games than games":     `{"format":1,"variants":{"classic":{"played":1,"levels":{"hard":{"played":2}}}}}`,
		"a recent game of no variant":     `{"format":1,"variants":{},"recent":[{"variant":"romme","players":2,"place":1,"opponents":[{"kind":"bot"}]}]}`,
		"a recent place beyond the table": `{"format":1,"variants":{"romme":{"played":1}},"recent":[{"variant":"romme","players":2,"place":3,"opponents":[{"kind":"bot"}]}]}`,
	}
	for name, data := range bad {
		s := NewMemory()
		_ = s.Save(StatsName, []byte(data))
		var w *Warning
		if _, err := LoadStats(s); !errors.As(err, &w) || w.Problem != Damaged {
			t.Errorf("%s: LoadStats = %v, want Damaged", name, err)
		}
	}
}

// Issue 16, item 1: ResetStats clears the statistics and leaves the
// archive alone.
func TestIssue16ResetStatsKeepsTheArchive(t *testing.T) {
	s := NewMemory()
	a := OpenArchive(s)
	g := finished(t, engine.Classic, 21, day(0), LevelEasy)
	id, _ := a.Add(g)
	var st Stats
	_, _ = st.Record(g, id)
	_ = SaveStats(s, st)
	if err := ResetStats(s); err != nil {
		t.Fatal(err)
	}
	got, err := LoadStats(s)
	if err != nil || len(got.Variants) != 0 || len(got.Recent) != 0 {
		t.Errorf("after reset: %+v, %v", got, err)
	}
	if list, _ := a.List(); len(list) != 1 {
		t.Errorf("the reset removed kept games: %d left", len(list))
	}
	if strings.Contains(strings.Join(s.Names(), " "), "bad") {
		t.Errorf("the reset left damaged copies: %v", s.Names())
	}
}
