package verify

import (
	"encoding/hex"
	"os"
	"strconv"
	"testing"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
)

// localEvidence plays a classic game for two with greedy bots, dealt from
// a seed made as a table makes it, and returns what seat viewer would
// have kept of it (every message one action).
func localEvidence(t testing.TB, viewer int) *Evidence {
	t.Helper()
	secret := make([]byte, 32)
	r0, r1 := make([]byte, 32), make([]byte, 32)
	for i := range secret {
		secret[i], r0[i], r1[i] = byte(i), byte(3*i+1), byte(7*i+2)
	}
	const table = "00112233aabbccdd"
	options := []byte(`{"players":2,"target":0,"hands":1}`)
	o, err := engine.DecodeOptions(engine.Classic, options)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := engine.NewRules(o)
	if err != nil {
		t.Fatal(err)
	}
	seed := proto.GameSeed(secret, [][]byte{r0, r1}, table)
	st, ev, err := engine.NewGameEvents(rules, seed)
	if err != nil {
		t.Fatal(err)
	}
	e := &Evidence{Format: Format, Table: table, Variant: "classic", Options: options, Viewer: viewer,
		Commitment: proto.DealCommitment(secret), Hashes: []string{proto.EntropyHash(r0), proto.EntropyHash(r1)},
		Own: hex.EncodeToString([][]byte{r0, r1}[viewer])}
	e.Seen = append(e.Seen, Seen{From: -1, To: 0, Events: proto.Project(ev, viewer), HasHand: true, Hand: st.HandOf(viewer)})
	players := []bots.Bot{bots.NewGreedy(1, 0), bots.NewGreedy(2, 1)}
	for n := 0; !st.Over(); n++ {
		if n > 5000 {
			t.Fatal("the game does not end")
		}
		seat := st.Waiting()[0]
		a := players[seat].Act(st.View(seat))
		ev, err := st.Apply(seat, a)
		if err != nil {
			t.Fatal(err)
		}
		s := Seen{From: st.Actions() - 1, To: st.Actions(), Events: proto.Project(ev, viewer), HasHand: true, Hand: st.HandOf(viewer)}
		s.Hands = st.View(viewer).Hands
		e.Seen = append(e.Seen, s)
	}
	e.Reveal = &proto.Reveal{Seed: strconv.FormatUint(seed, 10), Salt: hex.EncodeToString(secret),
		Seeds: []string{hex.EncodeToString(r0), hex.EncodeToString(r1)}, Actions: st.Log()}
	return e
}

// TestCheckVerifiesAndNamesTheCard: an honest game verifies, with the
// cards it checked; one card changed anywhere in what the seat saw is
// named; a wrong secret or contribution is caught before any replay.
func TestCheckVerifiesAndNamesTheCard(t *testing.T) {
	e := localEvidence(t, 0)
	if os.Getenv("UPDATE_EVIDENCE") != "" {
		data, err := e.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("../../cmd/rummy-sim/testdata/online_game.json", data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rep := Check(e)
	if !rep.OK() || rep.OwnCards == 0 || rep.TableCards == 0 || rep.Seeded != 2 {
		t.Fatalf("an honest game: %s (own %d, table %d, seeded %d)", rep, rep.OwnCards, rep.TableCards, rep.Seeded)
	}
	// A draw the seat saw, changed.
	for i, s := range e.Seen {
		for j, ev := range s.Events {
			if i > 0 && ev.Kind == engine.EvCardMoved && ev.From == engine.ZoneStock && ev.ToIndex == 0 {
				bad := localEvidence(t, 0)
				want := bad.Seen[i].Events[j].Card
				other := engine.NewCard(engine.NewFace(engine.Ace, engine.Spades), 0)
				if other == want {
					other = engine.NewCard(engine.NewFace(engine.King, engine.Hearts), 0)
				}
				bad.Seen[i].Events[j].Card = other
				rep := Check(bad)
				if rep.Failure != CardDiffers || rep.Seen != other || rep.Dealt != want {
					t.Fatalf("a changed draw: %s", rep)
				}
				t.Log(rep)
				goto secret
			}
		}
	}
	t.Fatal("the seat drew nothing from the stock")
secret:
	bad := localEvidence(t, 0)
	bad.Reveal.Salt = bad.Reveal.Seeds[0]
	if rep := Check(bad); rep.Failure != BadSecret {
		t.Fatalf("another secret: %s", rep)
	}
	bad = localEvidence(t, 0)
	bad.Reveal.Seeds[1] = bad.Reveal.Seeds[0]
	if rep := Check(bad); rep.Failure != BadContribution || rep.Seat != 1 {
		t.Fatalf("another contribution: %s", rep)
	}
	bad = localEvidence(t, 1)
	bad.Reveal.Seeds[1] = ""
	if rep := Check(bad); rep.Failure != OwnLeftOut {
		t.Fatalf("the seat's own contribution left out: %s", rep)
	}
}

// BenchmarkCheck is the deal check of a whole two-seat classic game (the
// cost a client pays once, at the game's end).
func BenchmarkCheck(b *testing.B) {
	e := localEvidence(b, 0)
	for b.Loop() {
		if !Check(e).OK() {
			b.Fatal("not verified")
		}
	}
	b.ReportMetric(float64(len(e.Reveal.Actions)), "actions")
}
