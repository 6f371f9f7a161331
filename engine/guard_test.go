package engine

import (
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

// hashExcluded are the State fields (by path) that State.Hash leaves out
// on purpose, with the reason. Every other field, however deep, must
// change the hash when it changes (issue 13 item 7).
var hashExcluded = map[string]string{
	"pub.Rules": "the rules are fixed for a game (chosen with it, saved beside the log)",
	"seed":      "fixed for a game; the random source's current state is hashed",
	"log":       "the history, not the position: two logs can reach one state",
	"infos":     "a cache of what the table melds are, derived from the table",
	"spare":     "reused backing arrays of a closed claim window",
	"seatArena": "scratch space for claim window events",
	"dealt":     "fixed for a game: whether it began from a chosen deal (Save refuses it)",
}

// actionExcluded are the Action fields Equal may ignore (none).
var actionExcluded = map[string]string{}

// leaf is one mutable field found by walking a value: its path and a
// function that changes it in place.
type leaf struct {
	path   string
	mutate func()
}

// leaves walks v (addressable) and returns every scalar it holds: the
// fields of structs, the first element of non-empty slices, and, for
// an empty slice, a leaf that makes it non-empty. Paths name fields, not
// indexes, so that a field is covered if any sample covers it.
func leaves(v reflect.Value, path string, out *[]leaf, skip map[string]string) {
	if _, ok := skip[path]; ok && path != "" {
		return
	}
	v = reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem() // unexported fields too
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			name := v.Type().Field(i).Name
			p := name
			if path != "" {
				p = path + "." + name
			}
			leaves(v.Field(i), p, out, skip)
		}
	case reflect.Slice:
		if v.Len() == 0 {
			*out = append(*out, leaf{path + "[]", func() { v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem())) }})
			return
		}
		fresh := reflect.MakeSlice(v.Type(), v.Len(), v.Len()) // unshare before changing
		reflect.Copy(fresh, v)
		v.Set(fresh)
		leaves(v.Index(0), path, out, skip)
	case reflect.Bool:
		*out = append(*out, leaf{path, func() { v.SetBool(!v.Bool()) }})
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		*out = append(*out, leaf{path, func() { v.SetInt(v.Int() + 1) }})
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		*out = append(*out, leaf{path, func() { v.SetUint(v.Uint() + 1) }})
	case reflect.Pointer:
		*out = append(*out, leaf{path, func() { v.Set(reflect.Zero(v.Type())) }})
	}
}

// TestHashCoversEveryField mutates every field of many sampled states,
// one at a time, and fails for a field whose change the hash does not
// notice in any sample (and is not in hashExcluded).
func TestHashCoversEveryField(t *testing.T) {
	seen := map[string]bool{}    // paths found in some sample
	covered := map[string]bool{} // paths whose change changed the hash
	for _, variant := range []Variant{Classic, Romme, Liverpool, Kopilka} {
		o, err := ParseOptions(variant, []string{"players=4"})
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 6; seed++ {
			s, _ := NewGame(MustRules(o), seed)
			rng := NewRNG(seed)
			for i := 0; !s.Over() && i < 4000; i++ {
				if i%7 == 0 || s.pub.Claim.Open() || s.Phase() == PhaseHandOver {
					sampleHash(s, seen, covered)
				}
				seat, a := randomAction(s, &rng)
				do(t, s, seat, a)
			}
			sampleHash(s, seen, covered)
		}
	}
	for p := range seen {
		if !covered[p] && !covered[strings.TrimSuffix(p, "[]")] {
			t.Errorf("State.Hash does not notice a change of %s: hash it, or list it in hashExcluded with the reason", p)
		}
	}
	for _, must := range []string{"pub.Claim.Targets.Meld", "pub.Winners", "pub.Results.Scores", "hands", "stock"} {
		if !seen[must] && !seen[must+"[]"] {
			t.Errorf("no sample held %s: the test needs other samples", must)
		}
	}
}

func sampleHash(s *State, seen, covered map[string]bool) {
	base := s.Hash()
	var ls []leaf
	c := s.Clone()
	leaves(reflect.ValueOf(c).Elem(), "", &ls, hashExcluded)
	for i := range ls {
		seen[ls[i].path] = true
		if covered[ls[i].path] {
			continue
		}
		// A fresh clone per field, walked the same way.
		c := s.Clone()
		var again []leaf
		leaves(reflect.ValueOf(c).Elem(), "", &again, hashExcluded)
		again[i].mutate()
		if changedHash(c, base) {
			covered[ls[i].path] = true
		}
	}
}

// changedHash reports whether c hashes other than base; a hash that
// panics on an inconsistent mutation (a list longer than its partner)
// has read the field, which is what counts.
func changedHash(c *State, base uint64) (changed bool) {
	defer func() {
		if recover() != nil {
			changed = true
		}
	}()
	return c.Hash() != base
}

// TestActionEqualCoversEveryField: Equal notices a change of any Action
// field (issue 13 item 7).
func TestActionEqualCoversEveryField(t *testing.T) {
	base := Action{Kind: ActSwapJoker, Melds: [][]Card{{1, 2, 3}}, Card: 4, Meld: 1, Pos: 2, JokerMeld: -1, N: 3}
	var ls []leaf
	probe := base
	leaves(reflect.ValueOf(&probe).Elem(), "", &ls, actionExcluded)
	if len(ls) < reflect.TypeOf(base).NumField() {
		t.Fatalf("found %d leaves for %d fields", len(ls), reflect.TypeOf(base).NumField())
	}
	for i := range ls {
		c := base
		c.Melds = [][]Card{{1, 2, 3}}
		var again []leaf
		leaves(reflect.ValueOf(&c).Elem(), "", &again, actionExcluded)
		again[i].mutate()
		if c.Equal(base) {
			t.Errorf("Action.Equal does not notice a change of %s", ls[i].path)
		}
	}
}
