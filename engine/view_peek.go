package engine

// PeekInto fills v with what seat may know, as ViewInto does, but shares
// the public state (the piles, the table, the history, the score sheet,
// the claim window, Kopilka's chips) and the rules with the game instead
// of copying them; only the seat's hand, the counts and the waiting
// seats are v's own. The view is for reading only, and only until the
// game moves on. It is for the match's question path, where a bot
// decides at once on a view the match reuses; anything that keeps a
// view or may write into it uses View or ViewInto, which give an
// independent copy. Writing into a peeked view's shared parts would
// change the game (the bots' whole-game test checks that no bot does).
// The rules shown are the views' copy, without the shuffle seed option,
// one for every game of the same Rules.
func (s *State) PeekInto(seat int, v *View) {
	p := &s.pub
	hand, counts, waiting := v.Hand[:0], v.Counts[:0], v.Waiting[:0]
	v.Public = *p
	// Capped, so that an append to a shared list never writes into the
	// game's spare capacity.
	v.Pile = p.Pile[:len(p.Pile):len(p.Pile)]
	v.Seats = p.Seats[:len(p.Seats):len(p.Seats)]
	v.Totals = p.Totals[:len(p.Totals):len(p.Totals)]
	v.Winners = p.Winners[:len(p.Winners):len(p.Winners)]
	v.Table = p.Table[:len(p.Table):len(p.Table)]
	v.History = p.History[:len(p.History):len(p.History)]
	v.Results = p.Results[:len(p.Results):len(p.Results)]
	v.Rules = nil
	if r := p.Rules; r != nil {
		v.Rules = r.public
		if v.Rules == nil {
			r.publicCopyInto(&v.rules, &v.options)
			v.Rules = &v.rules
		}
	}
	s.seatInto(seat, v, hand, counts, waiting)
	n := min(len(p.Table), len(s.infos))
	v.infos = s.infos[:n:n]
	v.Hands = nil
	if p.Phase == PhaseHandOver || p.Phase == PhaseGameOver {
		v.Hands = s.hands[:len(s.hands):len(s.hands)]
	}
}

// publicRules holds a read-only copy of a game's rules for the views
// that PeekInto fills (see Rules.public).
type publicRules struct {
	rules   Rules
	options ruleOptions
}
