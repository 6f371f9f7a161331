package audio

import (
	ebaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// voices is how many sounds may ring at once; a new one replaces the oldest.
const voices = 8

// Player plays the sound effects at a volume. Without a sound device, or
// with -mute, it stays silent and never creates Ebiten's audio context
// (creating one with no device makes the game loop fail).
type Player struct {
	ctx     *ebaudio.Context
	pcm     [NumSounds][]byte
	playing [voices]*ebaudio.Player
	next    int
	volume  float64
	muted   bool
	// usable: a device exists and the context may be created.
	usable bool
	// deferred: the context waits for the first user gesture (browsers).
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
// present and audio is not disabled, opens the audio context (in a
// browser it waits for Wake, called on the first click or key).
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
		p.ctx = ebaudio.NewContext(SampleRate)
	}
	return p
}

// Available reports whether sound can be heard on this machine.
func (p *Player) Available() bool { return p.usable }

// Wake opens a deferred audio context; call it on user input. It never
// blocks and does nothing once the context exists.
func (p *Player) Wake() {
	if p.usable && p.ctx == nil {
		p.ctx = ebaudio.NewContext(SampleRate)
	}
}

// Play starts a sound effect; it returns at once.
func (p *Player) Play(s Sound) {
	if p.ctx == nil || p.muted || p.volume == 0 || s >= NumSounds {
		return
	}
	if old := p.playing[p.next]; old != nil {
		_ = old.Close()
	}
	pl := p.ctx.NewPlayerFromBytes(p.pcm[s])
	pl.SetVolume(p.volume)
	pl.Play()
	p.playing[p.next] = pl
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
