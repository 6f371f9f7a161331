package online

import (
	"context"
	"fmt"
	"strings"

	"rummy/engine/match/proto"
)

// SetClaimPref sets the seat's standing claim preference (one of
// proto.ClaimPrefs: ask, never, meld) and waits for the server to take
// it; a refusal comes back as a *ServerError.
func (c *Client) SetClaimPref(ctx context.Context, pref string) error {
	if !proto.IsClaimPref(pref) {
		return fmt.Errorf("online: unknown claim preference %q: choose one of %s", pref, strings.Join(proto.ClaimPrefs, ", "))
	}
	_, err := c.request(ctx, proto.ClientMsg{Type: proto.TClaimPref, Pref: pref})
	return err
}

// ClaimPref is the seat's claim preference as the server last told it
// (ask until it said otherwise).
func (c *Client) ClaimPref() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pref == "" {
		return proto.ClaimPrefs[0]
	}
	return c.pref
}
