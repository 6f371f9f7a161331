package scenes

import (
	"testing"

	"rummy/scenes/store"
	"rummy/sprites"
)

// TestSeeingScreenAppliesAndKeepsItsChoices opens Seeing and motion
// from the settings and changes every row: each change reaches the card
// art, the palette, the fonts and the motion at once, and is stored.
func TestSeeingScreenAppliesAndKeepsItsChoices(t *testing.T) {
	app := testApp(t)
	t.Cleanup(func() { sprites.SetHighContrast(false) })
	set := NewSettingsScene(app, nil, app.Backdrop)
	set.Update(&Input{})
	set.form.FocusID(idSetSeeing)
	see, ok := set.Update(&Input{Keys: IntentActivate}).Next.(*SeeingScene)
	if !ok {
		t.Fatal("the settings' Seeing and motion button opens no seeing screen")
	}
	see.Update(&Input{})
	tap := func(id int, keys Intent) {
		see.form.FocusID(id)
		see.Update(&Input{Keys: keys})
	}
	tap(idSeeSuitShapes, IntentActivate)
	tap(idSeeContrast, IntentActivate)
	tap(idSeeTextSize, IntentRight)
	tap(idSeeTextSize, IntentRight)
	tap(idSeeMotion, IntentActivate)
	st := app.Settings
	if !st.SuitShapes || !app.Cards.SuitShapes() {
		t.Error("large suit symbols: not on, or not on the cards")
	}
	if !st.HighContrast || !sprites.HighContrast() {
		t.Error("high contrast: not on, or the palette did not change")
	}
	if st.TextSize != 120 || app.Fonts.Face(20, sprites.Regular).Size != 24 {
		t.Errorf("two steps up the text size: %d %%, 20 px drawn as %v px; want 120 %% and 24 px", st.TextSize, app.Fonts.Face(20, sprites.Regular).Size)
	}
	if !st.ReducedMotion || !st.ReducedMotionSet || motionTicks(st, 18) > reducedMotionMaxTicks {
		t.Errorf("reduced motion: %v (chosen %v), a flight of 18 ticks takes %d", st.ReducedMotion, st.ReducedMotionSet, motionTicks(st, 18))
	}
	stored, err := store.LoadSettings(app.Store)
	if err != nil || stored.SuitShapes != st.SuitShapes || stored.HighContrast != st.HighContrast || stored.TextSize != st.TextSize || stored.ReducedMotion != st.ReducedMotion {
		t.Errorf("stored settings %+v (%v) differ from the chosen ones", stored, err)
	}
	for i := 0; i < 4; i++ {
		tap(idSeeTextSize, IntentRight)
	}
	if app.Settings.TextSize != 100 {
		t.Errorf("four more steps from 120 %% give %d %%, want to wrap past 150 %% to 100 %%", app.Settings.TextSize)
	}
	render(t, app, "seeing", see, 2)
}
