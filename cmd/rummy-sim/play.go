package main

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"rummy/bots"
	"rummy/engine"
)

func init() {
	register(command{
		name:    "play",
		summary: "play bot-only games and report results and rule checks",
		usage: `usage: rummy-sim play --variant V [--players N] [--games G] [--seed S]
                      [--option key=value]... [--bots LIST] [--think-ms N]
                      [--rollouts N] [--expert-deals N] [--expert-cap-ms N]
                      [--rotate] [--jobs J] [--json]

Plays G games between bots and checks the engine's invariants after every
action (card conservation, valid melds). --bots names one bot per seat,
comma-separated: random, greedy, easy, normal, hard or expert; the default is
random at every seat. --think-ms sets the hard bot's time per decision
(default 300); --rollouts N gives it a fixed number of sampled deals per
decision instead (no timing in its decisions). --expert-deals sets the
expert bot's most sampled deals per decision and --expert-cap-ms its time
cap (0: its defaults, 12 deals and 1200 ms). --rotate moves the seating
one seat on from game to game; wins, mean_score and the decision time
percentiles are then per entry of --bots (per player, wherever it sat),
in --bots order; without --rotate entry i is seat i. --jobs plays J games
at once (results are the same, apart from timings and time-budgeted bots);
J above G or above 256 is lowered to it. Games are played and counted as
they go, so G may be as large as wanted; --think-ms is at most 86400000
(a day), and a classic game at most 1000 hands (--option hands).
The same seed and options give the same results apart from timings.
With --json one JSON object is printed: games, hands, turns, actions,
illegal_actions, invariant_violations, capped_hands, seconds, wins and
mean_score (one per entry), decision_ms_p50 and decision_ms_p99 (one per
entry; a seat's decisions faster than 20 µs are timed one in eight,
which is enough for the percentiles), decisions (how many, per entry),
and 95% intervals: win_rate_ci95 (Wilson) and mean_score_ci95
(bootstrap over games).
`,
		run: runPlay,
	})
}

// playReport is what `rummy-sim play --json` prints.
type playReport struct {
	Variant             string   `json:"variant"`
	Players             int      `json:"players"`
	Seed                int64    `json:"seed"`
	Bots                []string `json:"bots"`
	Games               int      `json:"games"`
	Hands               int      `json:"hands"`
	Turns               int      `json:"turns"`
	Actions             int      `json:"actions"`
	IllegalActions      int      `json:"illegal_actions"`
	InvariantViolations int      `json:"invariant_violations"`
	CappedHands         int      `json:"capped_hands"`
	// Rounds counts Kopilka's rounds (KOP-2); absent for the card games.
	Rounds         int          `json:"rounds,omitempty"`
	Seconds        float64      `json:"seconds"`
	GamesPerSecond float64      `json:"games_per_second"`
	Wins           []int        `json:"wins"`
	MeanScore      []float64    `json:"mean_score"`
	Rotate         bool         `json:"rotate"`
	ThinkMs        int          `json:"think_ms"`
	DecisionMsP50  []float64    `json:"decision_ms_p50"`
	DecisionMsP99  []float64    `json:"decision_ms_p99"`
	Decisions      []int        `json:"decisions"`
	WinRateCI95    [][2]float64 `json:"win_rate_ci95"`
	MeanScoreCI95  [][2]float64 `json:"mean_score_ci95"`
	// FirstError describes the first illegal action or violation, if any.
	FirstError string `json:"first_error,omitempty"`
}

// playGCPercent is the garbage collector's target while games are played
// (see debug.SetGCPercent; the default is 100).
const playGCPercent = 400

// Bounds of the play flags.
const (
	// maxPlayJobs is the most games played at once: a larger --jobs (or
	// one above --games) is lowered to it. It is far above the cores of
	// any machine, and low enough that the workers' buffers stay small.
	maxPlayJobs = 256
	// maxThinkMs is the longest --think-ms: a day.
	maxThinkMs = 24 * 60 * 60 * 1000
	// maxClassicHands is the most hands of a classic game (--option
	// hands): beyond it a game would not end in reasonable time.
	maxClassicHands = 1000
)

// maxActionsPerGame stops a runaway game (it would be an engine bug: the
// turn cap ends every hand).
const maxActionsPerGame = 2_000_000

