package bots

import (
	"slices"
	"testing"
	"time"

	"rummy/engine"
)

// callLog records a bot's calls and the frames between them.
type callLog struct{ calls []string }

func (l *callLog) wait() { l.calls = append(l.calls, "frame") }

// loggedBot decides in one go and logs it.
type loggedBot struct{ log *callLog }

func (b loggedBot) Act(*engine.View) engine.Action {
	b.log.calls = append(b.log.calls, "act")
	return engine.DrawAction(false)
}

// loggedThinker thinks in three steps and logs every call.
type loggedThinker struct {
	loggedBot
	steps int
}

func (b *loggedThinker) Start(*engine.View) { b.log.calls = append(b.log.calls, "start") }

func (b *loggedThinker) Step(time.Duration) bool {
	b.log.calls = append(b.log.calls, "step")
	b.steps++
	return b.steps == 3
}

func (b *loggedThinker) Action() engine.Action { return engine.DrawAction(true) }

// A bot deciding in slices never works on the frame that asked it: a
// bot that decides in one go does so a frame later, and a Thinker takes
// one step per frame after its (cheap) start.
func TestSlicedWorkWaitsForTheNextFrame(t *testing.T) {
	l := &callLog{}
	if a := Sliced(loggedBot{l}, nil, time.Millisecond, l.wait); !a.Equal(engine.DrawAction(false)) {
		t.Errorf("one-go bot: decided %s", a)
	}
	if want := []string{"frame", "act"}; !slices.Equal(l.calls, want) {
		t.Errorf("one-go bot: calls %v, want %v", l.calls, want)
	}
	l = &callLog{}
	if a := Sliced(&loggedThinker{loggedBot: loggedBot{l}}, nil, time.Millisecond, l.wait); !a.Equal(engine.DrawAction(true)) {
		t.Errorf("thinker: decided %s", a)
	}
	if want := []string{"start", "frame", "step", "frame", "step", "frame", "step"}; !slices.Equal(l.calls, want) {
		t.Errorf("thinker: calls %v, want %v", l.calls, want)
	}
}
