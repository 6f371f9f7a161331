package scenes

import (
	"testing"

	"rummy/engine"
	"rummy/sprites"
)

// Issue 24 item 11: a rule set chosen in the menu seats as many players
// as its own players option says by default, whatever was chosen
// before (Rommé: four, as its table size says, not the two of classic);
// the seats and the option agree, and the person keeps seat 1.
func TestIssue24MenuSeatsEachRuleSetsDefault(t *testing.T) {
	for _, from := range []engine.Variant{engine.Classic, engine.Romme, engine.Liverpool, engine.Kopilka} {
		for _, to := range []engine.Variant{engine.Classic, engine.Romme, engine.Liverpool, engine.Kopilka} {
			if from == to {
				continue
			}
			app := testApp(t)
			m := NewMenu(app, DefaultSetup(from), sprites.NewBackdrop())
			idle(m)
			tapControl(t, m, m.Form(), idVariant+int(to))
			idle(m)
			o, _ := engine.NewOptions(to)
			want := o.NumPlayers()
			s := m.Setup()
			if len(s.Seats) != want || s.Options.NumPlayers() != want {
				t.Errorf("%v → %v: %d seats, players option %d; the rule set's default is %d", from, to, len(s.Seats), s.Options.NumPlayers(), want)
			}
			if s.Seats[0].Kind != Human {
				t.Errorf("%v → %v: seat 1 is %+v, not the person", from, to, s.Seats[0])
			}
			if size, err := s.Options.Get("max_players"); err == nil && size != "" && size != itoa(len(s.Seats)) && len(s.Seats) < 4 {
				t.Errorf("%v → %v: table size %s for %d seats", from, to, size, len(s.Seats))
			}
		}
	}
}
