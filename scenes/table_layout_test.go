package scenes

import (
	"fmt"
	"testing"

	"rummy/sprites"
)

// TestTableLayoutKeepsAreasApart lays the table out from a small laptop to
// 4K for 2 to 8 seats (LIV-1 allows 8) and checks that every area is on
// screen, that the main areas do not overlap, and that the viewer's cards
// are the biggest thing on screen (about a fifth of the height).
func TestTableLayoutKeepsAreasApart(t *testing.T) {
	for _, size := range [][2]float64{{1024, 640}, {1280, 800}, {1440, 900}, {1920, 1080}, {3840, 2160}} {
		for n := 2; n <= 8; n++ {
			t.Run(fmt.Sprintf("%vx%v/%d seats", size[0], size[1], n), func(t *testing.T) {
				l := layoutTable(size[0], size[1], n)
				screen := sprites.Rect{W: size[0], H: size[1]}
				areas := map[string]sprites.Rect{"hand": l.Hand, "stock": l.Stock, "discard": l.Discard, "melds": l.Melds,
					"staging": l.Staging, "info": l.Info, "buttons": l.Buttons, "status": l.Status}
				for i, s := range l.Seats {
					areas[fmt.Sprintf("seat %d", i)] = s.Badge
				}
				for name, r := range areas {
					if r.W <= 0 || r.H <= 0 || r.Overlap(screen) < r.W*r.H*0.999 {
						t.Errorf("%s %+v is not fully on screen", name, r)
					}
				}
				apart := []string{"hand", "stock", "discard", "melds", "staging", "info", "status"}
				for i := 1; i < n; i++ {
					apart = append(apart, fmt.Sprintf("seat %d", i))
				}
				for i, a := range apart {
					for _, b := range apart[i+1:] {
						if ov := areas[a].Overlap(areas[b]); ov > 1 {
							t.Errorf("%s and %s overlap by %.0f px²", a, b, ov)
						}
					}
				}
				if l.HandH < size[1]*0.19 || l.HandH < l.MeldH || l.HandH < l.OppH {
					t.Errorf("hand cards %.0f px high: not the biggest on screen (melds %.0f, opponents %.0f)", l.HandH, l.MeldH, l.OppH)
				}
			})
		}
	}
}

func TestHandPosesFitAndInsertionFollowsThePointer(t *testing.T) {
	l := layoutTable(1280, 800, 4)
	for _, n := range []int{1, 7, 13, 20} {
		poses := l.handPoses(n, nil)
		if len(poses) != n {
			t.Fatalf("%d poses for %d cards", len(poses), n)
		}
		last := poses[n-1].Rect()
		if poses[0].X < l.Hand.X-0.5 || last.Right() > l.Hand.Right()+0.5 {
			t.Errorf("%d cards spill out of the hand area: %.0f…%.0f in %.0f…%.0f", n, poses[0].X, last.Right(), l.Hand.X, l.Hand.Right())
		}
		for i := 1; i < n; i++ {
			if poses[i].X <= poses[i-1].X {
				t.Errorf("%d cards: card %d is not right of card %d", n, i, i-1)
			}
		}
	}
	poses := l.handPoses(5, nil)
	for _, tc := range []struct {
		x    float64
		want int
	}{{0, 0}, {poses[2].X + 1, 2}, {poses[2].X + poses[2].H*sprites.CardAspect*0.9, 3}, {5000, 5}} {
		if got := l.handIndexAt(5, tc.x, poses); got != tc.want {
			t.Errorf("insertion at x=%.0f: %d, want %d", tc.x, got, tc.want)
		}
	}
}
