package main

import (
	"encoding/json"
	"testing"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// TestIssue14LoadReadsEventHeads (issue 14, load item 10): the load
// generator's bots read an event's type, position, id and actor, the
// game's end and whether it waits on their seat from the bytes the
// server writes (head, events, then the view), without decoding the
// rest, and decode the view when they must act.
func TestIssue14LoadReadsEventHeads(t *testing.T) {
	m := proto.ServerMsg{V: proto.Version, Seq: 1234, Type: proto.SEvent, ID: 77, Table: "T9", Seat: 2, Actor: 3,
		Events: []engine.Event{{Kind: 1, Seat: 3, Cards: []engine.Card{5}}}}
	head, err := proto.AppendServerMsg(nil, &m)
	if err != nil {
		t.Fatal(err)
	}
	sv := proto.SeatView{Public: &engine.Public{Players: 4, Turn: 2}, Seat: 2, Hand: []engine.Card{1, 2, 3}, Counts: []int{3, 3, 3, 3},
		Waiting: []int{0, 2}, DrawnStock: engine.NoCard}
	view, _ := json.Marshal(&sv)
	data := append(append(append(head[:len(head)-1:len(head)-1], `,"view":`...), view...), '}')
	if got := msgType(data); got != proto.SEvent {
		t.Fatalf("type %q", got)
	}
	for key, want := range map[string]uint64{`,"seq":`: 1234, `,"id":`: 77, `,"actor":`: 3} {
		if got, ok := headNumber(data, key); !ok || got != want {
			t.Fatalf("%s: %d %v, want %d", key, got, ok, want)
		}
	}
	if !waitsOn(data, 2) || !waitsOn(data, 0) || waitsOn(data, 1) || waitsOn(data, 3) {
		t.Fatal("the seats waited on are misread")
	}
	var got proto.SeatView
	if err := decodeSeatView(view, &got); err != nil || got.Public.Turn != 2 || len(got.Hand) != 3 {
		t.Fatalf("the view: %v %+v", err, got)
	}
	var back proto.ServerMsg
	if err := json.Unmarshal(data, &back); err != nil || back.View == nil || back.Seq != 1234 {
		t.Fatalf("the test message is not a server message: %v", err)
	}
}
