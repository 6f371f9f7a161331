package audio

import (
	"bytes"
	"encoding/binary"
	"testing"
)

func TestSynthesizeMakesDistinctAudibleSounds(t *testing.T) {
	seen := map[string]Sound{}
	for s := Sound(0); s < NumSounds; s++ {
		pcm := Synthesize(s)
		if len(pcm) == 0 || len(pcm)%4 != 0 {
			t.Fatalf("%v: %d bytes is not whole stereo 16-bit frames", s, len(pcm))
		}
		if secs := float64(len(pcm)/4) / SampleRate; secs > 2 {
			t.Errorf("%v lasts %.2fs; effects should be short", s, secs)
		}
		peak := 0
		for i := 0; i < len(pcm); i += 2 {
			v := int(int16(binary.LittleEndian.Uint16(pcm[i:])))
			peak = max(peak, v, -v)
		}
		if peak < 3000 {
			t.Errorf("%v peaks at %d: too quiet to hear", s, peak)
		}
		last := int16(binary.LittleEndian.Uint16(pcm[len(pcm)-4:]))
		if last > 200 || last < -200 {
			t.Errorf("%v ends at %d: it would click", s, last)
		}
		if other, dup := seen[string(pcm)]; dup {
			t.Errorf("%v sounds exactly like %v", s, other)
		}
		seen[string(pcm)] = s
		if !bytes.Equal(pcm, Synthesize(s)) {
			t.Errorf("%v differs between two renders", s)
		}
	}
}

func TestDisabledPlayerIsSilentAndKeepsSettings(t *testing.T) {
	p := New(Config{Disabled: true, Volume: 1.7})
	if p.Available() {
		t.Error("a disabled player says sound is available")
	}
	if p.Volume() != 1 {
		t.Errorf("volume %v, want clamped to 1", p.Volume())
	}
	p.Wake()
	for s := Sound(0); s <= NumSounds; s++ {
		p.Play(s) // must not open a context or panic
	}
	if p.out != nil {
		t.Error("a disabled player opened an audio context")
	}
	p.SetMuted(true)
	p.SetVolume(-1)
	if !p.Muted() || p.Volume() != 0 {
		t.Errorf("muted %v volume %v after SetMuted(true), SetVolume(-1)", p.Muted(), p.Volume())
	}
}
