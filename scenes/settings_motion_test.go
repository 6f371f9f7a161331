package scenes

import (
	"testing"

	"rummy/scenes/store"
)

// motionSettings lists every pace with and without reduced motion.
func motionSettings() []store.Settings {
	var out []store.Settings
	for _, sp := range speeds {
		for _, reduced := range []bool{false, true} {
			s := store.DefaultSettings()
			s.AnimationSpeed, s.ReducedMotion = sp, reduced
			out = append(out, s)
		}
	}
	return out
}

// TestNoMarkFlashesFasterThanThreeTimesASecond counts, over ten seconds
// of ticks, how often the pulsing one-card ring brightens and how often
// the turn ring lights up when turns follow each other every 1 to 30
// ticks (bots at any speed), at every pace with and without reduced
// motion: never more than 3 times a second. With reduced motion the
// one-card ring does not pulse at all.
func TestNoMarkFlashesFasterThanThreeTimesASecond(t *testing.T) {
	const seconds = 10
	for _, s := range motionSettings() {
		peaks, changed := 0, false
		for tick := uint64(1); tick < seconds*ticksPerSecond; tick++ {
			a, b, c := pulse(s, tick-1), pulse(s, tick), pulse(s, tick+1)
			if b > a && b >= c {
				peaks++
			}
			changed = changed || b != a
		}
		if peaks > 3*seconds {
			t.Errorf("%s, reduced motion %v: the one-card ring brightens %d times in %d s", s.AnimationSpeed, s.ReducedMotion, peaks, seconds)
		}
		if s.ReducedMotion && changed {
			t.Errorf("%s: the one-card ring pulses with reduced motion", s.AnimationSpeed)
		}
		for every := 1; every <= 30; every++ {
			var c tableCues
			lit := 0
			for tick := 0; tick < seconds*ticksPerSecond; tick++ {
				if c.turnLeft > 0 {
					c.turnLeft--
				}
				if tick%every == 0 {
					before := c.turnLeft
					c.startRing(tick/every%4, motionTicks(s, cueTurnTicks))
					if c.turnLeft > before {
						lit++
					}
				}
			}
			if lit > 3*seconds {
				t.Errorf("%s, reduced motion %v, a turn every %d ticks: the turn ring lights up %d times in %d s", s.AnimationSpeed, s.ReducedMotion, every, lit, seconds)
			}
		}
	}
}

// TestReducedMotionShortensCardFlights: with reduced motion every card
// flight, deal step and cue takes at most a tenth of a second (6 ticks)
// and no more than a quarter of its time without it.
func TestReducedMotionShortensCardFlights(t *testing.T) {
	for _, base := range []float64{7, 18, 20, cuePointsTicks} {
		for _, s := range motionSettings() {
			if !s.ReducedMotion {
				continue
			}
			full := s
			full.ReducedMotion = false
			got, was := motionTicks(s, base), motionTicks(full, base)
			if got > reducedMotionMaxTicks || got > max(1, was/4) {
				t.Errorf("%s: a flight of %v ticks takes %d with reduced motion (%d without)", s.AnimationSpeed, base, got, was)
			}
			if dealStep(s) >= dealStep(full) {
				t.Errorf("%s: the deal lays a card every %v ticks with reduced motion, %v without", s.AnimationSpeed, dealStep(s), dealStep(full))
			}
		}
	}
}

// TestBrowserReducedMotionIsTheDefaultUntilChosen: the browser's
// prefers-reduced-motion turns reduced motion on by default, but a
// person's own choice (either way) wins.
func TestBrowserReducedMotionIsTheDefaultUntilChosen(t *testing.T) {
	s := store.DefaultSettings()
	if !motionDefault(s, true).ReducedMotion || motionDefault(s, false).ReducedMotion {
		t.Error("reduced motion does not follow the browser before the person chooses")
	}
	s.ReducedMotionSet = true
	if motionDefault(s, true).ReducedMotion {
		t.Error("the browser's wish overrides the person's choice of full motion")
	}
	s.ReducedMotion = true
	if !motionDefault(s, false).ReducedMotion {
		t.Error("the browser's default overrides the person's choice of reduced motion")
	}
}
