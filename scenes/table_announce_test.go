package scenes

import (
	"strings"
	"testing"

	"rummy/scenes/speech"
)

// mirrorRec records what the table announces.
type mirrorRec struct{ lines []string }

func (m *mirrorRec) Announce(lines []string) { m.lines = append(m.lines, lines...) }
func (m *mirrorRec) Show(TableText)          {}
func (m *mirrorRec) Pending() (Intent, int)  { return 0, 0 }

// The table announces the person's own move, played by keys, in spoken
// words (issue 30 item 4); reading aloud hands the same line to the
// speech service only when the setting is on.
func TestTableAnnouncesAKeyMoveAndSpeaksOnlyWhenOn(t *testing.T) {
	r := layPosition.build(t)
	rec := &mirrorRec{}
	r.app.Mirror = rec
	said := make(chan string, 16)
	sp := speech.New(func(_, line string) error { said <- line; return nil }, 8)
	defer sp.Close()
	r.app.voice = voice{name: "test", speaker: sp}
	c := r.handCard("5H")
	r.tap(r.cardPoint(c))
	r.key(IntentLayOff)
	r.key(IntentActivate)
	want := "You laid five of hearts off"
	if len(rec.lines) == 0 || rec.lines[0] != want {
		t.Fatalf("announced %q, want %q first", rec.lines, want)
	}
	select {
	case l := <-said:
		t.Fatalf("said %q with reading aloud off", l)
	default:
	}
	r.app.Settings.Speech = true
	rec.lines = nil
	r.tap(r.cardPoint(r.handCard("9C")))
	r.key(IntentDiscard)
	if len(rec.lines) == 0 || !strings.Contains(rec.lines[0], "nine of clubs") {
		t.Fatalf("announced %q after the discard", rec.lines)
	}
	if l := <-said; l != rec.lines[0] {
		t.Fatalf("said %q, announced %q", l, rec.lines[0])
	}
}
