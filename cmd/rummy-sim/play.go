package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"rummy/bots"
	"rummy/engine"
)

func init() {
	register(command{
		name:    "play",
		summary: "play bot-only games and report results and rule checks",
		usage: `usage: rummy-sim play --variant V [--players N] [--games G] [--seed S]
                      [--option key=value]... [--bots LIST] [--json]

Plays G games between bots and checks the engine's invariants after every
action (card conservation, valid melds). --bots names one bot per seat,
comma-separated (for now: random); the default is random at every seat.
The same seed and options give the same results apart from timings.
With --json one JSON object is printed: games, hands, turns, actions,
illegal_actions, invariant_violations, capped_hands, seconds, wins and
mean_score (one per seat).
`,
		run: runPlay,
	})
}

// playReport is what `rummy-sim play --json` prints.
type playReport struct {
	Variant             string    `json:"variant"`
	Players             int       `json:"players"`
	Seed                int64     `json:"seed"`
	Bots                []string  `json:"bots"`
	Games               int       `json:"games"`
	Hands               int       `json:"hands"`
	Turns               int       `json:"turns"`
	Actions             int       `json:"actions"`
	IllegalActions      int       `json:"illegal_actions"`
	InvariantViolations int       `json:"invariant_violations"`
	CappedHands         int       `json:"capped_hands"`
	Seconds             float64   `json:"seconds"`
	GamesPerSecond      float64   `json:"games_per_second"`
	Wins                []int     `json:"wins"`
	MeanScore           []float64 `json:"mean_score"`
	// FirstError describes the first illegal action or violation, if any.
	FirstError string `json:"first_error,omitempty"`
}

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
	botList := fs.String("bots", "", "one bot name per seat, comma-separated (random)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if done, code := parseFlags(fs, c, args, stdout, stderr); done {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(stderr, c.name, fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if *players > 0 {
		rf.options = append(rf.options, "players="+strconv.Itoa(*players))
	}
	if *games < 1 {
		return usageError(stderr, c.name, errors.New("--games must be 1 or more"))
	}
	rules, err := rf.rules()
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	n := rules.Options.NumPlayers()
	names, err := botNames(*botList, n)
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	rep := playGames(rules, names, *games, *seed)
	if *asJSON {
		out, _ := json.Marshal(rep)
		fmt.Fprintln(stdout, string(out))
	} else {
		printPlayReport(stdout, rep)
	}
	if rep.IllegalActions > 0 || rep.InvariantViolations > 0 {
		return exitInvalid
	}
	return exitOK
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
		if names[i] != "random" {
			return nil, fmt.Errorf("unknown bot %q: the bots are random", names[i])
		}
	}
	return names, nil
}

func newBot(name string, seed uint64, seat int) bots.Bot {
	return bots.NewRandom(seed, seat)
}

// playGames plays the games and collects the report.
func playGames(rules *engine.Rules, names []string, games int, seed int64) playReport {
	n := len(names)
	rep := playReport{Variant: rules.Variant.String(), Players: n, Seed: seed, Bots: names, Games: games,
		Wins: make([]int, n), MeanScore: make([]float64, n)}
	sum := make([]int, n)
	seeds := engine.NewRNG(uint64(seed))
	start := time.Now()
	fail := func(format string, a ...any) {
		if rep.FirstError == "" {
			rep.FirstError = fmt.Sprintf(format, a...)
		}
	}
	var v engine.View
	var ev []engine.Event
	var w []int
	for g := 0; g < games; g++ {
		gseed := seeds.Uint64()
		s, err := engine.NewGame(rules, gseed)
		if err != nil {
			rep.InvariantViolations++
			fail("game %d: %v", g+1, err)
			continue
		}
		players := make([]bots.Bot, n)
		for i := range players {
			players[i] = newBot(names[i], gseed, i)
		}
		pick := engine.NewRNG(gseed).Derive(0xfeed)
		for steps := 0; !s.Over(); steps++ {
			if steps > maxActionsPerGame {
				rep.InvariantViolations++
				fail("game %d: no end after %d actions", g+1, steps)
				break
			}
			w = s.AppendWaiting(w[:0])
			seat := w[pick.Intn(len(w))]
			s.ViewInto(seat, &v)
			a := players[seat].Act(&v)
			ev, err = s.AppendApply(ev[:0], seat, a)
			if err != nil {
				rep.IllegalActions++
				fail("game %d seat %d: %s: %v", g+1, seat, a, err)
				legal := engine.Legal(&v)
				if len(legal) == 0 {
					rep.InvariantViolations++
					fail("game %d: seat %d is waited on but has no legal action", g+1, seat)
					break
				}
				if ev, err = s.AppendApply(ev[:0], seat, legal[0]); err != nil {
					rep.InvariantViolations++
					fail("game %d: listed legal action %s rejected: %v", g+1, legal[0], err)
					break
				}
			}
			rep.Actions++
			for _, e := range ev {
				switch e.Kind {
				case engine.EvTurnStarted:
					rep.Turns++
				case engine.EvHandEnded:
					rep.Hands++
					if e.Result.Reason == engine.EndTurnCap {
						rep.CappedHands++
					}
				}
			}
			if err := s.CheckInvariants(); err != nil {
				rep.InvariantViolations++
				fail("game %d: %v", g+1, err)
				break
			}
		}
		for _, w := range s.Winners() {
			rep.Wins[w]++
		}
		for i, t := range s.Totals() {
			sum[i] += t
		}
	}
	rep.Seconds = time.Since(start).Seconds()
	if rep.Seconds > 0 {
		rep.GamesPerSecond = float64(games) / rep.Seconds
	}
	for i := range sum {
		rep.MeanScore[i] = float64(sum[i]) / float64(games)
	}
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
	for i := range r.Wins {
		fmt.Fprintf(w, "seat %d (%s): wins %d, mean score %.1f\n", i, r.Bots[i], r.Wins[i], r.MeanScore[i])
	}
}
