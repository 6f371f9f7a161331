package bots

import (
	"rummy/bots/arrange"
	"rummy/engine"
)

// layOffPlan is one of the arranger's lay-offs.
type layOffPlan = arrange.LayOff

// resultAndLays is a shedding plan: new melds, lay-offs and what is left.
type resultAndLays struct {
	Melds    [][]engine.Card
	Deadwood []engine.Card
	lays     []layOffPlan
}
