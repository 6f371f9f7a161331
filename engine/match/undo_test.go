package match

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"rummy/engine"
)

// undoSink is a sink whose log takes undos back (as the server's does).
type undoSink struct {
	memSink
	undone int
}

func (s *undoSink) Undone(n int) error {
	s.appended = s.appended[:n]
	s.undone++
	return nil
}

// position is what must come back after an undo: the state's hash (it
// covers every hand, the stock's order and the random source), the log,
// and every seat's view and the spectator's.
type position struct {
	hash  uint64
	log   string
	views []string
}

func positionOf(t *testing.T, st *engine.State) position {
	t.Helper()
	p := position{hash: st.Hash()}
	b, err := json.Marshal(st.Log())
	if err != nil {
		t.Fatal(err)
	}
	p.log = string(b)
	for seat := -1; seat < st.Players(); seat++ {
		b, err := json.Marshal(st.View(seat))
		if err != nil {
			t.Fatal(err)
		}
		p.views = append(p.views, string(b))
	}
	return p
}

func samePosition(t *testing.T, what string, got, want position) {
	t.Helper()
	if got.hash != want.hash {
		t.Fatalf("%s: state hash %x, want %x", what, got.hash, want.hash)
	}
	if got.log != want.log {
		t.Fatalf("%s: the log differs:\n got %s\nwant %s", what, got.log, want.log)
	}
	for i := range want.views {
		if got.views[i] != want.views[i] {
			t.Fatalf("%s: seat %d's view differs:\n got %s\nwant %s", what, i-1, got.views[i], want.views[i])
		}
	}
}

// TestIssue15UndoRandomPlay (issue 15 item 2): random games in every
// variant where persons play random legal moves and undo at random
// points, one step or several: after each undo the state hash (hands,
// stock order, random source), the log and every seat's view equal the
// position before the undone actions, the sink's log and snapshot are
// at the undone position, and an undo past a reveal (a stock draw,
// another seat's move, a claim window) is refused with ErrNoUndo.
func TestIssue15UndoRandomPlay(t *testing.T) {
	games := 0
	for _, v := range []engine.Variant{engine.Classic, engine.Romme, engine.Liverpool} {
		for seed := uint64(1); seed <= 3; seed++ {
			undos, refused := playUndoing(t, v, seed)
			if undos == 0 || refused == 0 {
				t.Errorf("%s seed %d: %d undos and %d refusals: the game tried neither", v, seed, undos, refused)
			}
			games++
		}
	}
	t.Logf("%d games played with undos", games)
}

func playUndoing(t *testing.T, v engine.Variant, seed uint64) (undos, refused int) {
	t.Helper()
	r := rules(t, v, "players=3")
	players := []Player{Person{}, firstLegal{}, Person{}}
	sink := &undoSink{}
	m, err := New(Config{Rules: r, Seed: seed, Players: players, Sink: sink, SnapshotEvery: 1})
	if err != nil {
		t.Fatal(err)
	}
	st := m.State()
	rng := rand.New(rand.NewPCG(seed, uint64(v)))
	// before[i] is the position before the i-th undoable step of the
	// seat that may undo now.
	var before []position
	for step := 0; step < 400 && !st.Over(); step++ {
		if err := m.Run(); err != nil {
			t.Fatal(err)
		}
		if st.Phase() == engine.PhaseHandOver {
			if err := m.NextHand(); err != nil {
				t.Fatal(err)
			}
			before = before[:0]
			continue
		}
		w := st.Waiting()
		if len(w) == 0 {
			break
		}
		seat := w[rng.IntN(len(w))]
		if seat == 1 {
			continue // the bot answers in Run
		}
		if m.CanUndo(seat) && rng.IntN(3) == 0 {
			n := 1 + rng.IntN(len(before))
			for range n {
				want := before[len(before)-1]
				before = before[:len(before)-1]
				version := m.Version()
				if err := m.Undo(seat); err != nil {
					t.Fatalf("%s seed %d: undo %d: %v", v, seed, undos+1, err)
				}
				undos++
				if m.Version() <= version {
					t.Fatal("an undo left the version as it was: old answers would not go stale")
				}
				samePosition(t, "after an undo", positionOf(t, st), want)
				checkSaved(t, sink, st)
			}
			if len(before) == 0 {
				if m.CanUndo(seat) {
					t.Fatal("CanUndo after every undoable step was taken back")
				}
				if err := m.Undo(seat); !errors.Is(err, ErrNoUndo) {
					t.Fatalf("undo past the last reveal: %v, want ErrNoUndo", err)
				}
				refused++
			}
			continue
		}
		acts := engine.Legal(st.View(seat))
		a := acts[rng.IntN(len(acts))]
		pre := positionOf(t, st)
		otherCould := m.CanUndo(2 - seat)
		if err := m.Submit(seat, a); err != nil {
			t.Fatalf("%s seed %d: %s: %v", v, seed, a, err)
		}
		if otherCould && m.CanUndo(2-seat) {
			t.Fatal("a seat may still undo after another seat acted")
		}
		if !m.CanUndo(seat) {
			// A reveal: nothing before it may be taken back.
			if len(before) > 0 || a.Kind == engine.ActDraw && !a.FromDiscard || a.Kind == engine.ActDiscard {
				if err := m.Undo(seat); !errors.Is(err, ErrNoUndo) {
					t.Fatalf("undo after %s: %v, want ErrNoUndo", a, err)
				}
				refused++
			}
			before = before[:0]
			continue
		}
		if a.Kind == engine.ActDraw && !a.FromDiscard {
			t.Fatal("a stock draw may be undone: it showed the person a hidden card")
		}
		if len(before) > 0 && !m.CanUndo(seat) {
			t.Fatal("lost the earlier steps")
		}
		before = append(before, pre)
	}
	return undos, refused
}

// checkSaved checks that the sink's log and last snapshot are the state
// after an undo.
func checkSaved(t *testing.T, sink *undoSink, st *engine.State) {
	t.Helper()
	if n := len(st.Log()); len(sink.appended) != n {
		t.Fatalf("the sink's log holds %d actions after the undo, the game %d", len(sink.appended), n)
	}
	last := sink.snaps[len(sink.snaps)-1]
	saved, err := engine.Load(last.Game)
	if err != nil {
		t.Fatal(err)
	}
	if saved.Hash() != st.Hash() || last.Actions != len(st.Log()) {
		t.Fatal("the autosave after an undo is not the undone position")
	}
}
