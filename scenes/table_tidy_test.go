package scenes

import "testing"

// TestIssue13CursorDrawsWithoutAllocating: the keyboard cursor reads the
// hand row laid out in Update; Draw builds no list of its own (the old
// never-set scratch slice made every frame allocate).
func TestIssue13CursorDrawsWithoutAllocating(t *testing.T) {
	r := newRig(t, "classic", "human,bot")
	r.settle()
	tb := r.table
	tb.keyboardUsed = true
	if _, ok := tb.art().cursorMark(); !ok {
		t.Fatal("no cursor shows after the keys were used")
	}
	if n := testing.AllocsPerRun(50, func() { tb.art().cursorMark() }); n != 0 {
		t.Errorf("drawing the cursor allocates %.0f times a frame", n)
	}
}
