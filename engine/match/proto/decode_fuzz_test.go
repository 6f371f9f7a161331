package proto

import (
	"encoding/json"
	"testing"
)

// FuzzDecodeClientMsg (issue 14 item 7): the server's decoder never
// panics, and a message it accepts is of a known type, of this version,
// and encodes back to a message it accepts again.
func FuzzDecodeClientMsg(f *testing.F) {
	for _, s := range []string{
		`{"v":1,"type":"ping"}`,
		`{"v":1,"type":"act","id":3,"action":{"kind":"draw"}}`,
		`{"v":1,"type":"act","id":4,"action":{"kind":"meld","melds":[[1,2,3]]}}`,
		`{"v":1,"type":"join","code":"ABCDE-FGHJK","name":"Anna"}`,
		`{"v":1,"type":"create","name":"h","create":{"variant":"liverpool","seats":[{"kind":"bot"}]}}`,
		`{"v":1,"type":"seat","seat":2,"kind":"bot","level":"easy"}`,
		`{"v":2,"type":"ping"}`, `{"v":1,"type":"chat","phrase":"hello"}`, `[]`, `{"v":1,"type":"act","id":1,"action":{"kind":"discard"}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		if m.V != Version {
			t.Fatalf("accepted version %d", m.V)
		}
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("an accepted message does not encode: %v", err)
		}
		if _, err := Decode(b); err != nil {
			t.Fatalf("an accepted message, encoded again, is refused: %v\n%s", err, b)
		}
	})
}

// TestDecodeRefuses: wrong versions, unknown types and fields, missing
// fields, free-text chat and oversized messages are refused.
func TestDecodeRefuses(t *testing.T) {
	big := make([]byte, MaxMessage+1)
	for _, s := range []string{`{"v":2,"type":"ping"}`, `{"v":1,"type":"nope"}`, `{"v":1,"type":"ping","x":1}`,
		`{"v":1,"type":"act","action":{"kind":"draw"}}`, `{"v":1,"type":"chat","phrase":"you are bad"}`,
		`{"v":1,"type":"join","code":"ABCDE-FGHJK","name":""}`, `{"v":1,"type":"ping"} {}`, string(big)} {
		if _, err := Decode([]byte(s)); err == nil {
			t.Errorf("Decode accepted %.60q", s)
		}
	}
	if _, err := Decode([]byte(`{"v":1,"type":"act","id":1,"action":{"kind":"draw"}}`)); err != nil {
		t.Fatal(err)
	}
}
