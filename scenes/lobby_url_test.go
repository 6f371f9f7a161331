package scenes

import (
	"testing"

	"rummy/scenes/online"
)

// TestIssue14ServerURL: what a person types as the server's address
// becomes the WebSocket endpoint; what cannot be one is refused.
func TestIssue14ServerURL(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.1:8787":            "ws://127.0.0.1:8787/ws",
		" localhost:9000 ":          "ws://localhost:9000/ws",
		"http://host.example:80/":   "ws://host.example:80/ws",
		"https://host.example/":     "wss://host.example/ws",
		"wss://host.example/ws?x=1": "wss://host.example/ws",
		"ws://[::1]:8787/ws":        "ws://[::1]:8787/ws",
		"":                          "",
		"ftp://host":                "",
		"http://":                   "",
	} {
		got, err := online.EndpointURL(in)
		if want == "" {
			if err == nil {
				t.Errorf("ServerURL(%q) = %q, want an error", in, got)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("ServerURL(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}
