package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// The JetStream names.
const (
	streamName   = "TABLES"
	subjectRoot  = "tables."
	invitesKV    = "invites"
	storeTimeout = 5 * time.Second
)

// store keeps every table's log in the TABLES stream (one subject per
// table, written by exactly one writer thanks to the
// expected-last-subject-sequence check) and the invite codes in a KV
// bucket.
type store struct {
	js      jetstream.JetStream
	stream  jetstream.Stream
	invites jetstream.KeyValue
	// owners and nodes are the cluster's buckets (nil on a single
	// node): a lease per table, a heartbeat per node.
	owners, nodes jetstream.KeyValue
	// clustered marks every append with a message id, so an append
	// tried again through a leader change cannot land twice.
	clustered bool
}

// openStore creates or opens the stream and the bucket.
func openStore(ctx context.Context, nc *nats.Conn) (*store, error) {
	return openStoreWith(ctx, nc, 1)
}

// openStoreWith creates or opens the stream and the invites bucket with
// that many replicas (the cluster's buckets too when replicas is set by
// a cluster: see openCluster).
func openStoreWith(ctx context.Context, nc *nats.Conn, replicas int) (*store, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("rummy-server: JetStream: %v", err)
	}
	st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: streamName, Subjects: []string{subjectRoot + ">"},
		Storage: jetstream.FileStorage, Discard: jetstream.DiscardNew, Replicas: replicas})
	if err != nil {
		return nil, fmt.Errorf("rummy-server: the table stream: %v", err)
	}
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: invitesKV, Storage: jetstream.FileStorage, Replicas: replicas})
	if err != nil {
		return nil, fmt.Errorf("rummy-server: the invites bucket: %v", err)
	}
	return &store{js: js, stream: st, invites: kv}, nil
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
	if !s.clustered {
		// One node: no leader to change, no retry, no message id.
		actx, cancel := context.WithTimeout(ctx, storeTimeout)
		defer cancel()
		ack, err := s.js.Publish(actx, subjectRoot+id, data, jetstream.WithExpectLastSequencePerSubject(last))
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
	msgID := fmt.Sprintf("%s/%d/%x", id, last, randomBytes(8))
	end := time.Now().Add(appendRetry)
	retried := false
	for {
		actx, cancel := context.WithTimeout(ctx, storeTimeout)
		ack, err := s.js.Publish(actx, subjectRoot+id, data, jetstream.WithExpectLastSequencePerSubject(last), jetstream.WithMsgID(msgID))
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
	m, err := s.stream.GetLastMsgForSubject(ctx, subjectRoot+id)
	if err != nil || m.Header.Get(jetstream.MsgIDHeader) != msgID {
		return 0, false
	}
	return m.Sequence, true
}

// transient reports whether a JetStream error may pass by itself: a
// timeout, nobody answering or a leader being elected.
func transient(err error) bool {
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, nats.ErrTimeout) || errors.Is(err, nats.ErrNoResponders) ||
		errors.Is(err, jetstream.ErrNoStreamResponse) || errors.Is(err, nats.ErrConnectionReconnecting) {
		return true
	}
	var apiErr *jetstream.APIError
	if errors.As(err, &apiErr) {
		return apiErr.Code == 503 || apiErr.Code == 408
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
	info, err := s.stream.Info(ctx)
	if err != nil {
		return fmt.Errorf("rummy-server: the table stream: %v", err)
	}
	if info.State.Msgs == 0 {
		return nil
	}
	// No filter: the stream holds tables.> only, and a wildcard filter
	// over tens of thousands of subjects makes JetStream match each one
	// (issue 26 item 2: it was most of the start).
	return s.read(ctx, "", info.State.LastSeq, f)
}

// readSubject reads one table's log in order.
func (s *store) readSubject(ctx context.Context, id string, f func(storedRecord) error) error {
	m, err := s.stream.GetLastMsgForSubject(ctx, subjectRoot+id)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("rummy-server: table %s: %v", id, err)
	}
	return s.read(ctx, subjectRoot+id, m.Sequence, f)
}

// read delivers the records of the subjects filter matches ("": all),
// up to the stream sequence last.
func (s *store) read(ctx context.Context, filter string, last uint64, f func(storedRecord) error) error {
	cfg := jetstream.OrderedConsumerConfig{DeliverPolicy: jetstream.DeliverAllPolicy}
	if filter != "" {
		cfg.FilterSubjects = []string{filter}
	}
	cons, err := s.stream.OrderedConsumer(ctx, cfg)
	if err != nil {
		return fmt.Errorf("rummy-server: reading the table stream: %v", err)
	}
	// The consumer goes when the read is done: one left behind per read
	// piles up (issue 26 item 6).
	defer s.dropConsumer(cons)
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
	return s.stream.Purge(ctx, jetstream.WithPurgeSubject(subjectRoot+id))
}

// dropConsumer deletes a read's ordered consumer.
func (s *store) dropConsumer(cons jetstream.Consumer) {
	info := cons.CachedInfo()
	if info == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	_ = s.stream.DeleteConsumer(ctx, info.Name)
}
