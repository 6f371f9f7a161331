package main

import "time"

// Clock is the server's time source: tables (and their matches'
// deadlines), the hub and the cluster node read time and set their
// timers only through one, so tests can move time by hand. Only the
// sockets' liveness (gateway.go, watch.go) and the log's append retries
// (store.go) read the wall clock: they bound real waits on I/O, which a
// test's clock moved by an hour must not cut.
type Clock interface {
	Now() time.Time
	// AfterFunc calls f in its own goroutine once d has passed.
	AfterFunc(d time.Duration, f func()) Timer
}

// Timer is a pending AfterFunc call.
type Timer interface {
	// Stop cancels the call if it has not run yet.
	Stop() bool
}

// wallClock is the system clock.
type wallClock struct{}

func (wallClock) Now() time.Time { return time.Now() }

func (wallClock) AfterFunc(d time.Duration, f func()) Timer { return time.AfterFunc(d, f) }
