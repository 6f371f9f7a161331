package audio

import (
	"bytes"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

// quietTail is how long the output keeps running after the last sound's
// end before it idles: the device's buffer still holds its last samples.
const quietTail = 300 * time.Millisecond

// output is the sound device, opened through oto directly rather than
// Ebiten's audio context: Ebiten ends the game loop with the device's
// error (an ALSA configuration that cannot be read, a sound server that
// refuses), while oto returns it, so a failing device only makes the game
// silent.
//
// The output idles while nothing plays: oto's writer loop feeds the device
// silence for as long as its context runs, and a device that never blocks
// (ALSA's null device, some sound servers) makes that loop spin a whole
// core. So the context is suspended once the device is ready and again a
// moment after the last sound ends, and resumed when a sound starts.
type output struct {
	ctx *oto.Context
	mu  sync.Mutex
	// ready: the device has answered (opened, or failed); err: why it
	// cannot play, once known.
	ready bool
	err   error
	// idle: the context is suspended (only once ready); until: when the
	// last sound started ends; quiet idles the context after that.
	idle  bool
	until time.Time
	quiet *time.Timer
}

// openOutput starts opening the device for 16-bit stereo at SampleRate.
// It never blocks: oto opens the device in the background (on Linux) or
// waits for a click (in a browser), and state tells how that went.
func openOutput() *output {
	o := &output{}
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: SampleRate, ChannelCount: 2, Format: oto.FormatSignedInt16LE})
	if err != nil {
		o.ready, o.err = true, err
		return o
	}
	o.ctx = ctx
	go func() {
		<-ready
		o.mu.Lock()
		defer o.mu.Unlock()
		o.ready = true
		if idleWhenSilent && ctx.Err() == nil {
			o.suspendLocked()
		}
	}()
	return o
}

// state reports whether the device can take sounds now and whether it
// has failed (for good: a failed device stays silent).
func (o *output) state() (playable, failed bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.err == nil && o.ready {
		o.err = o.ctx.Err()
	}
	return o.ready && o.err == nil, o.err != nil
}

// play starts pcm at a volume and returns its player, waking the
// context if it idles and idling it again once the sound is over.
func (o *output) play(pcm []byte, volume float64) *oto.Player {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.idle {
		if err := o.ctx.Resume(); err == nil {
			o.idle = false
		}
	}
	pl := o.ctx.NewPlayer(bytes.NewReader(pcm))
	pl.SetVolume(volume)
	pl.Play()
	if idleWhenSilent {
		end := time.Now().Add(pcmDuration(pcm) + quietTail)
		if end.After(o.until) {
			o.until = end
		}
		if o.quiet == nil {
			o.quiet = time.AfterFunc(time.Until(o.until), o.rest)
		} else {
			o.quiet.Reset(time.Until(o.until))
		}
	}
	return pl
}

// rest idles the context once the last sound has ended (a sound started
// since moves the moment on).
func (o *output) rest() {
	o.mu.Lock()
	defer o.mu.Unlock()
	if d := time.Until(o.until); d > 0 {
		o.quiet.Reset(d)
		return
	}
	o.suspendLocked()
}

// suspendLocked suspends the context; o.mu is held and the device ready.
func (o *output) suspendLocked() {
	if o.idle {
		return
	}
	if err := o.ctx.Suspend(); err == nil {
		o.idle = true
	}
}

// pcmDuration is how long 16-bit stereo pcm at SampleRate plays.
func pcmDuration(pcm []byte) time.Duration {
	return time.Duration(len(pcm)) * time.Second / (4 * SampleRate)
}
