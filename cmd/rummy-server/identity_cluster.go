package main

import (
	"encoding/json"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"rummy/engine/match/proto"
)

// In a cluster, "My tables" asks the owners (issue 31): the node the
// client is connected to lists its own tables and asks every node alive
// for theirs over NATS (rummy.node.<inst>.mine, the player id as the
// body), each answering from its index of the logs it runs. No index is
// kept in the KV: a table is listed by whoever runs it now.

// mineWait bounds the wait for another node's answer.
const mineWait = 2 * time.Second

// subscribeMine answers other nodes' questions about a player id.
func (n *node) subscribeMine() error {
	_, err := n.nc.Subscribe(nodeRoot+n.inst+".mine", func(m *nats.Msg) {
		b, _ := json.Marshal(n.h.localMine(string(m.Data)))
		_ = m.Respond(b)
	})
	return err
}

// othersMine asks every other node alive for the tables of ident.
func (n *node) othersMine(ident string) []proto.MyTable {
	now := n.now()
	n.mu.Lock()
	var insts []string
	for inst := range n.alive {
		if inst != n.inst && n.aliveLocked(inst, now) {
			insts = append(insts, inst)
		}
	}
	n.mu.Unlock()
	var (
		mu  sync.Mutex
		all []proto.MyTable
		wg  sync.WaitGroup
	)
	for _, inst := range insts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := n.nc.Request(nodeRoot+inst+".mine", []byte(ident), mineWait)
			if err != nil {
				return // that node's tables are missing from this answer
			}
			var list []proto.MyTable
			if json.Unmarshal(resp.Data, &list) == nil {
				mu.Lock()
				all = append(all, list...)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return all
}
