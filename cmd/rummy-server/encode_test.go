package main

import (
	"encoding/json"
	"reflect"
	"testing"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// TestIssue14EncodingMatchesEncodingJSON (issue 14, load item 10): along a
// game played at a table, every message the server assembles by hand
// for a viewer (each seat and a spectator) — a snapshot, the last
// action's event with its whole view — holds exactly what encoding/json
// writes for the same message (the same JSON, its keys in another
// order: the view is spliced in last).
func TestIssue14EncodingMatchesEncodingJSON(t *testing.T) {
	st, msg := benchStore(t)
	defer msg.close()
	h := newHub(st, wallClock{})
	h.handPause = 0
	bt := newBenchTable(t, h, 1)
	tb := bt.tb
	id, actions := uint64(0), 400
	if testing.Short() {
		actions = 120
	}
	for n := 0; n < actions && !bt.over(); n++ {
		tb.hold()
		w := tb.game.waiting()[0]
		v := tb.game.view(w)
		tb.release()
		a := engine.NextHandAction()
		if v.Phase != engine.PhaseHandOver {
			a = bt.bots[w].Act(v)
		}
		id++
		h.handle(bt.sess[w], proto.ClientMsg{V: proto.Version, Type: proto.TAct, ID: id, Action: &a})
		bt.drain()
		tb.hold()
		e, ok := tb.ring.get(tb.pos)
		for viewer := proto.Spectator; viewer < len(tb.seats); viewer++ {
			snap := tb.snapshot(viewer)
			snap.View = seatView(tb.game.view(viewer))
			want, _ := json.Marshal(snap)
			if got := tb.encodeSnapshot(viewer); !sameJSON(got, want) {
				t.Fatalf("action %d viewer %d: the snapshot\n got %s\nwant %s", n, viewer, got, want)
			}
			if !ok {
				continue
			}
			m := tb.message(e, viewer)
			m.View = seatView(tb.game.view(viewer))
			want, _ = json.Marshal(m)
			if got, _ := tb.encodeFor(e, viewer, true, false, nil); !sameJSON(got, want) {
				t.Fatalf("action %d viewer %d: the event\n got %s\nwant %s", n, viewer, got, want)
			}
		}
		tb.release()
	}
}

// sameJSON reports whether two JSON texts hold the same value.
func sameJSON(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}
