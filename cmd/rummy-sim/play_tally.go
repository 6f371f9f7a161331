package main

// tally sums game results as they come, in game order, into what the
// report needs: nothing is kept per game but each entry's total (for the
// bootstrap interval), 4 bytes an entry a game.
type tally struct {
	rep     *playReport
	sum     []int
	perGame [][]int32 // perGame[entry][game]: the entry's total in that game
	times   []durationHist
	counts  []int
}

func newTally(rep *playReport, n int) *tally {
	return &tally{rep: rep, sum: make([]int, n), perGame: make([][]int32, n), times: make([]durationHist, n), counts: make([]int, n)}
}

// add counts one game; games must come in game order (the first error
// reported is the first game's, and the bootstrap draws by game number).
func (t *tally) add(r gameResult) {
	rep := t.rep
	rep.Hands += r.hands
	rep.Turns += r.turns
	rep.Rounds += r.rounds
	rep.Actions += r.actions
	rep.CappedHands += r.capped
	rep.IllegalActions += r.illegal
	rep.InvariantViolations += r.violations
	if rep.FirstError == "" {
		rep.FirstError = r.firstError
	}
	for _, w := range r.winners {
		rep.Wins[r.entry[w]]++
	}
	for seat, total := range r.totals {
		e := r.entry[seat]
		t.sum[e] += total
		// A game's total fits in 32 bits: a game has at most
		// maxActionsPerGame actions, so at most a million hands, and
		// a hand scores a few hundred points.
		t.perGame[e] = append(t.perGame[e], int32(total))
	}
	for seat, ds := range r.decisions {
		e := r.entry[seat]
		for _, d := range ds {
			t.times[e].add(d)
		}
		t.counts[e] += r.counts[seat]
	}
}

// finish fills the per-entry figures of the report for games games.
func (t *tally) finish(games int, seed int64) {
	rep := t.rep
	for i := range t.sum {
		rep.MeanScore[i] = float64(t.sum[i]) / float64(games)
		rep.DecisionMsP50 = append(rep.DecisionMsP50, t.times[i].percentileMs(0.50))
		rep.DecisionMsP99 = append(rep.DecisionMsP99, t.times[i].percentileMs(0.99))
		rep.Decisions = append(rep.Decisions, t.counts[i])
		rep.WinRateCI95 = append(rep.WinRateCI95, wilson(rep.Wins[i], games))
		rep.MeanScoreCI95 = append(rep.MeanScoreCI95, bootstrapMean(t.perGame[i], uint64(seed)+uint64(i)))
	}
}
