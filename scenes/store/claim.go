package store

// The claim window's length in seconds: its default and range.
const (
	DefaultClaimSeconds = 8
	MinClaimSeconds     = 3
	MaxClaimSeconds     = 30
)

// TicksPerSecond is the game's update rate.
const TicksPerSecond = 60

// ClaimTicks is how many updates a claim window waits for a person: the
// claim window's seconds, or 0 when it waits until the person answers
// (WaitForMe, offline only).
func (s Settings) ClaimTicks() int {
	if s.WaitForMe {
		return 0
	}
	return s.ClaimWindow() * TicksPerSecond
}

// ClaimWindow is the claim window's length in seconds (the default when
// none is set).
func (s Settings) ClaimWindow() int {
	if s.ClaimSeconds == 0 {
		return DefaultClaimSeconds
	}
	return s.ClaimSeconds
}
