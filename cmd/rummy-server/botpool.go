package main

import (
	"runtime"
	"sync"
)

// botQueue bounds the bot decisions waiting for a worker; a table
// asking while it is full waits (its own goroutine only).
const botQueue = 1024

// botPool thinks for every bot of a node on a fixed number of workers:
// bots cost at most that many cores, however many tables play. A
// worker never waits on a table: it posts the answer to the table's
// inbox without blocking (actor.postLater).
type botPool struct {
	jobs chan func()
	done chan struct{}
	once sync.Once
	// workers counts the running workers: close waits for them.
	workers sync.WaitGroup
}

// newBotPool starts workers (0: one per core).
func newBotPool(workers int) *botPool {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	p := &botPool{jobs: make(chan func(), botQueue), done: make(chan struct{})}
	p.workers.Add(workers)
	for range workers {
		go p.worker()
	}
	return p
}

// run queues a decision, waiting while the queue is full; after close
// it is dropped.
func (p *botPool) run(f func()) {
	select {
	case p.jobs <- f:
	case <-p.done:
	}
}

func (p *botPool) worker() {
	defer p.workers.Done()
	for {
		select {
		case f := <-p.jobs:
			f()
		case <-p.done:
			return
		}
	}
}

// close stops the workers once their decision at hand is made and
// posted (queued decisions are dropped with their tables).
func (p *botPool) close() {
	p.once.Do(func() { close(p.done) })
	p.workers.Wait()
}
