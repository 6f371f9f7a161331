package main

import (
	"context"
	"sync"
	"testing"
	"time"

	"rummy/bots"
	"rummy/internal/identity"
	"rummy/scenes/online"
)

// TestRatingsSharedAcrossClusterNodes (issue 31 item 5): one person's
// rated games at two nodes of a cluster, played at once, both count in
// the one rating the KV holds (each node's write a compare-and-set), and
// a third node's leaderboard shows it.
func TestRatingsSharedAcrossClusterNodes(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 180*time.Second)
	defer cancel()
	a, _ := identity.New()
	players := []*online.Client{identClient(t, c.nodes[0].url(), a, nil), identClient(t, c.nodes[1].url(), a, nil)}
	for _, p := range players {
		if err := p.Create(ctx, ratedDuel("random"), "Ann"); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	errs := make([]error, len(players))
	for i, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if errs[i] = p.Start(); errs[i] == nil {
				_, errs[i] = online.PlayBot(ctx, p, bots.NewGreedy(uint64(21+i), 0), nil)
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
	}
	asker := identClient(t, c.nodes[2].url(), a, nil)
	waitFor(t, "both games in the rating", 60*time.Second, func() bool {
		lb, err := asker.Leaders(ctx, "classic")
		return err == nil && lb.You != nil && lb.You.Games == 2 && len(lb.You.History) == 2 && lb.Players == 1
	})
}
