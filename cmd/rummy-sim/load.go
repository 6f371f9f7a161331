package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"runtime/pprof"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
)

func init() {
	register(command{
		name:    "load",
		summary: "play many tables of bot clients against a running rummy-server (loopback only)",
		usage: `usage: rummy-sim load --server URL[,URL...] [--tables N] [--seconds S] [--pace-ms M] [--warmup-seconds W] [--variant V] [--json]

Plays N four-seat tables of bot clients over real WebSockets against the
rummy-server at URL (http://127.0.0.1:8787; loopback addresses only) for S
seconds, then prints what it measured: actions, actions a second, errors,
the round trip from an action to its seat's event (rtt) and to every
seat of the table (fanout), the server's and the generator's CPU time
per action (JSON), and the server's memory per table. Start the server
with -per-addr 0 -rate 0 for more than a few tables. The bots decode a
view only when their seat acts (they ask for whole views), so the
generator costs the machine little beside the server it measures.

  --server URL   the server (default http://127.0.0.1:8787); a comma-separated
                 list names the nodes of a cluster: the tables are created
                 round-robin over them, the seats of a table connect to
                 different nodes (seat i of table t to node (t+i) mod n), a
                 seat whose connection fails resumes at the next node, and
                 the JSON adds the connections per node
  --tables N     tables played at once (default 10)
  --seconds S    how long to play (default 10)
  --pace-ms M    each seat waits M ms before each action (default 0: as fast as it can)
  --warmup-seconds W
                 leave the first W seconds (the connections opening) out
                 of the figures (default 0)
  --variant V    rule set (default liverpool)
  --cpuprofile F write the generator's CPU profile to F (go tool pprof)
  --json         print JSON
`,
		run: func(args []string, stdout, stderr io.Writer) int {
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			return loadCommand(ctx, args, stdout, stderr)
		},
	})
}

// loadReport is what load prints.
type loadReport struct {
	Tables           int     `json:"tables"`
	Connections      int     `json:"connections"`
	Games            int64   `json:"games"`
	Actions          int64   `json:"actions"`
	Seconds          float64 `json:"seconds"`
	ActionsPerSecond float64 `json:"actions_per_second"`
	Errors           int64   `json:"errors"`
	RTTp50           float64 `json:"rtt_ms_p50"`
	RTTp99           float64 `json:"rtt_ms_p99"`
	FanoutP99        float64 `json:"fanout_ms_p99"`
	ServerBytesTable float64 `json:"server_bytes_per_table,omitempty"`
	ServerHeapBytes  uint64  `json:"server_heap_bytes,omitempty"`
	// WarmupSeconds is the start left out of the figures; the rates
	// are then over MeasuredSeconds.
	WarmupSeconds   float64 `json:"warmup_seconds,omitempty"`
	MeasuredSeconds float64 `json:"measured_seconds,omitempty"`
	// The CPU time (user and system) the server and this generator
	// spent per action the server applied, over the measured time: the
	// figure that holds when other jobs share the machine.
	ServerCPUus    float64 `json:"server_cpu_us_per_action,omitempty"`
	GeneratorCPUus float64 `json:"generator_cpu_us_per_action,omitempty"`
	// The bytes through the servers' NATS per action over the measured
	// time (received and sent, summed over the nodes), and the part that
	// went between nodes (replication, a door and a table's node).
	ServerNATSBytes      float64 `json:"server_nats_bytes_per_action,omitempty"`
	ServerNATSRouteBytes float64 `json:"server_nats_route_bytes_per_action,omitempty"`
	// The server's memory near the run's end, every connection open:
	// resident, and live heap after a collection, in all and per table.
	ServerRSS           uint64  `json:"server_rss_bytes,omitempty"`
	ServerLiveHeap      uint64  `json:"server_live_heap_bytes,omitempty"`
	ServerRSSTable      float64 `json:"server_rss_bytes_per_table,omitempty"`
	ServerLiveHeapTable float64 `json:"server_live_heap_bytes_per_table,omitempty"`
	// Nodes is the run per node, only when --server lists several
	// (load_nodes.go); the server figures above are then their sums
	// (the per-table ones their means) over the nodes that answered.
	Nodes []nodeReport `json:"nodes,omitempty"`
	// DealsVerified and DealsNotVerified count the finished games whose
	// deal every seat verified (issue 27: each seat seeds the shuffle and
	// checks every card it saw), or not.
	DealsVerified    int64 `json:"deals_verified"`
	DealsNotVerified int64 `json:"deals_not_verified"`
}

