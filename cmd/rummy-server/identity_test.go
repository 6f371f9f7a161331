package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"sort"
	"testing"
	"time"

	"rummy/engine/match/proto"
	"rummy/internal/identity"
	"rummy/scenes/online"
)

// challengeOf reads a raw connection's challenge.
func challengeOf(t *testing.T, r *raw) []byte {
	t.Helper()
	m, err := r.next(func(m proto.ServerMsg) bool { return m.Type == proto.SChallenge })
	if err != nil {
		t.Fatalf("no challenge on connect: %v", err)
	}
	b, err := base64.RawURLEncoding.DecodeString(m.Challenge)
	if err != nil || len(b) != 32 {
		t.Fatalf("challenge %q: %v", m.Challenge, err)
	}
	return b
}

// authMsg is an auth message claiming id with sig.
func authMsg(id uint64, ident, sig string) string {
	b, _ := json.Marshal(proto.ClientMsg{V: proto.Version, Type: proto.TAuth, ID: id, Identity: ident, Sig: sig})
	return string(b)
}

// authAnswer sends an auth and returns its answer.
func authAnswer(t *testing.T, r *raw, id uint64, ident, sig string) proto.ServerMsg {
	t.Helper()
	if err := r.send(authMsg(id, ident, sig)); err != nil {
		t.Fatal(err)
	}
	m, err := r.next(func(m proto.ServerMsg) bool { return m.ID == id })
	if err != nil {
		t.Fatalf("no answer to auth: %v", err)
	}
	return m
}

func hostOf(t *testing.T, wsURL string) string {
	u, err := url.Parse(wsURL)
	if err != nil {
		t.Fatal(err)
	}
	return u.Host
}

// provenRaw is a raw connection that proved id.
func provenRaw(t *testing.T, ts *testServer, id identity.Identity) *raw {
	t.Helper()
	r, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	ch := challengeOf(t, r)
	if m := authAnswer(t, r, 1, id.ID(), id.SignText(hostOf(t, ts.url), ch)); m.Type != proto.SIdentity || m.Identity != id.ID() {
		t.Fatalf("a proper proof was refused: %+v", m)
	}
	return r
}

// TestIdentityChallengeRefusesReplayForeignKeyAndMalformedKey (issue 31
// item 1): a proof holds for its own connection's challenge only; an old
// signature replayed on a new connection, a signature by another key for
// a claimed id, a malformed key, a proof for another server and a
// challenge past its time are refused, and a refused proof changes
// nothing (the right one still works on that connection).
func TestIdentityChallengeRefusesReplayForeignKeyAndMalformedKey(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	host := hostOf(t, ts.url)
	a, _ := identity.New()
	b, _ := identity.New()

	first, _, _ := dialRaw(t, ts.url, nil)
	ch1 := challengeOf(t, first)
	oldSig := a.SignText(host, ch1)
	if m := authAnswer(t, first, 1, a.ID(), oldSig); m.Type != proto.SIdentity {
		t.Fatalf("the proof on its own connection: %+v", m)
	}
	if m := authAnswer(t, first, 2, a.ID(), oldSig); m.Type != proto.SError || m.Error != "identity_set" {
		t.Fatalf("a second proof on one connection: %+v", m)
	}

	r, _, _ := dialRaw(t, ts.url, nil)
	ch2 := challengeOf(t, r)
	for i, c := range []struct{ what, id, sig string }{
		{"an old signature replayed", a.ID(), oldSig},
		{"another key's signature for a's id", a.ID(), b.SignText(host, ch2)},
		{"a malformed key", "not-a-key", a.SignText(host, ch2)},
		{"a short key", a.ID()[:30], a.SignText(host, ch2)},
		{"a proof for another server", a.ID(), a.SignText("evil.example:443", ch2)},
		{"a malformed signature", a.ID(), "AAAA"},
	} {
		m := authAnswer(t, r, uint64(10+i), c.id, c.sig)
		if m.Type != proto.SError || m.Error != "bad_identity" {
			t.Errorf("%s: %+v, want the error bad_identity", c.what, m)
		}
	}
	if m := authAnswer(t, r, 20, a.ID(), a.SignText(host, ch2)); m.Type != proto.SIdentity {
		t.Fatalf("after refused proofs the right one: %+v", m)
	}

	late, _, _ := dialRaw(t, ts.url, nil)
	ch3 := challengeOf(t, late)
	clk.Advance(proto.ChallengeSeconds*time.Second + time.Second)
	if m := authAnswer(t, late, 1, a.ID(), a.SignText(host, ch3)); m.Type != proto.SError || m.Error != "challenge_expired" {
		t.Fatalf("a proof after the challenge's time: %+v", m)
	}
}

