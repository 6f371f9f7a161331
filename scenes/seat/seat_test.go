package seat

import (
	"encoding/json"
	"testing"
)

// TestIssue13SeatWordsRoundTrip: kinds and levels are saved as the words
// the autosave always held, and read back to the same values.
func TestIssue13SeatWordsRoundTrip(t *testing.T) {
	type info struct {
		Kind  Kind  `json:"kind"`
		Level Level `json:"level,omitempty"`
	}
	cases := map[info]string{
		{Kind: Human}:              `{"kind":"human"}`,
		{Kind: Bot, Level: Easy}:   `{"kind":"bot","level":"easy"}`,
		{Kind: Bot, Level: Normal}: `{"kind":"bot","level":"normal"}`,
		{Kind: Bot, Level: Hard}:   `{"kind":"bot","level":"hard"}`,
	}
	for in, want := range cases {
		b, err := json.Marshal(in)
		if err != nil || string(b) != want {
			t.Errorf("%+v writes %s (%v), want %s", in, b, err, want)
		}
		var back info
		if err := json.Unmarshal(b, &back); err != nil || back != in {
			t.Errorf("%s reads %+v (%v), want %+v", b, back, err, in)
		}
	}
	var k Kind
	if err := json.Unmarshal([]byte(`"ghost"`), &k); err == nil {
		t.Error("a ghost seat was read without an error")
	}
	var l Level
	if err := json.Unmarshal([]byte(`"expert"`), &l); err != nil || l != Normal {
		t.Errorf("an unknown level reads as %v (%v), want normal", l, err)
	}
}
