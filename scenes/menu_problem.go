package scenes

import (
	"strconv"
	"strings"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// problem says what is wrong with the setup in the player's words,
// naming options by their labels in the menu (issue 15 item 7). The
// menu's own checks come first: the players' range, a value the option
// does not take, a classic game with neither target nor hands, knocking
// with two players; any other error is shown without its package prefix.
func (m *Menu) problem(err error) string {
	app := m.app
	label := func(key string) string { return app.T(i18n.OptLabel(key)) }
	o := m.setup.Options
	lo, hi := playerRange(m.specs)
	if n := o.NumPlayers(); n < lo || n > hi || len(m.setup.Seats) < lo || len(m.setup.Seats) > hi {
		return app.Cat.F(i18n.MenuPlayersRange, label("players"), lo, hi)
	}
	for _, s := range m.specs {
		v, gerr := o.Get(s.Key)
		if gerr == nil && !allowed(s, v) {
			return app.Cat.F(i18n.MenuNotAllowed, label(s.Key), m.valueWord(v), m.allowedWords(s))
		}
	}
	if target, terr := o.Get("target"); terr == nil && target == "0" {
		if hands, herr := o.Get("hands"); herr == nil && hands == "0" {
			return app.Cat.F(i18n.MenuNeedsLength, label("target"), label("hands"), label("target"))
		}
	}
	if v, _ := o.Get("knocking"); v == "true" && m.setup.KnockingUnavailable() {
		return app.Cat.F(i18n.MenuKnockingNeed, label("knocking"))
	}
	return app.Cat.F(i18n.MenuCannotStart, unprefixed(err.Error()))
}

// allowed reports whether v is a value the option takes.
func allowed(s engine.OptionSpec, v string) bool {
	switch {
	case s.Kind == engine.OptBool:
		return v == "true" || v == "false"
	case len(s.Choices) > 0:
		for _, c := range s.Choices {
			if c == v {
				return true
			}
		}
		return false
	}
	n, err := strconv.Atoi(v)
	return err == nil && n >= s.Min && (s.Max == 0 || n <= s.Max)
}

// valueWord is a value as the menu shows it.
func (m *Menu) valueWord(v string) string {
	if m.app.Cat.Has(i18n.Value(v)) {
		return m.app.T(i18n.Value(v))
	}
	return v
}

// allowedWords says an option's values as the menu shows them.
func (m *Menu) allowedWords(s engine.OptionSpec) string {
	if len(s.Choices) > 0 {
		words := make([]string, len(s.Choices))
		for i, c := range s.Choices {
			words[i] = m.valueWord(c)
		}
		return strings.Join(words, ", ")
	}
	if s.Max > 0 {
		return m.app.Cat.F(i18n.MenuRange, s.Min, s.Max)
	}
	return m.app.Cat.F(i18n.MenuFrom, s.Min)
}

// unprefixed drops a Go package's "name: " prefix from an error's text.
func unprefixed(msg string) string {
	for _, p := range []string{"engine: ", "scenes: ", "store: ", "rummy: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return msg
}
