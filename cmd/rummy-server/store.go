package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// The JetStream names. A table's log is the subject shardRoot.<k>.<id>
// of the stream TABLES_<k> (issue 25: shards, so one node's death elects
// new stream leaders for its share of the tables only); logs written
// before the shards stay in the one stream TABLES (subject tables.<id>)
// and are read and written there.
const (
	streamName   = "TABLES"
	subjectRoot  = "tables."
	shardStream  = "TABLES_"
	shardRoot    = "tlog."
	invitesKV    = "invites"
	storeTimeout = 5 * time.Second
	// shardsKey keeps the number of shards in the invites bucket (a
	// key no invite code can be: it has a dot), written by the first
	// node to start: a table's shard is its id's first byte modulo it,
	// so it never changes for a store.
	shardsKey = "config.shards"
	// defaultShards is -shards' default.
	defaultShards = 8
)

// store keeps every table's log in one subject of a shard stream
// (written by exactly one writer thanks to the
// expected-last-subject-sequence check) and the invite codes in a KV
// bucket.
type store struct {
	js jetstream.JetStream
	// shards are the table streams; legacy is the stream of logs
	// written before them (nil: none).
	shards []jetstream.Stream
	legacy jetstream.Stream
	// lmu guards old, the tables whose log is in the legacy stream.
	lmu     sync.Mutex
	old     map[string]bool
	invites jetstream.KeyValue
	// ratings holds the people's ratings (ratings_store.go).
	ratings jetstream.KeyValue
	// owners and nodes are the cluster's buckets (nil on a single
	// node): a lease per table, a heartbeat per node.
	owners, nodes jetstream.KeyValue
	// clustered marks every append with a message id, so an append
	// tried again through a leader change cannot land twice; the id
	// starts with writer, this process's id, so a node can tell its
	// own records from another's (fencing: fenced).
	clustered bool
	writer    string
}

// openStore creates or opens the streams and the bucket.
func openStore(ctx context.Context, nc *nats.Conn) (*store, error) {
	return openStoreWith(ctx, nc, 1, defaultShards)
}

