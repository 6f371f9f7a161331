package engine

import (
	"fmt"
	"reflect"
	"testing"
)

// scribble writes a different value into every settable field reachable
// from v (through pointers, interfaces, slices, arrays, maps and exported
// struct fields), so that a new field of View is covered without
// changing this test. It returns how many values it wrote.
func scribble(v reflect.Value, seen map[uintptr]bool) int {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return 0
		}
		seen[v.Pointer()] = true
		return scribble(v.Elem(), seen)
	case reflect.Interface:
		if v.IsNil() {
			return 0
		}
		return scribble(v.Elem(), seen)
	case reflect.Struct:
		n := 0
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				n += scribble(v.Field(i), seen)
			}
		}
		return n
	case reflect.Slice, reflect.Array:
		n := 0
		for i := 0; i < v.Len(); i++ {
			n += scribble(v.Index(i), seen)
		}
		return n
	case reflect.Map:
		n := 0
		for _, k := range v.MapKeys() {
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(v.MapIndex(k))
			n += scribble(e, seen)
			v.SetMapIndex(k, e)
		}
		return n
	}
	if !v.CanSet() {
		return 0
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() ^ 0x55)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(v.Uint() ^ 0x55)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(v.Float() + 1)
	case reflect.String:
		v.SetString(v.String() + "~")
	default:
		return 0
	}
	return 1
}

// rulesText describes r fully, for telling whether a view changed them.
func rulesText(r *Rules) string { return fmt.Sprintf("%d %+v", r.Variant, r.Options) }

// Issue 12 item 14: a View is an independent copy. Writing into every
// field a view reaches (its history, score sheet with its scores, rules
// and options, table, pile, claim window, …), for fresh views and for
// views refilled by ViewInto, never changes the game: its Hash and rules
// stay as they were.
func TestAuditViewIsIndependentCopy(t *testing.T) {
	for _, tc := range []struct {
		v        Variant
		settings []string
	}{
		{Romme, []string{"players=2", "opening=0"}},
		{Liverpool, []string{"players=4"}},
		{Classic, []string{"players=3"}},
	} {
		t.Run(tc.v.String(), func(t *testing.T) {
			s, err := NewGame(rulesFor(t, tc.v, tc.settings...), 3)
			if err != nil {
				t.Fatal(err)
			}
			rng := NewRNG(7)
			reused := &View{}
			var reached [3]bool // history, results with scores, rules
			for step := 0; step < 4000 && !s.Over(); step++ {
				seat := s.Waiting()[0]
				acts := Legal(s.View(seat))
				if s.HandNumber() >= 2 && step%7 == 0 {
					for i, v := range []*View{s.View((seat + 1) % s.Players()), reused} {
						if i == 1 {
							s.ViewInto(seat, reused)
						}
						if !v.Rules.Equal(s.Rules()) || v.Rules == s.Rules() {
							t.Fatalf("step %d: the view's rules are not an equal copy", step)
						}
						hash, rules := s.Hash(), rulesText(s.Rules())
						reached[0] = reached[0] || len(v.History) > 0
						reached[1] = reached[1] || (len(v.Results) > 0 && len(v.Results[0].Scores) > 0)
						reached[2] = reached[2] || v.Rules != nil
						if scribble(reflect.ValueOf(v), map[uintptr]bool{}) == 0 {
							t.Fatal("scribble wrote nothing")
						}
						if s.Hash() != hash {
							t.Fatalf("step %d: writing into a view changed the game", step)
						}
						if got := rulesText(s.Rules()); got != rules {
							t.Fatalf("step %d: writing into a view changed the rules: %s, were %s", step, got, rules)
						}
					}
				}
				if _, err := s.Apply(seat, acts[rng.Intn(len(acts))]); err != nil {
					t.Fatal(err)
				}
			}
			if reached != [3]bool{true, true, true} {
				t.Fatalf("the views never held history, results and rules together (%v): the test proves nothing", reached)
			}
		})
	}
}
