package main

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// storeDamaged turns a failure to open or read the tables' store as a
// whole (the stream or the invites bucket) into one line saying which
// folder and what to do (issue 26 item 1), instead of NATS's errors.
func storeDamaged(cfg config, err error) error {
	if cfg.nats != "" {
		return fmt.Errorf("rummy-server: the tables' store on the NATS server at %s cannot be read (%v); check that server's JetStream (its TABLES stream and invites bucket)", cfg.nats, err)
	}
	dir := filepath.Join(cfg.data, "jetstream")
	return fmt.Errorf("rummy-server: the tables' store in %s is damaged or unreadable (%v); stop the server, move that folder aside (keep it: it holds every table's log) and start again with no tables, or put back a backup of it", dir, err)
}

// checkStoreLoaded refuses to start when the table stream's folder is on
// disk but JetStream did not load it (its description is damaged):
// creating the stream anew would hide every table.
func checkStoreLoaded(ctx context.Context, cfg config, nc *nats.Conn) error {
	if cfg.nats != "" {
		return nil
	}
	dirs, _ := filepath.Glob(filepath.Join(cfg.data, "jetstream", "jetstream", "*", "streams", streamName+"*"))
	kv, _ := filepath.Glob(filepath.Join(cfg.data, "jetstream", "jetstream", "*", "streams", "KV_"+invitesKV))
	for _, dir := range append(dirs, kv...) {
		name := filepath.Base(dir)
		js, err := jetstream.New(nc)
		if err != nil {
			return storeDamaged(cfg, err)
		}
		if _, err := js.Stream(ctx, name); err != nil {
			return storeDamaged(cfg, fmt.Errorf("the stream %s in %s did not load: %v", name, dir, err))
		}
	}
	return nil
}
