package engine

// PeekInto fills v with what seat may know, as ViewInto does, but shares
// the history, the score sheet (with its scores) and the rules with the
// game instead of copying them: the view is for reading only, and only
// until the game moves on. It is for the match's question path, where a
// bot decides at once on a view the match reuses; anything that keeps a
// view or may write into it uses View or ViewInto, which give an
// independent copy. Writing into a peeked view's History, Results or
// Rules would change the game (the bots' whole-game test checks that no
// bot does).
func (s *State) PeekInto(seat int, v *View) {
	s.fillView(seat, v)
	v.Rules = nil
	if r := s.pub.Rules; r != nil {
		v.Rules = r.public
		if v.Rules == nil {
			r.publicCopyInto(&v.rules, &v.options)
			v.Rules = &v.rules
		}
	}
}

// publicRules holds a read-only copy of a game's rules for the views
// that PeekInto fills (see Rules.public).
type publicRules struct {
	rules   Rules
	options ruleOptions
}
