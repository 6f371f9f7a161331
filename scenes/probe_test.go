package scenes

import (
	"encoding/json"
	"testing"

	"rummy/engine"
	"rummy/sprites"
)

// The probe of a table is valid JSON, lists the person's hand and legal
// moves, and its points and zones are where the mouse must go: a drag
// from the probe's stock to its hand area draws (COM-3).
func TestProbeDescribesTheTable(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot,bot")
	r.settle()
	var p Probe
	r.m.Fill(&p)
	if p.Scene != "table" || !p.Table.MayAct || p.Table.Variant != "romme" || p.Table.Viewer != 0 {
		t.Fatalf("probe %+v", p.Table)
	}
	tb := r.table
	if len(p.Table.Hand) != len(tb.view.Hand) {
		t.Fatalf("probe lists %d cards, the hand has %d", len(p.Table.Hand), len(tb.view.Hand))
	}
	for _, c := range p.Table.Hand {
		if got, _, ok := tb.pointer().handCardAt(c.GX, c.GY); !ok || got != c.ID {
			t.Errorf("the probe's point for %v (%.0f,%.0f) hits %v", c.ID, c.GX, c.GY, got)
		}
	}
	var decoded struct {
		Scene string
		Table struct {
			Legal []string
			Hand  []struct{ ID int }
		}
	}
	if err := json.Unmarshal(p.AppendJSON(nil), &decoded); err != nil {
		t.Fatalf("the probe's JSON does not parse: %v\n%s", err, p.AppendJSON(nil))
	}
	if decoded.Scene != "table" || len(decoded.Table.Hand) != len(p.Table.Hand) || !contains(decoded.Table.Legal, "draw stock") {
		t.Fatalf("decoded probe %+v", decoded)
	}
	before := len(tb.view.Hand)
	sx, sy := p.Table.Stock.Center()
	hx, hy := p.Table.HandArea.Center()
	r.drag(sx, sy, hx, hy)
	r.run(2)
	if got := len(tb.view.Hand); got != before+1 {
		t.Fatalf("hand %d after dragging the probe's stock to its hand area, want %d", got, before+1)
	}
}

func contains(list []string, s string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}

// The menu's controls carry stable names; the probe's rectangle of the
// Rommé tile is where a tap chooses Rommé.
func TestProbeNamesTheMenu(t *testing.T) {
	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Classic), sprites.NewBackdrop())
	m := NewManager(app, menu)
	raw := RawInput{}
	m.SetInputSource(func() RawInput { return raw })
	if err := m.Update(); err != nil {
		t.Fatal(err)
	}
	var p Probe
	m.Fill(&p)
	names := map[string]sprites.Rect{}
	for _, c := range p.Controls {
		names[c.Name] = c.Rect
	}
	for _, want := range []string{"start", "settings", "rules", "players", "seat", "variant:classic", "variant:romme", "variant:liverpool"} {
		if _, ok := names[want]; !ok {
			t.Errorf("no control named %q in %+v", want, p.Controls)
		}
	}
	x, y := names["variant:romme"].Center()
	for _, down := range []bool{false, true, false} {
		raw = RawInput{X: x, Y: y, Down: down}
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if menu.Setup().Variant != engine.Romme {
		t.Errorf("a tap on the probe's Rommé tile chose %v", menu.Setup().Variant)
	}
}

// Publishing the probe every frame costs no garbage while nothing changes.
func TestProbeAllocatesNothingPerFrame(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot,bot")
	r.settle()
	var p Probe
	var buf []byte
	r.m.Fill(&p)
	buf = p.AppendJSON(buf[:0])
	// AllocsPerRun counts every goroutine's allocations (the test's game
	// loop runs beside it): the least of three measurements is the probe's.
	allocs := 1e9
	for range 3 {
		allocs = min(allocs, testing.AllocsPerRun(50, func() {
			r.m.Fill(&p)
			buf = p.AppendJSON(buf[:0])
		}))
	}
	if allocs != 0 {
		t.Errorf("%.1f allocations per frame, want 0", allocs)
	}
}

// checkProbeAtReveal checks the probe at the hand-end reveal: it says the
// hand is over and lists every meld on the table with its cards, in the
// engine's order, each card's point inside its meld's outline.
func checkProbeAtReveal(t *testing.T, r *tableRig) {
	t.Helper()
	var p Probe
	r.m.Fill(&p)
	tb := r.table
	if !p.Table.HandOver || p.Table.MayAct {
		t.Fatalf("at the reveal the probe says hand over %v, may act %v", p.Table.HandOver, p.Table.MayAct)
	}
	if len(p.Table.TableMelds) != len(tb.view.Table) {
		t.Fatalf("the probe lists %d melds, the table has %d", len(p.Table.TableMelds), len(tb.view.Table))
	}
	for i, m := range p.Table.TableMelds {
		want := tb.view.Table[i].Cards
		if len(m.Cards) != len(want) {
			t.Fatalf("meld %d: the probe lists %d cards, the table %d", i, len(m.Cards), len(want))
		}
		for k, c := range m.Cards {
			if c.ID != want[k] || !m.Rect.Contains(c.GX, c.GY) {
				t.Errorf("meld %d card %d: %v at (%.0f,%.0f), want %v inside %+v", i, k, c.ID, c.GX, c.GY, want[k], m.Rect)
			}
		}
	}
	var decoded struct {
		Table struct {
			HandOver   bool
			TableMelds []struct{ Cards []struct{ ID int } }
		}
	}
	if err := json.Unmarshal(p.AppendJSON(nil), &decoded); err != nil {
		t.Fatalf("the probe's JSON does not parse: %v", err)
	}
	if !decoded.Table.HandOver || len(decoded.Table.TableMelds) != len(p.Table.TableMelds) {
		t.Fatalf("decoded probe: hand over %v, %d melds", decoded.Table.HandOver, len(decoded.Table.TableMelds))
	}
}
