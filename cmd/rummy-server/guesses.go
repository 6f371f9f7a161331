package main

import (
	"sync"
	"time"
)

// Invite-code guessing (issue 26 item 8): wrong codes are counted per
// address across connections, so reconnecting gives no fresh allowance.
const (
	// guessFree is how many wrong codes an address may try in a window
	// before it has to wait: enough for a person mistyping a few times.
	guessFree = 20
	// guessWindow is the window the free tries count in.
	guessWindow = time.Minute
	// guessBaseWait is the first wait after the free tries; every
	// further wrong code doubles it, up to guessMaxWait.
	guessBaseWait = 2 * time.Second
	guessMaxWait  = 10 * time.Minute
	// guessAddrs bounds the addresses remembered (stale ones are dropped
	// first).
	guessAddrs = 100_000
)

// guessLimit counts the wrong invite codes of each address.
type guessLimit struct {
	mu  sync.Mutex
	per map[string]*guesses
}

// guesses is one address's wrong codes: fails since start, and the time
// until which it may look up no code.
type guesses struct {
	start, until time.Time
	fails        int
	strikes      int
}

func newGuessLimit() *guessLimit { return &guessLimit{per: map[string]*guesses{}} }

// allow reports whether addr may look a code up now, or how long it
// must wait.
func (l *guessLimit) allow(addr string, now time.Time) (time.Duration, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	g := l.per[addr]
	if g == nil || !now.Before(g.until) {
		return 0, true
	}
	return g.until.Sub(now), false
}

// fail counts a wrong code of addr: past the free tries, each one makes
// the address wait, twice as long as the last time.
func (l *guessLimit) fail(addr string, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	g := l.per[addr]
	if g == nil {
		if len(l.per) >= guessAddrs {
			l.prune(now)
		}
		g = &guesses{start: now}
		l.per[addr] = g
	}
	if now.Sub(g.start) > guessWindow && !now.Before(g.until) {
		if now.Sub(g.start) > 2*guessWindow {
			g.strikes = 0 // a quiet window forgives the waits too
		}
		g.start, g.fails = now, 0
	}
	if g.fails++; g.fails <= guessFree {
		return
	}
	wait := guessBaseWait << min(g.strikes, 20)
	g.strikes++
	g.until = now.Add(min(wait, guessMaxWait))
}

// prune drops the addresses with nothing left to count.
func (l *guessLimit) prune(now time.Time) {
	for a, g := range l.per {
		if now.Sub(g.start) > guessWindow && !now.Before(g.until) {
			delete(l.per, a)
		}
	}
}
