//go:build linux && !android

package audio

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestAudit13BrokenALSAIsSilent (issue 12, item 13): with an ALSA
// configuration that is missing or garbage the player reports no device
// within a few seconds and stays silent, instead of the failure reaching
// the game. oto opens one device per process, so each configuration runs
// in a child process of this test binary.
func TestAudit13BrokenALSAIsSilent(t *testing.T) {
	garbage := filepath.Join(t.TempDir(), "asound.conf")
	if err := os.WriteFile(garbage, []byte("pcm.!default {{{ garbage ;;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	null, err := filepath.Abs("../.ci/asound-null.conf")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, conf, want string }{
		{"missing", "/nonexistent/asound.conf", "failed"},
		{"garbage", garbage, "failed"},
		{"null device", null, "plays"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestAudit13Child$", "-test.v")
			cmd.Env = append(os.Environ(), "ALSA_CONFIG_PATH="+tc.conf, "RUMMY_AUDIO_CHILD="+tc.want)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Errorf("ALSA_CONFIG_PATH=%s: %v\n%s", tc.conf, err, out)
			}
		})
	}
}

// TestAudit13Child is the child of TestAudit13BrokenALSAIsSilent.
func TestAudit13Child(t *testing.T) {
	want := os.Getenv("RUMMY_AUDIO_CHILD")
	if want == "" {
		t.Skip("run by TestAudit13BrokenALSAIsSilent")
	}
	p := New(Config{Volume: 1})
	if !p.usable {
		t.Fatal("ALSA_CONFIG_PATH is set, so the device check should pass and the device be tried")
	}
	deadline := time.Now().Add(10 * time.Second)
	if want == "plays" {
		for ok, _ := p.out.state(); !ok; ok, _ = p.out.state() {
			if time.Now().After(deadline) || !p.Available() {
				t.Fatal("the null device did not open within 10 s")
			}
			time.Sleep(10 * time.Millisecond)
		}
		for s := Sound(0); s < NumSounds; s++ {
			p.Play(s)
		}
		time.Sleep(300 * time.Millisecond)
		if !p.Available() || p.playing[0] == nil {
			t.Error("the null device stopped playing")
		}
		return
	}
	for p.Available() {
		if time.Now().After(deadline) {
			t.Fatal("the broken device still counts as available after 10 s")
		}
		p.Play(Deal) // never panics, never blocks
		time.Sleep(10 * time.Millisecond)
	}
	for s := Sound(0); s < NumSounds; s++ {
		p.Play(s)
	}
	if p.Available() {
		t.Error("a failed device came back")
	}
}
