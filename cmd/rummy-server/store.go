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
}

// openStore creates or opens the stream and the bucket.
func openStore(ctx context.Context, nc *nats.Conn) (*store, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("rummy-server: JetStream: %v", err)
	}
	st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: streamName, Subjects: []string{subjectRoot + ">"},
		Storage: jetstream.FileStorage, Discard: jetstream.DiscardNew})
	if err != nil {
		return nil, fmt.Errorf("rummy-server: the table stream: %v", err)
	}
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: invitesKV, Storage: jetstream.FileStorage})
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
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	ack, err := s.js.Publish(ctx, subjectRoot+id, data, jetstream.WithExpectLastSequencePerSubject(last))
	if err != nil {
		var apiErr *jetstream.APIError
		if errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence {
			return 0, errForked
		}
		return 0, fmt.Errorf("rummy-server: appending to table %s: %v", id, err)
	}
	return ack.Sequence, nil
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
	return s.read(ctx, subjectRoot+">", info.State.LastSeq, f)
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

// read delivers the records of the subjects filter matches, up to the
// stream sequence last.
func (s *store) read(ctx context.Context, filter string, last uint64, f func(storedRecord) error) error {
	cons, err := s.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: []string{filter},
		DeliverPolicy: jetstream.DeliverAllPolicy})
	if err != nil {
		return fmt.Errorf("rummy-server: reading the table stream: %v", err)
	}
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
				return fmt.Errorf("rummy-server: record %d of %s is not readable: %v", r.seq, r.subject, err)
			}
			if err := f(r); err != nil {
				return err
			}
			if r.seq >= last {
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
