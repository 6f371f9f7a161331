package main

import (
	"context"
	"testing"
	"time"

	"rummy/internal/identity"
	"rummy/scenes/online"
)

// TestIdentityBindsSeatsJoinedThroughAnotherNode (issue 31, issue 17):
// in a cluster, a seat taken through a node that does not own the table
// is bound to the id proven at that node (the door passes it to the
// owner); asked at a node that does not own it, My tables lists it (the
// node asks the owners); and the id takes the seat back without its
// token through a third node.
func TestIdentityBindsSeatsJoinedThroughAnotherNode(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	x, _ := identity.New()
	y, _ := identity.New()
	host := identClient(t, c.nodes[0].url(), y, nil)
	if err := host.Create(ctx, lobbyTable, "Yuri"); err != nil {
		t.Fatal(err)
	}
	id := host.Info().Table
	waitFor(t, "the owner", 10*time.Second, func() bool { return c.owner(id) >= 0 })
	owner := c.owner(id)
	door, other := (owner+1)%3, (owner+2)%3
	if err := identClient(t, c.nodes[door].url(), x, nil).Join(ctx, host.Info().Code, "Xena"); err != nil {
		t.Fatal(err)
	}
	for _, at := range []int{door, other} {
		list, err := identClient(t, c.nodes[at].url(), x, nil).Mine(ctx)
		if err != nil || len(list) != 1 || list[0].Table != id || list[0].Seat != 1 {
			t.Fatalf("my tables asked at node %d (the owner is %d): %+v %v", at, owner, list, err)
		}
	}
	back := identClient(t, c.nodes[other].url(), x, &online.MemStore{})
	if err := back.Resume(ctx, id); err != nil {
		t.Fatalf("the id taking its seat back through a third node: %v", err)
	}
	if back.Info().Seat != 1 {
		t.Fatalf("resumed at seat %d, want 1", back.Info().Seat)
	}
}