// openStoreWith creates or opens the shard streams and the invites
// bucket with that many replicas (the cluster's buckets too when
// replicas is set by a cluster: see openCluster), and the stream of
// logs written before the shards if there is one. shards is how many
// shards a new store gets; an existing store keeps its own number.
func openStoreWith(ctx context.Context, nc *nats.Conn, replicas, shards int) (*store, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("rummy-server: JetStream: %v", err)
	}
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: invitesKV, Storage: jetstream.FileStorage, Replicas: replicas})
	if err != nil {
		return nil, fmt.Errorf("rummy-server: the invites bucket: %v", err)
	}
	s := &store{js: js, invites: kv, old: map[string]bool{}}
	if err := s.openRatings(ctx, replicas); err != nil {
		return nil, err
	}
	if shards, err = s.shardCount(ctx, shards); err != nil {
		return nil, err
	}
	for k := range shards {
		st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: shardStream + strconv.Itoa(k), Subjects: []string{shardSubjects(k)},
			Storage: jetstream.FileStorage, Discard: jetstream.DiscardNew, Replicas: replicas})
		if err != nil {
			return nil, fmt.Errorf("rummy-server: the table stream %d: %v", k, err)
		}
		s.shards = append(s.shards, st)
	}
	if err := s.openLegacy(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

// shardCount is the store's number of shards: the one recorded, or
// want recorded now.
func (s *store) shardCount(ctx context.Context, want int) (int, error) {
	if want < 1 {
		want = defaultShards
	}
	_, err := s.invites.Create(ctx, shardsKey, []byte(strconv.Itoa(want)))
	if err == nil {
		return want, nil
	}
	if !errors.Is(err, jetstream.ErrKeyExists) {
		return 0, fmt.Errorf("rummy-server: the number of shards: %v", err)
	}
	e, err := s.invites.Get(ctx, shardsKey)
	if err != nil {
		return 0, fmt.Errorf("rummy-server: the number of shards: %v", err)
	}
	n, err := strconv.Atoi(string(e.Value()))
	if err != nil || n < 1 {
		return 0, fmt.Errorf("rummy-server: the number of shards %q in the invites bucket is not a number", e.Value())
	}
	if n != want {
		log.Printf("rummy-server: the store has %d shards (kept; -shards %d applies to a new store only)", n, want)
	}
	return n, nil
}

// openLegacy opens the stream of logs written before the shards, if
// there is one, and notes the tables whose log it holds.
func (s *store) openLegacy(ctx context.Context) error {
	st, err := s.js.Stream(ctx, streamName)
	if errors.Is(err, jetstream.ErrStreamNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("rummy-server: the table stream: %v", err)
	}
	info, err := st.Info(ctx, jetstream.WithSubjectFilter(subjectRoot+">"))
	if err != nil {
		return fmt.Errorf("rummy-server: the table stream: %v", err)
	}
	s.legacy = st
	for subj := range info.State.Subjects {
		s.old[strings.TrimPrefix(subj, subjectRoot)] = true
	}
	return nil
}

// shardSubjects is the subjects of shard k.
func shardSubjects(k int) string { return shardRoot + strconv.Itoa(k) + ".>" }

// shardOf is the shard of a table id (its first byte modulo the number
// of shards).
func (s *store) shardOf(id string) int {
	b, err := strconv.ParseUint(id[:min(2, len(id))], 16, 8)
	if err != nil {
		return 0
	}
	return int(b) % len(s.shards)
}

// isLegacy reports whether a table's log is in the legacy stream.
func (s *store) isLegacy(id string) bool {
	s.lmu.Lock()
	defer s.lmu.Unlock()
	return s.old[id]
}

// locate is the stream and subject of a table's log.
func (s *store) locate(id string) (jetstream.Stream, string) {
	if s.legacy != nil && s.isLegacy(id) {
		return s.legacy, subjectRoot + id
	}
	k := s.shardOf(id)
	return s.shards[k], shardRoot + strconv.Itoa(k) + "." + id
}

// streams are every table stream: the legacy one (if any) first.
func (s *store) streams() []jetstream.Stream {
	var all []jetstream.Stream
	if s.legacy != nil {
		all = append(all, s.legacy)
	}
	return append(all, s.shards...)
}

// idOf is the table id of a log's subject (its last token).
func idOf(subject string) string {
	return subject[strings.LastIndexByte(subject, '.')+1:]
}

// newIDIn draws a table id whose log goes to shard k (k < 0: any).
func (s *store) newIDIn(k int) string {
	for range 256 {
		id := newTableID()
		if k < 0 || s.shardOf(id) == k {
			return id
		}
	}
	return newTableID()
}

// errForked says another writer appended to a table's log: this node no
// longer owns the table.
var errForked = errors.New("rummy-server: the table's log moved on elsewhere; reload the table")

// appendRecord writes rec to the table's subject if the subject's last
// sequence is still last, and returns the new last sequence.
func (s *store) appendRecord(ctx context.Context, id string, last uint64, rec *record) (uint64, error) {
	data, err := json.Marshal(rec)
	if err != nil {
		return 0, fmt.Errorf("rummy-server: encoding a record: %v", err)
	}
	return s.appendData(ctx, id, last, data)
}

// appendRetry is how long an append keeps trying through a stream
// leader change (the election after a node dies takes up to ~10 s).
const appendRetry = 20 * time.Second

// appendData appends an encoded record. An append that fails with a
// timeout, no responders or a leader change is tried again with the
// same expected sequence and message id: it cannot land twice (a
// duplicate id is acknowledged with the first sequence, a landed one
// fails the sequence check and the last record is read back to see
// whether it was this one). On a single node there is no leader to
// change: no message id.
func (s *store) appendData(ctx context.Context, id string, last uint64, data []byte) (uint64, error) {
	_, subj := s.locate(id)
	if !s.clustered {
		// One node: no leader to change, no retry, no message id.
		actx, cancel := context.WithTimeout(ctx, storeTimeout)
		defer cancel()
		ack, err := s.js.Publish(actx, subj, data, jetstream.WithExpectLastSequencePerSubject(last))
		if err != nil {
			var apiErr *jetstream.APIError
			if errors.As(err, &apiErr) && wrongLast(apiErr.ErrorCode) {
				return 0, errForked
			}
			return 0, fmt.Errorf("rummy-server: appending to table %s: %v", id, err)
		}
		return ack.Sequence, nil
	}
	// The id is this append's own: another node's record at the same
	// position must not pass for this one's duplicate.
	msgID := fmt.Sprintf("%s/%s/%d/%x", s.writer, id, last, randomBytes(8))
	end := time.Now().Add(appendRetry)
	retried := false
	for {
		actx, cancel := context.WithTimeout(ctx, storeTimeout)
		ack, err := s.js.Publish(actx, subj, data, jetstream.WithExpectLastSequencePerSubject(last), jetstream.WithMsgID(msgID))
		cancel()
		if err == nil {
			if ack.Duplicate && !retried {
				return 0, errForked
			}
			return ack.Sequence, nil
		}
		var apiErr *jetstream.APIError
		if errors.As(err, &apiErr) && wrongLast(apiErr.ErrorCode) {
			if retried {
				if seq, ok := s.landed(ctx, id, msgID); ok {
					return seq, nil
				}
			}
			return 0, errForked
		}
		if !transient(err) || time.Now().After(end) || ctx.Err() != nil {
			return 0, fmt.Errorf("rummy-server: appending to table %s: %v", id, err)
		}
		retried = true
		time.Sleep(100 * time.Millisecond)
	}
}

// wrongLast reports whether an error code is the failed
// expected-last-subject-sequence check (a replicated stream has a code
// of its own for it).
func wrongLast(code jetstream.ErrorCode) bool {
	return code == jetstream.JSErrCodeStreamWrongLastSequence || code == jetstream.JSErrCodeStreamWrongLastSequenceConstant
}

// landed reports whether the table's last record carries msgID, and its
// sequence.
func (s *store) landed(ctx context.Context, id, msgID string) (uint64, bool) {
	m, err := s.lastMsg(ctx, id)
	if err != nil || m.Header.Get(jetstream.MsgIDHeader) != msgID {
		return 0, false
	}
	return m.Sequence, true
}

// lastMsg is the last record of a table's log.
func (s *store) lastMsg(ctx context.Context, id string) (*jetstream.RawStreamMsg, error) {
	st, subj := s.locate(id)
	return st.GetLastMsgForSubject(ctx, subj)
}

// fenced reports whether another node wrote a table's log after this
// one last did (issue 25): its last record's message id is not this
// process's. A log that cannot be read now is not fenced (the next
// append will say).
func (s *store) fenced(ctx context.Context, id string) bool {
	m, err := s.lastMsg(ctx, id)
	if err != nil {
		return false
	}
	return !strings.HasPrefix(m.Header.Get(jetstream.MsgIDHeader), s.writer+"/")
}

// errStoreFailed is JetStream's error code for a store that could not
// take a message (JSStreamStoreFailedF: a full disk, a byte limit).
const errStoreFailed jetstream.ErrorCode = 10077

// transient reports whether a JetStream error may pass by itself: a
// timeout, nobody answering or a leader being elected.
func transient(err error) bool {
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, nats.ErrTimeout) || errors.Is(err, nats.ErrNoResponders) ||
		errors.Is(err, jetstream.ErrNoStreamResponse) || errors.Is(err, nats.ErrConnectionReconnecting) {
		return true
	}
	var apiErr *jetstream.APIError
	if errors.As(err, &apiErr) {
		// A store that failed (a full disk, a byte limit: code
		// errStoreFailed) does not pass by itself: the table pauses.
		return (apiErr.Code == 503 || apiErr.Code == 408) && apiErr.ErrorCode != errStoreFailed
	}
	s := err.Error()
	return strings.Contains(s, "leader") || strings.Contains(s, "no responders") || strings.Contains(s, "timeout")
}

