package scenes

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/store"
	"rummy/sprites"
	"rummy/sprites/ebitentest"
)

// smallTexts draws a scene once and returns every line drawn under
// minPx, with its size, and how many lines were drawn.
func smallTexts(app *App, draw func(*ebiten.Image), screen *ebiten.Image, minPx float64) (small []string, lines int) {
	app.Fonts.Record(func(s string, px float64) {
		lines++
		if px < minPx {
			small = append(small, fmt.Sprintf("%q at %.0f px", s, px))
		}
	})
	defer app.Fonts.Record(nil)
	draw(screen)
	return small, lines
}

// TestIssue18NoTextUnder11pxAt800x600 plays a table of every rule set
// with as many seats as it takes, up to 8, at 800×600 in English, Russian
// and German, and measures every line of text drawn over a few hundred
// frames (the hand, the log, the melds' labels, the score panel): none is
// under 11 px. Large print raises the floor to 14 px.
func TestIssue18NoTextUnder11pxAt800x600(t *testing.T) {
	screen := ebiten.NewImage(800, 600)
	for _, v := range []string{"classic", "romme", "liverpool", "kopilka"} {
		for _, lang := range []string{"en", "ru", "de"} {
			for _, large := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/%s/large=%v", v, lang, large), func(t *testing.T) {
					app := testApp(t)
					app.Settings.Language, app.Settings.LargePrint = lang, large
					app.ApplySettings()
					app.Resize(800, 600, 1)
					min := float64(sprites.MinTextPx)
					if large {
						min = largePrintMinPx
					}
					variant, _ := engine.ParseVariant(v)
					o, _ := engine.NewOptions(variant)
					n := 8
					for _, s := range o.Specs() {
						if s.Key == "players" {
							n = min8(s.Max)
						}
					}
					for ; n > 2; n-- { // the most seats the default options allow
						if o, err := engine.ParseOptions(variant, []string{"players=" + fmt.Sprint(n)}); err == nil && o.Validate() == nil {
							break
						}
					}
					seats := "human" + strings.Repeat(",bot", n-1)
					var m *Manager
					if v == "kopilka" {
						o, _ := engine.ParseOptions(variant, []string{"players=" + fmt.Sprint(n), "seed=3"})
						setup := Setup{Variant: variant, Options: o}
						setup.Seats, _ = ParseSeats(seats)
						k, err := NewKopilka(app, setup, NewMenu(app, setup, sprites.NewBackdrop()))
						if err != nil {
							t.Fatal(err)
						}
						m = NewManager(app, k)
					} else {
						m = newRigIn(t, app, v, seats).m
					}
					m.SetInputSource(func() RawInput { return RawInput{} })
					lines := 0
					for i := 0; i < 400; i++ {
						if err := m.Update(); err != nil {
							t.Fatal(err)
						}
						if i%40 != 39 {
							continue
						}
						small, n := smallTexts(app, m.Current().Draw, screen, min)
						lines += n
						if len(small) > 0 {
							t.Fatalf("frame %d draws %d lines under %.0f px: %s", i, len(small), min, strings.Join(small, "; "))
						}
						ebitentest.Frame()
						time.Sleep(time.Millisecond) // let a bot think
					}
					if lines < 20 {
						t.Errorf("only %d lines of text were drawn: the measure saw nothing", lines)
					}
				})
			}
		}
	}
}

func min8(n int) int { return int(math.Min(8, float64(n))) }

// TestIssue18MeldsUseTheFreeSpace: on a busy 8-seat Liverpool table the
// melds are drawn at least 60 % of a hand card's height at 1280×800 and
// 1920×1080, and never taller than the meld area's row; the card-size
// setting makes every card bigger or smaller.
func TestIssue18MeldsUseTheFreeSpace(t *testing.T) {
	r := benchTable(t)
	for _, size := range [][2]int{{1280, 800}, {1920, 1080}} {
		r.app.Resize(size[0], size[1], 1)
		r.run(2)
		tb := r.table
		if got := tb.anim.meldH / tb.lay.HandH; got < 0.6 {
			t.Errorf("%v: %d melds drawn %.0f px high, %.0f%% of the hand's %.0f px: want 60%% or more",
				size, len(tb.view.Table), tb.anim.meldH, got*100, tb.lay.HandH)
		}
		if tb.anim.meldH > tb.lay.Melds.H {
			t.Errorf("%v: melds %.0f px high in an area %.0f px high", size, tb.anim.meldH, tb.lay.Melds.H)
		}
		for i := range tb.view.Table {
			if r := tb.anim.meldRect(i); r.Overlap(tb.lay.Melds) < r.W*r.H*0.999 {
				t.Errorf("%v: meld %d at %+v leaves the meld area %+v", size, i, r, tb.lay.Melds)
			}
		}
	}
	r.app.Resize(1280, 800, 1)
	heights := map[store.CardSize]float64{}
	for _, c := range store.CardSizes {
		r.app.Settings.CardSize = c
		r.run(1)
		heights[c] = r.table.lay.HandH
	}
	if !(heights[store.CardS] < heights[store.CardM] && heights[store.CardM] < heights[store.CardL] && heights[store.CardL] < heights[store.CardXL]) {
		t.Errorf("hand card heights by size S M L XL: %v, want growing", heights)
	}
}

// TestIssue18CardSizesKeepTheTableApart lays the table out at every card
// size for 2 to 8 seats from 800×600 up: every area stays on screen and
// the main ones apart.
func TestIssue18CardSizesKeepTheTableApart(t *testing.T) {
	for _, c := range store.CardSizes {
		for _, size := range [][2]float64{{800, 600}, {1280, 800}, {1920, 1080}} {
			for n := 2; n <= 8; n++ {
				l := layoutTableSized(size[0], size[1], n, c.Scale(), largePrintMinPx, 1)
				areas := map[string]sprites.Rect{"hand": l.Hand, "stock": l.Stock, "discard": l.Discard, "melds": l.Melds,
					"staging": l.Staging, "info": l.Info, "status": l.Status, "log": l.Log}
				for i, s := range l.Seats {
					areas[fmt.Sprintf("seat %d", i)] = s.Badge
				}
				screen := sprites.Rect{W: size[0], H: size[1]}
				for name, r := range areas {
					if r.W <= 0 || r.H <= 0 || r.Overlap(screen) < r.W*r.H*0.999 {
						t.Errorf("%s %v %d seats: %s %+v is not on screen", c, size, n, name, r)
					}
				}
				for a, ra := range areas {
					for b, rb := range areas {
						if a < b && ra.Overlap(rb) > 1 {
							t.Errorf("%s %v %d seats: %s and %s overlap", c, size, n, a, b)
						}
					}
				}
			}
		}
	}
}
