package scenes

import "rummy/engine"

// learn starts the guided hand of the rule set chosen in the menu (the
// classic one for a game that has none).
func (m *Menu) learn() Request {
	v := m.setup.Variant
	if _, ok := tutorialScripts[v]; !ok {
		v = engine.Classic
	}
	t, err := NewTutorialScene(m.app, v, m)
	if err != nil {
		m.err = err.Error()
		return Request{}
	}
	return Request{Next: t}
}
