package main

import "sync/atomic"

// inboxSize bounds the commands waiting for one table: a session
// posting to a full inbox waits (its own reader only), a bot's answer
// never does (botpool.go).
const inboxSize = 64

// actor runs a table's commands one at a time, in the order they were
// posted: sessions, timers, bots and the cluster post closures to its
// bounded inbox and the table's goroutine runs them. It is the only
// code that touches the table's state, so the table has no lock; an
// append to the log runs on it too, so a slow append delays that table
// only, never a socket reader or another table.
//
// The goroutine starts with the first command and ends when the inbox
// is empty: a stored table nobody plays costs no goroutine (thousands
// of them come back at every start), and a table in play has exactly
// one.
//
// What remains locked, and in what order: code on a table's goroutine
// may take hub.mu, then release it, then node.mu (node.dropLocked); no
// code holds hub.mu and node.mu together, no lock is held while posting
// to an inbox or waiting for one, and no lock is held around I/O (the
// log, KV or a socket).
type actor struct {
	inbox   chan func()
	running atomic.Bool
}

func newActor() actor { return actor{inbox: make(chan func(), inboxSize)} }

// post queues f for the table's goroutine, waiting while the inbox is
// full. It must not be called from the table's own goroutine (use
// postLater there).
func (a *actor) post(f func()) {
	a.inbox <- f
	a.kick()
}

// tryPost queues f unless the inbox is full.
func (a *actor) tryPost(f func()) bool {
	select {
	case a.inbox <- f:
		a.kick()
		return true
	default:
		return false
	}
}

// postLater queues f without ever waiting: from the table's own
// goroutine, or from a bot worker that must not stall on one table.
func (a *actor) postLater(f func()) {
	if !a.tryPost(f) {
		go a.post(f)
	}
}

// call runs f on the table's goroutine and returns when it has run.
func (a *actor) call(f func()) {
	done := make(chan struct{})
	a.post(func() {
		defer close(done)
		f()
	})
	<-done
}

// kick starts the goroutine unless it runs.
func (a *actor) kick() {
	if a.running.CompareAndSwap(false, true) {
		go a.run()
	}
}

// run drains the inbox, then ends; a command posted as it ends starts
// it again (here or in kick).
func (a *actor) run() {
	for {
		select {
		case f := <-a.inbox:
			f()
			continue
		default:
		}
		a.running.Store(false)
		if len(a.inbox) == 0 || !a.running.CompareAndSwap(false, true) {
			return
		}
	}
}
