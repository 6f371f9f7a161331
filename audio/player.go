package audio

import "github.com/ebitengine/oto/v3"

// voices is how many sounds may ring at once; a new one replaces the oldest.
const voices = 8

// Player plays the sound effects at a volume. Without a sound device, or
// with -mute, it stays silent and never opens one; a device that fails
// while opening or later (see output) makes it silent too, never the game
// stop.
type Player struct {
	out     *output // nil until opened
	pcm     [NumSounds][]byte
	playing [voices]*oto.Player
	next    int
	volume  float64
	muted   bool
	// usable: a device exists and may be opened.
	usable bool
	// deferred: the device waits for the first user gesture (browsers).
	deferred bool
}

// Config says how the player starts.
type Config struct {
	// Disabled never touches the audio system (the -mute flag).
	Disabled bool
	// Volume is 0…1.
	Volume float64
	// Muted silences the sounds; they can be switched on again.
	Muted bool
}

// New makes a player. It synthesises every sound and, when a device is
// present and audio is not disabled, starts opening it (in a browser it
// waits for Wake, called on the first click or key).
func New(cfg Config) *Player {
	p := &Player{volume: clamp01(cfg.Volume), muted: cfg.Muted}
	if cfg.Disabled || !deviceAvailable() {
		return p
	}
	p.usable = true
	for s := Sound(0); s < NumSounds; s++ {
		p.pcm[s] = Synthesize(s)
	}
	p.deferred = waitForGesture
	if !p.deferred {
		p.out = openOutput()
	}
	return p
}

// Available reports whether sound can be heard on this machine: false
// without a device, with -mute, and once the device has failed.
func (p *Player) Available() bool {
	if !p.usable {
		return false
	}
	if p.out == nil {
		return true
	}
	_, failed := p.out.state()
	return !failed
}

// Wake opens a deferred device; call it on user input. It never blocks
// and does nothing once the device is open.
func (p *Player) Wake() {
	if p.usable && p.out == nil {
		p.out = openOutput()
	}
}

// Play starts a sound effect; it returns at once. Before the device is
// ready, and after it failed, it plays nothing.
func (p *Player) Play(s Sound) {
	if p.out == nil || p.muted || p.volume == 0 || s >= NumSounds {
		return
	}
	if ok, _ := p.out.state(); !ok {
		return
	}
	if old := p.playing[p.next]; old != nil {
		_ = old.Close()
	}
	p.playing[p.next] = p.out.play(p.pcm[s], p.volume)
	p.next = (p.next + 1) % voices
}

// Volume returns the volume, 0…1.
func (p *Player) Volume() float64 { return p.volume }

// SetVolume sets the volume, 0…1.
func (p *Player) SetVolume(v float64) { p.volume = clamp01(v) }

// Muted reports whether the sounds are switched off.
func (p *Player) Muted() bool { return p.muted }

// SetMuted switches the sounds off or on.
func (p *Player) SetMuted(m bool) { p.muted = m }

func clamp01(v float64) float64 {
	return min(1, max(0, v))
}
