package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Issue 15 item 7: a toast never covers the status line: no pixel of the
// status line's strip takes the toast's dark red.
func TestIssue15ToastLeavesTheStatusLine(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	r.settle()
	tb := r.table
	tb.showToast("A long refusal that explains what went wrong and what to do instead, at length")
	img := ebiten.NewImage(int(r.app.W), int(r.app.H))
	defer img.Deallocate()
	tb.Draw(img)
	px := make([]byte, 4*int(r.app.W)*int(r.app.H))
	img.ReadPixels(px)
	s := tb.lay.Status
	red, toastSeen := 0, 0
	for y := 0; y < int(r.app.H); y++ {
		for x := int(s.X); x < int(s.Right()); x++ {
			i := 4 * (y*int(r.app.W) + x)
			if r0, g, b := int(px[i]), int(px[i+1]), int(px[i+2]); r0 > 45 && r0 < 75 && g < 30 && b < 30 {
				toastSeen++
				if float64(y) >= s.Y && float64(y) < s.Bottom() {
					red++
				}
			}
		}
	}
	if toastSeen == 0 {
		t.Fatal("no toast drawn")
	}
	if red > 0 {
		t.Errorf("%d pixels of the toast lie on the status line (%.0f–%.0f)", red, s.Y, s.Bottom())
	}
}
