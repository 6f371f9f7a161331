package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"

	"rummy/bots"
	"rummy/rating"
)

func init() {
	register(command{
		name:    "ladder",
		summary: "round-robin bot matches, heads-up, rated with Glicko-2",
		usage: `usage: rummy-sim ladder --variant V [--levels LIST] [--games G] [--seed S]
                        [--option key=value]... [--period P] [--think-ms N]
                        [--expert-deals N] [--expert-cap-ms N] [--jobs J] [--json]

Plays G heads-up games (two seats, seating rotated from game to game) for
every pair of the bots in --levels (comma-separated; default every level:
random, greedy, easy, normal, hard, expert) and rates them with Glicko-2
(Glickman 2013; τ = 0.5, everyone starting at 1500, RD 350, σ 0.06). The
games are cut into rating periods of P games per pair (default 10): in
each, every bot is updated from its games against its opponents' ratings
before the period, as a rating system would over time. The table lists
each bot's rating, its 95% interval (rating ± 1.96 RD), RD, games played
and wins, draws (tied games) and losses; then each pair's score. Pair k
(in the order the pairs are listed) plays its games from seed S+k, with
rummy-sim play's game seeds, so a pair's games are those of
"rummy-sim play --seed S+k --rotate --bots A,B". --think-ms is the hard
bot's time per decision (default 20); --expert-deals and --expert-cap-ms
as for play. With --json one JSON object: variant, seed, games_per_pair,
period, system, ratings (name, rating, rd, volatility, ci95, games, wins,
draws, losses, in rating order) and pairs (a, b, games, a_wins, b_wins,
draws, seconds).
`,
		run: runLadder,
	})
}

// ladderReport is what `rummy-sim ladder --json` prints.
type ladderReport struct {
	Variant      string         `json:"variant"`
	Seed         int64          `json:"seed"`
	GamesPerPair int            `json:"games_per_pair"`
	Period       int            `json:"period"`
	System       string         `json:"system"`
	Ratings      []ladderRating `json:"ratings"`
	Pairs        []ladderPair   `json:"pairs"`
	// IllegalActions and InvariantViolations add up every pair's.
	IllegalActions      int `json:"illegal_actions"`
	InvariantViolations int `json:"invariant_violations"`
}

// ladderRating is one bot's line of the table.
type ladderRating struct {
	Name       string     `json:"name"`
	Rating     float64    `json:"rating"`
	RD         float64    `json:"rd"`
	Volatility float64    `json:"volatility"`
	CI95       [2]float64 `json:"ci95"`
	Games      int        `json:"games"`
	Wins       int        `json:"wins"`
	Draws      int        `json:"draws"`
	Losses     int        `json:"losses"`
}

// ladderPair is one pair's result.
type ladderPair struct {
	A       string  `json:"a"`
	B       string  `json:"b"`
	Games   int     `json:"games"`
	AWins   int     `json:"a_wins"`
	BWins   int     `json:"b_wins"`
	Draws   int     `json:"draws"`
	Seconds float64 `json:"seconds"`
	// scores[g] is A's score in game g (1, 0.5 or 0).
	scores []float64
}

