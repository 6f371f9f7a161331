package audio

import (
	"bytes"
	"sync"

	"github.com/ebitengine/oto/v3"
)

// output is the sound device, opened through oto directly rather than
// Ebiten's audio context: Ebiten ends the game loop with the device's
// error (an ALSA configuration that cannot be read, a sound server that
// refuses), while oto returns it, so a failing device only makes the game
// silent.
type output struct {
	ctx *oto.Context
	mu  sync.Mutex
	// ready: the device has answered (opened, or failed); err: why it
	// cannot play, once known.
	ready bool
	err   error
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

// play starts pcm at a volume and returns its player.
func (o *output) play(pcm []byte, volume float64) *oto.Player {
	pl := o.ctx.NewPlayer(bytes.NewReader(pcm))
	pl.SetVolume(volume)
	pl.Play()
	return pl
}
