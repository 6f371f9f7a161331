package scenes

import (
	"rummy/engine"
	"rummy/scenes/i18n"
)

// learn resumes the lesson left mid-way, at the step it was left (see
// keepLesson), or starts the guided hand of the rule set chosen in the
// menu (the classic one for a game that has none). A kept lesson that
// cannot be read or replayed is kept aside and said, and a new lesson
// starts.
func (m *Menu) learn() Request {
	t, ok, err := ResumeTutorialScene(m.app, m)
	if ok && err == nil {
		return Request{Next: t}
	}
	if err != nil {
		// Nothing is lost: the document is kept aside, and said.
		kept, _ := m.app.Store.SetAside(lessonDoc)
		m.app.Warning = m.app.Cat.F(i18n.TutKeptBad, err.Error(), kept)
	}
	v := m.setup.Variant
	if _, ok := tutorialScripts[v]; !ok {
		v = engine.Classic
	}
	t, err = NewTutorialScene(m.app, v, m)
	if err != nil {
		m.err = err.Error()
		return Request{}
	}
	return Request{Next: t}
}

// learnLabel is the menu's lesson button: "Resume lesson" while one was
// left mid-way, else "Learn to play".
func (m *Menu) learnLabel() i18n.Key {
	if _, _, ok, err := loadLesson(m.app); ok && err == nil {
		return i18n.MenuLearnResume
	}
	return i18n.MenuLearn
}
