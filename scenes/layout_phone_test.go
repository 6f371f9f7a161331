package scenes

import (
	"fmt"
	"testing"
	"time"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// layoutPhone is a phone's screen: its size in CSS pixels and its device
// scale factor (the screen is W·Scale × H·Scale device pixels).
type layoutPhone struct {
	Name  string
	W, H  int
	Scale float64
}

// layoutPhones are the phone shapes the table, the menu and the lobby are
// checked at (issue 29 item 1): a landscape and a portrait phone, at the
// device scales 2 and 3.
var layoutPhones = []layoutPhone{
	{"landscape", 844, 390, 3},
	{"portrait", 390, 844, 3},
	{"landscape", 844, 390, 2},
	{"portrait", 390, 844, 2},
}

// layoutMinTouchCSS is the smallest touch target on a phone, in CSS
// pixels each way.
const layoutMinTouchCSS = 44

// eachPhone checks s at every phone shape with the phone's rules (touch
// targets at least 44 CSS px) and fails when it drew almost no text.
func eachPhone(t *testing.T, app *App, s Scene, name string) {
	t.Helper()
	for _, p := range layoutPhones {
		w, h := int(float64(p.W)*p.Scale), int(float64(p.H)*p.Scale)
		n := checkLayoutTouch(t, app, s, w, h, p.Scale, fmt.Sprintf("%s-%s-%dx%d@%g", name, p.Name, p.W, p.H, p.Scale))
		if n < 2 {
			t.Errorf("%s at %v: only %d lines of text seen", name, p, n)
		}
	}
}

// TestLayoutTablesAtPhoneSizes deals a table of every rule set with the
// fewest and the most seats and checks it on a landscape and a portrait
// phone:
// text at least 12 CSS px, touch targets at least 44, nothing
// overlapping or off the screen, the hand the largest cards.
func TestLayoutTablesAtPhoneSizes(t *testing.T) {
	for _, v := range engine.Variants {
		if v == engine.Kopilka {
			continue // its own scene, not laid out for phones yet
		}
		seats := layoutSeats(t, v)
		for _, n := range []int{seats[0], seats[len(seats)-1]} {
			t.Run(fmt.Sprintf("%s/%d", v, n), func(t *testing.T) {
				app := testApp(t)
				eachPhone(t, app, layoutGame(t, app, v, n), fmt.Sprintf("phone-table-%s-%d", v, n))
			})
		}
	}
	logShots(t)
}

// TestLayoutBusyTableAtPhoneSizes checks an 8-seat Liverpool table in
// the middle of a hand (six melds down, the log full, seats gone down)
// on a landscape and a portrait phone.
func TestLayoutBusyTableAtPhoneSizes(t *testing.T) {
	r := benchTable(t)
	eachPhone(t, r.app, r.table, "phone-busy-liverpool-8")
	logShots(t)
}

// TestLayoutTableOverlaysAtPhoneSizes: a hint's line and a toast shown
// over a Rommé table keep the layout rules on a landscape and a portrait
// phone, in English and in German (the longer words: the hint's line
// wraps on a phone held upright).
func TestLayoutTableOverlaysAtPhoneSizes(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			app := testApp(t)
			app.Settings.Language = lang
			app.ApplySettings()
			tb := layoutGame(t, app, engine.Romme, 4).(*Table)
			tb.assist().askHint()
			for i := 0; i < 600 && tb.assistS.hint == nil; i++ {
				app.Tick++
				tb.Update(&Input{X: -1, Y: -1})
				if tb.assistS.hint == nil {
					time.Sleep(time.Millisecond) // the hint's bot thinks in its goroutine
				}
			}
			if tb.assistS.hint == nil {
				t.Fatal("no hint came")
			}
			tb.showToast(app.T(i18n.AssistNoHints))
			eachPhone(t, app, tb, "phone-hint-toast-romme-4-"+lang)
		})
	}
	logShots(t)
}

// TestHintLineWrapsOnAPortraitPhone: an assist's line longer than a
// phone held upright is wide is wrapped inside the screen, not cut at
// both edges.
func TestHintLineWrapsOnAPortraitPhone(t *testing.T) {
	r := position{variant: "romme", seats: "human,bot", hand: "3H 8H 7S KD 2C 9S", pile: "4S"}.build(t)
	r.app.Resize(1170, 2532, 3)
	r.run(3)
	screen := layoutScreen(1170, 2532)
	var drawn []sprites.Drawn
	r.app.Fonts.Watch(func(d sprites.Drawn) { drawn = append(drawn, d) })
	r.table.assist().drawLine(screen, "Hint: lay off the seven of spades on the set of sevens, then discard the king of diamonds")
	r.app.Fonts.Watch(nil)
	if len(drawn) < 2 {
		t.Errorf("the long line is drawn as %d lines", len(drawn))
	}
	for _, p := range layoutProblems(drawn, 1170, 2532, 3, layoutMinTouchCSS) {
		t.Error(p)
	}
}