func loadCommand(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c := commands["load"]
	fs := newFlagSet(c.name)
	server := fs.String("server", "http://127.0.0.1:8787", "")
	tables := fs.Int("tables", 10, "")
	seconds := fs.Float64("seconds", 10, "")
	pace := fs.Int("pace-ms", 0, "")
	variant := fs.String("variant", "liverpool", "")
	warmup := fs.Float64("warmup-seconds", 0, "")
	cpuProfile := fs.String("cpuprofile", "", "")
	asJSON := fs.Bool("json", false, "")
	if done, code := parseFlags(fs, c, args, stdout, stderr); done {
		return code
	}
	bases, err := loopbackURLs(*server)
	if err != nil {
		return usageError(stderr, c.name, err)
	}
	if *tables < 1 || *seconds <= 0 || *pace < 0 || *warmup < 0 || *warmup >= *seconds {
		return usageError(stderr, c.name, fmt.Errorf("--tables is 1 or more, --seconds more than 0, --pace-ms 0 or more, --warmup-seconds 0 or more and less than --seconds"))
	}
	if _, err := engine.ParseVariant(*variant); err != nil {
		return usageError(stderr, c.name, err)
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return usageError(stderr, c.name, err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return usageError(stderr, c.name, err)
		}
		defer pprof.StopCPUProfile()
	}
	l := newLoadRun(bases, *variant, time.Duration(*pace)*time.Millisecond)
	rctx, cancel := context.WithTimeout(ctx, time.Duration(*seconds*float64(time.Second)))
	defer cancel()
	start := time.Now()
	l.warmup = time.Duration(*warmup * float64(time.Second))
	l.from = start.Add(l.warmup)
	var first, last cpuSample
	var mem statsReply
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		if !sleepCtx(rctx, time.Until(l.from)) {
			return
		}
		first = sampleCPU(bases)
		end := start.Add(time.Duration(*seconds*float64(time.Second)) - 300*time.Millisecond)
		if !sleepCtx(rctx, time.Until(end)) {
			return
		}
		last = sampleCPU(bases)
		mem, _ = nodesStats(bases, "/stats?gc=1")
	}()
	var wg sync.WaitGroup
	for i := 0; i < *tables; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l.table(rctx, i)
		}()
		if i%50 == 49 {
			time.Sleep(20 * time.Millisecond) // do not open every connection in one burst
		}
	}
	wg.Wait()
	<-sampled
	r := l.report(*tables, time.Since(start))
	if st, err := nodesStats(bases, "/stats"); err == nil {
		r.ServerBytesTable, r.ServerHeapBytes = st.BytesPerTable, st.HeapBytes
	}
	if n := last.actions - first.actions; first.ok && last.ok && n > 0 {
		r.ServerCPUus = (last.server - first.server) / float64(n) * 1e6
		r.GeneratorCPUus = (last.own - first.own) / float64(n) * 1e6
		r.ServerNATSBytes = float64(last.nats-first.nats) / float64(n)
		r.ServerNATSRouteBytes = float64(last.routes-first.routes) / float64(n)
	}
	r.ServerRSS, r.ServerLiveHeap = mem.RSSBytes, mem.LiveHeapBytes
	r.ServerRSSTable, r.ServerLiveHeapTable = mem.RSSPerTable, mem.LiveHeapBytesTable
	r.Nodes = l.nodeReport()
	if *asJSON {
		b, _ := json.MarshalIndent(r, "", "  ")
		fmt.Fprintln(stdout, string(b))
	} else {
		fmt.Fprintf(stdout, "%d tables, %d connections, %d actions in %.1fs: %.0f actions/s, %d errors, rtt p50 %.2f ms p99 %.2f ms, fanout p99 %.2f ms\n",
			r.Tables, r.Connections, r.Actions, r.Seconds, r.ActionsPerSecond, r.Errors, r.RTTp50, r.RTTp99, r.FanoutP99)
	}
	if r.Errors > 0 {
		return exitInvalid
	}
	return exitOK
}

// loopbackURL accepts an http(s) or ws(s) URL on a loopback address only
// and returns it as http://HOST:PORT.
func loopbackURL(s string) (string, error) {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("--server %q is not a URL like http://127.0.0.1:8787", s)
	}
	ip := net.ParseIP(u.Hostname())
	if ip == nil || !ip.IsLoopback() {
		return "", fmt.Errorf("--server %s: load runs against a loopback address (127.0.0.1) only", s)
	}
	scheme := "http"
	if u.Scheme == "https" || u.Scheme == "wss" {
		scheme = "https"
	}
	return scheme + "://" + u.Host, nil
}

