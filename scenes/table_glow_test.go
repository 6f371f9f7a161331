package scenes

import (
	"os"
	"testing"

	"rummy/sprites"
)

// hold presses on (x0, y0) and moves to (x1, y1) without letting go.
func (r *tableRig) hold(x0, y0, x1, y1 float64) {
	r.raw = RawInput{X: x0, Y: y0}
	r.run(1)
	r.raw.Down = true
	r.run(1)
	for k := 1; k <= 6; k++ {
		f := float64(k) / 6
		r.raw.X, r.raw.Y = x0+(x1-x0)*f, y0+(y1-y0)*f
		r.run(1)
	}
}

// TestIssue15TargetsGlowBeforeTheDrop: while a card that fits is held
// over a table meld, that meld is the lit target the drop would take (a
// lay-off), and over the joker of a run the joker swap; nothing is laid
// until the card is let go.
func TestIssue15TargetsGlowBeforeTheDrop(t *testing.T) {
	r := position{seats: "human,bot,bot", hand: "9H 6C 2C KD", pile: "4S",
		melds: []string{"0: 5H 6H 7H 8H", "1: 4C 5C JK 7C"}, down: []int{0, 1}}.build(t)
	tb := r.table
	before := r.logLen()
	x, y := r.cardPoint(r.handCard("9H"))
	m := tb.anim.meldRect(0)
	r.hold(x, y, m.Right()-4, m.Y+m.H/2)
	best := r.litTarget()
	if best < 0 || tb.gesture.targets[best].Kind != sprites.ToMeld || tb.gesture.targets[best].Index != 0 {
		t.Fatalf("over its meld the card lights %v", r.litTargetText())
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		render(t, r.app, "issue15-layoff-glow", tb, 0)
	}
	r.raw.Down = false
	r.run(2)
	if r.logLen() != before+1 {
		t.Fatalf("the drop lays the card off (toast %q)", tb.toast.text)
	}
	r.run(40)
	jx, jy := r.cardPoint(tb.view.Table[1].Cards[2])
	x, y = r.cardPoint(r.handCard("6C"))
	r.hold(x, y, jx+2, jy)
	if j := tb.pointer().jokerUnder(jx+2, jy); j < 0 || !tb.gesture.targets[j].Legal {
		t.Fatalf("over the joker the swap is not lit: %v", r.litTargetText())
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		render(t, r.app, "issue15-joker-glow", tb, 0)
	}
	r.raw.Down = false
	r.run(2)
}

// litTarget is the target the held cards would drop on now (the one
// drawTargets fills).
func (r *tableRig) litTarget() int {
	tb := r.table
	held := tb.gesture.drag.Bounds(tb.pointer().heldHeight(), tb.pointer().heldHeight()*sprites.CardAspect*0.3)
	best := tb.pointer().jokerUnder(tb.gesture.drag.X, tb.gesture.drag.Y)
	if best < 0 {
		best = sprites.PickTarget(held, tb.gesture.drag.X, tb.gesture.drag.Y, tb.gesture.targets)
	}
	return best
}

func (r *tableRig) litTargetText() string {
	if i := r.litTarget(); i >= 0 {
		tg := r.table.gesture.targets[i]
		return "target kind " + itoa(int(tg.Kind)) + " index " + itoa(tg.Index)
	}
	return "nothing"
}
