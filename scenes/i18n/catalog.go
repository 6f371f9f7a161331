// Package i18n is the game's message catalogue: every piece of UI text is
// looked up here by a typed Key, in English, Russian or German. Messages
// that count something have plural forms chosen by the CLDR rules of
// go-i18n (plural.go).
package i18n

import (
	"fmt"
	"strings"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"rummy/engine"
)

// Lang is a UI language.
type Lang uint8

// The languages of the UI.
const (
	English Lang = iota
	Russian
	German
)

// Langs lists every language in settings order.
var Langs = [...]Lang{English, Russian, German}

// codes are the languages' ISO 639-1 codes, by Lang.
var codes = [...]string{English: "en", Russian: "ru", German: "de"}

// Code returns the language's ISO 639-1 code (en, ru, de).
func (l Lang) Code() string {
	if int(l) < len(codes) {
		return codes[l]
	}
	return "en"
}

// NameKey is the key of the language's own name (English, Русский,
// Deutsch), which reads the same in every language.
func (l Lang) NameKey() Key { return Key("lang." + l.Code()) }

// LookupLang reads a language code and reports whether it is one the
// game speaks.
func LookupLang(code string) (Lang, bool) {
	for _, l := range Langs {
		if codes[l] == code {
			return l, true
		}
	}
	return English, false
}

// ParseLang reads a language code; anything unknown is English.
func ParseLang(code string) Lang {
	l, _ := LookupLang(code)
	return l
}

// LangCodes lists the codes of every language, in settings order, as a
// person types them: "en, ru or de".
func LangCodes() string {
	var b strings.Builder
	for i, l := range Langs {
		switch {
		case i == len(Langs)-1 && i > 0:
			b.WriteString(" or ")
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteString(l.Code())
	}
	return b.String()
}

// Key names one message.
type Key string

// Catalog translates keys into one language.
type Catalog struct {
	lang Lang
	// plurals picks the plural forms of counting messages (plural.go).
	plurals *goi18n.Localizer
	// ix names the ranks on cards and in texts (indices.go).
	ix *indices
}

// New returns the catalogue of a language, with the cards' Latin indices
// (A K Q J).
func New(l Lang) Catalog {
	return Catalog{lang: l, plurals: newPlurals(l), ix: latinIndices}
}

// Lang returns the catalogue's language.
func (c Catalog) Lang() Lang { return c.lang }

// tablesOf lists a language's tables; the same index holds the same keys
// in every language.
func tablesOf(l Lang) []map[Key]string {
	switch l {
	case Russian:
		return []map[Key]string{russian, russianRules, russianRefusals, russianChoices, russianStats, russianComfort, russianKopilka, russianOnline, russianFailover, russianLooks, russianAssist, russianLearn, russianPerson, russianSeeing, russianA11y, russianIdentity, russianOpponents, russianCorr, russianRatings}
	case German:
		return []map[Key]string{german, germanRules, germanRefusals, germanChoices, germanStats, germanComfort, germanKopilka, germanOnline, germanFailover, germanLooks, germanAssist, germanLearn, germanPerson, germanSeeing, germanA11y, germanIdentity, germanOpponents, germanCorr, germanRatings}
	}
	return []map[Key]string{english, englishRules, englishRefusals, englishChoices, englishStats, englishComfort, englishKopilka, englishOnline, englishFailover, englishLooks, englishAssist, englishLearn, englishPerson, englishSeeing, englishA11y, englishIdentity, englishOpponents, englishCorr, englishRatings}
}

// lookup finds a key in a language's tables (UI messages, rules,
// refusals, choices, statistics, issue 15's texts); a counting message gives its "other" form.
func lookup(l Lang, k Key) (string, bool) {
	for _, t := range tablesOf(l) {
		if s, ok := t[k]; ok {
			return s, true
		}
	}
	if p, ok := pluralsOf(l)[k]; ok {
		return p.Other, true
	}
	return "", false
}

// T returns a message. A key missing from the language falls back to
// English, and a key missing everywhere is shown as itself so that the
// gap is visible (the catalogue test keeps both from happening). Rank
// letters written {A} {K} {Q} {J} in a message read as the cards show
// them.
func (c Catalog) T(k Key) string {
	if s, ok := lookup(c.lang, k); ok {
		return c.ranks(s)
	}
	if s, ok := lookup(English, k); ok {
		return c.ranks(s)
	}
	return string(k)
}

// F formats a message with arguments (fmt verbs in the message). A
// counting message first takes the plural form its count needs: the
// count is the argument its Plural names, or else the first integer.
func (c Catalog) F(k Key, args ...any) string {
	if p, lang, ok := c.plural(k); ok {
		return fmt.Sprintf(c.ranks(c.pick(lang, k, p, args)), args...)
	}
	return fmt.Sprintf(c.T(k), args...)
}

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
	if _, ok := lookup(English, own); ok {
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
