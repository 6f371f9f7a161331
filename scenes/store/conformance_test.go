package store

import (
	"bytes"
	"errors"
	"fmt"
	"sync"
	"testing"
)

// checkStore runs the behaviour every back-end shares against fresh stores
// made by open.
func checkStore(t *testing.T, open func(t *testing.T) Store) {
	t.Run("round trip", func(t *testing.T) {
		s := open(t)
		cases := []struct {
			name string
			data []byte
		}{
			{"settings.json", []byte(`{"format":1,"volume":0.5}`)},
			{"empty", []byte{}},
			{"binary", []byte{0, 0xff, 0xfe, 'b', 't', 0x80}},
			{"unicode_Рамми", nil}, // rejected below: not a valid name
			{"text-with-prefix", []byte("b not base64 at all")},
			{"cyrillic.json", []byte(`{"name":"Игрок ♠♥"}`)},
		}
		for _, c := range cases {
			err := s.Save(c.name, c.data)
			if checkName(c.name) != nil {
				if err == nil {
					t.Errorf("Save(%q) accepted an invalid name", c.name)
				}
				continue
			}
			if err != nil {
				t.Fatalf("Save(%q): %v", c.name, err)
			}
			got, err := s.Load(c.name)
			if err != nil {
				t.Fatalf("Load(%q): %v", c.name, err)
			}
			if !bytes.Equal(got, c.data) {
				t.Errorf("Load(%q) = %q, want %q", c.name, got, c.data)
			}
		}
	})
	t.Run("save replaces", func(t *testing.T) {
		s := open(t)
		for _, d := range []string{"first, a longer text", "second"} {
			if err := s.Save("doc", []byte(d)); err != nil {
				t.Fatal(err)
			}
		}
		got, err := s.Load("doc")
		if err != nil || string(got) != "second" {
			t.Errorf("Load = %q, %v; want \"second\"", got, err)
		}
	})
	t.Run("missing and remove", func(t *testing.T) {
		s := open(t)
		if _, err := s.Load("nothing"); !errors.Is(err, ErrNotFound) {
			t.Errorf("Load of a missing document: %v, want ErrNotFound", err)
		}
		if err := s.Remove("nothing"); err != nil {
			t.Errorf("Remove of a missing document: %v", err)
		}
		if err := s.Save("doc", []byte("x")); err != nil {
			t.Fatal(err)
		}
		if err := s.Remove("doc"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Load("doc"); !errors.Is(err, ErrNotFound) {
			t.Errorf("Load after Remove: %v, want ErrNotFound", err)
		}
		if _, err := s.SetAside("doc"); !errors.Is(err, ErrNotFound) {
			t.Errorf("SetAside of a missing document: %v, want ErrNotFound", err)
		}
	})
	t.Run("set aside keeps every copy", func(t *testing.T) {
		s := open(t)
		for i := 1; i <= 3; i++ {
			data := fmt.Appendf(nil, "damaged %d", i)
			if err := s.Save("stats.json", data); err != nil {
				t.Fatal(err)
			}
			kept, err := s.SetAside("stats.json")
			if err != nil {
				t.Fatal(err)
			}
			if want := fmt.Sprintf("stats.json.bad-%d", i); kept != want {
				t.Errorf("SetAside #%d kept as %q, want %q", i, kept, want)
			}
			if _, err := s.Load("stats.json"); !errors.Is(err, ErrNotFound) {
				t.Errorf("after SetAside the document is still there: %v", err)
			}
		}
		for i := 1; i <= 3; i++ {
			got, err := s.Load(fmt.Sprintf("stats.json.bad-%d", i))
			if want := fmt.Sprintf("damaged %d", i); err != nil || string(got) != want {
				t.Errorf("copy %d = %q, %v; want %q", i, got, err, want)
			}
		}
	})
	t.Run("invalid names", func(t *testing.T) {
		s := open(t)
		for _, name := range []string{"", ".hidden", "../up", "a/b", `a\b`, "sp ace", string(make([]byte, maxNameLen+1))} {
			if err := s.Save(name, []byte("x")); err == nil {
				t.Errorf("Save(%q) accepted", name)
			}
			if _, err := s.Load(name); err == nil || errors.Is(err, ErrNotFound) {
				t.Errorf("Load(%q) = %v, want an invalid-name error", name, err)
			}
			if err := s.Remove(name); err == nil {
				t.Errorf("Remove(%q) accepted", name)
			}
			if _, err := s.SetAside(name); err == nil {
				t.Errorf("SetAside(%q) accepted", name)
			}
		}
	})
	t.Run("concurrent saves and loads", func(t *testing.T) {
		s := open(t)
		versions := make([][]byte, 8)
		for i := range versions {
			versions[i] = bytes.Repeat([]byte{byte('a' + i)}, 1000*(i+1))
		}
		if err := s.Save("doc", versions[0]); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make(chan error, 200)
		for w := range 4 {
			wg.Add(2)
			go func() {
				defer wg.Done()
				for i := range 10 {
					if err := s.Save("doc", versions[(w+i)%len(versions)]); err != nil {
						errs <- err
					}
				}
			}()
			go func() {
				defer wg.Done()
				for range 10 {
					got, err := s.Load("doc")
					if err != nil {
						errs <- err
						continue
					}
					if !isVersion(got, versions) {
						errs <- fmt.Errorf("Load returned a mix of versions (%d bytes)", len(got))
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
	})
}

// isVersion reports whether got is exactly one of versions.
func isVersion(got []byte, versions [][]byte) bool {
	for _, v := range versions {
		if bytes.Equal(got, v) {
			return true
		}
	}
	return false
}

func TestMemory(t *testing.T) {
	checkStore(t, func(*testing.T) Store { return NewMemory() })
}

func TestMemoryIsolatesCallers(t *testing.T) {
	s := NewMemory()
	data := []byte("abc")
	if err := s.Save("doc", data); err != nil {
		t.Fatal(err)
	}
	data[0] = 'X'
	got, _ := s.Load("doc")
	got[1] = 'Y'
	again, _ := s.Load("doc")
	if string(again) != "abc" {
		t.Errorf("the stored document changed with the caller's slices: %q", again)
	}
}
