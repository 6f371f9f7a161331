package i18n

import (
	"regexp"
	"strings"
	"testing"

	"rummy/engine"
)

var verb = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)

// TestEveryEnglishKeyIsTranslated checks both directions: every English
// key has a non-empty Russian text with the same format verbs, and Russian
// has no key that English lacks (a typo there would never be shown).
func TestEveryEnglishKeyIsTranslated(t *testing.T) {
	for i, en := range tablesOf(English) {
		ru := tablesOf(Russian)[i]
		for k, s := range en {
			r, ok := ru[k]
			if !ok || strings.TrimSpace(r) == "" {
				t.Errorf("key %q has no Russian text", k)
				continue
			}
			if got, want := verb.FindAllString(r, -1), verb.FindAllString(s, -1); strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("key %q: Russian verbs %v, English %v", k, got, want)
			}
		}
		for k := range ru {
			if _, ok := en[k]; !ok {
				t.Errorf("Russian key %q is not in English", k)
			}
		}
	}
}

// TestEveryOptionHasLabelAndHelp walks the engine's option specs of every
// variant, so an option added to the engine fails here until the menu can
// name and explain it in both languages.
func TestEveryOptionHasLabelAndHelp(t *testing.T) {
	for _, v := range engine.Variants {
		o, err := engine.NewOptions(v)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range o.Specs() {
			for _, l := range Langs {
				c := New(l)
				for _, k := range []Key{OptLabel(spec.Key), OptHelp(v, spec.Key)} {
					if !c.Has(k) {
						t.Errorf("%s %s: %s lacks %q", v, spec.Key, l.Code(), k)
					}
				}
				if spec.Kind == engine.OptChoice || spec.Kind == engine.OptBool {
					for _, ch := range append([]string{"true", "false"}, spec.Choices...) {
						if spec.Kind == engine.OptChoice && (ch == "true" || ch == "false") {
							continue
						}
						if !c.Has(Value(ch)) {
							t.Errorf("%s %s: %s lacks the value %q", v, spec.Key, l.Code(), ch)
						}
					}
				}
			}
		}
		for _, l := range Langs {
			c := New(l)
			for _, k := range []Key{VariantName(v), VariantBlurb(v), RulesText(v)} {
				if !c.Has(k) {
					t.Errorf("%s lacks %q", l.Code(), k)
				}
			}
		}
	}
}

func TestLookupFallsBackAndFormats(t *testing.T) {
	ru := New(Russian)
	if got := ru.F(SeatPerson, 2); got != "Игрок 2" {
		t.Errorf("Russian SeatPerson = %q", got)
	}
	if got := New(English).F(SeatPerson, 2); got != "Person 2" {
		t.Errorf("English SeatPerson = %q", got)
	}
	if got := ru.T("no.such.key"); got != "no.such.key" {
		t.Errorf("a missing key should show itself, got %q", got)
	}
	if OptHelp(engine.Classic, "hands") == OptHelp(engine.Romme, "hands") {
		t.Error("classic and Rommé should explain hands differently")
	}
	if ParseLang(Russian.Code()) != Russian || ParseLang("xx") != English {
		t.Error("ParseLang does not invert Code")
	}
}
