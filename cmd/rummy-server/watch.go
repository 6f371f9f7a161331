package main

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// watchdog enforces the gateway's idle and write timeouts for every
// connection from one goroutine that looks at them a few times a
// timeout, instead of a context deadline (a timer) per read and per
// write: at thousands of connections those timers were a tenth of the
// server's work per action.
type watchdog struct {
	idle, write time.Duration
	mu          sync.Mutex
	conns       map[*watched]struct{}
	running     bool
}

// watched is one connection's times, in Unix nanoseconds.
type watched struct {
	c *websocket.Conn
	// lastRead is when the client last sent a message; writing is when
	// the write under way began (0: none).
	lastRead, writing atomic.Int64
}

func newWatchdog(idle, write time.Duration) *watchdog {
	return &watchdog{idle: idle, write: write, conns: map[*watched]struct{}{}}
}

// add starts watching a connection; the caller removes it when done.
func (w *watchdog) add(c *websocket.Conn) *watched {
	cw := &watched{c: c}
	cw.lastRead.Store(time.Now().UnixNano())
	w.mu.Lock()
	defer w.mu.Unlock()
	w.conns[cw] = struct{}{}
	if !w.running {
		w.running = true
		go w.run()
	}
	return cw
}

func (w *watchdog) remove(cw *watched) {
	w.mu.Lock()
	delete(w.conns, cw)
	w.mu.Unlock()
}

// period is how often the watchdog looks: a quarter of the shorter
// timeout, between 10 ms and a second.
func (w *watchdog) period() time.Duration {
	p := min(w.idle, w.write) / 4
	return min(max(p, 10*time.Millisecond), time.Second)
}

// run closes the connections idle or stuck in a write for too long,
// until no connection is left.
func (w *watchdog) run() {
	t := time.NewTicker(w.period())
	defer t.Stop()
	var late []*websocket.Conn
	for range t.C {
		now := time.Now().UnixNano()
		late = late[:0]
		w.mu.Lock()
		if len(w.conns) == 0 {
			w.running = false
			w.mu.Unlock()
			return
		}
		for cw := range w.conns {
			idle := now-cw.lastRead.Load() > int64(w.idle)
			ws := cw.writing.Load()
			stuck := ws != 0 && now-ws > int64(w.write)
			if idle || stuck {
				late = append(late, cw.c)
				delete(w.conns, cw)
			}
		}
		w.mu.Unlock()
		for _, c := range late {
			c.CloseNow()
		}
	}
}
