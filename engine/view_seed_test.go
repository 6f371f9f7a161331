package engine

import (
	"reflect"
	"strconv"
	"testing"
)

// holds reports whether any integer reachable from v (as scribble walks
// it, unexported fields too) equals x.
func holds(v reflect.Value, x uint64, seen map[uintptr]bool) bool {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return false
		}
		seen[v.Pointer()] = true
		return holds(v.Elem(), x, seen)
	case reflect.Interface:
		return !v.IsNil() && holds(v.Elem(), x, seen)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if holds(v.Field(i), x, seen) {
				return true
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			if holds(v.Index(i), x, seen) {
				return true
			}
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return uint64(v.Int()) == x
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return v.Uint() == x
	}
	return false
}

// Issue 12 item 15: engine.NewGame rebuilds every hidden card from the
// game seed, so no view holds it, not even as the seed option of its
// rules copy (a table started with seed=N passes N in the options); the
// view's rules are still the game's rules of play.
func TestAuditViewHidesSeed(t *testing.T) {
	const seed = 0x5eed_1234_abcd
	for _, v := range Variants {
		r := rulesFor(t, v, "seed="+strconv.FormatInt(seed, 10))
		s, err := NewGame(r, seed)
		if err != nil {
			t.Fatal(err)
		}
		if r.Options.GameSeed() != seed {
			t.Fatalf("%s: the options do not carry the seed", v)
		}
		for seat := 0; seat < s.Players(); seat++ {
			view := s.View(seat)
			if got := view.Rules.Options.GameSeed(); got != 0 {
				t.Errorf("%s seat %d: the view's options carry seed %d", v, seat, got)
			}
			if holds(reflect.ValueOf(view), seed, map[uintptr]bool{}) {
				t.Errorf("%s seat %d: the view holds the game seed", v, seat)
			}
			if !view.Rules.Equal(s.Rules()) {
				t.Errorf("%s seat %d: the view's rules differ from the game's", v, seat)
			}
		}
	}
}
