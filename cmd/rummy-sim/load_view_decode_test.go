package main

import (
	"encoding/json"
	"reflect"
	"testing"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
)

// TestFastDecodeMatchesJSON (issue 14, load item 10): along whole games
// of every card variant, decodeSeatView reads every seat's and the
// spectator's view exactly as json.Unmarshal does, and a view it does
// not expect still decodes (through encoding/json).
func TestFastDecodeMatchesJSON(t *testing.T) {
	for _, v := range []engine.Variant{engine.Classic, engine.Romme, engine.Liverpool} {
		o, _ := engine.NewOptions(v)
		r, _ := engine.NewRules(o)
		st, err := engine.NewGame(r, 11)
		if err != nil {
			t.Fatal(err)
		}
		n := st.Players()
		players := make([]bots.Bot, n)
		for i := range players {
			players[i] = bots.NewGreedy(uint64(i+5), i)
		}
		for steps := 0; ; steps++ {
			for viewer := -1; viewer < n; viewer++ {
				data, _ := json.Marshal(seatView(st.View(viewer)))
				var want, got proto.SeatView
				if err := json.Unmarshal(data, &want); err != nil {
					t.Fatal(err)
				}
				r := &jreader{b: data}
				if !r.seatView(&got) || !r.end() {
					t.Fatalf("%v step %d viewer %d: the fast decoder gave up on\n%s", v, steps, viewer, data)
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%v step %d viewer %d: decoded\n got %+v\nwant %+v", v, steps, viewer, got, want)
				}
			}
			if st.Over() || (testing.Short() && st.HandNumber() > 2) || steps > 20000 {
				break
			}
			seat := st.Waiting()[0]
			a := engine.NextHandAction()
			if st.Phase() != engine.PhaseHandOver {
				a = players[seat].Act(st.View(seat))
			}
			if _, err := st.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	var sv proto.SeatView
	odd := `{ "seat": 2, "hand": [1, 2], "public_patch": {"turn": 3}, "waiting": [2] }`
	if err := decodeSeatView([]byte(odd), &sv); err != nil || sv.Seat != 2 || len(sv.Hand) != 2 || string(sv.PublicPatch) != `{"turn": 3}` {
		t.Fatalf("a spaced view: %v %+v", err, sv)
	}
	if err := decodeSeatView([]byte(`{"seat":1,"public_patch":{"turn":3},"hand":null}`), &sv); err != nil || string(sv.PublicPatch) != `{"turn":3}` || sv.Hand != nil {
		t.Fatalf("a patch view: %v %+v", err, sv)
	}
	if err := decodeSeatView([]byte(`{"seat":`), &sv); err == nil {
		t.Fatal("a cut view decoded")
	}
}
