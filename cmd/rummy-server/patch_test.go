package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"rummy/engine/match/proto"
)

// TestViewPatchesOnTheWire (issue 14, load item): a client that asks
// for patches gets, after its whole snapshot, each view's public part
// as the fields that changed (smaller), which patched onto its last
// view give exactly the whole view another client gets.
func TestViewPatchesOnTheWire(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), newFakeClock(), fastLimits())
	p := openPeople(t, ts, classicTwo, 2)
	token, _ := p.stores[0].Get("online.token." + p.tb.meta.ID)
	var conns [2]*raw
	var views [2]*proto.SeatView
	for i, patch := range []bool{false, true} {
		c, _, err := dialRaw(t, ts.url, nil)
		if err != nil {
			t.Fatal(err)
		}
		conns[i] = c
		c.answer(fmt.Sprintf(`{"v":1,"type":"resume","id":1,"table":%q,"token":%q,"patch":%t}`, p.tb.meta.ID, token, patch), 1)
		m, err := c.next(func(m proto.ServerMsg) bool { return m.Type == proto.SSnapshot })
		if err != nil || m.View == nil || m.View.Public == nil {
			t.Fatalf("no whole snapshot: %+v %v", m, err)
		}
		views[i] = m.View
	}
	enc := proto.NewPublicEncoder()
	for step := 0; step < 6; step++ {
		p.step(p.waiting()[0])
		var got [2][]byte
		for i, c := range conns {
			for got[i] == nil {
				_, data, err := c.c.Read(tctx(t))
				if err != nil {
					t.Fatal(err)
				}
				if strings.Contains(string(data), `"type":"event"`) {
					got[i] = data
				}
			}
		}
		if !strings.Contains(string(got[0]), `"public":{`) || strings.Contains(string(got[0]), "public_patch") {
			t.Fatalf("a client without patches got %.200s", got[0])
		}
		if strings.Contains(string(got[1]), `"public":`) || !strings.Contains(string(got[1]), `"public_patch":{`) {
			t.Fatalf("a client with patches got %.200s", got[1])
		}
		if len(got[1]) >= len(got[0]) {
			t.Fatalf("a patch (%d bytes) is not smaller than the whole view (%d)", len(got[1]), len(got[0]))
		}
		var whole, patched proto.ServerMsg
		if err := json.Unmarshal(got[0], &whole); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(got[1], &patched); err != nil {
			t.Fatal(err)
		}
		pub, err := enc.Patch(views[1].Public, patched.View.PublicPatch)
		if err != nil {
			t.Fatal(err)
		}
		patched.View.Public, patched.View.PublicPatch = pub, nil
		a, _ := json.Marshal(whole.View)
		b, _ := json.Marshal(patched.View)
		if string(a) != string(b) {
			t.Fatalf("step %d: the patched view differs from the whole one:\n%s\n%s", step, b, a)
		}
		views = [2]*proto.SeatView{whole.View, patched.View}
	}
}
