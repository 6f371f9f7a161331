package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"time"
)

// clusterStartWait is how long a node waits for the cluster's
// JetStream (its meta leader, the other nodes' routes) when starting.
const clusterStartWait = 90 * time.Second

// startNode starts a node of a cluster (issue 17): the stream and the
// buckets replicated over three nodes when there are three or more,
// and no table resumed at once: the node takes free tables over with
// their leases, as every node does.
func startNode(ctx context.Context, cfg config, clock Clock, msg *messaging) (*server, error) {
	replicas := min(clusterSize(cfg, msg.nc), 3)
	var st *store
	end := clock.Now().Add(clusterStartWait)
	for {
		octx, cancel := context.WithTimeout(ctx, 1500*time.Millisecond)
		var err error
		st, err = openStoreWith(octx, msg.nc, replicas, cfg.shards)
		cancel()
		if err == nil {
			break
		}
		if clock.Now().After(end) || ctx.Err() != nil {
			msg.close()
			return nil, fmt.Errorf("%v (the cluster's JetStream did not answer in %s: are the other nodes up and -routes right?)", err, clusterStartWait)
		}
		debugf("stream: %v", err)
		time.Sleep(250 * time.Millisecond)
	}
	st.clustered = true
	h := newHub(st, clock)
	h.handPause = cfg.handPause
	h.caps = cfg.lim.Tables
	n, err := openCluster(h, msg.nc, cfg.node, replicas)
	if err != nil {
		msg.close()
		return nil, err
	}
	h.node = n
	srv, err := serveHub(cfg, h, msg)
	if err != nil {
		n.stop()
		msg.close()
	}
	return srv, err
}

// debugf logs a line of the cluster's start when RUMMY_DEBUG is set.
func debugf(format string, args ...any) {
	if os.Getenv("RUMMY_DEBUG") != "" {
		log.Printf("debug: "+format, args...)
	}
}