// statsReply is what load reads of the server's /stats.
type statsReply struct {
	BytesPerTable      float64 `json:"bytes_per_table"`
	HeapBytes          uint64  `json:"heap_bytes"`
	Actions            int64   `json:"actions"`
	CPUSeconds         float64 `json:"cpu_seconds"`
	RSSBytes           uint64  `json:"rss_bytes"`
	LiveHeapBytes      uint64  `json:"live_heap_bytes"`
	RSSPerTable        float64 `json:"rss_bytes_per_table"`
	LiveHeapBytesTable float64 `json:"live_heap_bytes_per_table"`
	NATSBytes          uint64  `json:"nats_bytes"`
	NATSRouteBytes     uint64  `json:"nats_route_bytes"`
}

// cpuSample is the server's and the generator's CPU time and the
// server's action count at one moment.
type cpuSample struct {
	server, own  float64
	actions      int64
	nats, routes uint64
	ok           bool
}

func sampleCPU(bases []string) cpuSample {
	own := ownCPU()
	st, err := nodesStats(bases, "/stats")
	return cpuSample{server: st.CPUSeconds, own: own, actions: st.Actions, nats: st.NATSBytes, routes: st.NATSRouteBytes,
		ok: err == nil && st.CPUSeconds > 0 && own > 0}
}

// sleepCtx waits d, false if ctx ends first.
func sleepCtx(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	select {
	case <-time.After(d):
		return true
	case <-ctx.Done():
		return false
	}
}

// serverStats reads the server's /stats at url.
func serverStats(url string) (statsReply, error) {
	var st statsReply
	cl := http.Client{Timeout: 5 * time.Second}
	resp, err := cl.Get(url)
	if err != nil {
		return st, err
	}
	defer resp.Body.Close()
	return st, json.NewDecoder(resp.Body).Decode(&st)
}

// loadRun collects the figures of every table.
type loadRun struct {
	// ws are the nodes' WebSocket endpoints; nodes their counters.
	ws      []string
	bases   []string
	nodes   []nodeCount
	variant string
	pace    time.Duration
	// from is when the figures start counting (after the warm-up).
	from                          time.Time
	warmup                        time.Duration
	actions, errors, games, conns atomic.Int64
	// dealsOK and dealsBad count the finished games whose deal every
	// seat verified, or not (issue 27).
	dealsOK, dealsBad atomic.Int64
	mu                sync.Mutex
	rtt               []float64
	fanout            []float64
}

func (l *loadRun) fail(err error) {
	if err != nil && err != context.Canceled && err != context.DeadlineExceeded {
		l.errors.Add(1)
	}
}

// table plays games at one table until ctx ends.
func (l *loadRun) table(ctx context.Context, n int) {
	for g := 0; ctx.Err() == nil; g++ {
		if err := l.game(ctx, n, g); err != nil {
			if ctx.Err() == nil {
				l.fail(err)
				time.Sleep(100 * time.Millisecond)
			}
			return
		}
		l.games.Add(1)
	}
}

// seatTimes is one seat's last action send time.
type seatTimes struct {
	mu   sync.Mutex
	sent time.Time
}

// tableTimes matches the events of a table to the actions' send times.
type tableTimes struct {
	mu      sync.Mutex
	seats   int
	entries map[uint64]*fanoutEntry
}

type fanoutEntry struct {
	sent    time.Time
	last    time.Time
	arrived int
}

