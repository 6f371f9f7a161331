package proto

import (
	"strings"
	"testing"
	"time"
)

// TestMoveTimeChoicesAndRefusals: every move_time choice reads as its
// duration, off and empty as a live table; anything else is refused
// with the choices named.
func TestMoveTimeChoicesAndRefusals(t *testing.T) {
	want := map[string]time.Duration{"": 0, "off": 0, "5m": 5 * time.Minute, "1h": time.Hour, "12h": 12 * time.Hour, "24h": 24 * time.Hour, "72h": 72 * time.Hour}
	for s, d := range want {
		if got, err := MoveTime(s); err != nil || got != d {
			t.Errorf("MoveTime(%q) = %v, %v; want %v", s, got, err, d)
		}
	}
	for _, bad := range []string{"2h", "1d", "-5m", "0", "5 m", "OFF"} {
		_, err := MoveTime(bad)
		if err == nil || !strings.Contains(err.Error(), "72h") {
			t.Errorf("MoveTime(%q) = %v, want a refusal naming the choices", bad, err)
		}
	}
}

// TestDecodeClaimPref: a claim_pref message needs a known preference.
func TestDecodeClaimPref(t *testing.T) {
	for _, p := range ClaimPrefs {
		if _, err := Decode([]byte(`{"v":1,"type":"claim_pref","pref":"` + p + `"}`)); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
	for _, msg := range []string{`{"v":1,"type":"claim_pref"}`, `{"v":1,"type":"claim_pref","pref":"always"}`} {
		if _, err := Decode([]byte(msg)); err == nil || !strings.Contains(err.Error(), "never") {
			t.Errorf("%s: %v, want a refusal naming the preferences", msg, err)
		}
	}
}
