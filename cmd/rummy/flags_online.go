package main

import (
	"fmt"

	"rummy/cmd/rummy/internal/cli"
	"rummy/engine/match/proto"
	"rummy/scenes"
)

// onlineFlags checks -server, -join and -watch: an address the lobby
// can dial and invite codes as a person may type them.
func (cfg *config) onlineFlags(f cli.Flags) error {
	if f.Server != "" {
		if _, err := scenes.ServerURLs(f.Server); err != nil {
			return usageError{Msg: fmt.Sprintf("rummy: -server %q: write the table server's address as HOST:PORT, like 127.0.0.1:8787, or the addresses of its nodes separated by commas, like 127.0.0.1:8787,127.0.0.1:8788", f.Server)}
		}
	}
	for _, c := range []struct {
		flag, code string
		to         *string
	}{{"-join", f.Join, &cfg.join}, {"-watch", f.Watch, &cfg.watch}} {
		if c.code == "" {
			continue
		}
		code, err := proto.NormalizeCode(c.code)
		if err != nil {
			return usageError{Msg: fmt.Sprintf("rummy: %s %q: an invite code has %d letters and digits, like ABCDE-FGHJK", c.flag, c.code, proto.CodeLen)}
		}
		*c.to = code
	}
	return nil
}