// claimCode reserves an invite code for a table; false if it is taken.
func (s *store) claimCode(ctx context.Context, code, id string) (bool, error) {
	_, err := s.invites.Create(ctx, kvKey(code), []byte(id))
	if errors.Is(err, jetstream.ErrKeyExists) {
		return false, nil
	}
	return err == nil, err
}

// dropCode forgets an expired table's code.
func (s *store) dropCode(ctx context.Context, code string) error {
	return s.invites.Delete(ctx, kvKey(code))
}

// kvKey is a code as a KV key (no dash).
func kvKey(code string) string { return strings.ReplaceAll(code, "-", "") }

// storedRecord is one record read back with its stream sequence.
type storedRecord struct {
	subject string
	seq     uint64
	rec     record
	// bad says why the record is not readable (nil: it is).
	bad error
}

// readAll reads every table's log in order and calls f for each record.
func (s *store) readAll(ctx context.Context, f func(storedRecord) error) error {
	for _, st := range s.streams() {
		info, err := st.Info(ctx)
		if err != nil {
			return fmt.Errorf("rummy-server: the table stream %s: %v", st.CachedInfo().Config.Name, err)
		}
		if info.State.Msgs == 0 {
			continue
		}
		// No filter: the stream holds table logs only, and a wildcard
		// filter over tens of thousands of subjects makes JetStream match
		// each one (issue 26 item 2: it was most of the start).
		if err := s.read(ctx, st, "", info.State.LastSeq, f); err != nil {
			return err
		}
	}
	return nil
}

