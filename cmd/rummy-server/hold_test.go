package main

import "sync"

// holds keeps, per table a test holds, the channel that lets its
// goroutine go on.
var holds sync.Map

// hold stops the table's goroutine between two commands until release,
// so a test reads the table's state as the table itself would.
func (t *table) hold() {
	held, free := make(chan struct{}), make(chan struct{})
	t.post(func() {
		close(held)
		<-free
	})
	<-held
	holds.Store(t, free)
}

// release lets the table's goroutine go on after hold.
func (t *table) release() {
	free, _ := holds.LoadAndDelete(t)
	close(free.(chan struct{}))
}
