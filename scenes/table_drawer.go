package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// drawerState is the side panel's drawer on a phone (issue 29 item 1):
// the panel beside the piles shows what fits there, the drawer all of
// it — the rule set, the hand and its contract or opening, the special
// rules, the piles, every seat's score and the last lines of the log.
// A finger's button opens it; the button again, a tap outside it or Esc
// closes it. While it is open the table goes on (bots play, the log
// grows) but takes no input.
type drawerState struct {
	open bool
	// under is the table's picture the open drawer lies over (the
	// screen's size, made in Update): drawn there, the table's own
	// words and buttons are a picture under the dimmer, not a second
	// layer of text for a finger to hit.
	under *ebiten.Image
	// form holds the drawer's one button (the one that closes it), drawn
	// over the dimmed table.
	form Form
}

// tableDrawer is the facet of the table that runs the drawer.
type tableDrawer struct{ *Table }

// drawer returns the drawer's facet.
func (t tableHUD) drawer() tableDrawer { return tableDrawer(t) }

// input runs the open drawer: it closes on the button, a tap outside it
// or Esc, and reports whether it took the tick's input (then the table
// sees none). A layout without a drawer (the window grew) closes it.
func (t tableDrawer) input(in *Input) bool {
	d := &t.Table.drawer
	if t.lay.Drawer.W == 0 {
		d.open = false
	}
	if !d.open {
		return false
	}
	switch {
	case in.Has(IntentBack):
		d.open = false
	case in.Released && in.Tap && (t.lay.Drawer.Contains(in.X, in.Y) || !t.lay.DrawerBox.Contains(in.X, in.Y)):
		d.open = false
		t.formDirty = true
	}
	t.prepare()
	return true
}

// toggle opens or closes the drawer (its button).
func (t tableDrawer) toggle() {
	d := &t.Table.drawer
	d.open = !d.open && t.lay.Drawer.W > 0
	t.prepare()
}

// prepare makes the picture the open drawer lies over, at the screen's
// size, and its button.
func (t tableDrawer) prepare() {
	d := &t.Table.drawer
	if !d.open {
		return
	}
	w, h := int(math.Ceil(t.lay.Screen.W)), int(math.Ceil(t.lay.Screen.H))
	if d.under == nil || d.under.Bounds().Dx() != w || d.under.Bounds().Dy() != h {
		if d.under != nil {
			d.under.Deallocate()
		}
		d.under = ebiten.NewImage(w, h)
	}
	d.form.Controls = append(d.form.Controls[:0], t.button())
	d.form.Controls[0].Primary = true
	d.form.Hover, d.form.Focus = -1, -1
}

// button is the control that opens and closes the drawer.
func (t tableDrawer) button() Control {
	return Control{ID: idTblDrawer, Kind: KindButton, Rect: t.lay.Drawer, Label: t.app.T(i18n.BtnDrawer), Enabled: true}
}

// showing reports whether the drawer is drawn over the table.
func (t tableDrawer) showing() bool {
	d := &t.Table.drawer
	return d.open && t.lay.Drawer.W > 0 && d.under != nil
}

// drawOver draws the table into the picture under the drawer, that
// picture dimmed, and the drawer with its button over it.
func (t tableDrawer) drawOver(dst *ebiten.Image) {
	d := &t.Table.drawer
	d.under.Clear()
	t.art().drawTable(d.under)
	dst.DrawImage(d.under, nil)
	dimScreen(dst, t.app)
	t.app.Paint.FillRoundRect(dst, t.lay.DrawerBox, 12*max(1, t.app.Scale), sprites.FeltDark)
	DrawPanel(dst, t.app, t.lay.DrawerBox, "")
	t.drawRows(dst)
	DrawForm(dst, t.app, &d.form)
}

// drawerRow is one row of the drawer: a line, or a name with its score
// on the right.
type drawerRow struct {
	text, right string
	ink         color.Color
	bold        bool
}

