package scenes

import (
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

// repaintCover says, for every field of the table and of the parts of
// it the drawing reads, how the repaint check (Table.Still and
// Table.Ticking) sees a change of it: "look:f" — tableLook's field f
// holds it; "still" — Still sees it move (card tweens, flyers, drags);
// "ticking" — Ticking paints every frame while it counts; "part" — a
// part whose own fields are listed here; "" with a reason — a change
// that draws nothing by itself. A field added without an entry fails
// TestIssue13EveryTableFieldIsCoveredByTheRepaintCheck.
var repaintCover = map[string]string{
	"Table.app":          "undrawn: the app's screen size, language and warning are watched by the manager",
	"Table.setup":        "undrawn: fixed for the game; its texts are in the look",
	"Table.back":         "undrawn: the scene to go back to",
	"Table.backdrop":     "undrawn: drawn the same every frame",
	"Table.game":         "part",
	"Table.viewer":       "look:names",
	"Table.view":         "undrawn: read through the prepared texts and the card sprites",
	"Table.curtain":      "look:curtain",
	"Table.lay":          "undrawn: follows the screen size, which the manager watches",
	"Table.laid":         "part",
	"Table.anim":         "part",
	"Table.hand":         "look:hand",
	"Table.gesture":      "part",
	"Table.form":         "undrawn: the buttons follow the view and the input, which the manager watches",
	"Table.formDirty":    "undrawn: asks for the buttons to be built again",
	"Table.toast":        "part",
	"Table.log":          "look:log",
	"Table.texts":        "part",
	"Table.keyboardUsed": "look:keyboard",
	"Table.lang":         "undrawn: the texts change with it, and they are in the look",
	"Table.cut":          "part",
	"Table.reveal":       "part",
	"Table.choice":       "look:choice",
	"Table.look":         "undrawn: the check's own record",
	"Table.net":          "part",

	"tableNet.remote":   "undrawn: the connection; what it shows is the badge",
	"tableNet.refusals": "look:toast",
	"tableNet.badge":    "look:net",

	"Table.build":   "part",
	"Table.cues":    "ticking",
	"Table.assistS": "look:assist",
	"Table.drawer":  "look:drawer",
	"Table.legal":   "undrawn: the legal moves of the view, which the look follows",

	"laidFor.w":     "undrawn: follows the screen size",
	"laidFor.h":     "undrawn: follows the screen size",
	"laidFor.k":     "undrawn: follows the card-size setting, changed on another screen",
	"laidFor.print": "undrawn: follows the large-print setting, changed on another screen",

	"toastState.text": "look:toast",
	"toastState.left": "ticking",
	// A toast taken away at once (its position changed) leaves the look's
	// toast empty: the frame without it is painted.
	"toastState.ver":   "undrawn: the position the toast was about; its going shows through left",
	"toastState.lines": "look:toast",
	"toastState.wrapW": "undrawn: follows the screen size",

	"revealState.result": "look:result",
	"revealState.left":   "undrawn: counts ticks before a tap may leave the reveal",
	"revealState.title":  "look:title",

	// The staged groups' places and marks change with cards that move
	// (still); the fix shown and the progress line are in the look.
	"meldBuild.staging":       "look:fix",
	"meldBuild.kept":          "undrawn: what the autosave last kept",
	"meldBuild.warnedDiscard": "undrawn: the warning it shows is the toast (look:toast)",

	"tableGame.Game":      "undrawn: the table draws the view it asks the game for, and the events it plays",
	"tableGame.seats":     "undrawn: fixed for the game; the seats' texts are in the look",
	"tableGame.seq":       "undrawn: counts the events played, which move cards (still) and write the log (look:log)",
	"tableGame.version":   "undrawn: a change of the game is played as events and a new view, which the look covers",
	"tableGame.paintWait": "undrawn: the game's wait for a paint",
	"tableGame.shown":     "look:toast",
	"tableGame.clocks":    "ticking",
	"tableGame.local":     "undrawn: builds the match; its notices reach the screen as toasts",

	"animator.cards":     "still",
	"animator.hints":     "still",
	"animator.drawList":  "still",
	"animator.fx":        "still",
	"animator.meldTags":  "still: laid out with the melds, whose cards move",
	"animator.ownerTags": "look:names",
	"animator.meldRects": "still: laid out with the melds",
	"animator.handPoses": "still",
	"animator.shownHand": "look:hand",
	"animator.meldH":     "still",
	"animator.blocking":  "undrawn",
	"animator.dealing":   "undrawn: what it changes, the badges' counts and the status line, is in the look",

	"gestures.drag":      "still",
	"gestures.targets":   "still: lit only while dragging",
	"gestures.targetWhy": "undrawn",
	"gestures.lassoOn":   "still",
	"gestures.lasso":     "still: drawn only while the lasso is on",
	"gestures.hoverCard": "look:hover",
	"gestures.pileHover": "look:pileHover",
	"gestures.finger":    "look:finger",

	"tableTexts.names":      "look:names",
	"tableTexts.counts":     "look:counts",
	"tableTexts.kinds":      "look:kinds",
	"tableTexts.totals":     "look:totals",
	"tableTexts.info":       "look:info",
	"tableTexts.stockLabel": "look:stock",
	"tableTexts.pileLabel":  "look:pile",
	"tableTexts.status":     "look:status",
	// The reveal's rows are prepared with the result.
	"tableTexts.reveal": "look:result",

	"cutState.n":        "look:cut",
	"cutState.pressed":  "undrawn",
	"cutState.note":     "ticking",
	"cutState.bonus":    "ticking",
	"cutState.noteLeft": "ticking",
}

// uncovered lists the fields of typ (walking into the parts marked
// "part") that have no repaintCover entry, or whose look field does not
// exist.
func uncovered(typ reflect.Type, cover map[string]string) []string {
	var missing []string
	look := reflect.TypeOf(tableLook{})
	for i := 0; i < typ.NumField(); i++ {
		f := typ.Field(i)
		key := typ.Name() + "." + f.Name
		c, ok := cover[key]
		switch {
		case !ok:
			missing = append(missing, key)
		case c == "part":
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			missing = append(missing, uncovered(ft, cover)...)
		case strings.HasPrefix(c, "look:"):
			if _, ok := look.FieldByName(strings.TrimPrefix(c, "look:")); !ok {
				missing = append(missing, key+" (tableLook has no field "+strings.TrimPrefix(c, "look:")+")")
			}
		}
	}
	return missing
}

// TestIssue13EveryTableFieldIsCoveredByTheRepaintCheck: a field added to
// the table (or to the parts it draws from) must say how a change of it
// reaches the screen, or the screen could stay stale (item 7).
func TestIssue13EveryTableFieldIsCoveredByTheRepaintCheck(t *testing.T) {
	for _, key := range uncovered(reflect.TypeOf(Table{}), repaintCover) {
		t.Errorf("%s: add it to tableLook (and fillLook), or to repaintCover saying why a change of it needs no look", key)
	}
}

// TestIssue13AnUncoveredFieldIsCaught: the guard above reports a field
// that a drawing could read but nothing covers.
func TestIssue13AnUncoveredFieldIsCaught(t *testing.T) {
	type Table struct {
		curtain bool
		banner  string // new, drawn, and forgotten
	}
	var drawn Table
	_ = drawn.curtain || drawn.banner != ""
	got := uncovered(reflect.TypeOf(drawn), repaintCover)
	if len(got) != 1 || got[0] != "Table.banner" {
		t.Errorf("uncovered = %v, want [Table.banner]", got)
	}
}

// TestIssue13LookComparesEveryField: changing any single field of a look
// (nested ones too) makes it differ, so no field is left out of the
// comparison.
func TestIssue13LookComparesEveryField(t *testing.T) {
	var a tableLook
	a.names, a.counts, a.kinds, a.totals = []string{"a"}, []string{"b"}, []string{"c"}, []string{"d"}
	a.info, a.log = []string{"e"}, []string{"f"}
	var walk func(path string, v func() reflect.Value)
	walk = func(path string, field func() reflect.Value) {
		f := field()
		if f.Kind() == reflect.Struct {
			for i := 0; i < f.NumField(); i++ {
				i := i
				walk(path+"."+f.Type().Field(i).Name, func() reflect.Value { return writable(field().Field(i)) })
			}
			return
		}
		b := a
		b.names, b.counts, b.kinds = append([]string(nil), a.names...), append([]string(nil), a.counts...), append([]string(nil), a.kinds...)
		b.totals, b.info, b.log = append([]string(nil), a.totals...), append([]string(nil), a.info...), append([]string(nil), a.log...)
		bf := writable(reflect.ValueOf(&b).Elem().FieldByIndex(indexOf(reflect.TypeOf(b), path)))
		change(bf)
		if sameLook(&a, &b) {
			t.Errorf("looks differing in %s compare equal", path)
		}
	}
	root := reflect.ValueOf(&a).Elem()
	for i := 0; i < root.NumField(); i++ {
		i := i
		walk(root.Type().Field(i).Name, func() reflect.Value { return writable(root.Field(i)) })
	}
}

// indexOf finds the field index path of a dotted field name.
func indexOf(typ reflect.Type, path string) []int {
	var idx []int
	for _, name := range strings.Split(path, ".") {
		f, _ := typ.FieldByName(name)
		idx = append(idx, f.Index...)
		typ = f.Type
	}
	return idx
}

// writable makes an unexported field settable (tests only).
func writable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// change gives a field another value.
func change(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(v.Uint() + 1)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(v.Float() + 1)
	case reflect.Slice:
		v.Index(0).SetString(v.Index(0).String() + "x")
	}
}
