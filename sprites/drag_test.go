package sprites

import (
	"math"
	"testing"

	"rummy/engine"
)

func TestDragGestureTapVersusDrag(t *testing.T) {
	cards, _ := engine.ParseCards("7H 8H 9H")
	var d Drag
	d.Begin(FromHand, cards, 110, 520, 100, 500)
	d.Move(112, 521, false)
	if d.Phase != DragPressed {
		t.Fatalf("phase %v before the slop", d.Phase)
	}
	if d.End() {
		t.Error("a press that never passed the slop ended as a drag")
	}
	d.Begin(FromHand, cards, 110, 520, 100, 500)
	d.Move(300, 200, true)
	if p := d.Lead(140); p.X != 290 || p.Y != 180 {
		t.Errorf("lead card at %v,%v; the grab offset must be kept", p.X, p.Y)
	}
	if b := d.Bounds(140, 30); math.Abs(b.W-(140*CardAspect+60)) > 1e-9 {
		t.Errorf("bounds width %v for three cards", b.W)
	}
	if !d.End() || d.Phase != DragIdle {
		t.Error("a moved press did not end as a drag")
	}
}

func TestPickTargetPrefersLargestLegalOverlap(t *testing.T) {
	held := Rect{100, 100, 100, 140}
	targets := []Target{
		{Kind: ToMeld, Index: 0, Rect: Rect{150, 100, 200, 140}, Legal: true}, // overlap 50×140
		{Kind: ToMeld, Index: 1, Rect: Rect{0, 100, 180, 140}, Legal: true},   // overlap 80×140
		{Kind: ToDiscard, Rect: Rect{100, 100, 100, 140}, Legal: false},       // full, but illegal
		{Kind: ToHand, Rect: Rect{0, 600, 1000, 200}, Legal: true},            // far away
	}
	if got := PickTarget(held, 150, 170, targets); got != 1 {
		t.Errorf("picked %d, want 1 (largest legal overlap)", got)
	}
	targets[1].Legal = false
	if got := PickTarget(held, 150, 170, targets); got != 0 {
		t.Errorf("picked %d, want 0", got)
	}
	targets[0].Legal = false
	if got := PickTarget(held, 150, 170, targets); got != -1 {
		t.Errorf("picked %d with no legal target under the cards", got)
	}
	if got := PickTarget(Rect{}, 500, 700, targets); got != 3 {
		t.Errorf("picked %d, want the target under the pointer", got)
	}
}
