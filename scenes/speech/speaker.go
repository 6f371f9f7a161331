// Package speech says the table's sentences through the system's speech
// service (issue 30 item 4, desktop): a bounded queue and one worker
// goroutine, so the frame loop never waits for a voice; when the queue is
// full the oldest line is dropped, since a late sentence about a move
// long past helps nobody.
package speech

import "sync"

// Voice says one line in a language (a code: en, ru, de) and returns
// when it has been said, or failed.
type Voice func(lang, line string) error

// line is one queued sentence.
type line struct{ lang, text string }

// Speaker queues lines for a Voice. Say never blocks. The zero value is
// not usable: call New.
type Speaker struct {
	q    chan line
	done chan struct{}
	once sync.Once
	mu   sync.Mutex
	// failed counts lines the voice could not say; dropped those the full
	// queue pushed out.
	failed, dropped int
}

// New starts a speaker whose queue holds up to capacity lines (at least
// one) and whose worker says them through voice, one after the other.
func New(voice Voice, capacity int) *Speaker {
	s := &Speaker{q: make(chan line, max(1, capacity)), done: make(chan struct{})}
	go s.work(voice)
	return s
}

// work says the queued lines until Close.
func (s *Speaker) work(voice Voice) {
	for {
		select {
		case <-s.done:
			return
		case l := <-s.q:
			if err := voice(l.lang, l.text); err != nil {
				s.mu.Lock()
				s.failed++
				s.mu.Unlock()
			}
		}
	}
}

// Say queues a line without waiting: when the queue is full, its oldest
// line is dropped to make room. After Close it does nothing.
func (s *Speaker) Say(lang, text string) {
	select {
	case <-s.done:
		return
	default:
	}
	for {
		select {
		case s.q <- line{lang, text}:
			return
		default:
		}
		select {
		case <-s.q:
			s.mu.Lock()
			s.dropped++
			s.mu.Unlock()
		default: // the worker took one meanwhile: try again
		}
	}
}

// Dropped reports how many lines a full queue has dropped.
func (s *Speaker) Dropped() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.dropped
}

// Failed reports how many lines the voice could not say.
func (s *Speaker) Failed() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failed
}

// Close stops the worker once the line it is saying ends; lines still
// queued are not said.
func (s *Speaker) Close() { s.once.Do(func() { close(s.done) }) }
