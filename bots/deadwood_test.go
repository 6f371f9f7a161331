package bots

import (
	"testing"

	"rummy/engine"
)

// In classic, the least-deadwood reads of the playouts' hot paths (the
// greedy discard, the hand score with melds on the table) arrange into
// the policy's kept buffers and allocate nothing, and they answer what
// MinDeadwood does.
func TestClassicDeadwoodReadsAllocateNothing(t *testing.T) {
	views := benchViews(t, engine.Classic, "players=2", 2)
	p := newPolicy(hardStyle, 1, 0)
	checked := 0
	for _, v := range views {
		if len(v.Hand) == 0 || len(v.Table) == 0 {
			continue
		}
		p.ready(v)
		want := p.arr.MinDeadwood(v.Hand)
		dead, val := p.leastDeadwood(v.Hand, dwEval)
		if val != want.DeadwoodValue || engine.FormatCards(dead) != engine.FormatCards(want.Deadwood) {
			t.Fatalf("hand %s: deadwood %s (%d), MinDeadwood %s (%d)", engine.FormatCards(v.Hand),
				engine.FormatCards(dead), val, engine.FormatCards(want.Deadwood), want.DeadwoodValue)
		}
		p.handScore(v, v.Hand)
		p.highestDeadwood(v, v.Hand)
		if n := testing.AllocsPerRun(20, func() { p.handScore(v, v.Hand) }); n != 0 {
			t.Fatalf("hand %s, %d table melds: handScore allocates %.1f times", engine.FormatCards(v.Hand), len(v.Table), n)
		}
		if n := testing.AllocsPerRun(20, func() { p.highestDeadwood(v, v.Hand) }); n != 0 {
			t.Fatalf("hand %s: highestDeadwood allocates %.1f times", engine.FormatCards(v.Hand), n)
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d classic views with melds on the table", checked)
	}
}
