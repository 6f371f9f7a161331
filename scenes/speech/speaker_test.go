package speech

import (
	"errors"
	"fmt"
	"testing"
)

// A voice that never finishes a line does not hold Say up: the queue
// keeps the newest lines and drops the oldest.
func TestSayNeverWaitsAndDropsTheOldestLines(t *testing.T) {
	started := make(chan string, 1)
	release := make(chan struct{})
	said := make(chan string, 100)
	s := New(func(_, text string) error {
		select {
		case started <- text:
		default:
		}
		<-release
		said <- text
		return nil
	}, 3)
	defer s.Close()
	s.Say("en", "line 0")
	if got := <-started; got != "line 0" {
		t.Fatalf("the worker said %q first", got)
	}
	for i := 1; i <= 50; i++ {
		s.Say("en", fmt.Sprintf("line %d", i)) // would hang here if Say waited
	}
	if s.Dropped() != 47 {
		t.Fatalf("dropped %d lines, want 47", s.Dropped())
	}
	close(release)
	var got []string
	for range 4 {
		got = append(got, <-said)
	}
	want := []string{"line 0", "line 48", "line 49", "line 50"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("said %q, want %q", got, want)
	}
}

// A voice that fails is counted, and the next line is still said.
func TestAFailingVoiceIsCountedAndTheNextLineSaid(t *testing.T) {
	said := make(chan string, 2)
	s := New(func(_, text string) error {
		said <- text
		if text == "bad" {
			return errors.New("no voice")
		}
		return nil
	}, 4)
	defer s.Close()
	s.Say("en", "bad")
	s.Say("en", "good")
	if a, b := <-said, <-said; a != "bad" || b != "good" {
		t.Fatalf("said %q, %q", a, b)
	}
	s.Close()
	if s.Failed() != 1 {
		t.Fatalf("failed %d, want 1", s.Failed())
	}
	s.Say("en", "after close") // does nothing, does not block
}

// Each system's service is found where its program is, and none where it
// is missing.
func TestFindPicksEachSystemsService(t *testing.T) {
	has := func(names ...string) func(string) (string, error) {
		return func(n string) (string, error) {
			for _, m := range names {
				if m == n {
					return "/bin/" + n, nil
				}
			}
			return "", errors.New("not found")
		}
	}
	for _, c := range []struct {
		goos  string
		progs []string
		want  string
	}{
		{"linux", []string{"spd-say"}, "spd-say"},
		{"linux", nil, ""},
		{"darwin", []string{"say"}, "say"},
		{"darwin", []string{"spd-say"}, ""},
		{"windows", []string{"pwsh"}, "SAPI"},
		{"windows", nil, ""},
	} {
		name, voice := find(c.goos, has(c.progs...))
		if name != c.want || (voice == nil) != (c.want == "") {
			t.Errorf("%s with %v: %q (voice %v), want %q", c.goos, c.progs, name, voice != nil, c.want)
		}
	}
}
