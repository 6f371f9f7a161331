package store

import (
	"errors"
	"fmt"
	"math"
	"testing"
)

// TestAudit8OverflowingStatsAreDamaged (issue 12, item 8): counts and sums
// that would overflow are damaged data: kept aside, counting starts afresh.
func TestAudit8OverflowingStatsAreDamaged(t *testing.T) {
	for _, entry := range []string{
		fmt.Sprintf(`{"played":%d,"won":0,"best":10,"totalScore":10}`, int64(math.MaxInt64)),
		fmt.Sprintf(`{"played":%d,"won":0,"best":10,"totalScore":10}`, MaxGames+1),
		fmt.Sprintf(`{"played":3,"won":%d,"best":10,"totalScore":10}`, int64(math.MaxInt64)),
		fmt.Sprintf(`{"played":3,"won":1,"best":10,"totalScore":%d}`, int64(math.MaxInt64)),
		fmt.Sprintf(`{"played":3,"won":1,"best":10,"totalScore":%d}`, int64(math.MinInt64)),
		fmt.Sprintf(`{"played":3,"won":1,"best":%d,"totalScore":10}`, int64(math.MaxInt64)),
	} {
		s := NewMemory()
		_ = s.Save(StatsName, []byte(`{"format":1,"variants":{"romme":`+entry+`}}`))
		st, err := LoadStats(s)
		var w *Warning
		if !errors.As(err, &w) || w.KeptAs == "" || len(st.Variants) != 0 {
			t.Errorf("%s: stats %+v, error %v; want it kept aside and a fresh start", entry, st, err)
		}
	}
}

// TestAudit8RecordGameSaturates (issue 12, item 8): adding a game at the
// limits never wraps; the counts stay at their limits and the statistics
// stay valid and savable.
func TestAudit8RecordGameSaturates(t *testing.T) {
	for _, score := range []int{math.MaxInt, math.MinInt, 50} {
		st := Stats{Variants: map[string]VariantStats{
			"romme":     {Played: MaxGames, Won: MaxGames, Best: MaxScore, TotalScore: MaxTotalScore},
			"liverpool": {Played: MaxGames, Won: 0, Best: -MaxScore, TotalScore: -MaxTotalScore},
		}}
		for _, v := range []string{"romme", "liverpool"} {
			before := st.Variants[v]
			if _, err := st.RecordGame(v, false, true, score); err != nil {
				t.Fatal(err)
			}
			after := st.Variants[v]
			if after.Played != MaxGames || after.Won < before.Won || after.Won > MaxGames ||
				(before.TotalScore > 0 && after.TotalScore < 0) || (before.TotalScore < 0 && after.TotalScore > 0) {
				t.Errorf("%s + a game of %d: %+v → %+v", v, score, before, after)
			}
		}
		if err := st.Validate(); err != nil {
			t.Errorf("after a game of %d: %v", score, err)
		}
		s := NewMemory()
		if err := SaveStats(s, st); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadStats(s); err != nil {
			t.Errorf("saturated statistics do not load: %v", err)
		}
	}
}
