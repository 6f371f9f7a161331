package audio

import (
	"encoding/binary"
	"math"
)

// SampleRate is the rate of every synthesised sound, in Hz.
const SampleRate = 44100

// noise is a small xorshift generator for the sounds' texture; it is
// seeded per sound, so the sounds are the same on every run and never
// touch the game's random source.
type noise uint32

func (n *noise) next() float64 {
	x := uint32(*n)
	x ^= x << 13
	x ^= x >> 17
	x ^= x << 5
	*n = noise(x)
	return float64(x)/float64(math.MaxUint32)*2 - 1
}

// voice is one layer of a sound: a tone, a noise band or both, under an
// attack/decay envelope, starting at a time offset.
type voice struct {
	start, attack, decay float64 // seconds
	freq, freqEnd        float64 // Hz; 0 = no tone
	noise                float64 // amount of noise 0…1
	smooth               float64 // low-pass factor for the noise 0 (bright) … 0.95 (dull)
	gain                 float64
}

// audibleDecays is how many decay times a voice rings before it is
// inaudible (e^-12: below one step of a 16-bit sample at any gain).
const audibleDecays = 12

// recipes lists each sound's voices.
var recipes = [NumSounds][]voice{
	Deal:    {{attack: 0.002, decay: 0.045, noise: 1, smooth: 0.2, gain: 0.5}},
	Draw:    {{attack: 0.015, decay: 0.09, noise: 1, smooth: 0.55, gain: 0.5}},
	Place:   {{attack: 0.002, decay: 0.08, freq: 150, freqEnd: 90, gain: 0.6}, {attack: 0.001, decay: 0.03, noise: 1, smooth: 0.4, gain: 0.35}},
	Discard: {{attack: 0.004, decay: 0.06, noise: 1, smooth: 0.3, gain: 0.45}, {start: 0.03, attack: 0.002, decay: 0.05, freq: 200, freqEnd: 140, gain: 0.3}},
	Knock: {
		{attack: 0.001, decay: 0.07, freq: 420, freqEnd: 300, gain: 0.6}, {attack: 0.001, decay: 0.02, noise: 1, smooth: 0.6, gain: 0.3},
		{start: 0.14, attack: 0.001, decay: 0.07, freq: 420, freqEnd: 300, gain: 0.6}, {start: 0.14, attack: 0.001, decay: 0.02, noise: 1, smooth: 0.6, gain: 0.3},
	},
	Claim: {{attack: 0.005, decay: 0.18, freq: 880, freqEnd: 880, gain: 0.3}, {start: 0.09, attack: 0.005, decay: 0.25, freq: 1318.5, freqEnd: 1318.5, gain: 0.3}},
	Win: {
		{attack: 0.005, decay: 0.22, freq: 523.25, freqEnd: 523.25, gain: 0.28},
		{start: 0.12, attack: 0.005, decay: 0.22, freq: 659.25, freqEnd: 659.25, gain: 0.28},
		{start: 0.24, attack: 0.005, decay: 0.22, freq: 783.99, freqEnd: 783.99, gain: 0.28},
		{start: 0.36, attack: 0.005, decay: 0.35, freq: 1046.5, freqEnd: 1046.5, gain: 0.3},
	},
	Shuffle: riffle(),
	Turn: {
		{attack: 0.01, decay: 0.2, freq: 659.25, freqEnd: 659.25, gain: 0.22},
		{start: 0.16, attack: 0.01, decay: 0.3, freq: 987.77, freqEnd: 987.77, gain: 0.22},
	},
}

// riffle builds the shuffle: a quick run of card flicks getting denser.
func riffle() []voice {
	var vs []voice
	t := 0.0
	for i := 0; i < 22; i++ {
		vs = append(vs, voice{start: t, attack: 0.001, decay: 0.018, noise: 1, smooth: 0.25, gain: 0.28})
		t += 0.032 - float64(i)*0.0008
	}
	return append(vs, voice{start: t + 0.05, attack: 0.004, decay: 0.08, noise: 1, smooth: 0.6, gain: 0.45})
}

// Synthesize renders a sound as 16-bit little-endian stereo PCM at
// SampleRate, the format Ebiten's audio players take.
func Synthesize(s Sound) []byte {
	vs := recipes[s]
	end := 0.0
	for _, v := range vs {
		end = math.Max(end, v.start+v.attack+v.decay*3.5)
	}
	n := int(end * SampleRate)
	mix := make([]float64, n)
	for i, v := range vs {
		rng := noise(0x9E3779B9 ^ uint32(s)<<8 ^ uint32(i))
		lp, phase := 0.0, 0.0
		// A voice is silent past audible decays (its envelope under
		// 1/200000, below the last bit of 16-bit samples): the loop ends
		// there rather than at the sound's end, which made the shuffle's
		// 23 flicks cost most of the start-up's synthesis.
		last := min(n, int((v.start+v.attack+v.decay*audibleDecays)*SampleRate)+1)
		for j := int(v.start * SampleRate); j < last; j++ {
			t := float64(j)/SampleRate - v.start
			env := t / v.attack
			if t >= v.attack {
				env = math.Exp(-(t - v.attack) / v.decay)
			}
			x := 0.0
			if v.freq > 0 {
				f := v.freq + (v.freqEnd-v.freq)*math.Min(1, t/(v.attack+v.decay*3))
				phase += 2 * math.Pi * f / SampleRate
				x += math.Sin(phase)
			}
			if v.noise > 0 {
				lp = lp*v.smooth + rng.next()*(1-v.smooth)
				x += lp * v.noise
			}
			mix[j] += x * env * v.gain
		}
	}
	out := make([]byte, n*4)
	for j, x := range mix {
		x = math.Tanh(x)
		if fade := float64(n-j) / (SampleRate * 0.005); fade < 1 {
			x *= fade
		}
		v := uint16(int16(x * 32000))
		binary.LittleEndian.PutUint16(out[j*4:], v)
		binary.LittleEndian.PutUint16(out[j*4+2:], v)
	}
	return out
}
