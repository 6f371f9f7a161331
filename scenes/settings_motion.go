package scenes

import (
	"math"

	"rummy/scenes/store"
)

// Reduced motion (issue 30 item 3): card flights take a quarter of their
// time and never more than a tenth of a second; the deal lays a card
// every quarter tick; rings neither swell nor pulse.
const (
	reducedMotionShare    = 0.25
	reducedMotionMaxTicks = 6
	reducedDealStep       = 0.25
)

// ticksPerSecond is the game's update rate (Ebiten's default).
const ticksPerSecond = 60

// pulseRadPerTick is how fast the one-card ring pulses: about 1.4 times a
// second, under the 3 flashes a second that can trigger seizures.
const pulseRadPerTick = 0.15

// motionTicks is how long a movement that takes base ticks at normal
// speed takes with the person's settings.
func motionTicks(s store.Settings, base float64) int {
	n := max(1, int(base/speedFactor(s.AnimationSpeed)))
	if s.ReducedMotion {
		n = max(1, min(reducedMotionMaxTicks, int(float64(n)*reducedMotionShare)))
	}
	return n
}

// dealStep is how many ticks apart the deal sends its cards.
func dealStep(s store.Settings) float64 {
	if s.ReducedMotion {
		return reducedDealStep
	}
	return 1 / speedFactor(s.AnimationSpeed)
}

// pulse is the strength (0…1) of a pulsing mark at a tick; with reduced
// motion it holds still at full strength.
func pulse(s store.Settings, tick uint64) float64 {
	if s.ReducedMotion {
		return 1
	}
	return 0.5 + 0.5*math.Sin(float64(tick)*pulseRadPerTick)
}

// minFlashTicks is the shortest time between two flashes of one mark:
// a third of a second, so nothing flashes more than 3 times a second.
const minFlashTicks = ticksPerSecond / 3

// startRing starts the turn ring round seat's badge (none for a seat
// below 0), lasting at least minFlashTicks. When the last ring lit up
// less than minFlashTicks ago (fast bots), the ring moves on to the seat
// and keeps fading instead of lighting up again.
func (c *tableCues) startRing(seat, ticks int) {
	c.turnSeat = seat
	if seat < 0 {
		return
	}
	if c.turnLeft > 0 && c.turnTicks-c.turnLeft < minFlashTicks {
		return
	}
	c.turnTicks = max(ticks, minFlashTicks)
	c.turnLeft = c.turnTicks
}

// motionDefault gives reduced motion the browser's default
// (prefers-reduced-motion) until the person has chosen it themselves.
func motionDefault(s store.Settings, prefers bool) store.Settings {
	if !s.ReducedMotionSet {
		s.ReducedMotion = prefers
	}
	return s
}
