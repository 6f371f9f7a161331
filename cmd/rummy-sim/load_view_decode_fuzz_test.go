package main

import (
	"encoding/json"
	"reflect"
	"testing"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// FuzzDecodeSeatView (issue 14, load item 10): whatever the bytes,
// decodeSeatView decodes what json.Unmarshal decodes, and refuses what
// it refuses.
func FuzzDecodeSeatView(f *testing.F) {
	st, err := engine.NewGame(mustRules(f), 3)
	if err != nil {
		f.Fatal(err)
	}
	for viewer := -1; viewer < 2; viewer++ {
		b, _ := json.Marshal(seatView(st.View(viewer)))
		f.Add(b)
	}
	f.Add([]byte(`{"seat":1,"public_patch":{"turn":3},"hand":null,"hands":[[1],null,[]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var want, got proto.SeatView
		werr := json.Unmarshal(data, &want)
		gerr := decodeSeatView(data, &got)
		if (werr == nil) != (gerr == nil) {
			t.Fatalf("json: %v, fast: %v", werr, gerr)
		}
		if werr == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("decoded\n got %+v\nwant %+v", got, want)
		}
	})
}

func mustRules(f *testing.F) *engine.Rules {
	o, err := engine.NewOptions(engine.Liverpool)
	if err != nil {
		f.Fatal(err)
	}
	r, err := engine.NewRules(o)
	if err != nil {
		f.Fatal(err)
	}
	return r
}
