package engine

import (
	"fmt"
	"strings"
)

// Variant is one of the rule sets.
type Variant uint8

// The rule sets.
const (
	Classic Variant = iota
	Romme
	Liverpool
	// Kopilka is the piggy-bank chip game (KOP-…).
	Kopilka
)

// Variants lists every rule set in menu order.
var Variants = [...]Variant{Classic, Romme, Liverpool, Kopilka}

// variantInfo describes one rule set: its name, the other names
// ParseVariant accepts, and its default options.
type variantInfo struct {
	name     string
	aliases  []string
	defaults func() Options
	// words are the rule set's terms, whatever its options.
	words variantRules
}

// variantTable describes every rule set, indexed by Variant.
var variantTable = [...]variantInfo{
	Classic:   {name: "classic", defaults: func() Options { o := DefaultClassicOptions(); return &o }, words: classicRules{}},
	Romme:     {name: "romme", aliases: []string{"rommé", "german"}, defaults: func() Options { o := DefaultRommeOptions(); return &o }, words: rommeRules{}},
	Liverpool: {name: "liverpool", defaults: func() Options { o := DefaultLiverpoolOptions(); return &o }, words: liverpoolRules{}},
	Kopilka:   {name: "kopilka", aliases: []string{"копилка", "piggybank"}, defaults: func() Options { o := DefaultKopilkaOptions(); return &o }, words: kopilkaRules{}},
}

// Terms returns the words of the rule set (they do not depend on its
// options); an unknown variant has none.
func (v Variant) Terms() Terms {
	if !v.known() {
		return Terms{}
	}
	return variantTable[v].words.terms()
}

// known reports whether v is a rule set.
func (v Variant) known() bool { return int(v) < len(variantTable) }

// String returns the variant's name as used on the command line and in
// saved games: classic, romme, liverpool or kopilka.
func (v Variant) String() string {
	if v.known() {
		return variantTable[v].name
	}
	return fmt.Sprintf("variant(%d)", uint8(v))
}

// ParseVariant reads a variant name (case-insensitive; "rommé" and
// "german" are accepted for romme).
func ParseVariant(s string) (Variant, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	names := make([]string, 0, len(variantTable))
	for v, info := range variantTable {
		if s == info.name || contains(info.aliases, s) {
			return Variant(v), nil
		}
		names = append(names, info.name)
	}
	last := len(names) - 1
	return 0, fmt.Errorf("engine: unknown variant %q: choose %s or %s", s, strings.Join(names[:last], ", "), names[last])
}

// MarshalText writes the variant's name.
func (v Variant) MarshalText() ([]byte, error) {
	if !v.known() {
		return nil, fmt.Errorf("engine: unknown variant %d", uint8(v))
	}
	return []byte(v.String()), nil
}

// UnmarshalText reads a variant's name.
func (v *Variant) UnmarshalText(b []byte) error {
	p, err := ParseVariant(string(b))
	if err != nil {
		return err
	}
	*v = p
	return nil
}
