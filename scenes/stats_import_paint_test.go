package scenes

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"rummy/engine"
)

// TestIssue16ImportRefusalIsPainted (issue 16, item 4): a file that
// arrives with no input (the browser's chooser reads it after it closed)
// tells the screen manager that the picture changed, so the refusal is
// painted at once, not at the next mouse move.
func TestIssue16ImportRefusalIsPainted(t *testing.T) {
	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
	s := NewStatsScene(app, engine.Classic, menu, app.Backdrop)
	var dropped fs.FS
	s.drop = func() fs.FS { d := dropped; dropped = nil; return d }
	var r repaint
	for range repaintFrames + 1 {
		s.Update(&Input{})
		r.update(app, &Input{}, s, false)
		r.painted()
	}
	if !s.Still() || r.needed() {
		t.Fatal("the statistics are not still with nothing happening")
	}
	dropped = fstest.MapFS{"broken.json": {Data: []byte(`{"format":`)}}
	s.Update(&Input{})
	if s.note == "" || s.Still() {
		t.Fatalf("a refused file left the screen still (note %q)", s.note)
	}
	r.update(app, &Input{}, s, false)
	if !r.needed() {
		t.Fatal("the manager would not paint the refusal")
	}
	s.Update(&Input{})
	if !s.Still() {
		t.Fatal("the statistics stay unstill after the refusal")
	}
}