func runLadder(args []string, stdout, stderr io.Writer) int {
	c := commands["ladder"]
	fs := newFlagSet("ladder")
	var rf ruleFlags
	rf.add(fs)
	levels := fs.String("levels", strings.Join(bots.Names(), ","), "the bots, comma-separated")
	games := fs.Int("games", 100, "games per pair")
	seed := fs.Int64("seed", 1, "seed of the first pair's games")
	period := fs.Int("period", 10, "games per pair in one rating period")
	thinkMs := fs.Int("think-ms", 20, "the hard bot's time per decision in milliseconds")
	expertDeals := fs.Int("expert-deals", 0, "the expert bot's most sampled deals per decision (0: its default)")
	expertCap := fs.Int("expert-cap-ms", 0, "the expert bot's time cap per decision in milliseconds (0: its default)")
	jobs := fs.Int("jobs", 1, "games played at once")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if done, code := parseFlags(fs, c, args, stdout, stderr); done {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(stderr, c.name, fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	rf.options = append(rf.options, "players=2")
	if err := checkPlayFlags(fs, &rf, 0, *thinkMs, 0, *jobs, *games); err != nil {
		return usageError(stderr, c.name, err)
	}
	switch {
	case *period < 1:
		return usageError(stderr, c.name, fmt.Errorf("--period must be 1 or more, not %d", *period))
	case *expertDeals < 0 || *expertCap < 0:
		return usageError(stderr, c.name, fmt.Errorf("--expert-deals and --expert-cap-ms must be 0 or more"))
	}
	rules, err := rf.rules()
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	if err := checkPlayRules(rules); err != nil {
		return usageError(stderr, c.name, err)
	}
	names, err := ladderNames(*levels)
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	cfg := bots.Config{Budget: bots.Budget{Time: time.Duration(*thinkMs) * time.Millisecond},
		Expert: bots.ExpertBudget{Deals: *expertDeals, Cap: time.Duration(*expertCap) * time.Millisecond}}
	rep := ladderReport{Variant: rules.Variant.String(), Seed: *seed, GamesPerPair: *games, Period: *period, System: "glicko-2"}
	for i := range names {
		for j := i + 1; j < len(names); j++ {
			gs := gameSetup{rules: rules, names: []string{names[i], names[j]}, rotate: true, cfg: cfg}
			p := ladderPair{A: names[i], B: names[j], Games: *games, scores: make([]float64, *games)}
			var mu sync.Mutex
			pr := playGames(&gs, *games, *seed+int64(len(rep.Pairs)), *jobs, func(g int, gseed uint64, sc *scratch) gameResult {
				r := gs.playGame(g, gseed, sc)
				mu.Lock()
				p.scores[g] = scoreOfEntry0(r)
				mu.Unlock()
				return r
			})
			p.Seconds = pr.Seconds
			for _, s := range p.scores {
				switch s {
				case 1:
					p.AWins++
				case 0:
					p.BWins++
				default:
					p.Draws++
				}
			}
			rep.IllegalActions += pr.IllegalActions
			rep.InvariantViolations += pr.InvariantViolations
			rep.Pairs = append(rep.Pairs, p)
		}
	}
	rep.Ratings = rateLadder(names, rep.Pairs, *period)
	return emitReport(stdout, *asJSON, rep, func(w io.Writer) { printLadder(w, rep) }, rep.IllegalActions, rep.InvariantViolations)
}

// ladderNames checks --levels: two or more known bots, none twice.
func ladderNames(list string) ([]string, error) {
	names := strings.Split(list, ",")
	seen := map[string]bool{}
	for i, n := range names {
		n = strings.TrimSpace(n)
		names[i] = n
		if _, err := bots.New(n, 0, 0, bots.Config{}); err != nil {
			return nil, fmt.Errorf("unknown bot %q in --levels: the bots are %s", n, strings.Join(bots.Names(), ", "))
		}
		if seen[n] {
			return nil, fmt.Errorf("--levels names %q twice: give each bot once", n)
		}
		seen[n] = true
	}
	if len(names) < 2 {
		return nil, fmt.Errorf("--levels needs two bots or more, comma-separated")
	}
	return names, nil
}

// scoreOfEntry0 is the first --bots entry's score in a heads-up game: 1
// if it alone won, 0.5 for a tie, 0 if it lost.
func scoreOfEntry0(r gameResult) float64 {
	a, b := false, false
	for _, w := range r.winners {
		if r.entry[w] == 0 {
			a = true
		} else {
			b = true
		}
	}
	switch {
	case a && !b:
		return 1
	case a && b:
		return 0.5
	}
	return 0
}

// rateLadder runs Glicko-2 over the pairs' games, period games per pair
// at a time, and returns the ratings, best first.
func rateLadder(names []string, pairs []ladderPair, period int) []ladderRating {
	idx := map[string]int{}
	out := make([]ladderRating, len(names))
	rs := make([]rating.Glicko, len(names))
	for i, n := range names {
		idx[n] = i
		out[i].Name = n
		rs[i] = rating.New()
	}
	most := 0
	for _, p := range pairs {
		most = max(most, len(p.scores))
	}
	for start := 0; start < most; start += period {
		games := make([][]rating.Game, len(names))
		for _, p := range pairs {
			a, b := idx[p.A], idx[p.B]
			for _, s := range p.scores[start:min(start+period, len(p.scores))] {
				games[a] = append(games[a], rating.Game{Opp: rs[b], Score: s})
				games[b] = append(games[b], rating.Game{Opp: rs[a], Score: 1 - s})
				for k, x := range [2]int{a, b} {
					sc := s
					if k == 1 {
						sc = 1 - s
					}
					out[x].Games++
					switch sc {
					case 1:
						out[x].Wins++
					case 0:
						out[x].Losses++
					default:
						out[x].Draws++
					}
				}
			}
		}
		next := make([]rating.Glicko, len(rs))
		for i := range rs {
			next[i] = rs[i].Update(games[i], rating.Tau)
		}
		rs = next
	}
	for i := range out {
		out[i].Rating, out[i].RD, out[i].Volatility = rs[i].R, rs[i].RD, rs[i].Vol
		out[i].CI95 = [2]float64{rs[i].R - 1.96*rs[i].RD, rs[i].R + 1.96*rs[i].RD}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Rating > out[j].Rating })
	return out
}

func printLadder(w io.Writer, r ladderReport) {
	fmt.Fprintf(w, "%s, heads-up, %d games per pair, seed %d, Glicko-2 (rating periods of %d games per pair)\n",
		r.Variant, r.GamesPerPair, r.Seed, r.Period)
	fmt.Fprintf(w, "| bot | rating | 95%% interval | RD | games | won–drawn–lost |\n|---|---|---|---|---|---|\n")
	for _, x := range r.Ratings {
		fmt.Fprintf(w, "| %s | %.0f | %.0f–%.0f | %.0f | %d | %d–%d–%d |\n", x.Name, x.Rating, x.CI95[0], x.CI95[1], x.RD, x.Games, x.Wins, x.Draws, x.Losses)
	}
	fmt.Fprintf(w, "\n| pair | games | first's wins | second's wins | tied |\n|---|---|---|---|---|\n")
	for _, p := range r.Pairs {
		fmt.Fprintf(w, "| %s – %s | %d | %d | %d | %d |\n", p.A, p.B, p.Games, p.AWins, p.BWins, p.Draws)
	}
	if r.IllegalActions > 0 || r.InvariantViolations > 0 {
		fmt.Fprintf(w, "illegal actions %d, invariant violations %d\n", r.IllegalActions, r.InvariantViolations)
	}
}
