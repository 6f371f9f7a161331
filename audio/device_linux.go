//go:build linux && !android

package audio

import (
	"os"
	"path/filepath"
)

// waitForGesture is false: desktop audio may start at once.
const waitForGesture = false

// deviceAvailable reports whether ALSA can open a playback device, judged
// without opening one (Ebiten's audio context would end the game loop with
// an error if it failed): an explicit ALSA configuration (ALSA_CONFIG_PATH,
// e.g. a null device in CI), a PulseAudio or PipeWire server that ALSA's
// default device can route to, or a kernel playback device /dev/snd/pcmC*D*p.
func deviceAvailable() bool {
	if os.Getenv("ALSA_CONFIG_PATH") != "" || os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		for _, sock := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(filepath.Join(dir, sock)); err == nil {
				return true
			}
		}
	}
	devs, _ := filepath.Glob("/dev/snd/pcmC*D*p")
	return len(devs) > 0
}

// idleWhenSilent: the output suspends its context while nothing plays.
const idleWhenSilent = true
