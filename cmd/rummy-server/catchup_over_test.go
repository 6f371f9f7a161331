package main

import (
	"fmt"
	"testing"

	"rummy/engine/match/proto"
)

// TestIssue26CatchUpAfterEndIsFinal (issue 26 item 10): a seat resuming
// after the game ended, from a position a few records before the end,
// gets the final position only: no message for an earlier position
// (each of which would carry the final reveal), one snapshot of the end.
func TestIssue26CatchUpAfterEndIsFinal(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), newFakeClock(), fastLimits())
	p := openPeople(t, ts, classicTwo, 2)
	p.stepUntil("the end of the game", -1, func() bool {
		p.tb.hold()
		defer p.tb.release()
		return p.tb.game.over()
	})
	end := p.pos()
	from := end - 5
	token, _ := p.stores[1].Get("online.token." + p.tb.meta.ID)
	late, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	late.answer(fmt.Sprintf(`{"v":1,"type":"resume","id":1,"table":%q,"token":%q,"last":%d}`, p.tb.meta.ID, token, from), 1)
	var got []proto.ServerMsg
	for {
		m, err := late.next(func(m proto.ServerMsg) bool { return m.Type != proto.SPresence })
		if err != nil {
			t.Fatalf("no final position after %v: %v", got, err)
		}
		got = append(got, m)
		if m.Seq >= end {
			break
		}
	}
	for _, m := range got {
		if m.Seq < end {
			t.Errorf("catch-up after the end sent position %d (%s, reveal %v); want the final position %d only", m.Seq, m.Type, m.Reveal != nil, end)
		}
	}
	last := got[len(got)-1]
	if last.Type != proto.SSnapshot || last.Reveal == nil {
		t.Fatalf("the final position came as %s (reveal %v), want a snapshot with the reveal", last.Type, last.Reveal != nil)
	}
}
