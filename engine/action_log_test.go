package engine

import (
	"reflect"
	"testing"
)

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

// COM-8: the log gives back every field of every action as it was
// logged: melds, flags and numbers too large to pack.
func TestActionLogKeepsEveryField(t *testing.T) {
	melds, err := ParseMelds("5H 6H 7H 8H / 9C 9D 9S")
	if err != nil {
		t.Fatal(err)
	}
	want := []LoggedAction{
		{Seat: 2, Action: MeldAction(melds...)},
		{Seat: 1, Action: DrawAction(true)},
		{Seat: 0, Action: LayOffAction(melds[0][0], 3, true)},
		{Seat: 3, Action: SwapJokerAction(4, 2, melds[1][1], 1, true)},
		{Seat: 1 << 40, Action: CutAction(-1 << 35)},
		{Seat: 1, Action: SwapJokerAction(0, 1, melds[1][2], -1, false)},
	}
	var l actionLog
	for _, e := range want {
		l.add(e)
	}
	got := l.all()
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("entry %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}
