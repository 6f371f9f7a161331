package main

import "time"

// recordClock is the clock a table's match reads: the server's clock,
// except while a record is applied, when it reads that record's time
// (whole seconds, as logged). The match starts each decision, the turn
// timer and the hand pause at the time it reads, so a log replayed
// later (a sleeping table woken, sleep.go) sets every clock exactly as
// the live table set it, and its deadlines fall at the same instants.
type recordClock struct {
	base Clock
	at   time.Time
}

// Now is the record's time while one is applied, else the server's.
func (c *recordClock) Now() time.Time {
	if !c.at.IsZero() {
		return c.at
	}
	return c.base.Now()
}

// pin makes Now read unix (seconds; 0 leaves the server's time, a record
// from before its time was logged) until the returned func is called.
func (c *recordClock) pin(unix int64) func() {
	if unix == 0 {
		return func() {}
	}
	c.at = time.Unix(unix, 0)
	return func() { c.at = time.Time{} }
}
