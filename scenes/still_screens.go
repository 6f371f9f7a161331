package scenes

// The menu, the settings, the rules and the score sheet change only with
// input (which the manager watches itself), so between inputs their
// picture stays as it is and needs no painting.

// Still reports that the menu changed only with input (or, on one tick,
// with the server's answer about the tables waiting on the person).
func (m *Menu) Still() bool { return !m.turns.fresh }

// Ticking reports that nothing on the menu moves with time.
func (m *Menu) Ticking() bool { return false }

// Still reports that the settings changed only with input: not when the
// sound device failed during the last Update.
func (s *SettingsScene) Still() bool { return !s.soundChanged }

// Ticking reports that nothing on the settings screen moves with time.
func (s *SettingsScene) Ticking() bool { return false }

// Still reports that the rules changed only with input.
func (r *RulesScene) Still() bool { return true }

// Ticking reports that nothing on the rules screen moves with time.
func (r *RulesScene) Ticking() bool { return false }

// Still reports that the score sheet changed only with input.
func (s *ScoreSheet) Still() bool { return true }

// Ticking reports that nothing on the score sheet moves with time.
func (s *ScoreSheet) Ticking() bool { return false }
