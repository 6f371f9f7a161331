package scenes

import "testing"

// TestIssue19KopilkaDrawsBeforeItsFirstUpdate: a browser may draw a new
// scene before its first Update; the chip table then draws its felt and
// bank and no seat it has not laid out (it panicked in the page).
func TestIssue19KopilkaDrawsBeforeItsFirstUpdate(t *testing.T) {
	r := newKopRig(t, "human,bot,bot")
	r.k.Draw(r.shot)
	if err := r.m.Update(); err != nil {
		t.Fatal(err)
	}
	r.k.Draw(r.shot)
}
