// Package netcut is a TCP relay for tests of failover: it listens on a
// free loopback port and forwards every connection to a target address
// until Cut closes the port and every connection through it, as a node
// that dies would.
package netcut

import (
	"io"
	"net"
	"sync"
	"testing"
)

// Relay forwards the connections made to Addr to its target.
type Relay struct {
	// Addr is the relay's HOST:PORT.
	Addr   string
	target string
	ln     net.Listener
	mu     sync.Mutex
	conns  map[net.Conn]bool
	cut    bool
	wg     sync.WaitGroup
}

// Start opens a relay to target (HOST:PORT), cut when the test ends.
func Start(t testing.TB, target string) *Relay {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r := &Relay{Addr: ln.Addr().String(), target: target, ln: ln, conns: map[net.Conn]bool{}}
	r.wg.Add(1)
	go r.accept()
	t.Cleanup(r.Cut)
	return r
}

func (r *Relay) accept() {
	defer r.wg.Done()
	for {
		c, err := r.ln.Accept()
		if err != nil {
			return
		}
		up, err := net.Dial("tcp", r.target)
		if err != nil {
			c.Close()
			continue
		}
		if !r.keep(c, up) {
			return
		}
		r.wg.Add(2)
		go r.pipe(c, up)
		go r.pipe(up, c)
	}
}

// keep records a relayed pair; false (both closed) once cut.
func (r *Relay) keep(a, b net.Conn) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cut {
		a.Close()
		b.Close()
		return false
	}
	r.conns[a], r.conns[b] = true, true
	return true
}

func (r *Relay) pipe(dst, src net.Conn) {
	defer r.wg.Done()
	_, _ = io.Copy(dst, src)
	dst.Close()
	src.Close()
	r.mu.Lock()
	delete(r.conns, dst)
	delete(r.conns, src)
	r.mu.Unlock()
}

// Conns is how many connections go through the relay now.
func (r *Relay) Conns() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.conns) / 2
}

// Cut closes the relay's port and every connection through it, and
// waits for its goroutines. It may be called more than once.
func (r *Relay) Cut() {
	r.mu.Lock()
	if r.cut {
		r.mu.Unlock()
		return
	}
	r.cut = true
	r.ln.Close()
	for c := range r.conns {
		c.Close()
	}
	r.mu.Unlock()
	r.wg.Wait()
}

// DeadAddr returns a loopback HOST:PORT nothing listens on (a port
// opened and closed again).
func DeadAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}
