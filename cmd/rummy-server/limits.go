package main

import (
	"sync"
	"time"
)

// bucket is a token bucket: rate tokens a second, at most burst saved.
type bucket struct {
	rate, burst float64
	tokens      float64
	at          time.Time
}

func newBucket(rate, burst float64, now time.Time) *bucket {
	return &bucket{rate: rate, burst: burst, tokens: burst, at: now}
}

// take spends one token if there is one.
func (b *bucket) take(now time.Time) bool {
	if b.rate <= 0 {
		return true
	}
	b.tokens += now.Sub(b.at).Seconds() * b.rate
	b.at = now
	if b.tokens > b.burst {
		b.tokens = b.burst
	}
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// addrLimit counts the open connections of each remote address.
type addrLimit struct {
	max int
	mu  sync.Mutex
	n   map[string]int
}

func newAddrLimit(max int) *addrLimit { return &addrLimit{max: max, n: map[string]int{}} }

// acquire counts one more connection from addr, or reports that addr
// has too many already.
func (l *addrLimit) acquire(addr string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.max > 0 && l.n[addr] >= l.max {
		return false
	}
	l.n[addr]++
	return true
}

// release counts one connection of addr closed.
func (l *addrLimit) release(addr string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.n[addr]--; l.n[addr] <= 0 {
		delete(l.n, addr)
	}
}
