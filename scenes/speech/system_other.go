//go:build !js

package speech

import (
	"os/exec"
	"runtime"
	"strings"
)

// System finds the system's speech service: speech-dispatcher's spd-say
// on Linux and the BSDs, say on macOS, SAPI through PowerShell on
// Windows. It returns the service's name and its voice, or "" and nil
// when there is none (the game then stays silent and Settings says so).
func System() (string, Voice) {
	return find(runtime.GOOS, exec.LookPath)
}

// find picks the service for an operating system, given how to look a
// program up (tests pass their own).
func find(goos string, look func(string) (string, error)) (string, Voice) {
	switch goos {
	case "darwin":
		if p, err := look("say"); err == nil {
			return "say", func(_, text string) error { return exec.Command(p, "--", text).Run() }
		}
	case "windows":
		for _, name := range []string{"powershell", "pwsh"} {
			if p, err := look(name); err == nil {
				return "SAPI", func(_, text string) error {
					c := exec.Command(p, "-NoProfile", "-NonInteractive", "-Command",
						"Add-Type -AssemblyName System.Speech; (New-Object System.Speech.Synthesis.SpeechSynthesizer).Speak([Console]::In.ReadToEnd())")
					c.Stdin = strings.NewReader(text)
					return c.Run()
				}
			}
		}
	default:
		if p, err := look("spd-say"); err == nil {
			return "spd-say", func(lang, text string) error {
				return exec.Command(p, "--wait", "--language", lang, "--", text).Run()
			}
		}
	}
	return "", nil
}
