package engine

import "testing"

// COM-8: the action log keeps every action in order across its chunks,
// and a clone's log (State.Clone) shares the past but appends apart.
func TestActionLogChunksAndClones(t *testing.T) {
	for _, n := range []int{0, 1, 64, 65, 448, 1000} {
		var l actionLog
		for i := 0; i < n; i++ {
			l.add(LoggedAction{Seat: i, Action: CutAction(i)})
		}
		c := l.clone()
		l.add(LoggedAction{Seat: -1})
		c.add(LoggedAction{Seat: -2})
		for _, tc := range []struct {
			name string
			log  *actionLog
			last int
		}{{"original", &l, -1}, {"clone", &c, -2}} {
			all := tc.log.all()
			if len(all) != n+1 {
				t.Fatalf("%d entries, %s: %d after one more", n, tc.name, len(all))
			}
			for i, e := range all[:n] {
				if e.Seat != i || e.Action.N != i {
					t.Fatalf("%d entries, %s: entry %d is %+v", n, tc.name, i, e)
				}
			}
			if all[n].Seat != tc.last {
				t.Errorf("%d entries, %s: last entry from seat %d, want %d", n, tc.name, all[n].Seat, tc.last)
			}
		}
	}
}
