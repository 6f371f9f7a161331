package online

import (
	"errors"
	"slices"
	"testing"
)

// TestIssue17EndpointURLs (issue 17): the server field and -server take
// one address or several separated by commas, each as HOST:PORT or a
// URL; an empty item or one that is not an address is refused, naming
// it.
func TestIssue17EndpointURLs(t *testing.T) {
	for in, want := range map[string][]string{
		"127.0.0.1:8787":                   {"ws://127.0.0.1:8787/ws"},
		" 127.0.0.1:8787 , 127.0.0.1:8788": {"ws://127.0.0.1:8787/ws", "ws://127.0.0.1:8788/ws"},
		"https://a.example/,b.example:80":  {"wss://a.example/ws", "ws://b.example:80/ws"},
	} {
		got, err := EndpointURLs(in)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("%q: %q, %v; want %q", in, got, err, want)
		}
	}
	for in, item := range map[string]string{
		"":                         "",
		"127.0.0.1:8787,":          "",
		"127.0.0.1:8787,,b:1":      "",
		"127.0.0.1:8787,ftp://x":   "ftp://x",
		"http://,127.0.0.1:8787":   "http://",
		"127.0.0.1:8787, :8788":    ":8788",
		"127.0.0.1:8787,a b:8788 ": "a b:8788",
	} {
		_, err := EndpointURLs(in)
		var ae *AddressError
		if !errors.As(err, &ae) || ae.Item != item {
			t.Errorf("%q: %v, want the bad item %q", in, err, item)
		}
	}
	if HostOf("ws://127.0.0.1:8788/ws") != "127.0.0.1:8788" {
		t.Error("HostOf")
	}
}
