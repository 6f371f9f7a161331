package i18n

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"rummy/engine"
)

var verb = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)

// anyVerb matches every fmt verb, with or without an argument index.
var anyVerb = regexp.MustCompile(`%(\[\d+\])?[-+# 0-9.]*[a-zA-Z]`)

// verbsOf lists a text's fmt verbs: those without an index in order (the
// arguments follow that order), then the indexed ones sorted (a
// translation may place them anywhere).
func verbsOf(s string) string {
	var plain, indexed []string
	for _, v := range anyVerb.FindAllString(s, -1) {
		if strings.HasPrefix(v, "%[") {
			indexed = append(indexed, v)
		} else {
			plain = append(plain, v)
		}
	}
	sort.Strings(indexed)
	return strings.Join(append(plain, indexed...), " ")
}

// others are the languages translated from English.
var others = []Lang{Russian, German}

// Item 5 of issue 18: every English key has a non-empty text in every
// other language with the same format verbs, and no language has a key
// that English lacks (a typo there would never be shown).
func TestEveryEnglishKeyIsTranslated(t *testing.T) {
	for _, l := range others {
		for i, en := range tablesOf(English) {
			tr := tablesOf(l)[i]
			for k, s := range en {
				r, ok := tr[k]
				if !ok || strings.TrimSpace(r) == "" {
					t.Errorf("%s: key %q has no text", l.Code(), k)
					continue
				}
				if got, want := verbsOf(r), verbsOf(s); got != want {
					t.Errorf("%s: key %q has verbs %q, English %q", l.Code(), k, got, want)
				}
			}
			for k := range tr {
				if _, ok := en[k]; !ok {
					t.Errorf("%s: key %q is not in English", l.Code(), k)
				}
			}
		}
	}
}

// Every key of keys.go, whatever its table, has a text in every language.
func TestEveryNamedKeyHasAText(t *testing.T) {
	keys := []Key{AppTitle, MenuStart, SettingsIndices, LangGerman, CardJoker, TableCards, TableOpening,
		TableTurnTimer, TableClaimSeconds, TableCutLifted, LogCut, LogPenalty, BtnOpen, BtnSortRank, BtnCancel}
	for _, l := range Langs {
		c := New(l)
		for _, k := range keys {
			if !c.Has(k) {
				t.Errorf("%s lacks %q", l.Code(), k)
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
	for _, l := range Langs {
		if got, ok := LookupLang(l.Code()); !ok || got != l || ParseLang(l.Code()) != l {
			t.Errorf("ParseLang does not invert Code for %s", l.Code())
		}
	}
	if ParseLang("de") != German {
		t.Error(`ParseLang("de") is not German`)
	}
	if _, ok := LookupLang("xx"); ok || ParseLang("xx") != English {
		t.Error("an unknown code should be reported, and read as English")
	}
	if got := LangCodes(); got != "en, ru or de" {
		t.Errorf("LangCodes = %q", got)
	}
}
