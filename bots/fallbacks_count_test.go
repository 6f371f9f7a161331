package bots

// Fallbacks returns how many of b's decisions were not its own choice:
// the choice was refused by the view's Check and replaced by a first
// sensible legal action. It should stay zero (a test plays thousands of
// games to make sure); bots without a fallback report zero.
func Fallbacks(b Bot) int {
	if f, ok := b.(interface{ fallbackCount() int }); ok {
		return f.fallbackCount()
	}
	return 0
}

func (b *Greedy) fallbackCount() int { return b.p.fallbacks }
func (b *Easy) fallbackCount() int   { return b.p.fallbacks }
func (b *Normal) fallbackCount() int { return b.p.fallbacks }
func (b *Hard) fallbackCount() int   { return b.p.fallbacks }

func (b *Greedy) firstRefusal() string { return b.p.firstFallback }
func (b *Easy) firstRefusal() string   { return b.p.firstFallback }
func (b *Normal) firstRefusal() string { return b.p.firstFallback }
func (b *Hard) firstRefusal() string   { return b.p.firstFallback }
