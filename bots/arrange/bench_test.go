package arrange

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"rummy/engine"
)

// benchDirs are where the shared benchmark files may lie, relative to this
// package: beside the main checkout and beside a worktree.
var benchDirs = []string{"../../shared/bench", "../../../shared/bench", "../../../../shared/bench"}

// benchSet is one file of hands with their known least deadwood.
type benchSet struct {
	hands    [][]engine.Card
	deadwood []int
}

// loadBench reads classic-hands-N.txt and classic-deadwood-N.txt, or skips
// the test when the shared files are missing.
func loadBench(tb testing.TB, n int) benchSet {
	tb.Helper()
	for _, dir := range benchDirs {
		hp := filepath.Join(dir, "classic-hands-"+strconv.Itoa(n)+".txt")
		dp := filepath.Join(dir, "classic-deadwood-"+strconv.Itoa(n)+".txt")
		if _, err := os.Stat(hp); err != nil {
			continue
		}
		var set benchSet
		for _, line := range readLines(tb, hp) {
			cards, err := engine.ParseCards(line)
			if err != nil {
				tb.Fatalf("%s: %v", hp, err)
			}
			set.hands = append(set.hands, cards)
		}
		for _, line := range readLines(tb, dp) {
			v, err := strconv.Atoi(line)
			if err != nil {
				tb.Fatalf("%s: %v", dp, err)
			}
			set.deadwood = append(set.deadwood, v)
		}
		if len(set.hands) != len(set.deadwood) || len(set.hands) == 0 {
			tb.Fatalf("%s: %d hands but %d answers", dir, len(set.hands), len(set.deadwood))
		}
		return set
	}
	tb.Skipf("the shared benchmark files (classic-hands-%d.txt) are not in any of %v: run from a checkout beside /work/shared", n, benchDirs)
	return benchSet{}
}

func readLines(tb testing.TB, path string) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			out = append(out, line)
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// TestBenchFiles checks the known least deadwood of all 20,000 shared
// hands (CLA-4, CLA-8), by the fast path and the arrangement it returns.
func TestBenchFiles(t *testing.T) {
	a := New(engine.DefaultRules(engine.Classic))
	for _, n := range []int{10, 13} {
		set := loadBench(t, n)
		for i, hand := range set.hands {
			if got := a.MinDeadwoodValue(hand); got != set.deadwood[i] {
				t.Fatalf("%d-card hand %d (%s): deadwood %d, want %d", n, i+1, engine.FormatCards(hand), got, set.deadwood[i])
			}
			res := a.MinDeadwood(hand)
			if res.DeadwoodValue != set.deadwood[i] {
				t.Fatalf("%d-card hand %d: arrangement deadwood %d, want %d", n, i+1, res.DeadwoodValue, set.deadwood[i])
			}
			checkResult(t, a, hand, res)
		}
	}
}

// TestBenchFilesGeneral runs the general search (the one Rommé and
// Liverpool use) on the classic bench hands: it must agree with the
// answers too.
func TestBenchFilesGeneral(t *testing.T) {
	a := New(engine.DefaultRules(engine.Classic))
	for _, n := range []int{10, 13} {
		set := loadBench(t, n)
		step := 1
		if testing.Short() {
			step = 10
		}
		for i := 0; i < len(set.hands); i += step {
			hand := set.hands[i]
			if got := a.generalMinDeadwood(hand, nil); got != set.deadwood[i] {
				t.Fatalf("%d-card hand %d (%s): general deadwood %d, want %d", n, i+1, engine.FormatCards(hand), got, set.deadwood[i])
			}
		}
	}
}

// medianPerHand times f over the hands in batches of batch hands, several
// rounds, and returns the median time per hand over all batches.
func medianPerHand(hands [][]engine.Card, batch, rounds int, f func([]engine.Card) int) time.Duration {
	var per []time.Duration
	sink := 0
	for r := 0; r < rounds; r++ {
		for i := 0; i+batch <= len(hands); i += batch {
			t0 := time.Now()
			for _, h := range hands[i : i+batch] {
				sink += f(h)
			}
			per = append(per, time.Since(t0)/time.Duration(batch))
		}
	}
	sort.Slice(per, func(i, j int) bool { return per[i] < per[j] })
	if sink < 0 {
		panic("unreachable")
	}
	return per[len(per)/2]
}

func benchmarkFile(b *testing.B, n int) {
	set := loadBench(b, n)
	a := New(engine.DefaultRules(engine.Classic))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		a.MinDeadwoodValue(set.hands[i%len(set.hands)])
	}
	b.StopTimer()
	med := medianPerHand(set.hands, 10, 5, a.MinDeadwoodValue)
	b.ReportMetric(float64(med.Nanoseconds()), "median-ns/hand")
}

// BenchmarkClassic10 times the 10,000 ten-card bench hands; the
// median-ns/hand metric is the median over batches of 10 hands.
func BenchmarkClassic10(b *testing.B) { benchmarkFile(b, 10) }

// BenchmarkClassic13 times the 10,000 thirteen-card bench hands.
func BenchmarkClassic13(b *testing.B) { benchmarkFile(b, 13) }

// benchmarkFull times the full arrangement of the bench hands, as
// MinDeadwood returns it (into=false) or written into kept buffers
// (into=true), beside benchmarkFile's value-only path.
func benchmarkFull(b *testing.B, n int, into bool) {
	set := loadBench(b, n)
	a := New(engine.DefaultRules(engine.Classic))
	var dst Arrangement
	f := func(h []engine.Card) int { return a.MinDeadwood(h).DeadwoodValue }
	if into {
		f = func(h []engine.Card) int { a.MinDeadwoodInto(h, &dst); return dst.DeadwoodValue }
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		f(set.hands[i%len(set.hands)])
	}
	b.StopTimer()
	med := medianPerHand(set.hands, 10, 5, f)
	b.ReportMetric(float64(med.Nanoseconds()), "median-ns/hand")
}

// BenchmarkClassic10Full times MinDeadwood (melds as [][]Card) on the
// ten-card bench hands.
func BenchmarkClassic10Full(b *testing.B) { benchmarkFull(b, 10, false) }

// BenchmarkClassic13Full times MinDeadwood on the thirteen-card hands.
func BenchmarkClassic13Full(b *testing.B) { benchmarkFull(b, 13, false) }

// BenchmarkClassic10Into times MinDeadwoodInto (kept buffers) on the
// ten-card bench hands.
func BenchmarkClassic10Into(b *testing.B) { benchmarkFull(b, 10, true) }

// BenchmarkClassic13Into times MinDeadwoodInto on the thirteen-card
// hands.
func BenchmarkClassic13Into(b *testing.B) { benchmarkFull(b, 13, true) }
