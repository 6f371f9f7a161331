package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"rummy/engine/match/proto"
)

// TestStartupManyTables measures the start with many stored tables
// (issue 26 item 2): RUMMY_STARTUP_TABLES=20000 stores that many fresh
// tables (a host and an open seat each, as a flood of creations leaves
// them) once under RUMMY_STARTUP_DIR (default a temporary folder), then
// starts the server three times on a copy and reports the median. A
// measurement, not an assertion: skipped without the variable.
//
//	RUMMY_STARTUP_TABLES=20000 RUMMY_STARTUP_DIR=/tmp/startup-20000 \
//	  go test -count=1 -run TestStartupManyTables -v ./cmd/rummy-server
func TestStartupManyTables(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("RUMMY_STARTUP_TABLES"))
	if n <= 0 {
		t.Skip("set RUMMY_STARTUP_TABLES to measure")
	}
	dir := os.Getenv("RUMMY_STARTUP_DIR")
	if dir == "" {
		dir = t.TempDir()
	}
	seed := filepath.Join(dir, "seed")
	if _, err := os.Stat(seed); err != nil {
		populate(t, seed, n)
	}
	var times, cpus []time.Duration
	for i := 0; i < 3; i++ {
		run := filepath.Join(dir, "run")
		_ = os.RemoveAll(run)
		if out, err := exec.Command("cp", "-a", seed, run).CombinedOutput(); err != nil {
			t.Fatalf("cp: %v %s", err, out)
		}
		cpu0 := cpuTime()
		begin := time.Now()
		srv, err := start(context.Background(), config{data: run, lim: fastLimits()}, wallClock{})
		if err != nil {
			t.Fatal(err)
		}
		took := time.Since(begin)
		cpu := cpuTime() - cpu0
		t.Logf("start %d: %v (CPU %v), %d tables running", i+1, took, cpu, srv.hub.tableCount())
		cpus = append(cpus, cpu)
		srv.close()
		times = append(times, took)
	}
	slices.Sort(times)
	slices.Sort(cpus)
	t.Logf("median start with %d stored tables: %v (CPU %v)", n, times[1], cpus[1])
}

// cpuTime is the process's CPU time so far (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// populate stores n fresh tables under dir.
func populate(t *testing.T, dir string, n int) {
	srv, err := start(context.Background(), config{data: dir, lim: fastLimits()}, wallClock{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.close()
	ct := &proto.CreateTable{Variant: "classic", Options: json.RawMessage(`{"players":2}`), Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}}}
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range next {
				if _, _, err := srv.hub.create(ct, "host", ""); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
}
