package scenes

// Still reports whether the lesson's picture is unchanged since the
// previous tick but for input: the table's (see Table.Still) and the
// prompt's. Without it the manager counted every tick a change, so the
// table's game waited up to maxPaintWait ticks for a paint before each
// tick of the bots' pause: a scripted bot turn took 30 times as long
// (about 25 s at 60 TPS instead of under 2).
func (s *TutorialScene) Still() bool {
	prompt := s.Prompt()
	same := prompt == s.shown.prompt && s.finished == s.shown.finished && s.asking == s.shown.asking
	s.shown.prompt, s.shown.finished, s.shown.asking = prompt, s.finished, s.asking
	if s.finished || s.asking {
		return same
	}
	return s.table.Still() && same
}

// Ticking reports whether the picture changes with time alone (the
// table's countdowns and pulses).
func (s *TutorialScene) Ticking() bool { return !s.finished && !s.asking && s.table.Ticking() }
