package scenes

import (
	"testing"

	"rummy/engine"
	"rummy/scenes/store"
)

// TestIssue16FirstStartOffersTheLesson (issue 16, item 2): the first
// start asks over the menu whether to play the guided hand; Learn to
// play opens the lesson of the menu's rule set, Not now the menu, and
// either answer is kept in the settings, so the next start goes straight
// to the menu.
func TestIssue16FirstStartOffersTheLesson(t *testing.T) {
	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Liverpool), app.Backdrop)
	o, ok := FirstScreen(app, menu).(*LessonOffer)
	if !ok {
		t.Fatal("the first start does not offer the lesson")
	}
	shots(t, app, "lesson-offer", func() Scene { return o })
	o.Update(&Input{})
	r := tapControl(t, o, &o.form, idOfferLearn)
	if ts, ok := r.Next.(*TutorialScene); !ok || ts.Variant() != engine.Liverpool {
		t.Fatalf("Learn to play opened %T", r.Next)
	}
	saved, err := store.LoadSettings(app.Store)
	if err != nil || !saved.LessonOffered {
		t.Fatalf("the answer was not kept: %v", err)
	}
	if FirstScreen(app, menu) != menu {
		t.Fatal("the next start offers the lesson again")
	}
	app2 := testApp(t)
	o2 := FirstScreen(app2, menu).(*LessonOffer)
	o2.Update(&Input{})
	if r := tapControl(t, o2, &o2.form, idOfferLater); r.Next != menu || !app2.Settings.LessonOffered {
		t.Fatalf("Not now went to %T", r.Next)
	}
}