func runPlay(args []string, stdout, stderr io.Writer) int {
	c := commands["play"]
	fs := newFlagSet("play")
	var rf ruleFlags
	rf.add(fs)
	players := fs.Int("players", 0, "number of seats (overrides --option players)")
	games := fs.Int("games", 1, "number of games")
	seed := fs.Int64("seed", 1, "seed of the first game; each game's seed is derived from it")
	botList := fs.String("bots", "", "one bot name per seat, comma-separated (random, greedy, easy, normal, hard, expert)")
	thinkMs := fs.Int("think-ms", 300, "the hard bot's time per decision in milliseconds")
	rollouts := fs.Int("rollouts", 0, "the hard bot's sampled deals per decision (overrides --think-ms)")
	expertDeals := fs.Int("expert-deals", 0, "the expert bot's most sampled deals per decision (0: its default)")
	expertCap := fs.Int("expert-cap-ms", 0, "the expert bot's time cap per decision in milliseconds (0: its default)")
	rotate := fs.Bool("rotate", false, "rotate the seating from game to game; report per --bots entry")
	jobs := fs.Int("jobs", 1, "games played at once")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if done, code := parseFlags(fs, c, args, stdout, stderr); done {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(stderr, c.name, fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if err := checkPlayFlags(fs, &rf, *players, *thinkMs, *rollouts, *jobs, *games); err != nil {
		return usageError(stderr, c.name, err)
	}
	rules, err := rf.rules()
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	if err := checkPlayRules(rules); err != nil {
		return usageError(stderr, c.name, err)
	}
	n := rules.Options.NumPlayers()
	names, err := botNames(*botList, n)
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	gs := gameSetup{rules: rules, names: names, rotate: *rotate,
		cfg: bots.Config{Budget: bots.Budget{Time: time.Duration(*thinkMs) * time.Millisecond, Rollouts: *rollouts},
			Expert: bots.ExpertBudget{Deals: *expertDeals, Cap: time.Duration(*expertCap) * time.Millisecond}}}
	rep := playGames(&gs, *games, *seed, *jobs, gs.playGame)
	rep.ThinkMs = *thinkMs
	return emitReport(stdout, *asJSON, rep, func(w io.Writer) { printPlayReport(w, rep) }, rep.IllegalActions, rep.InvariantViolations)
}

// botNames checks --bots: one known name per seat.
func botNames(list string, n int) ([]string, error) {
	if list == "" {
		names := make([]string, n)
		for i := range names {
			names[i] = "random"
		}
		return names, nil
	}
	names := strings.Split(list, ",")
	if len(names) != n {
		return nil, fmt.Errorf("--bots names %d bots for %d seats: give one name per seat, comma-separated", len(names), n)
	}
	for i, name := range names {
		names[i] = strings.TrimSpace(name)
		if _, err := bots.New(names[i], 0, 0, bots.Config{}); err != nil {
			return nil, fmt.Errorf("unknown bot %q: the bots are %s", names[i], strings.Join(bots.Names(), ", "))
		}
	}
	return names, nil
}

// gamePlayer plays game g (numbered from 0) with seed gseed, with sc's
// buffers: gameSetup.playGame.
type gamePlayer func(g int, gseed uint64, sc *scratch) gameResult

// playJobs returns how many games to play at once for --jobs jobs: at
// most one per game and maxPlayJobs.
func playJobs(jobs, games int) int {
	return max(1, min(jobs, games, maxPlayJobs))
}

// playGames plays the games, jobs at a time, and collects the report in
// game order. Games are handed out and counted as they are played: the
// run holds at most a few games per job that are done but not yet
// counted, however many games it plays.
func playGames(gs *gameSetup, games int, seed int64, jobs int, play gamePlayer) playReport {
	n := len(gs.names)
	rep := playReport{Variant: gs.rules.Variant.String(), Players: n, Seed: seed, Bots: gs.names, Games: games,
		Wins: make([]int, n), MeanScore: make([]float64, n), Rotate: gs.rotate}
	// A game leaves little behind (its result), so the collector may let
	// garbage grow to a few times what lives before it runs: fewer
	// collections, and less time with its write barriers on.
	defer debug.SetGCPercent(debug.SetGCPercent(playGCPercent))
	jobs = playJobs(jobs, games)
	type task struct {
		g    int
		seed uint64
	}
	type played struct {
		g   int
		res gameResult
	}
	start := time.Now()
	tasks := make(chan task)
	results := make(chan played, jobs)
	// ahead holds a token for every game handed out and not yet counted,
	// which bounds the results waiting for an earlier game to finish.
	ahead := make(chan struct{}, 4*jobs)
	var wg sync.WaitGroup
	for j := 0; j < jobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var sc scratch
			for t := range tasks {
				results <- played{t.g, play(t.g, t.seed, &sc)}
			}
		}()
	}
	go func() {
		seeds := engine.NewRNG(uint64(seed))
		for g := 0; g < games; g++ {
			ahead <- struct{}{}
			tasks <- task{g, seeds.Uint64()}
		}
		close(tasks)
		wg.Wait()
		close(results)
	}()
	t := newTally(&rep, n)
	waiting := map[int]gameResult{}
	next := 0
	for p := range results {
		waiting[p.g] = p.res
		for r, ok := waiting[next]; ok; r, ok = waiting[next] {
			delete(waiting, next)
			t.add(r)
			<-ahead
			next++
		}
	}
	rep.Seconds = time.Since(start).Seconds()
	if rep.Seconds > 0 {
		rep.GamesPerSecond = float64(games) / rep.Seconds
	}
	t.finish(games, seed)
	return rep
}

func printPlayReport(w io.Writer, r playReport) {
	fmt.Fprintf(w, "%s, %d players, %d games, seed %d\n", r.Variant, r.Players, r.Games, r.Seed)
	fmt.Fprintf(w, "hands %d (%d capped), turns %d, actions %d\n", r.Hands, r.CappedHands, r.Turns, r.Actions)
	fmt.Fprintf(w, "illegal actions %d, invariant violations %d\n", r.IllegalActions, r.InvariantViolations)
	if r.FirstError != "" {
		fmt.Fprintf(w, "first problem: %s\n", r.FirstError)
	}
	fmt.Fprintf(w, "%.2fs, %.0f games/s\n", r.Seconds, r.GamesPerSecond)
	who := "seat"
	if r.Rotate {
		who = "player"
	}
	for i := range r.Wins {
		ci, sc := r.WinRateCI95[i], r.MeanScoreCI95[i]
		fmt.Fprintf(w, "%s %d (%s): wins %d (95%% %.1f–%.1f%%), mean score %.1f (95%% %.1f…%.1f), decision p50 %.2f ms, p99 %.2f ms\n",
			who, i, r.Bots[i], r.Wins[i], 100*ci[0], 100*ci[1], r.MeanScore[i], sc[0], sc[1], r.DecisionMsP50[i], r.DecisionMsP99[i])
	}
}
