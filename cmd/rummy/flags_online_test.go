package main

import (
	"errors"
	"strings"
	"testing"
)

// TestIssue14OnlineFlags (issue 14 item 4): -server, -join, -watch,
// -name and -show online are read and checked, each mistake a one-line
// usage error saying what to write; the other flags keep their meaning.
func TestIssue14OnlineFlags(t *testing.T) {
	for _, tc := range []struct {
		args             []string
		err              string
		join, watch, srv string
	}{
		{args: []string{"-server", "127.0.0.1:8787", "-join", "abcde-fghjk", "-name", "Anna"}, join: "ABCDE-FGHJK", srv: "127.0.0.1:8787"},
		{args: []string{"-join", "ABCDEFGHJK"}, join: "ABCDE-FGHJK"},
		{args: []string{"-watch", "abcde fghjk", "-server", "http://host.example:80/"}, watch: "ABCDE-FGHJK", srv: "http://host.example:80/"},
		{args: []string{"-show", "online"}},
		{args: []string{"-show", "online", "-name", "Anna", "-screenshot", "x.png"}},
		{args: []string{"-join", "ABCDE"}, err: "10 letters"},
		{args: []string{"-join", "ABCDE-FGHJ0"}, err: "like ABCDE-FGHJK"},
		{args: []string{"-join", "ABCDE-FGHJK", "-watch", "ABCDE-FGHJK"}, err: "give one"},
		{args: []string{"-join", "ABCDE-FGHJK", "-variant", "romme"}, err: "leave out -variant"},
		{args: []string{"-join", "ABCDE-FGHJK", "-show", "stats"}, err: "online table comes first"},
		{args: []string{"-name", "Anna"}, err: "add -join"},
		{args: []string{"-server", "ftp://x", "-show", "online"}, err: "HOST:PORT"},
	} {
		cfg, err := parseFlags(tc.args)
		if tc.err != "" {
			var ue usageError
			if err == nil || !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.err) || strings.Contains(err.Error(), "\n") {
				t.Errorf("%q: error %v, want a one-line usage error about %q", tc.args, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if cfg.join != tc.join || cfg.watch != tc.watch || cfg.server != tc.srv || cfg.setup != nil {
			t.Errorf("%q: join %q watch %q server %q setup %v", tc.args, cfg.join, cfg.watch, cfg.server, cfg.setup)
		}
	}
}
