package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// damagedTable is one table of the damaged-data test: its host's
// stored token and its ids.
type damagedTable struct {
	id, code string
	store    *online.MemStore
}

// openDamagedTables creates n started classic tables (the host and a
// bot) on the server at url.
func openDamagedTables(t *testing.T, ctx context.Context, url string, n int) []damagedTable {
	t.Helper()
	var out []damagedTable
	for i := 0; i < n; i++ {
		store := &online.MemStore{}
		c, _ := dialStore(t, url, store, 50*time.Millisecond)
		ct := proto.CreateTable{Variant: "classic", Options: json.RawMessage(`{"players":2}`), Level: "greedy",
			Seats: []proto.SeatSpec{{Kind: proto.SeatBot}}}
		if err := c.Create(ctx, ct, fmt.Sprintf("host%d", i)); err != nil {
			t.Fatal(err)
		}
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the host's turn", 20*time.Second, func() bool {
			v := c.View()
			return v != nil && slices.Contains(v.Waiting, 0)
		})
		info := c.Info()
		out = append(out, damagedTable{id: info.Table, code: info.Code, store: store})
		c.Close()
	}
	return out
}

// plays resumes a table's host and has it play one decision, applied.
func (d damagedTable) plays(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	c, _ := dialStore(t, url, d.store, 50*time.Millisecond)
	defer c.Close()
	if err := c.Resume(ctx, d.id); err != nil {
		t.Fatalf("table %s (%s) does not resume: %v", d.id, d.code, err)
	}
	waitFor(t, "the host's view", 20*time.Second, func() bool {
		v := c.View()
		return v != nil && slices.Contains(v.Waiting, 0) && c.Info().Pending == 0
	})
	before := c.Info().Last
	if _, err := c.Act(bots.NewGreedy(1, 0).Act(c.View())); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the host's move applied", 20*time.Second, func() bool {
		i := c.Info()
		if i.Refusal != nil {
			t.Fatalf("table %s refused the host's move: %s", d.id, i.Refusal.Text)
		}
		return i.Last > before && i.Pending == 0
	})
}

// blocks lists the TABLES stream's block files under data.
func blocks(t *testing.T, data string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(data, func(p string, e fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".blk") && (strings.Contains(p, string(filepath.Separator)+streamName+string(filepath.Separator)) ||
			strings.Contains(p, string(filepath.Separator)+shardStream)) {
			out = append(out, p)
		}
		return err
	})
	if err != nil || len(out) == 0 {
		t.Fatalf("no block file of the table stream under %s (%v)", data, err)
	}
	slices.Sort(out)
	return out
}

// TestIssue26DamagedTableQuarantined (issue 26 item 1): the server, a
// real process, runs five started tables and is killed; one table's
// records are damaged in the stream's block file (40 bytes of its first
// record overwritten after a clean stop, or zeroed after a kill, or the
// block truncated inside its last record after a kill); the server
// starts again, every other table resumes and plays, and the damaged
// table's invite code answers that it could not be restored (or, when
// the damage took only the end of its log, it resumes at the last
// position that was kept).
func TestIssue26DamagedTableQuarantined(t *testing.T) {
	bin := serverBinary(t)
	for _, mode := range []string{"overwrite", "zero", "truncate"} {
		t.Run(mode, func(t *testing.T) {
			dir := t.TempDir()
			if d := os.Getenv("KEEPDIR"); d != "" {
				dir = filepath.Join(d, mode)
			}
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			addr := ln.Addr().String()
			ln.Close()
			data := filepath.Join(dir, "data")
			args := []string{"-addr", addr, "-data", data, "-per-addr", "0", "-rate", "0", "-hand-pause", "0"}
			url := "ws://" + addr + "/ws"
			ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
			defer cancel()
			srv := startProcess(t, bin, args...)
			tables := openDamagedTables(t, ctx, url, 5)
			victim := 2
			if mode == "truncate" {
				victim = len(tables) - 1 // a power cut takes the end of the last block
			}
			if mode == "overwrite" {
				srv.stop() // its index written and trusted at the start
			} else {
				srv.kill()
			}
			damage(t, data, tables[victim].id, mode)
			if os.Getenv("KEEPDIR") != "" {
				for i, d := range tables {
					t.Logf("table %d: %s", i, d.id)
				}
				_ = exec.Command("cp", "-r", data, data+".damaged").Run()
			}

			startProcess(t, bin, args...)
			for i, d := range tables {
				switch {
				case i == victim:
				case i < victim || mode == "overwrite":
					d.plays(t, ctx, url)
				case !saysUnrestorable(t, url, d.code):
					// After a kill JetStream rebuilds the block and drops
					// what follows a damaged record: a table after it
					// plays if it kept its log, or is said lost.
					d.plays(t, ctx, url)
				}
			}
			if !saysUnrestorable(t, url, tables[victim].code) && mode != "truncate" {
				t.Fatal("the damaged table is open: its damage went unseen")
			}
			if mode == "overwrite" {
				resp, err := http.Get("http://" + addr + "/stats")
				if err != nil {
					t.Fatal(err)
				}
				var st serverStats
				err = json.NewDecoder(resp.Body).Decode(&st)
				resp.Body.Close()
				if err != nil || len(st.Quarantined) != 1 || st.Quarantined[0].ID != tables[victim].id || st.Quarantined[0].Reason == "" {
					t.Fatalf("/stats lists %+v as quarantined (%v), want table %s with its reason", st.Quarantined, err, tables[victim].id)
				}
			}
		})
	}
}

// stop ends the server as an operator does (SIGINT), so that the stream's
// index is written and trusted at the next start.
func (p *process) stop() {
	_ = p.cmd.Process.Signal(syscall.SIGINT)
	<-p.done
}

// saysUnrestorable reports whether a table's code answers that it could not
// be restored (else it answers as a table that is open).
func saysUnrestorable(t *testing.T, url, code string) bool {
	t.Helper()
	r, _, err := dialRaw(t, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer r.c.CloseNow()
	m := r.answer(fmt.Sprintf(`{"v":1,"type":"spectate","id":1,"code":%q}`, code), 1)
	if m.Type == proto.SError && m.Error != "unrestorable" {
		t.Fatalf("table %s answers %s: %s", code, m.Error, m.Text)
	}
	return m.Type == proto.SError
}

// damage spoils the victim's first record in the block that holds it
// (truncate: cuts the block inside its last record).
func damage(t *testing.T, data, id, mode string) {
	t.Helper()
	k, _ := strconv.ParseUint(id[:2], 16, 8)
	key := []byte(fmt.Sprintf("%s%d.%s", shardRoot, int(k)%defaultShards, id))
	for _, p := range blocks(t, data) {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		at := bytes.Index(b, key) // its first record
		if mode == "truncate" {
			at = bytes.LastIndex(b, key)
		}
		if at < 0 {
			continue
		}
		switch mode {
		case "overwrite":
			copy(b[at+len(key):], bytes.Repeat([]byte("X"), 40))
		case "zero":
			copy(b[at+len(key):], make([]byte, 40))
		case "truncate":
			b = b[:at+len(key)+20]
		}
		if err := os.WriteFile(p, b, 0o600); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatalf("no block holds table %s", id)
}
