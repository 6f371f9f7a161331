package engine

// openKnockWindow opens Rommé's knock window on a fresh discard
// (ROM-SR-KNOCK, 3+ players): every seat but the discarder and the next
// player may knock; the first knock to reach the engine wins. The window
// stays open while the next player decides and closes when they draw.
// Decisions: one knock per discard (the card exposed by a knock is not
// knockable, though the next player may take it), and a knock needs two
// stock cards so that it never takes the last one (ROM-12).
func (s *State) openKnockWindow(discarder int, c Card, ev *[]Event) {
	p := &s.pub
	o := p.Rules.romme
	if !o.Knocking || p.Players < 3 || len(s.stock) < 2 {
		return
	}
	eligible := p.clockwiseFrom(s.spareSeats(), p.next(p.Turn), func(seat int) bool {
		return seat == discarder || seat == p.Turn
	})
	s.openWindow(ClaimKnock, c, discarder, eligible, true, ev)
}
