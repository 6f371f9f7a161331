package scenes

import (
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// speeds lists the paces in settings order.
var speeds = [...]store.Speed{store.Slow, store.Normal, store.Fast}

// speedKey returns a pace's catalogue key.
func speedKey(s store.Speed) i18n.Key {
	switch s {
	case store.Slow:
		return i18n.SpeedSlow
	case store.Fast:
		return i18n.SpeedFast
	}
	return i18n.SpeedNormal
}

// speedFactor is how much faster than normal things move at a pace.
func speedFactor(s store.Speed) float64 {
	switch s {
	case store.Slow:
		return 0.6
	case store.Fast:
		return 1.8
	}
	return 1
}

// nextSpeed steps a pace by d through slow, normal, fast (wrapping).
func nextSpeed(s store.Speed, d int) store.Speed {
	i := 1
	for k, v := range speeds {
		if v == s {
			i = k
		}
	}
	return speeds[((i+d)%len(speeds)+len(speeds))%len(speeds)]
}
