package proto

import (
	"encoding/json"
	"testing"

	"rummy/bots"
	"rummy/engine"
)

// TestFastEncodersMatchJSON (issue 14, load item 10): along whole games
// of every card variant played by bots, the hand-written encoders write
// byte for byte what encoding/json writes: each seat's and the
// spectator's public state (whole and cut into fields), and every
// action's events as each viewer sees them.
func TestFastEncodersMatchJSON(t *testing.T) {
	enc := NewPublicEncoder()
	if !enc.fast {
		t.Fatalf("engine.Public's fields changed: update appendPublicFields and fastPublicNames (%d fields)", len(enc.fields))
	}
	for _, v := range []engine.Variant{engine.Classic, engine.Romme, engine.Liverpool} {
		o, err := engine.NewOptions(v)
		if err != nil {
			t.Fatal(err)
		}
		r, err := engine.NewRules(o)
		if err != nil {
			t.Fatal(err)
		}
		st, ev, err := engine.NewGameEvents(r, 7)
		if err != nil {
			t.Fatal(err)
		}
		n := st.Players()
		players := make([]bots.Bot, n)
		for i := range players {
			players[i] = bots.NewGreedy(uint64(i+3), i)
		}
		checked := 0
		for steps := 0; ; steps++ {
			for viewer := -1; viewer < n; viewer++ {
				pub := st.View(viewer).Public
				want, _ := json.Marshal(&pub)
				fields, err := enc.Fields(&pub)
				if err != nil {
					t.Fatal(err)
				}
				if got := enc.Object(fields, nil); string(got) != string(want) {
					t.Fatalf("%v step %d viewer %d: the public state\n got %s\nwant %s", v, steps, viewer, got, want)
				}
				pev := Project(ev, viewer)
				wantEv, _ := json.Marshal(pev)
				if got := AppendEvents(nil, pev); string(got) != string(wantEv) {
					t.Fatalf("%v step %d viewer %d: the events\n got %s\nwant %s", v, steps, viewer, got, wantEv)
				}
				checked++
			}
			if st.Over() || (testing.Short() && st.HandNumber() > 2) || steps > 20000 {
				break
			}
			seat := st.Waiting()[0]
			a := engine.NextHandAction()
			if st.Phase() != engine.PhaseHandOver {
				a = players[seat].Act(st.View(seat))
			}
			if ev, err = st.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
		if checked < 100 {
			t.Fatalf("%v: only %d views checked", v, checked)
		}
	}
	for _, s := range []string{"", "plain-ID_1", `q"uote`, "back\\slash", "<b>&amp;", "Ünïcödé", "ctl\x01", "\u2028"} {
		want, _ := json.Marshal(s)
		if got := AppendString(nil, s); string(got) != string(want) {
			t.Fatalf("string %q: got %s want %s", s, got, want)
		}
	}
}

// TestFastServerMsgMatchesJSON (issue 14, load item 10): the
// hand-written message encoder writes what json.Marshal writes, for
// every kind of field a message carries.
func TestFastServerMsgMatchesJSON(t *testing.T) {
	lobby := &Lobby{Variant: "liverpool", Options: json.RawMessage(`{"players":4}`), Status: StatusPlaying,
		Seats: []SeatState{{Kind: SeatPerson, Name: "Zoë <3", Connected: true}, {Kind: SeatBot, Level: "greedy"}}, Commitment: "ab12"}
	msgs := []ServerMsg{
		{V: Version, Seq: 3, Type: SEvent, ID: 9, Table: "t1", Seat: 2, Actor: 2,
			Events: []engine.Event{{Kind: 1, Seat: 2, Card: 17, Cards: []engine.Card{1, 2}, Seats: []int{0, 1}},
				{Kind: 4, Result: &engine.HandResult{Hand: 1, Winner: 2, Rummy: true, Reason: 1, Scores: []int{0, 10}}}}},
		{V: Version, Seq: 0, Type: SPong, Actor: -1},
		{V: Version, Seq: 12, Type: SJoined, ID: 1, Table: "t\"x", Seat: 1, Code: "ABC-DEF", Link: "http://h/?join=ABC-DEF", Token: "tok", Actor: -1},
		{V: Version, Seq: 4, Type: SPresence, Table: "t1", Lobby: lobby},
		{V: Version, Seq: 5, Type: SRefused, ID: 3, Seat: 1, Actor: 1, Refusal: &Refusal{Key: "k", Reason: "r", Text: "no & never"}},
		{V: Version, Type: SError, Error: "rate", Text: "too many messages: slow down", Actor: -1},
		{V: Version, Seq: 6, Type: SChat, Table: "t1", Seat: -1, Actor: 3, Chat: &Chat{Seat: 3, Phrase: "gg"}},
		{V: Version, Seq: 7, Type: SEvent, Table: "t1", Actor: 0, Reveal: &Reveal{Seed: "123", Salt: "ff"}, Events: []engine.Event{}},
		{V: Version, Seq: 8, Type: SSave, Actor: -1, Save: json.RawMessage(`{"a": 1}`)},
		{V: Version, Seq: 8, Type: SSnapshot, Actor: -1, View: &SeatView{Seat: 1}},
		{V: Version, Type: SChallenge, Actor: -1, Challenge: "c-_1", Server: "h:1"},
		{V: Version, Type: SIdentity, ID: 1, Actor: -1, Identity: "k\"ey"},
		{V: Version, Seq: 9, Type: SClaimPref, ID: 4, Seat: 2, Actor: -1, Pref: "meld"},
		{V: Version, Type: SMine, ID: 2, Actor: -1, Mine: []MyTable{{Table: "t", Variant: "romme", Seats: []SeatState{{Kind: SeatPerson, Name: "A"}, {Kind: SeatBot, Level: "easy"}}, Status: StatusPlaying, Turn: 1, TimeLeft: 5}}},
	}
	for i := range msgs {
		want, err := json.Marshal(&msgs[i])
		if err != nil {
			t.Fatal(err)
		}
		got, err := AppendServerMsg(nil, &msgs[i])
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Fatalf("message %d:\n got %s\nwant %s", i, got, want)
		}
	}
}
