package scenes

import (
	"encoding/json"
	"errors"
	"fmt"

	"rummy/engine"
	"rummy/scenes/store"
)

// lessonDoc is the store document of a lesson left mid-way.
const lessonDoc = "lesson.json"

// lessonFormat is the document's format version.
const lessonFormat = 1

// keptLesson is a lesson left mid-way: its rule set and the actions
// played so far (the person's and the scripted bots'), which replay the
// stacked deal to where it was left.
type keptLesson struct {
	Format  int                   `json:"format"`
	Variant string                `json:"variant"`
	Log     []engine.LoggedAction `json:"log"`
}

// keepLesson writes the lesson's place to the store (the person's every
// step and leaving it): the menu offers to resume it.
func keepLesson(app *App, v engine.Variant, log []engine.LoggedAction) error {
	b, err := json.Marshal(keptLesson{Format: lessonFormat, Variant: v.String(), Log: log})
	if err != nil {
		return err
	}
	return app.Store.Save(lessonDoc, b)
}

// dropLesson forgets the kept lesson (it was finished or started over).
func dropLesson(app *App) { _ = app.Store.Remove(lessonDoc) }

// loadLesson returns the kept lesson's rule set and actions; ok is false
// when none is kept. A document that cannot be read is an error (and is
// left as it is: starting a lesson anew replaces it).
func loadLesson(app *App) (v engine.Variant, log []engine.LoggedAction, ok bool, err error) {
	b, err := app.Store.Load(lessonDoc)
	if errors.Is(err, store.ErrNotFound) {
		return 0, nil, false, nil
	}
	if err != nil {
		return 0, nil, false, err
	}
	var k keptLesson
	if err := json.Unmarshal(b, &k); err != nil {
		return 0, nil, false, fmt.Errorf("scenes: the lesson kept cannot be read: %v", err)
	}
	if k.Format != lessonFormat {
		return 0, nil, false, fmt.Errorf("scenes: the lesson kept has format %d, this game reads %d", k.Format, lessonFormat)
	}
	v, err = engine.ParseVariant(k.Variant)
	if err != nil {
		return 0, nil, false, err
	}
	if _, has := tutorialScripts[v]; !has {
		return 0, nil, false, fmt.Errorf("scenes: no lesson for %s", v)
	}
	return v, k.Log, true, nil
}
