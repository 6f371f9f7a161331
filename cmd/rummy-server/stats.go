package main

import (
	"encoding/json"
	"net/http"
	"runtime"

	"rummy/internal/version"
)

// serverStats is what /stats reports.
type serverStats struct {
	Tables        int     `json:"tables"`
	Connections   int64   `json:"connections"`
	Actions       int64   `json:"actions"`
	Refused       int64   `json:"refused"`
	BotErrors     int64   `json:"bot_errors"`
	Dropped       int64   `json:"dropped"`
	HeapBytes     uint64  `json:"heap_bytes"`
	BytesPerTable float64 `json:"bytes_per_table"`
	Goroutines    int     `json:"goroutines"`
	// CPUSeconds is the process's CPU time so far (user and system), so
	// a load run can divide its difference by the actions played.
	CPUSeconds float64 `json:"cpu_seconds"`
	// RSSBytes is the resident memory; LiveHeapBytes the heap in use by
	// live objects (after a collection when asked with ?gc=1, else
	// since the last one).
	RSSBytes           uint64  `json:"rss_bytes"`
	LiveHeapBytes      uint64  `json:"live_heap_bytes"`
	RSSPerTable        float64 `json:"rss_bytes_per_table"`
	LiveHeapBytesTable float64 `json:"live_heap_bytes_per_table"`
	// Node and Owned, in a cluster only: the node's name and the ids of
	// the tables it runs (issue 17).
	Node  string   `json:"node,omitempty"`
	Owned []string `json:"owned,omitempty"`
	// Leaders, in a cluster only, names the node leading each stream
	// that matters in a failover: the owners bucket (KV_owners) and the
	// table shards (TABLES_k), as this node sees them (issue 25);
	// Fenced counts the tables this node stopped because another node's
	// records were in their log.
	Leaders map[string]string `json:"leaders,omitempty"`
	Fenced  int64             `json:"fenced,omitempty"`
	// NATSBytes is what this node's NATS server received and sent so far
	// (its clients and its routes to other nodes), NATSRouteBytes the
	// routes' part: table logs replicated, messages between a door and
	// a table's node. With an external NATS (-nats) only this process's
	// own connection is counted and there are no routes to see.
	NATSBytes      uint64 `json:"nats_bytes"`
	NATSRouteBytes uint64 `json:"nats_route_bytes"`
	// Version and Commit are the build's (rummy/internal/version):
	// "dev" and "" for a build without them.
	Version string `json:"version"`
	Commit  string `json:"commit"`
	// FailedCodeLookups counts wrong invite codes; CodeLookupsRefused the
	// lookups refused to an address that sent too many (issue 26).
	FailedCodeLookups  int64 `json:"failed_code_lookups"`
	CodeLookupsRefused int64 `json:"code_lookups_refused"`
	// Quarantined lists the tables that could not be restored at the
	// start (issue 26), with why; their logs are kept.
	Quarantined []quarantinedTable `json:"quarantined"`
	// Asleep counts the tables (of Tables) sleeping in their log, Woken
	// the sleeping tables woken so far (issue 31, sleep.go).
	Asleep int   `json:"asleep"`
	Woken  int64 `json:"woken"`
}

// natsBytes reads the NATS traffic so far: the embedded server's totals
// and its routes' part, or this process's connection alone.
func natsBytes(m *messaging) (total, routes uint64) {
	if m == nil {
		return 0, 0
	}
	if m.srv != nil {
		if v, err := m.srv.Varz(nil); err == nil {
			all := v.InBytes + v.OutBytes
			return uint64(all), uint64(all - v.InClientBytes - v.OutClientBytes)
		}
	}
	st := m.nc.Stats()
	return st.InBytes + st.OutBytes, 0
}

// statsHandler reports the figures; statsGate decides who may ask. In a
// cluster it lists the table ids the node runs, never an invite code: an
// id lets nobody join or watch (that takes the code) nor resume (that
// takes the seat's token).
func statsHandler(h *hub, m *messaging) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("gc") == "1" {
			runtime.GC()
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		s := serverStats{Tables: h.tableCount(), Connections: h.stats.connections.Load(), Actions: h.stats.actions.Load(),
			Refused: h.stats.refused.Load(), BotErrors: h.stats.botErrors.Load(), Dropped: h.stats.dropped.Load(),
			HeapBytes: ms.HeapInuse, Goroutines: runtime.NumGoroutine(), CPUSeconds: processCPU(), RSSBytes: processRSS(),
			LiveHeapBytes: ms.HeapAlloc, Version: version.Version, Commit: version.Commit}
		s.NATSBytes, s.NATSRouteBytes = natsBytes(m)
		s.FailedCodeLookups, s.CodeLookupsRefused = h.stats.failedLookups.Load(), h.stats.lookupsRefused.Load()
		s.Quarantined = h.aside.list()
		s.Asleep, s.Woken = h.asleepCount(), h.stats.woken.Load()
		if n := h.node; n != nil {
			s.Node, s.Owned, s.Leaders, s.Fenced = n.name, h.tableIDs(), n.streamLeaders(r.Context()), h.stats.fenced.Load()
		}
		if s.Tables > 0 {
			s.BytesPerTable = float64(ms.HeapInuse) / float64(s.Tables)
			s.RSSPerTable = float64(s.RSSBytes) / float64(s.Tables)
			s.LiveHeapBytesTable = float64(s.LiveHeapBytes) / float64(s.Tables)
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(s)
	})
}
