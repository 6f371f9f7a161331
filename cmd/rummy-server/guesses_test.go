package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"rummy/engine/match/proto"
)

// TestIssue26InviteGuessing: wrong invite codes are counted per address
// across connections: after guessFree in a minute the address waits,
// longer after each further wrong code, even for the right code and on
// a fresh connection; /stats counts both (issue 26 item 8).
func TestIssue26InviteGuessing(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	p := openPeople(t, ts, classicTwo, 2)
	code := p.clients[0].Info().Code
	id := uint64(0)
	try := func(r *raw, c string) proto.ServerMsg {
		t.Helper()
		id++
		return r.answer(fmt.Sprintf(`{"v":1,"type":"spectate","id":%d,"code":%q}`, id, c), id)
	}
	fresh := func() *raw {
		t.Helper()
		r, _, err := dialRaw(t, ts.url, nil)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	wrong := func(i int) string {
		return fmt.Sprintf("ZZZZZ-%05d", i)[:6] + "QQQQ" + string(proto.CodeAlphabet[i%32])
	}
	r := fresh()
	for i := 0; i < guessFree; i++ {
		if i%5 == 4 {
			r = fresh() // a new connection gives no fresh allowance
		}
		if m := try(r, wrong(i)); m.Error != "no_table" {
			t.Fatalf("wrong code %d: %+v", i+1, m)
		}
	}
	if m := try(r, wrong(99)); m.Error != "no_table" {
		t.Fatalf("wrong code %d: %+v", guessFree+1, m)
	}
	for _, c := range []string{wrong(100), code} {
		if m := try(fresh(), c); m.Error != "too_many_codes" || !strings.Contains(m.Text, "too many wrong invite codes from your network") {
			t.Fatalf("a lookup after %d wrong codes: %+v", guessFree+1, m)
		}
	}
	clk.Advance(guessBaseWait)
	if m := try(fresh(), code); m.Type != proto.SJoined {
		t.Fatalf("the right code once the wait is over: %+v", m)
	}
	r = fresh()
	try(r, wrong(101))
	clk.Advance(guessBaseWait) // the second wait is longer than the first
	if m := try(r, wrong(102)); m.Error != "too_many_codes" {
		t.Fatalf("the wait did not grow: %+v", m)
	}

	resp, err := http.Get(strings.TrimSuffix(strings.Replace(ts.url, "ws://", "http://", 1), "/ws") + "/stats")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st serverStats
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatal(err)
	}
	if st.FailedCodeLookups != guessFree+2 || st.CodeLookupsRefused != 3 {
		t.Fatalf("/stats counts %d wrong codes and %d refused lookups, want %d and 3", st.FailedCodeLookups, st.CodeLookupsRefused, guessFree+2)
	}
}