// readSubject reads one table's log in order.
func (s *store) readSubject(ctx context.Context, id string, f func(storedRecord) error) error {
	st, subj := s.locate(id)
	m, err := st.GetLastMsgForSubject(ctx, subj)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("rummy-server: table %s: %v", id, err)
	}
	return s.read(ctx, st, subj, m.Sequence, f)
}

// read delivers the records of stream st the subjects filter matches
// ("": all), up to the stream sequence last.
func (s *store) read(ctx context.Context, st jetstream.Stream, filter string, last uint64, f func(storedRecord) error) error {
	cfg := jetstream.OrderedConsumerConfig{DeliverPolicy: jetstream.DeliverAllPolicy}
	if filter != "" {
		cfg.FilterSubjects = []string{filter}
	}
	cons, err := st.OrderedConsumer(ctx, cfg)
	if err != nil {
		return fmt.Errorf("rummy-server: reading the table stream: %v", err)
	}
	// The consumer goes when the read is done: one left behind per read
	// piles up (issue 26 item 6).
	defer s.dropConsumer(st, cons)
	for {
		batch, err := cons.Fetch(1000, jetstream.FetchMaxWait(2*time.Second))
		if err != nil {
			return fmt.Errorf("rummy-server: reading the table stream: %v", err)
		}
		n := 0
		for m := range batch.Messages() {
			n++
			md, err := m.Metadata()
			if err != nil {
				return err
			}
			var r storedRecord
			r.subject, r.seq = m.Subject(), md.Sequence.Stream
			if err := json.Unmarshal(m.Data(), &r.rec); err != nil {
				r.bad = fmt.Errorf("rummy-server: record %d of %s is not readable: %v", r.seq, r.subject, err)
			}
			if err := f(r); err != nil {
				return err
			}
			// The stream's last record may be gone (a damaged block):
			// nothing pending is the end too.
			if r.seq >= last || md.NumPending == 0 {
				return nil
			}
		}
		if err := batch.Error(); err != nil {
			return fmt.Errorf("rummy-server: reading the table stream: %v", err)
		}
		if n == 0 {
			return fmt.Errorf("rummy-server: the table stream ended before its last record %d", last)
		}
	}
}

// purge deletes an expired table's log.
func (s *store) purge(ctx context.Context, id string) error {
	st, subj := s.locate(id)
	if err := st.Purge(ctx, jetstream.WithPurgeSubject(subj)); err != nil {
		return err
	}
	s.lmu.Lock()
	delete(s.old, id)
	s.lmu.Unlock()
	return nil
}

// dropConsumer deletes a read's ordered consumer.
func (s *store) dropConsumer(st jetstream.Stream, cons jetstream.Consumer) {
	info := cons.CachedInfo()
	if info == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	_ = st.DeleteConsumer(ctx, info.Name)
}
