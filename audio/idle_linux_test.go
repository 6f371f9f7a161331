//go:build linux && !android

package audio

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestIssue24SilentOutputIdles (issue 24, item 12): on ALSA's null device
// (which never blocks, so a running context spins a core writing
// silence) the output suspends its context once the device is open,
// wakes it for a sound and suspends it again after the sound's end. oto
// opens one device per process, so this runs in a child process.
func TestIssue24SilentOutputIdles(t *testing.T) {
	null, err := filepath.Abs("../.ci/asound-null.conf")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestIssue24IdleChild$", "-test.v")
	cmd.Env = append(os.Environ(), "ALSA_CONFIG_PATH="+null, "RUMMY_AUDIO_IDLE_CHILD=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%v\n%s", err, out)
	}
}

// TestIssue24IdleChild is the child of TestIssue24SilentOutputIdles.
func TestIssue24IdleChild(t *testing.T) {
	if os.Getenv("RUMMY_AUDIO_IDLE_CHILD") == "" {
		t.Skip("run by TestIssue24SilentOutputIdles")
	}
	p := New(Config{Volume: 1})
	if !p.usable {
		t.Fatal("ALSA_CONFIG_PATH is set, so the device should be tried")
	}
	// waitFor polls a condition (the device opens and the timers run on
	// oto's and the runtime's goroutines); the deadline only ends a hang.
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for !ok() {
			if time.Now().After(deadline) {
				t.Fatalf("%s: not within 20 s", what)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	waitFor("the null device opens", func() bool { ok, _ := p.out.state(); return ok })
	waitFor("the open device idles before any sound", p.out.idling)
	p.Play(Win)
	if p.out.idling() {
		t.Fatal("a sound started but the output still idles")
	}
	if p.playing[0] == nil || !p.playing[0].IsPlaying() {
		t.Fatal("the sound is not playing")
	}
	waitFor("the output idles again after the sound", p.out.idling)
	if p.playing[0].IsPlaying() {
		t.Error("the output idles while a sound still plays")
	}
	p.Play(Deal)
	if p.out.idling() || !p.Available() {
		t.Error("the output did not wake for a second sound")
	}
	waitFor("the output idles after the second sound", p.out.idling)
}

// idling reports whether the context is suspended (for tests).
func (o *output) idling() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.idle
}
