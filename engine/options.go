package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Options is the typed option set of one variant (RULES.md "Option keys").
// *ClassicOptions, *RommeOptions and *LiverpoolOptions implement it. The
// keys are the same everywhere: saved games (JSON), the settings screen,
// the command line (key=value) and tests.
type Options interface {
	// Variant returns the rule set these options belong to.
	Variant() Variant
	// NumPlayers returns the seat count.
	NumPlayers() int
	// GameSeed returns the seed option (0 = pick one at random).
	GameSeed() int64
	// Specs describes every key, in display order.
	Specs() []OptionSpec
	// Set changes one key from its text form; unknown keys and values out
	// of range are errors that name the key and what is allowed.
	Set(key, value string) error
	// Get returns one key's value in text form.
	Get(key string) (string, error)
	// Validate checks the combination of values.
	Validate() error
	// Clone returns an independent copy.
	Clone() Options
}

// OptionKind says what values a key takes.
type OptionKind uint8

// Kinds of option values.
const (
	OptBool OptionKind = iota
	OptInt
	OptChoice
)

// OptionSpec describes one option key.
type OptionSpec struct {
	Key     string
	Kind    OptionKind
	Default string
	// Min and Max bound an OptInt value (Max 0 = no upper bound).
	Min, Max int
	// Choices lists the allowed values of an OptChoice key, or for an
	// OptInt key with a closed set of values (opening: 30, 40, 0).
	Choices []string
	// Help is a one-line explanation for the menu and `--help`.
	Help string
	// Rule names the RULES.md clause the key implements, if any.
	Rule string
}

// Allowed describes the allowed values in words, for error messages.
func (s OptionSpec) Allowed() string {
	switch {
	case s.Kind == OptBool:
		return "true or false"
	case len(s.Choices) > 0:
		return strings.Join(s.Choices, ", ")
	case s.Max > 0:
		return fmt.Sprintf("a whole number from %d to %d", s.Min, s.Max)
	default:
		return fmt.Sprintf("a whole number from %d up", s.Min)
	}
}

// field binds a spec to the struct field holding its value.
type field struct {
	spec OptionSpec
	i    *int
	i64  *int64
	b    *bool
	s    *string
}

func setField(variant Variant, fields []field, key, value string) error {
	f, err := findField(variant, fields, key)
	if err != nil {
		return err
	}
	value = strings.TrimSpace(value)
	bad := func() error {
		return fmt.Errorf("engine: option %s=%q is not allowed: %s takes %s", key, value, key, f.spec.Allowed())
	}
	switch {
	case f.b != nil:
		v, err := strconv.ParseBool(value)
		if err != nil {
			switch strings.ToLower(value) {
			case "on", "yes":
				v = true
			case "off", "no":
				v = false
			default:
				return bad()
			}
		}
		*f.b = v
	case f.s != nil:
		if !contains(f.spec.Choices, value) {
			return bad()
		}
		*f.s = value
	case f.i64 != nil:
		v, err := strconv.ParseInt(value, 10, 64)
		if err != nil || v < int64(f.spec.Min) {
			return bad()
		}
		*f.i64 = v
	case f.i != nil:
		v, err := strconv.Atoi(value)
		if err != nil || !intAllowed(f.spec, v) {
			return bad()
		}
		*f.i = v
	}
	return nil
}

func intAllowed(s OptionSpec, v int) bool {
	if len(s.Choices) > 0 {
		return contains(s.Choices, strconv.Itoa(v))
	}
	return v >= s.Min && (s.Max == 0 || v <= s.Max)
}

func getField(variant Variant, fields []field, key string) (string, error) {
	f, err := findField(variant, fields, key)
	if err != nil {
		return "", err
	}
	switch {
	case f.b != nil:
		return strconv.FormatBool(*f.b), nil
	case f.s != nil:
		return *f.s, nil
	case f.i64 != nil:
		return strconv.FormatInt(*f.i64, 10), nil
	default:
		return strconv.Itoa(*f.i), nil
	}
}

func findField(variant Variant, fields []field, key string) (field, error) {
	for _, f := range fields {
		if f.spec.Key == key {
			return f, nil
		}
	}
	keys := make([]string, len(fields))
	for i, f := range fields {
		keys[i] = f.spec.Key
	}
	return field{}, fmt.Errorf("engine: unknown option %q for %s: the keys are %s", key, variant, strings.Join(keys, ", "))
}

// validateFields checks every value against its spec.
func validateFields(fields []field) error {
	for _, f := range fields {
		switch {
		case f.s != nil:
			if !contains(f.spec.Choices, *f.s) {
				return fmt.Errorf("engine: option %s=%q is not allowed: %s takes %s", f.spec.Key, *f.s, f.spec.Key, f.spec.Allowed())
			}
		case f.i != nil:
			if !intAllowed(f.spec, *f.i) {
				return fmt.Errorf("engine: option %s=%d is not allowed: %s takes %s", f.spec.Key, *f.i, f.spec.Key, f.spec.Allowed())
			}
		case f.i64 != nil:
			if *f.i64 < int64(f.spec.Min) {
				return fmt.Errorf("engine: option %s=%d is not allowed: %s takes %s", f.spec.Key, *f.i64, f.spec.Key, f.spec.Allowed())
			}
		}
	}
	return nil
}

func specsOf(fields []field) []OptionSpec {
	out := make([]OptionSpec, len(fields))
	for i, f := range fields {
		out[i] = f.spec
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// NewOptions returns the default options of a variant.
func NewOptions(v Variant) (Options, error) {
	if !v.known() {
		return nil, fmt.Errorf("engine: unknown variant %d", uint8(v))
	}
	return variantTable[v].defaults(), nil
}

// ParseOptions returns the variant's defaults changed by "key=value"
// settings, in order, then validated as a whole.
func ParseOptions(v Variant, settings []string) (Options, error) {
	o, err := NewOptions(v)
	if err != nil {
		return nil, err
	}
	for _, kv := range settings {
		key, value, ok := strings.Cut(kv, "=")
		if !ok || strings.TrimSpace(key) == "" {
			return nil, fmt.Errorf("engine: option %q must be written key=value, like players=3", kv)
		}
		if err := o.Set(strings.TrimSpace(key), value); err != nil {
			return nil, err
		}
	}
	if err := o.Validate(); err != nil {
		return nil, err
	}
	return o, nil
}

// DecodeOptions reads a variant's options from JSON. Missing keys keep
// their defaults; unknown keys and invalid values are errors.
func DecodeOptions(v Variant, data []byte) (Options, error) {
	o, err := NewOptions(v)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(o); err != nil {
		return nil, fmt.Errorf("engine: %s options: %v", v, err)
	}
	if err := o.Validate(); err != nil {
		return nil, err
	}
	return o, nil
}

func checkPlayers(v Variant, n, lo, hi int) error {
	if n < lo || n > hi {
		return fmt.Errorf("engine: %s is played by %d to %d players, not %d: set players to a number in that range", v, lo, hi, n)
	}
	return nil
}
