package engine

import (
	"fmt"
	"strings"
)

// Variant is one of the three rule sets.
type Variant uint8

// The rule sets.
const (
	Classic Variant = iota
	Romme
	Liverpool
)

// Variants lists every rule set in menu order.
var Variants = [...]Variant{Classic, Romme, Liverpool}

// String returns the variant's name as used on the command line and in
// saved games: classic, romme or liverpool.
func (v Variant) String() string {
	switch v {
	case Classic:
		return "classic"
	case Romme:
		return "romme"
	case Liverpool:
		return "liverpool"
	}
	return fmt.Sprintf("variant(%d)", uint8(v))
}

// ParseVariant reads a variant name (case-insensitive; "rommé" and
// "german" are accepted for romme).
func ParseVariant(s string) (Variant, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "classic":
		return Classic, nil
	case "romme", "rommé", "german":
		return Romme, nil
	case "liverpool":
		return Liverpool, nil
	}
	return 0, fmt.Errorf("engine: unknown variant %q: choose classic, romme or liverpool", s)
}

// MarshalText writes the variant's name.
func (v Variant) MarshalText() ([]byte, error) {
	if v > Liverpool {
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
