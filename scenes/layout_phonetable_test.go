package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/sprites"
)

// layoutTouchScreens are the shapes the tables are checked at with a
// finger's rules (issue 29 item 1): a landscape and a portrait phone and
// a tablet, each at a device scale it comes with (the tablet at 2 too,
// with the most seats: the pictures are big).
var layoutTouchScreens = []layoutPhone{
	{"landscape", 844, 390, 2},
	{"portrait", 390, 844, 2},
	{"tablet", 1024, 768, 1},
}

// touchSeats are the seat counts a rule set's table is checked with on
// phones and tablets: 2, 4, 6 and 8 (Kopilka its fewest, 8 and 15),
// those the rules allow.
func touchSeats(t *testing.T, v engine.Variant) []int {
	want := []int{2, 4, 6, 8}
	if v == engine.Kopilka {
		want = []int{2, 3, 8, 15}
	}
	var out []int
	for _, n := range layoutSeats(t, v) {
		if slices.Contains(want, n) {
			out = append(out, n)
		}
	}
	if v == engine.Kopilka && len(out) > 3 {
		out = out[1:] // 3 seats at least: 2 is not allowed, 3 stands for it
	}
	return out
}

// checkTouchDrawn resizes the app to a touch screen, lets s see it, draws
// it and reports every broken layout rule (touch targets at least 44
// CSS px); it returns what was drawn on the screen.
func checkTouchDrawn(t *testing.T, app *App, s Scene, p layoutPhone, name string) []sprites.Drawn {
	t.Helper()
	w, h := int(float64(p.W)*p.Scale), int(float64(p.H)*p.Scale)
	app.Resize(w, h, p.Scale)
	for i := 0; i < 3; i++ {
		app.Tick++
		app.Backdrop.Prepare(w, h)
		s.Update(&Input{X: -1, Y: -1})
	}
	drawn := drawnOf(t, app, s, layoutScreen(w, h), name)
	for _, problem := range layoutProblems(drawn, float64(w), float64(h), p.Scale, layoutMinTouchCSS) {
		t.Errorf("%s: %s", name, problem)
	}
	if tb, ok := s.(*Table); ok {
		if problem := handNotLargest(tb); problem != "" {
			t.Errorf("%s: %s", name, problem)
		}
	}
	if lines := len(drawn) - controlsIn(drawn); lines < 2 {
		t.Errorf("%s: only %d lines of text seen", name, lines)
	}
	return drawn
}

// controlsIn counts the controls among what was drawn.
func controlsIn(drawn []sprites.Drawn) int {
	n := 0
	for _, d := range drawn {
		if d.Control {
			n++
		}
	}
	return n
}

