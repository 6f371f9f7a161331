// Package verify checks the deal of an online game (DESIGN.md "Deals
// nobody can rig", issue 27): from what a client saw and what the server
// revealed at the end, it recomputes the game seed from the server's
// committed secret and every seat's contribution, re-deals every hand by
// replaying the game's actions with the engine, and compares every card
// the client was shown with the cards that deal gives. The client, the
// spectators, `rummy-sim verify` and the load generator all check with
// Check: one code path. It is pure Go (no network, no I/O) and builds
// for the browser.
package verify
