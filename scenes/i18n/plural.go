package i18n

import (
	"strconv"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/language"
)

// Plural is a message that counts something ("1 card", "2 cards"), in
// the forms the CLDR plural rules of its language name: English and
// German use One and Other; Russian One (1, 21, 101), Few (2–4, 22–24),
// Many (0, 5–20, 25…) and Other (fractions: never shown here, but CLDR
// asks for it). Every form has the same fmt verbs, and the chosen one is
// formatted with the message's arguments.
type Plural struct {
	One, Few, Many, Other string
	// Arg is the argument, from 1, whose number chooses the form; 0 means
	// the first integer argument.
	Arg int
}

// tags are the languages' tags for go-i18n, by Lang.
var tags = [...]language.Tag{English: language.English, Russian: language.Russian, German: language.German}

// pluralsOf returns a language's counting messages.
func pluralsOf(l Lang) map[Key]Plural {
	switch l {
	case Russian:
		return russianPlurals
	case German:
		return germanPlurals
	}
	return englishPlurals
}

// newPlurals loads a language's counting messages, and English as the
// fallback, into a go-i18n bundle and returns the localizer that picks
// their forms.
func newPlurals(l Lang) *goi18n.Localizer {
	b := goi18n.NewBundle(language.English)
	addPlurals(b, English)
	if l != English {
		addPlurals(b, l)
	}
	if g := genderedPluralsOf(l); len(g) > 0 {
		msgs := make([]*goi18n.Message, 0, len(g))
		for k, p := range g {
			msgs = append(msgs, &goi18n.Message{ID: string(k), One: p.One, Few: p.Few, Many: p.Many, Other: p.Other})
		}
		b.MustAddMessages(tags[l], msgs...)
	}
	return goi18n.NewLocalizer(b, l.Code())
}

func addPlurals(b *goi18n.Bundle, l Lang) {
	t := pluralsOf(l)
	msgs := make([]*goi18n.Message, 0, len(t))
	for k, p := range t {
		msgs = append(msgs, &goi18n.Message{ID: string(k), One: p.One, Few: p.Few, Many: p.Many, Other: p.Other})
	}
	// AddMessages fails only for a language without CLDR plural rules;
	// tags lists none such.
	b.MustAddMessages(tags[l], msgs...)
}

// plural finds a counting message in the catalogue's language or, failing
// that, in English, and says which language it came from.
func (c Catalog) plural(k Key) (Plural, Lang, bool) {
	if p, ok := pluralsOf(c.lang)[k]; ok {
		return p, c.lang, true
	}
	p, ok := englishPlurals[k]
	return p, English, ok
}

// pick returns the form of a counting message that its count needs.
func (c Catalog) pick(lang Lang, k Key, p Plural, args []any) string {
	n := countOf(p, args)
	if n == nil || c.plurals == nil {
		return p.Other
	}
	// The forms are fmt texts, not templates: the identity parser hands
	// them back as they are. On an error Localize still returns its best
	// form (the "other" one) when it has one.
	s, _ := c.plurals.Localize(&goi18n.LocalizeConfig{MessageID: string(k), PluralCount: n, TemplateParser: template.IdentityParser{}})
	if s == "" {
		return p.Other
	}
	return s
}

// countOf finds the number that chooses a message's form: the argument
// the message names, or the first integer; nil when there is none. A
// number written as a string (a refusal's argument) counts too.
func countOf(p Plural, args []any) any {
	if p.Arg > 0 {
		if p.Arg > len(args) {
			return nil
		}
		return asCount(args[p.Arg-1])
	}
	for _, a := range args {
		if _, ok := a.(int); ok {
			return a
		}
	}
	return nil
}

func asCount(a any) any {
	switch v := a.(type) {
	case int, int64:
		return v
	case string:
		if _, err := strconv.Atoi(v); err == nil {
			return v
		}
	}
	return nil
}
