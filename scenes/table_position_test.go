package scenes

import (
	"strings"
	"testing"

	"rummy/engine"
	"rummy/sprites"
)

// position is a table (Liverpool unless variant says) set up card by
// card for a test, as the viewer sees it; the other seats' hands and the stock are dealt from the
// cards nobody sees.
type position struct {
	seats string
	// viewer is the person's seat (its hand is hand).
	viewer int
	hand   string
	// melds are the table melds in notation, each "owner: cards".
	melds []string
	pile  string
	// down lists the seats that have gone down (this turn for the turn's seat).
	down []int
	// edit changes the public state further (phase, turn, claim window).
	edit func(v *engine.View, cards map[string][]engine.Card)
	// counts are the other seats' card counts where not 10 (0: 10).
	counts []int
	// variant names the game ("": liverpool).
	variant string
}

// build makes the table of a position, settled and waiting for the person.
func (ps position) build(t *testing.T) *tableRig {
	t.Helper()
	seats, err := ParseSeats(ps.seats)
	if err != nil {
		t.Fatal(err)
	}
	variant := engine.Liverpool
	if ps.variant != "" {
		if variant, err = engine.ParseVariant(ps.variant); err != nil {
			t.Fatal(err)
		}
	}
	o, err := engine.ParseOptions(variant, []string{"players=" + itoa(len(seats)), "seed=7"})
	if err != nil {
		t.Fatal(err)
	}
	rules, err := engine.NewRules(o)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(rules, 7)
	if err != nil {
		t.Fatal(err)
	}
	// One notation string so that repeated faces are distinct copies.
	parts := append([]string{ps.hand, ps.pile}, ps.melds...)
	owners := make([]int, len(ps.melds))
	for i, m := range ps.melds {
		owner, cards, _ := strings.Cut(m, ":")
		owners[i] = int(owner[0] - '0')
		parts[2+i] = cards
	}
	all, err := engine.ParseMelds(strings.Join(parts, " / "))
	if err != nil {
		t.Fatal(err)
	}
	v := st.View(ps.viewer)
	v.HandNo, v.TurnNo = 2, 1
	v.Phase, v.Turn = engine.PhasePlay, ps.viewer
	v.TurnState = engine.TurnInfo{Drawn: true, FromPile: engine.NoCard}
	v.Hand, v.Pile = all[0], all[1]
	v.Table = nil
	for i := range ps.melds {
		v.Table = append(v.Table, engine.TableMeld{Owner: owners[i], Cards: all[2+i]})
	}
	for _, s := range ps.down {
		v.Seats[s].Opened, v.Seats[s].OpenedTurn = true, 1
	}
	if ps.edit != nil {
		ps.edit(v, map[string][]engine.Card{"hand": all[0], "pile": all[1]})
	}
	unseen := v.Unseen()
	hands := make([][]engine.Card, len(seats))
	for s := range hands {
		v.Counts[s] = len(v.Hand)
		if s != ps.viewer {
			n := 10
			if s < len(ps.counts) && ps.counts[s] > 0 {
				n = ps.counts[s]
			}
			hands[s], unseen = unseen[:n], unseen[n:]
			v.Counts[s] = n
		}
	}
	v.StockSize = len(unseen)
	game, err := engine.NewStateFromView(v, hands, unseen)
	if err != nil {
		t.Fatal(err)
	}
	app := testApp(t)
	setup := Setup{Variant: variant, Options: o, Seats: seats}
	tb := newTable(app, setup, game, NewMenu(app, setup, sprites.NewBackdrop()))
	tb.refresh()
	r := &tableRig{t: t, app: app, table: tb}
	r.m = NewManager(app, tb)
	r.m.SetInputSource(func() RawInput { return r.raw })
	r.settle()
	return r
}

// card returns the viewer's hand card with a face (in notation).
func (r *tableRig) handCard(face string) engine.Card {
	r.t.Helper()
	f, err := engine.ParseFace(face)
	if err != nil {
		r.t.Fatal(err)
	}
	for _, c := range r.table.view.Hand {
		if c.Face() == f {
			return c
		}
	}
	r.t.Fatalf("no %s in hand %v", face, r.table.view.Hand)
	return engine.NoCard
}

// key sends one key intent.
func (r *tableRig) key(i Intent) {
	r.raw = RawInput{X: r.raw.X, Y: r.raw.Y, Keys: i}
	r.run(1)
	r.raw.Keys = 0
	r.run(1)
}

// moveTo moves the pointer (no button) in a few steps.
func (r *tableRig) moveTo(x, y float64) {
	x0, y0 := r.raw.X, r.raw.Y
	for k := 1; k <= 4; k++ {
		f := float64(k) / 4
		r.raw = RawInput{X: x0 + (x-x0)*f, Y: y0 + (y-y0)*f}
		r.run(1)
	}
}

// logLen is the number of actions the engine has applied.
func (r *tableRig) logLen() int { return len(r.table.game.state().Log()) }

// lastAction is the last action the engine applied.
func (r *tableRig) lastAction() engine.LoggedAction {
	log := r.table.game.state().Log()
	return log[len(log)-1]
}