// rows are the drawer's rows for lines width wide in face: the side
// panel's lines (wrapped, never cut), the piles, the scores and the log.
func (t tableDrawer) rows(face *sprites.Face, width float64) []drawerRow {
	var out []drawerRow
	add := func(s string, ink color.Color, bold bool) {
		if s == "" {
			return
		}
		for _, part := range sprites.Wrap(s, face, width) {
			out = append(out, drawerRow{text: part, ink: ink, bold: bold})
		}
	}
	for i, line := range t.texts.info {
		if i == 0 {
			add(line, sprites.Gold, true)
			continue
		}
		add(line, sprites.Ink, false)
	}
	add(t.texts.stockLabel, sprites.InkDim, false)
	add(t.texts.pileLabel, sprites.InkDim, false)
	add(t.app.T(i18n.TableScores), sprites.Gold, true)
	for seat := range t.texts.totals {
		out = append(out, drawerRow{text: t.texts.names[seat], right: t.texts.totals[seat], ink: sprites.Ink})
	}
	add(t.app.T(i18n.TableDrawerLog), sprites.Gold, true)
	for _, l := range t.log.shown() {
		add(l, sprites.InkDim, false)
	}
	return out
}

// drawerColCSS is the narrowest column of the drawer, in CSS pixels.
const drawerColCSS = 260

// drawRows writes the drawer's rows down its box, in as many columns as
// they need; rows that still do not fit (a landscape phone's drawer with
// the log full) are the log's oldest lines, left for the full log.
func (t tableDrawer) drawRows(dst *ebiten.Image) {
	box := t.lay.DrawerBox
	c := max(1, t.app.Scale)
	pad := 12 * c
	face := t.app.Fonts.Face(15*c, sprites.Regular)
	bold := t.app.Fonts.Face(15*c, sprites.Bold)
	step := face.Size * 1.35
	room := box.H - 2*pad
	per := max(1, int(room/step))
	// As many columns as the rows need and the box's width allows (a
	// column at least drawerColCSS wide).
	maxCols := max(1, int((box.W-2*pad)/(drawerColCSS*c)))
	var rows []drawerRow
	var cols int
	var width float64
	for cols = 1; ; cols++ {
		width = (box.W-2*pad)/float64(cols) - 2*pad*float64(cols-1)/float64(cols)
		rows = t.rows(face, width)
		if len(rows) <= per*cols || cols == maxCols {
			break
		}
	}
	if over := len(rows) - per*cols; over > 0 {
		rows = t.dropOldestLog(rows, over)
	}
	col, row := 0, 0
	for i, r := range rows {
		if r.bold && row > 0 && col+1 < cols && row+sectionLen(rows[i:]) > per && sectionLen(rows[i:]) <= per && len(rows)-i <= per*(cols-col-1) {
			col, row = col+1, 0 // a section starts a column rather than break over two
		}
		if row == per {
			col, row = col+1, 0
		}
		if col >= cols {
			break
		}
		row++
		x := box.X + pad + float64(col)*(width+2*pad)
		y := box.Y + pad + step*(float64(row)-0.5)
		f := face
		if r.bold {
			f = bold
		}
		if r.right == "" {
			sprites.DrawText(dst, r.text, f, x, y, sprites.AlignLeft, r.ink)
			continue
		}
		// A score stands near its name, not across a wide drawer.
		sw := min(width, drawerColCSS*c)
		tw, _ := sprites.Measure(r.right, f)
		sprites.DrawText(dst, r.right, f, x+sw, y, sprites.AlignRight, r.ink)
		sprites.DrawText(dst, clip(r.text, f, sw-tw-pad), f, x, y, sprites.AlignLeft, r.ink)
	}
}

// sectionLen is how many rows the section starting at rows[0] has: up
// to the next heading.
func sectionLen(rows []drawerRow) int {
	for i := 1; i < len(rows); i++ {
		if rows[i].bold {
			return i
		}
	}
	return len(rows)
}

// dropOldestLog leaves out n rows from the start of the log's lines
// (the last rows), keeping its heading and newest lines.
func (t tableDrawer) dropOldestLog(rows []drawerRow, n int) []drawerRow {
	head := len(rows) - 1
	for head >= 0 && rows[head].text != t.app.T(i18n.TableDrawerLog) {
		head--
	}
	if head < 0 {
		return rows
	}
	n = min(n, len(rows)-head-1)
	return append(rows[:head+1], rows[head+1+n:]...)
}