// identClient connects a client proving id (zero: none) with its own
// store.
func identClient(t *testing.T, url string, id identity.Identity, st online.Store) *online.Client {
	t.Helper()
	if st == nil {
		st = &online.MemStore{}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, online.Config{URL: url, Store: st, Identity: id, MinBackoff: 20 * time.Millisecond, MaxBackoff: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	if id.Valid() {
		if got, err := c.Identified(); got != id.ID() {
			t.Fatalf("the client's identity was not accepted: %v", err)
		}
	}
	return c
}

// resumeRaw sends a resume and returns its answer.
func resumeRaw(t *testing.T, r *raw, id uint64, table, token, ident string) proto.ServerMsg {
	t.Helper()
	b, _ := json.Marshal(proto.ClientMsg{V: proto.Version, Type: proto.TResume, ID: id, Table: table, Token: token, Identity: ident})
	return r.answer(string(b), id)
}

// TestIdentityBindsSeatTokensOldTokensKeepWorking (issue 31 item 1): a
// seat taken with an identity is bound to it: its token is refused to
// another identity, still taken from an old client (no identity), and
// the identity takes its seat back without the token (another device).
// A seat taken without an identity keeps working with its token for
// anyone, identity or not.
func TestIdentityBindsSeatTokensOldTokensKeepWorking(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	a, _ := identity.New()
	b, _ := identity.New()
	stA := &online.MemStore{}
	ca := identClient(t, ts.url, a, stA)
	if err := ca.Create(tctx(t), lobbyTable, "Ann"); err != nil {
		t.Fatal(err)
	}
	bound := ca.Info().Table
	tokA, _ := stA.Get("online.token." + bound)

	if m := resumeRaw(t, provenRaw(t, ts, b), 5, bound, tokA, ""); m.Type != proto.SError || m.Error != "other_identity" {
		t.Fatalf("a bound token from another identity: %+v", m)
	}
	old, _, _ := dialRaw(t, ts.url, nil)
	if m := resumeRaw(t, old, 5, bound, tokA, ""); m.Type != proto.SJoined || m.Seat != 0 {
		t.Fatalf("a bound token from an old client: %+v", m)
	}
	if m := resumeRaw(t, provenRaw(t, ts, a), 5, bound, "", a.ID()); m.Type != proto.SJoined || m.Seat != 0 {
		t.Fatalf("the identity without its token: %+v", m)
	}
	if m := resumeRaw(t, provenRaw(t, ts, b), 5, bound, "", b.ID()); m.Type != proto.SError || m.Error != "bad_token" {
		t.Fatalf("another identity without a token: %+v", m)
	}
	noProof, _, _ := dialRaw(t, ts.url, nil)
	if m := resumeRaw(t, noProof, 5, bound, "", a.ID()); m.Type != proto.SError || m.Error != "bad_token" {
		t.Fatalf("a claimed identity never proved: %+v", m)
	}

	stOld := &online.MemStore{}
	co := identClient(t, ts.url, identity.Identity{}, stOld)
	if err := co.Create(tctx(t), lobbyTable, "Old"); err != nil {
		t.Fatal(err)
	}
	unbound := co.Info().Table
	tokOld, _ := stOld.Get("online.token." + unbound)
	if m := resumeRaw(t, provenRaw(t, ts, b), 5, unbound, tokOld, ""); m.Type != proto.SJoined || m.Seat != 0 {
		t.Fatalf("an unbound token from a client with an identity: %+v", m)
	}
}

// TestIdentityTablesPerIdentityLimit (issue 26 item 2, issue 31): one
// identity may hold -tables-per-identity open tables; another identity
// from the same address still may create.
func TestIdentityTablesPerIdentityLimit(t *testing.T) {
	lim := fastLimits()
	lim.Tables.PerAddr, lim.Tables.PerIdentity = 0, 2
	ts := newTestServer(t, t.TempDir(), wallClock{}, lim)
	a, _ := identity.New()
	b, _ := identity.New()
	for i := 0; i < 2; i++ {
		if err := identClient(t, ts.url, a, nil).Create(tctx(t), lobbyTable, "Ann"); err != nil {
			t.Fatalf("table %d: %v", i+1, err)
		}
	}
	err := identClient(t, ts.url, a, nil).Create(tctx(t), lobbyTable, "Ann")
	var se *online.ServerError
	if !errors.As(err, &se) || se.Key != "too_many_tables_id" {
		t.Fatalf("a third table for one identity: %v, want too_many_tables_id", err)
	}
	if err := identClient(t, ts.url, b, nil).Create(tctx(t), lobbyTable, "Bob"); err != nil {
		t.Fatalf("another identity at the same address: %v", err)
	}
}

// TestMyTablesListsSeatsOfIdentityAcrossRestart (issue 31 item 2): an
// identity seated at two tables (host of one, joined at the other) gets
// both in its list with variant, seats and whose turn; after a server
// restart on the same data the list is the same (the binding is in the
// tables' logs), and the identity takes a seat back from the list
// without a token (as on another device).
func TestMyTablesListsSeatsOfIdentityAcrossRestart(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServer(t, dir, wallClock{}, fastLimits())
	x, _ := identity.New()
	y, _ := identity.New()

	hostX := identClient(t, ts.url, x, nil)
	withBot := proto.CreateTable{Variant: "classic", Options: []byte(`{"players":2}`), Seats: []proto.SeatSpec{{Kind: proto.SeatBot, Level: "easy"}}}
	if err := hostX.Create(tctx(t), withBot, "Xena"); err != nil {
		t.Fatal(err)
	}
	if err := hostX.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the first table's game", 20*time.Second, func() bool { return hostX.View() != nil })
	hostY := identClient(t, ts.url, y, nil)
	if err := hostY.Create(tctx(t), lobbyTable, "Yuri"); err != nil {
		t.Fatal(err)
	}
	if err := identClient(t, ts.url, x, nil).Join(tctx(t), hostY.Info().Code, "Xena"); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		hostX.Info().Table: "classic seat 0 [person:Xena bot:easy] playing",
		hostY.Info().Table: "classic seat 1 [person:Yuri person:Xena] lobby",
	}
	check := func(when string, url string) {
		t.Helper()
		list, err := identClient(t, url, x, nil).Mine(tctx(t))
		if err != nil {
			t.Fatalf("%s: %v", when, err)
		}
		got := map[string]string{}
		for _, r := range list {
			var seats []string
			for _, st := range r.Seats {
				seats = append(seats, st.Kind+":"+st.Name+st.Level)
			}
			got[r.Table] = fmt.Sprintf("%s seat %d %v %s", r.Variant, r.Seat, seats, r.Status)
			if r.Status == proto.StatusPlaying && (r.Turn < 0 || r.YourTurn != (r.Turn == r.Seat)) {
				t.Errorf("%s: table %s: turn %d, your turn %v", when, r.Table, r.Turn, r.YourTurn)
			}
		}
		if fmt.Sprint(sorted(got)) != fmt.Sprint(sorted(want)) {
			t.Fatalf("%s: my tables %v, want %v", when, got, want)
		}
		other, err := identClient(t, url, y, nil).Mine(tctx(t))
		if err != nil || len(other) != 1 || other[0].Table != hostY.Info().Table || other[0].Seat != 0 {
			t.Fatalf("%s: the other identity's tables: %+v %v", when, other, err)
		}
	}
	check("before the restart", ts.url)
	ts.close()

	again := newTestServer(t, dir, wallClock{}, fastLimits())
	check("after the restart", again.url)
	c := identClient(t, again.url, x, nil)
	if err := c.Resume(tctx(t), hostY.Info().Table); err != nil {
		t.Fatalf("taking a listed seat back without its token: %v", err)
	}
	if c.Info().Seat != 1 {
		t.Fatalf("resumed at seat %d, want 1", c.Info().Seat)
	}
}

func sorted(m map[string]string) []string {
	var l []string
	for k, v := range m {
		l = append(l, k+"="+v)
	}
	sort.Strings(l)
	return l
}

// TestIdentityIndexForgetsAnExpiredTable: the index of tables by player
// id drops an expired table for every id seated there, and only it.
func TestIdentityIndexForgetsAnExpiredTable(t *testing.T) {
	var x identIndex
	x.add("a", "t1")
	x.add("b", "t1")
	x.add("a", "t2")
	x.add("a", "t2")
	x.add("", "t3")
	x.drop("t1")
	if got := fmt.Sprint(x.tables("a"), x.tables("b")); got != "[t2] []" {
		t.Fatalf("after dropping t1: %s", got)
	}
	x.drop("t2")
	if len(x.by) != 0 || len(x.byTable) != 0 {
		t.Fatalf("the index keeps %v %v", x.by, x.byTable)
	}
}