// game plays one game of four bot clients.
func (l *loadRun) game(ctx context.Context, n, g int) error {
	o, err := engine.NewOptions(mustParse(l.variant))
	if err != nil {
		return err
	}
	seatsN := o.NumPlayers()
	tt := &tableTimes{seats: seatsN, entries: map[uint64]*fanoutEntry{}}
	seats := make([]*loadSeat, seatsN)
	var wg sync.WaitGroup
	// gctx ends the game: the run's end, or a seat that failed for good
	// (the others would wait for it); first is that seat's error.
	gctx, abort := context.WithCancel(ctx)
	defer abort()
	var first error
	var once sync.Once
	defer func() {
		for _, s := range seats {
			if s != nil {
				s.closeNow()
				l.conns.Add(-1)
			}
		}
		wg.Wait()
	}()
	for i := range seats {
		s, err := l.dialSeat(ctx, tt, i, n)
		if err != nil {
			return err
		}
		s.bot = bots.NewGreedy(uint64(n*1000+g*10+i), i)
		l.conns.Add(1)
		seats[i] = s
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := s.loop(gctx); err != nil {
				once.Do(func() { first = err })
				abort()
			}
		}()
	}
	// The game's end closes the connections, which ends every loop.
	stop := context.AfterFunc(gctx, func() {
		for _, s := range seats {
			s.closeNow()
		}
	})
	defer stop()
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	open := make([]proto.SeatSpec, seatsN-1)
	for i := range open {
		open[i] = proto.SeatSpec{Kind: proto.SeatOpen}
	}
	if err := seats[0].write(proto.ClientMsg{Type: proto.TCreate, ID: 1, Name: fmt.Sprintf("t%d", n),
		Create: &proto.CreateTable{Variant: l.variant, Seats: open, Level: "greedy"}, EntropyHash: seats[0].drawEntropy()}); err != nil {
		return err
	}
	j, err := seats[0].readJoined(rctx)
	if err != nil {
		return err
	}
	for i := 1; i < seatsN; i++ {
		if err := seats[i].write(proto.ClientMsg{Type: proto.TJoin, ID: 1, Code: j.Code, Name: fmt.Sprintf("t%d-%d", n, i), EntropyHash: seats[i].drawEntropy()}); err != nil {
			return err
		}
		if _, err := seats[i].readJoined(rctx); err != nil {
			return err
		}
	}
	if err := seats[0].write(proto.ClientMsg{Type: proto.TStart, ID: 2}); err != nil {
		return err
	}
	wg.Wait()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if first == nil {
		l.countDeal(seats)
	}
	return first
}

// countDeal counts a finished game's deal: verified when every seat
// verified it, else not verified (with the first seat's reason logged).
func (l *loadRun) countDeal(seats []*loadSeat) {
	for _, s := range seats {
		if r := s.deal.report; r == nil || !r.OK() {
			l.dealsBad.Add(1)
			if r != nil {
				log.Printf("rummy-sim load: table %s seat %d: %s", s.table, s.seat, r)
			}
			return
		}
	}
	l.dealsOK.Add(1)
}

// observe times one message: the acting seat's own event closes a round
// trip; the last seat to get an event closes its fan-out.
func (l *loadRun) observe(tt *tableTimes, st *seatTimes, seat int, m *proto.ServerMsg, at time.Time) {
	if m.Type == proto.SError || m.Type == proto.SRefused {
		l.errors.Add(1)
		return
	}
	if m.Type != proto.SEvent || at.Before(l.from) {
		return
	}
	var sent time.Time
	if m.ID != 0 && m.Actor == seat {
		st.mu.Lock()
		sent = st.sent
		st.mu.Unlock()
		l.actions.Add(1)
		l.mu.Lock()
		l.rtt = append(l.rtt, float64(at.Sub(sent).Microseconds())/1000)
		l.mu.Unlock()
	}
	tt.mu.Lock()
	e := tt.entries[m.Seq]
	if e == nil {
		e = &fanoutEntry{}
		tt.entries[m.Seq] = e
	}
	if !sent.IsZero() {
		e.sent = sent
	}
	e.arrived++
	if at.After(e.last) {
		e.last = at
	}
	done := e.arrived == tt.seats
	if done {
		delete(tt.entries, m.Seq)
	}
	tt.mu.Unlock()
	if done && !e.sent.IsZero() {
		l.mu.Lock()
		l.fanout = append(l.fanout, float64(e.last.Sub(e.sent).Microseconds())/1000)
		l.mu.Unlock()
	}
}

func mustParse(s string) engine.Variant {
	v, _ := engine.ParseVariant(s)
	return v
}

// report sums the run up.
func (l *loadRun) report(tables int, d time.Duration) loadReport {
	l.mu.Lock()
	defer l.mu.Unlock()
	r := loadReport{Tables: tables, Connections: tables * 4, Games: l.games.Load(), Actions: l.actions.Load(),
		Seconds: d.Seconds(), Errors: l.errors.Load(), DealsVerified: l.dealsOK.Load(), DealsNotVerified: l.dealsBad.Load()}
	if o, err := engine.NewOptions(mustParse(l.variant)); err == nil {
		r.Connections = tables * o.NumPlayers()
	}
	r.ActionsPerSecond = float64(r.Actions) / d.Seconds()
	if l.warmup > 0 {
		r.WarmupSeconds, r.MeasuredSeconds = l.warmup.Seconds(), (d - l.warmup).Seconds()
		r.ActionsPerSecond = float64(r.Actions) / r.MeasuredSeconds
	}
	r.RTTp50, r.RTTp99 = percentile(l.rtt, 50), percentile(l.rtt, 99)
	r.FanoutP99 = percentile(l.fanout, 99)
	return r
}

// percentile returns the p-th percentile of xs (0 for none).
func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	i := int(float64(len(s)-1) * p / 100)
	return s[i]
}
