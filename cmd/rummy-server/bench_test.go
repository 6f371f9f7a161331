package main

import (
	"context"
	"encoding/json"
	"testing"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
)

// benchTable is a started four-seat Liverpool table in a hub of its
// own, with a session per seat whose queue the benchmark empties.
type benchTable struct {
	tb    *table
	sess  []*session
	bots  []bots.Bot
	bytes int64
}

func newBenchTable(b testing.TB, h *hub, n int) *benchTable {
	b.Helper()
	open := make([]proto.SeatSpec, 3)
	for i := range open {
		open[i] = proto.SeatSpec{Kind: proto.SeatOpen}
	}
	host := newSession("http://127.0.0.1/?join=")
	h.handle(host, proto.ClientMsg{Type: proto.TCreate, Name: "h", Patch: true, Create: &proto.CreateTable{Variant: "liverpool", Seats: open, Level: "greedy"}})
	bt := &benchTable{tb: host.table, sess: []*session{host}}
	for i := 1; i < 4; i++ {
		s := newSession("http://127.0.0.1/?join=")
		h.handle(s, proto.ClientMsg{Type: proto.TJoin, Name: "p", Code: bt.tb.meta.Code, Patch: true})
		bt.sess = append(bt.sess, s)
	}
	h.handle(host, proto.ClientMsg{Type: proto.TStart})
	for i := range bt.sess {
		bt.bots = append(bt.bots, bots.NewGreedy(uint64(n*4+i), i))
	}
	bt.drain()
	return bt
}

// over reports whether the table's game has ended.
func (bt *benchTable) over() bool {
	bt.tb.hold()
	defer bt.tb.release()
	return bt.tb.game.over()
}

// drain waits for the table's goroutine to carry out what was posted,
// then empties every seat's queue, counting the bytes.
func (bt *benchTable) drain() {
	bt.tb.call(func() {})
	for _, s := range bt.sess {
		for {
			select {
			case m := <-s.out:
				bt.bytes += int64(len(m))
				continue
			default:
			}
			break
		}
	}
}

// BenchmarkTableAction is the server's cost of one person's action:
// decoding it, the engine applying it, the append to the table's
// JetStream log (expected-last-subject-sequence) and the fan-out of
// the encoded event and view to the four seats (which asked for
// patches, as scenes/online does). The bot that picks the
// action is not timed.
func BenchmarkTableAction(b *testing.B) {
	st, msg := benchStore(b)
	defer msg.close()
	h := newHub(st, wallClock{})
	h.handPause = 0
	var bt *benchTable
	games, id := 0, uint64(0)
	var sent int64
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if bt == nil || bt.over() {
			if bt != nil {
				sent += bt.bytes
			}
			bt = newBenchTable(b, h, games)
			games++
		}
		bt.tb.hold()
		w := bt.tb.game.waiting()[0]
		v := bt.tb.game.view(w)
		bt.tb.release()
		a := engine.NextHandAction()
		if v.Phase != engine.PhaseHandOver {
			a = bt.bots[w].Act(v)
		}
		id++
		data, _ := json.Marshal(proto.ClientMsg{V: proto.Version, Type: proto.TAct, ID: id, Action: &a})
		b.StartTimer()
		m, err := proto.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		h.handle(bt.sess[w], m)
		bt.drain()
	}
	b.StopTimer()
	sent += bt.bytes
	b.ReportMetric(float64(sent)/float64(b.N), "bytes_out/op")
}

// benchStore starts an embedded NATS with JetStream in a temporary
// folder.
func benchStore(b testing.TB) (*store, *messaging) {
	msg, err := startNATS("", b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	st, err := openStore(context.Background(), msg.nc)
	if err != nil {
		b.Fatal(err)
	}
	return st, msg
}

// BenchmarkAppendRecord is the JetStream part of an action alone: one
// synchronous append with the expected-last-subject-sequence check.
func BenchmarkAppendRecord(b *testing.B) {
	st, msg := benchStore(b)
	defer msg.close()
	a := engine.DrawAction(false)
	rec := &record{T: recAct, Seat: 1, ID: 7, Action: &a, Unix: 1}
	last := uint64(0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		seq, err := st.appendRecord(context.Background(), "bench", last, rec)
		if err != nil {
			b.Fatal(err)
		}
		last = seq
	}
}
