package main

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"rummy/engine/match/proto"
)

// fenceNode is a node of a one-node cluster in this process (its own
// embedded NATS, the cluster's buckets with one replica) running one
// table: what the fencing tests change behind its back.
type fenceNode struct {
	h  *hub
	n  *node
	st *store
	t  *table
}

func newFenceNode(t *testing.T) *fenceNode {
	t.Helper()
	msg, err := startNATS("", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	st, err := openStoreWith(tctx(t), msg.nc, 1, defaultShards)
	if err != nil {
		msg.close()
		t.Fatal(err)
	}
	st.clustered = true
	h := newHub(st, newFakeClock())
	n, err := openCluster(h, msg.nc, "n1", 1)
	if err != nil {
		msg.close()
		t.Fatal(err)
	}
	h.node = n
	t.Cleanup(func() {
		n.stop()
		msg.close()
	})
	tb, _, err := h.create(&proto.CreateTable{Variant: "classic", Options: json.RawMessage(`{"players":2}`),
		Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}}}, "host", "")
	if err != nil {
		t.Fatal(err)
	}
	return &fenceNode{h: h, n: n, st: st, t: tb}
}

// chat commits a record the table applies without a change (a chat
// line) and returns the commit's error.
func (f *fenceNode) chat() error {
	f.t.mu.Lock()
	defer f.t.mu.Unlock()
	_, err := f.t.commit(&record{T: recChat, Seat: 0, Phrase: "hi"})
	return err
}

// runs reports whether the node still runs the table.
func (f *fenceNode) runs() bool { return f.h.byID(f.t.meta.ID) == f.t && f.n.holds(f.t.meta.ID) }

// TestClusterLeaseTroubleKeepsTable (issue 25 item 3): a node keeps its
// table while its appends succeed, whatever happens to its lease: a
// renewal refused because the lease moved to another revision (here its
// own value written again, as a renewal that timed out but landed
// leaves it) or because the lease is gone (the bucket expired it while
// electing a leader) stops nothing; the lease is taken again and the
// table keeps writing its log.
func TestClusterLeaseTroubleKeepsTable(t *testing.T) {
	f := newFenceNode(t)
	id := f.t.meta.ID
	ctx := tctx(t)
	for i := 0; i < 3; i++ {
		if _, err := f.st.owners.Put(ctx, id, f.n.ownerValue()); err != nil {
			t.Fatal(err)
		}
		f.n.renew()
		if !f.runs() {
			t.Fatalf("renewal %d: a lease at another revision stopped the table; only an append refused or another owner's record may", i)
		}
		if err := f.chat(); err != nil {
			t.Fatalf("renewal %d: the table no longer writes: %v", i, err)
		}
	}
	if err := f.st.owners.Delete(ctx, id); err != nil {
		t.Fatal(err)
	}
	f.n.renew()
	if !f.runs() {
		t.Fatal("a lease gone stopped the table")
	}
	e, err := f.st.owners.Get(ctx, id)
	if err != nil || string(e.Value()) != string(f.n.ownerValue()) {
		t.Fatalf("the lease was not taken again: %v %v", e, err)
	}
	if err := f.chat(); err != nil {
		t.Fatalf("the table no longer writes: %v", err)
	}
}

// TestClusterFencedOwnerStops (issue 25 item 3): another node's owner
// record in the table's log fences this node: its next append is
// refused and it stops the table at once; a lease renewal that finds the
// lease taken and the log written by another node stops it too.
func TestClusterFencedOwnerStops(t *testing.T) {
	for _, how := range []string{"append", "renewal"} {
		t.Run(how, func(t *testing.T) {
			f := newFenceNode(t)
			id := f.t.meta.ID
			ctx := tctx(t)
			other := &store{js: f.st.js, shards: f.st.shards, old: map[string]bool{}, clustered: true, writer: "intruder"}
			f.t.mu.Lock()
			last := f.t.last
			f.t.mu.Unlock()
			if _, err := other.appendRecord(ctx, id, last, &record{T: recOwner, Name: "n2"}); err != nil {
				t.Fatal(err)
			}
			if !f.runs() {
				t.Fatal("the table stopped before it was fenced")
			}
			if how == "append" {
				if err := f.chat(); err == nil {
					t.Fatal("an append after another node's owner record was accepted")
				}
			} else {
				if _, err := f.st.owners.Put(ctx, id, []byte("intruder n2")); err != nil {
					t.Fatal(err)
				}
				f.n.renew()
			}
			if f.runs() {
				t.Fatalf("the fenced node still runs the table (after its %s)", how)
			}
		})
	}
}

// TestClusterUnsavedAppendPausesNotStops (issue 25 item 3): in a
// cluster an append that fails for another reason than the fence (the
// store full, a leader being elected for too long) pauses the table as
// on one node; the node keeps it (no other node owns it).
func TestClusterUnsavedAppendPausesNotStops(t *testing.T) {
	f := newFenceNode(t)
	storeLimit(t, f.st, 0)
	if err := f.chat(); err == nil {
		t.Fatal("an append over the store's limit was accepted")
	}
	if !f.runs() {
		t.Fatal("an append that failed without a fence stopped the table")
	}
	storeLimit(t, f.st, -1)
}

// TestLegacyStreamTablesStillLoad (issue 25 item 3): a store written
// before the shards keeps its tables' logs in the one stream TABLES
// (subject tables.<id>); a server with shards restores them, and a
// table there goes on writing its log there (it replays after another
// restart).
func TestLegacyStreamTablesStillLoad(t *testing.T) {
	dir := t.TempDir()
	msg, err := startNATS("", dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx := tctx(t)
	js, err := jetstream.New(msg.nc)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: streamName, Subjects: []string{subjectRoot + ">"},
		Storage: jetstream.FileStorage, Discard: jetstream.DiscardNew}); err != nil {
		t.Fatal(err)
	}
	st, err := openStore(ctx, msg.nc)
	if err != nil {
		t.Fatal(err)
	}
	h := newHub(st, newFakeClock())
	meta, err := h.newMeta(&proto.CreateTable{Variant: "classic", Options: json.RawMessage(`{"players":2}`), Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}}})
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(&record{T: recCreate, Meta: &meta, Name: "host", TokenHash: "x", Unix: time.Now().Unix()})
	if _, err := js.Publish(ctx, subjectRoot+meta.ID, data); err != nil {
		t.Fatal(err)
	}
	if ok, err := st.claimCode(ctx, meta.Code, meta.ID); !ok || err != nil {
		t.Fatal(ok, err)
	}
	msg.close()

	for round := 0; round < 2; round++ {
		srv, err := start(ctx, config{data: dir, lim: fastLimits(), shards: defaultShards}, newFakeClock())
		if err != nil {
			t.Fatal(err)
		}
		tb := srv.hub.byID(meta.ID)
		if tb == nil {
			srv.close()
			t.Fatalf("restart %d: the table of the stream before the shards was not restored", round)
		}
		tb.mu.Lock()
		pos := tb.pos
		_, err = tb.commit(&record{T: recChat, Phrase: "hi"})
		tb.mu.Unlock()
		m, gerr := srv.hub.store.legacy.GetLastMsgForSubject(ctx, subjectRoot+meta.ID)
		srv.close()
		if err != nil {
			t.Fatalf("restart %d: the table does not write: %v", round, err)
		}
		if gerr != nil || m.Sequence != uint64(round+2) {
			t.Fatalf("restart %d: the record did not go to the old stream: %v %v", round, m, gerr)
		}
		if pos != uint64(round+1) {
			t.Fatalf("restart %d: the table restored at position %d, want %d", round, pos, round+1)
		}
	}
}