// drawnText is every line of text drawn, joined by spaces (wrapped lines
// join again into the line they were cut from).
func drawnText(drawn []sprites.Drawn) string {
	var b strings.Builder
	for _, d := range drawn {
		if !d.Control {
			b.WriteString(d.Text)
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// drawerControl is the drawer's button among the table's controls.
func drawerControl(tb *Table) (Control, bool) {
	for _, c := range tb.form.Controls {
		if c.ID == idTblDrawer {
			return c, true
		}
	}
	return Control{}, false
}

// tapAt taps a point of the table: a press and a release that did not move.
func tapAt(tb *Table, x, y float64) {
	var st InputState
	st.Step(RawInput{X: x, Y: y, Touch: true}, 6)
	for _, down := range []bool{true, false} {
		in := st.Step(RawInput{X: x, Y: y, Down: down, Touch: true}, 6)
		tb.Update(&in)
	}
}

// missingFromDrawer says what the side panel shows that the drawn text
// lacks: a line of the panel, a seat's name or score, the stock's count
// or the newest line of the log.
func missingFromDrawer(tb *Table, text string) []string {
	var out []string
	want := append([]string(nil), tb.texts.info...)
	want = append(want, tb.texts.stockLabel)
	if n := tb.log.n; n > 0 {
		want = append(want, tb.log.lines[n-1])
	}
	for seat := range tb.texts.names {
		want = append(want, tb.texts.names[seat], tb.texts.totals[seat])
	}
	for _, w := range want {
		if w != "" && !strings.Contains(text, w) {
			out = append(out, w)
		}
	}
	return out
}

// TestPhoneDrawerShowsAllTheSidePanelShows: on a portrait and a
// landscape phone a Rommé table with special rules has a finger's button
// that opens the side panel as a drawer showing every line of the panel
// (the contract and the special rules the squeezed panel leaves out),
// the stock, every score and the log, within the layout rules; the
// button again and a tap outside the drawer close it.
func TestPhoneDrawerShowsAllTheSidePanelShows(t *testing.T) {
	app := testApp(t)
	tb := layoutGame(t, app, engine.Romme, 4, "opening=40", "cyclic_runs=true", "strict_jokers=true", "knocking=true").(*Table)
	for _, p := range []layoutPhone{{"portrait", 390, 844, 3}, {"landscape", 844, 390, 3}} {
		t.Run(p.Name, func(t *testing.T) {
			name := fmt.Sprintf("drawer-romme-4-%s-%dx%d@%g", p.Name, p.W, p.H, p.Scale)
			closed := checkTouchDrawn(t, app, tb, p, name+"-closed")
			c, ok := drawerControl(tb)
			if !ok {
				t.Fatalf("no button opens the side panel; what the panel leaves out: %q", missingFromDrawer(tb, drawnText(closed)))
			}
			if c.Rect.W/p.Scale < layoutMinTouchCSS || c.Rect.H/p.Scale < layoutMinTouchCSS {
				t.Errorf("the drawer's button is %.0f×%.0f CSS px", c.Rect.W/p.Scale, c.Rect.H/p.Scale)
			}
			x, y := c.Rect.Center()
			tapAt(tb, x, y)
			if !tb.drawer.open {
				t.Fatal("a tap on the drawer's button did not open it")
			}
			open := checkTouchDrawn(t, app, tb, p, name+"-open")
			if miss := missingFromDrawer(tb, drawnText(open)); len(miss) > 0 {
				t.Errorf("the open drawer leaves out %q", miss)
			}
			tapAt(tb, x, y)
			if tb.drawer.open {
				t.Fatal("a second tap on the drawer's button did not close it")
			}
			tapAt(tb, x, y)
			box := tb.lay.DrawerBox
			ox, oy := box.X+box.W/2, box.Bottom()+(tb.lay.Screen.H-box.Bottom())/2
			if p.Name == "landscape" {
				ox, oy = 4, 4
			}
			tapAt(tb, ox, oy)
			if tb.drawer.open {
				t.Error("a tap outside the drawer did not close it")
			}
		})
	}
	logShots(t)
}

// checkTablesOnPhonesAndTablets deals v's table with 2, 4, 6 and 8
// seats (Kopilka 3, 8 and 15) and checks it at 844×390, 390×844 and
// 1024×768 (and the most seats at 1024×768 at device scale 2) with a
// finger's rules: text at least 12 CSS px, touch targets at least 44,
// nothing overlapping or off the screen, the hand the largest cards; on
// a phone with the side panel's drawer open as well.
func checkTablesOnPhonesAndTablets(t *testing.T, v engine.Variant) {
	seats := touchSeats(t, v)
	for _, n := range seats {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			app := testApp(t)
			s := layoutGame(t, app, v, n)
			screens := layoutTouchScreens
			if n == seats[len(seats)-1] {
				screens = append(screens[:len(screens):len(screens)], layoutPhone{"tablet", 1024, 768, 2})
			}
			for _, p := range screens {
				name := fmt.Sprintf("touch-%s-%d-%s-%dx%d@%g", v, n, p.Name, p.W, p.H, p.Scale)
				checkTouchDrawn(t, app, s, p, name)
				tb, ok := s.(*Table)
				if !ok || p.Name == "tablet" {
					continue
				}
				if _, ok := drawerControl(tb); !ok {
					t.Errorf("%s: no button opens the side panel", name)
					continue
				}
				tb.hud().drawer().toggle()
				checkTouchDrawn(t, app, tb, p, name+"-drawer")
				tb.hud().drawer().toggle()
			}
		})
	}
	logShots(t)
}

// TestLayoutClassicTablesOnPhonesAndTablets: see checkTablesOnPhonesAndTablets.
func TestLayoutClassicTablesOnPhonesAndTablets(t *testing.T) {
	checkTablesOnPhonesAndTablets(t, engine.Classic)
}

// TestLayoutRommeTablesOnPhonesAndTablets: see checkTablesOnPhonesAndTablets.
func TestLayoutRommeTablesOnPhonesAndTablets(t *testing.T) {
	checkTablesOnPhonesAndTablets(t, engine.Romme)
}

// TestLayoutLiverpoolTablesOnPhonesAndTablets: see checkTablesOnPhonesAndTablets.
func TestLayoutLiverpoolTablesOnPhonesAndTablets(t *testing.T) {
	checkTablesOnPhonesAndTablets(t, engine.Liverpool)
}

// TestLayoutKopilkaTablesOnPhonesAndTablets: Kopilka's table with 3, 8
// and 15 seats on the phones and the tablet (see
// checkTablesOnPhonesAndTablets): chips, bank and seats readable, its
// buttons a finger's size.
func TestLayoutKopilkaTablesOnPhonesAndTablets(t *testing.T) {
	checkTablesOnPhonesAndTablets(t, engine.Kopilka)
}
