package scenes

import (
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// tapControl taps the centre of the control with an ID through the scene.
func tapControl(t *testing.T, s Scene, f *Form, id int) Request {
	t.Helper()
	var c *Control
	for i := range f.Controls {
		if f.Controls[i].ID == id {
			c = &f.Controls[i]
		}
	}
	if c == nil {
		t.Fatalf("no control %d", id)
	}
	x, y := c.Rect.Center()
	if c.Kind == KindStepper || c.Kind == KindCycler {
		x = c.Rect.Right() - 10 // the "+" / "›" end
	}
	var st InputState
	st.Step(RawInput{X: x, Y: y}, 6)
	for _, down := range []bool{true, false} {
		in := st.Step(RawInput{X: x, Y: y, Down: down}, 6)
		if r := s.Update(&in); r.Next != nil || r.Quit {
			return r
		}
	}
	return Request{}
}

func idle(s Scene) Request {
	return s.Update(&Input{})
}

// TestMenuLayoutFitsEveryScreen lays the menu out for each rule set from
// a small laptop to 4K and checks that every control is on screen and
// that no two controls overlap (so every tap has one meaning).
func TestMenuLayoutFitsEveryScreen(t *testing.T) {
	app := testApp(t)
	for _, size := range [][2]int{{1024, 640}, {1280, 800}, {1920, 1080}, {3840, 2160}, {1000, 900}} {
		for _, v := range menuGames {
			app.Resize(size[0], size[1], 1)
			setup := DefaultSetup(v)
			if v == engine.Liverpool {
				_ = setup.SetSeatCount(8)
			}
			if v == engine.Kopilka {
				_ = setup.SetSeatCount(15)
			}
			m := NewMenu(app, setup, sprites.NewBackdrop())
			idle(m)
			screen := sprites.Rect{W: float64(size[0]), H: float64(size[1])}
			cs := m.Form().Controls
			for i, c := range cs {
				if c.Rect.Overlap(screen) < c.Rect.W*c.Rect.H*0.9999 {
					t.Errorf("%v %v: control %d (%s) at %+v is off screen", size, v, c.ID, c.Label, c.Rect)
				}
				for _, d := range cs[i+1:] {
					if c.Rect.Overlap(d.Rect) > 0.5 {
						t.Errorf("%v %v: controls %s and %s overlap", size, v, c.Label, d.Label)
					}
				}
			}
		}
	}
}

func TestMenuChangesRuleSetSeatsAndOptions(t *testing.T) {
	app := testApp(t)
	m := NewMenu(app, DefaultSetup(engine.Classic), sprites.NewBackdrop())
	idle(m)
	tapControl(t, m, m.Form(), idVariant+int(engine.Liverpool))
	idle(m)
	if m.Setup().Variant != engine.Liverpool || len(m.Setup().Seats) != 4 {
		t.Fatalf("after choosing Liverpool: %v with %d seats", m.Setup().Variant, len(m.Setup().Seats))
	}
	tapControl(t, m, m.Form(), idPlayers)
	idle(m)
	if n := len(m.Setup().Seats); n != 5 || m.Setup().Options.NumPlayers() != 5 {
		t.Errorf("players + gave %d seats, option %d", n, m.Setup().Options.NumPlayers())
	}
	// Seat 1 is a normal bot; a tap on its › makes it hard, the next a person.
	tapControl(t, m, m.Form(), idSeat+1)
	idle(m)
	if s := m.Setup().Seats[1]; s != (Seat{Kind: Bot, Level: Hard}) {
		t.Errorf("seat 1 after one tap: %+v", s)
	}
	tapControl(t, m, m.Form(), idSeat+1)
	idle(m)
	if s := m.Setup().Seats[1]; s.Kind != Human || m.Setup().Humans() != 2 {
		t.Errorf("seat 1 after two taps: %+v (humans %d)", s, m.Setup().Humans())
	}
	// Every option of the variant is a control labelled from the catalogue.
	specs := m.Setup().Options.Specs()
	for k, s := range specs {
		if s.Key == "players" {
			continue
		}
		found := false
		for _, c := range m.Form().Controls {
			if c.ID == idOption+k {
				found = c.Label == app.T(i18n.OptLabel(s.Key)) && c.Help == app.T(i18n.OptHelp(engine.Liverpool, s.Key))
			}
		}
		if !found {
			t.Errorf("option %s has no properly labelled control", s.Key)
		}
		if s.Key == "cut_bonus" {
			tapControl(t, m, m.Form(), idOption+k)
			idle(m)
			if v, _ := m.Setup().Options.Get("cut_bonus"); v != "false" {
				t.Errorf("cut_bonus after a tap: %s", v)
			}
		}
	}
}

func TestMenuOpensSettingsAndRulesAndComesBack(t *testing.T) {
	app := testApp(t)
	m := NewMenu(app, DefaultSetup(engine.Romme), sprites.NewBackdrop())
	idle(m)
	r := tapControl(t, m, m.Form(), idSettings)
	set, ok := r.Next.(*SettingsScene)
	if !ok {
		t.Fatalf("Settings gave %T", r.Next)
	}
	idle(set)
	tapControl(t, set, set.Form(), idSetLang)
	if app.Cat.Lang() != i18n.Russian || app.Settings.Language != "ru" {
		t.Errorf("language after a tap: %v / %q", app.Cat.Lang(), app.Settings.Language)
	}
	if got, err := store.LoadSettings(app.Store); err != nil || got.Language != "ru" {
		t.Errorf("the setting was not stored: %+v", got)
	}
	if back := set.Update(&Input{Keys: IntentBack}); back.Next != m {
		t.Errorf("Esc in settings goes to %T", back.Next)
	}
	idle(m)
	if c := m.Form().Controls[0]; c.Label != "Классический рамми" {
		t.Errorf("the menu did not follow the language: %q", c.Label)
	}
	r = tapControl(t, m, m.Form(), idRules)
	rules, ok := r.Next.(*RulesScene)
	if !ok {
		t.Fatalf("Rules gave %T", r.Next)
	}
	idle(rules)
	rules.Update(&Input{Keys: IntentPageDown})
	if rules.Scroll() <= 0 {
		t.Error("Page Down did not scroll the rules")
	}
	for i := 0; i < 100; i++ {
		rules.Update(&Input{Keys: IntentPageDown})
	}
	end := rules.Scroll()
	rules.Update(&Input{Keys: IntentPageDown})
	if rules.Scroll() != end {
		t.Error("the rules scroll past their end")
	}
}
