// Package i18n is the game's message catalogue: every piece of UI text is
// looked up here by a typed Key, in English or Russian.
package i18n

import (
	"fmt"

	"rummy/engine"
)

// Lang is a UI language.
type Lang uint8

// The languages of the UI.
const (
	English Lang = iota
	Russian
)

// Langs lists every language in settings order.
var Langs = [...]Lang{English, Russian}

// Code returns the language's ISO 639-1 code (en, ru).
func (l Lang) Code() string {
	if l == Russian {
		return "ru"
	}
	return "en"
}

// ParseLang reads a language code; anything unknown is English.
func ParseLang(code string) Lang {
	if code == "ru" {
		return Russian
	}
	return English
}

// Key names one message.
type Key string

// Catalog translates keys into one language.
type Catalog struct {
	lang Lang
}

// New returns the catalogue of a language.
func New(l Lang) Catalog { return Catalog{lang: l} }

// Lang returns the catalogue's language.
func (c Catalog) Lang() Lang { return c.lang }

// tablesOf lists a language's tables; the same index holds the same keys
// in every language.
func tablesOf(l Lang) [4]map[Key]string {
	if l == Russian {
		return [4]map[Key]string{russian, russianRules, russianRefusals, russianChoices}
	}
	return [4]map[Key]string{english, englishRules, englishRefusals, englishChoices}
}

// lookup finds a key in a language's tables (UI messages, rules,
// refusals, choices).
func lookup(l Lang, k Key) (string, bool) {
	for _, t := range tablesOf(l) {
		if s, ok := t[k]; ok {
			return s, true
		}
	}
	return "", false
}

// T returns a message. A key missing from the language falls back to
// English, and a key missing everywhere is shown as itself so that the
// gap is visible (the catalogue test keeps both from happening).
func (c Catalog) T(k Key) string {
	if s, ok := lookup(c.lang, k); ok {
		return s
	}
	if s, ok := lookup(English, k); ok {
		return s
	}
	return string(k)
}

// F formats a message with arguments (fmt verbs in the message).
func (c Catalog) F(k Key, args ...any) string { return fmt.Sprintf(c.T(k), args...) }

// Has reports whether the key exists in the catalogue's own language.
func (c Catalog) Has(k Key) bool {
	_, ok := lookup(c.lang, k)
	return ok
}

// OptLabel is the key of an option's short label.
func OptLabel(key string) Key { return Key("opt." + key) }

// OptHelp is the key of an option's one-line explanation for a variant:
// the variant's own line if it has one (classic and Rommé mean different
// things by "hands"), otherwise the shared one.
func OptHelp(v engine.Variant, key string) Key {
	own := Key("opt." + v.String() + "." + key + ".help")
	if _, ok := english[own]; ok {
		return own
	}
	return Key("opt." + key + ".help")
}

// Value is the key of an option's choice value (going_down_turn…).
func Value(choice string) Key { return Key("value." + choice) }

// VariantName is the key of a rule set's name.
func VariantName(v engine.Variant) Key { return Key("variant." + v.String()) }

// VariantBlurb is the key of a rule set's one-line description.
func VariantBlurb(v engine.Variant) Key { return Key("variant." + v.String() + ".blurb") }

// RulesText is the key of a rule set's rules, in paragraphs.
func RulesText(v engine.Variant) Key { return Key("rules." + v.String()) }
