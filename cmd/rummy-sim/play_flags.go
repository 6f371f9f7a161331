package main

import (
	"errors"
	"flag"
	"fmt"
	"strconv"

	"rummy/engine"
)

// checkPlayFlags checks play's numeric flags, each against its range, and
// adds --players to the rule options when it is given.
func checkPlayFlags(fs *flag.FlagSet, rf *ruleFlags, players, thinkMs, rollouts, jobs, games int) error {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["players"] {
		if players < 1 {
			return playersRange(rf.variant, players)
		}
		rf.options = append(rf.options, "players="+strconv.Itoa(players))
	}
	switch {
	case thinkMs < 1 || thinkMs > maxThinkMs:
		return fmt.Errorf("--think-ms must be 1 to %d (a day), not %d", maxThinkMs, thinkMs)
	case rollouts < 0:
		return fmt.Errorf("--rollouts must be 0 or more, not %d", rollouts)
	case jobs < 1:
		return fmt.Errorf("--jobs must be 1 or more (more than %d is lowered to %d), not %d", maxPlayJobs, maxPlayJobs, jobs)
	case games < 1:
		return errors.New("--games must be 1 or more")
	}
	return nil
}

// playersRange is the error for a --players of 0 or less: the variant's
// range, from its option's description, when the variant is known.
func playersRange(variant string, players int) error {
	v, err := engine.ParseVariant(variant)
	if err != nil {
		return fmt.Errorf("--players must be 1 or more, not %d", players)
	}
	o, err := engine.ParseOptions(v, nil)
	if err != nil {
		return fmt.Errorf("--players must be 1 or more, not %d", players)
	}
	for _, s := range o.Specs() {
		if s.Key == "players" {
			return fmt.Errorf("--players must be %d to %d for %s, not %d", s.Min, s.Max, v, players)
		}
	}
	return fmt.Errorf("--players must be 1 or more, not %d", players)
}

// checkPlayRules refuses rules under which a game would not end in
// reasonable time: a classic game of more than maxClassicHands hands.
func checkPlayRules(r *engine.Rules) error {
	if o, ok := r.Options.(*engine.ClassicOptions); ok && o.Hands > maxClassicHands {
		return fmt.Errorf("--option hands must be 0 to %d for classic in rummy-sim play (0 plays to the target), not %d", maxClassicHands, o.Hands)
	}
	return nil
}
