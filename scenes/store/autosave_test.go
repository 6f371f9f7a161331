package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"rummy/scenes/seat"
)

func sampleAutosave() Autosave {
	return Autosave{
		Seats: []SeatInfo{
			{Kind: Human, Name: "Anna"},
			{Kind: Bot, Level: seat.Hard, Name: "Bruno"},
			{Kind: Bot, Level: seat.Easy, Name: "Clara"},
		},
		Game: json.RawMessage(`{"variant":"romme","seed":42,"actions":[{"draw":{"fromDiscard":false}}]}`),
	}
}

func TestAutosaveRoundTrip(t *testing.T) {
	s := NewMemory()
	if _, err := LoadGame(s); !errors.Is(err, ErrNotFound) {
		t.Fatalf("LoadGame with nothing saved: %v, want ErrNotFound", err)
	}
	want := sampleAutosave()
	if err := SaveGame(s, want); err != nil {
		t.Fatal(err)
	}
	got, err := LoadGame(s)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Seats, want.Seats) {
		t.Errorf("seats = %+v, want %+v", got.Seats, want.Seats)
	}
	var g, w bytes.Buffer
	if err := json.Compact(&g, got.Game); err != nil {
		t.Fatal(err)
	}
	_ = json.Compact(&w, want.Game)
	if g.String() != w.String() {
		t.Errorf("game = %s, want %s", g.String(), w.String())
	}
	if err := ClearGame(s); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadGame(s); !errors.Is(err, ErrNotFound) {
		t.Errorf("LoadGame after ClearGame: %v, want ErrNotFound", err)
	}
}

func TestSaveGameRefusesBadEnvelopes(t *testing.T) {
	cases := []struct {
		name   string
		change func(*Autosave)
		want   string
	}{
		{"no seats", func(a *Autosave) { a.Seats = nil }, "seats"},
		{"sixteen seats", func(a *Autosave) { a.Seats = make([]SeatInfo, 16) }, "seats"},
		{"unknown kind", func(a *Autosave) { a.Seats[1].Kind = seat.Kind(7) }, "seat 2"},
		{"no game", func(a *Autosave) { a.Game = nil }, "not JSON"},
		{"game not JSON", func(a *Autosave) { a.Game = json.RawMessage(`{"seed":`) }, "not JSON"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := sampleAutosave()
			c.change(&a)
			s := NewMemory()
			if err := SaveGame(s, a); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("SaveGame = %v, want an error about %s", err, c.want)
			}
			if len(s.Names()) != 0 {
				t.Errorf("something was saved: %v", s.Names())
			}
		})
	}
}

func TestLoadGameBadData(t *testing.T) {
	cases := []struct {
		name    string
		data    string
		problem Problem
	}{
		{"truncated", `{"format":1,"seats":[{"kind":"human","name":"A"}],"game":{"seed":`, Damaged},
		{"no seats", `{"format":1,"seats":[],"game":{}}`, Damaged},
		{"bad seat kind", `{"format":1,"seats":[{"kind":"cat"}],"game":{}}`, Damaged},
		{"no game", `{"format":1,"seats":[{"kind":"human"}]}`, Damaged},
		{"old format", `{"format":0,"game":{}}`, OldFormat},
		{"newer format", `{"format":9,"seats":[],"game":{}}`, NewerFormat},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := NewMemory()
			if err := s.Save(AutosaveName, []byte(c.data)); err != nil {
				t.Fatal(err)
			}
			got, err := LoadGame(s)
			var w *Warning
			if !errors.As(err, &w) || w.Problem != c.problem || w.Doc != "saved game" {
				t.Fatalf("LoadGame = %v, want a %v warning about the saved game", err, c.problem)
			}
			if got.Seats != nil || got.Game != nil {
				t.Errorf("LoadGame returned data with the warning: %+v", got)
			}
			kept, err := s.Load(w.KeptAs)
			if err != nil || string(kept) != c.data {
				t.Errorf("kept %q = %q, %v; want the original data", w.KeptAs, kept, err)
			}
			if _, err := LoadGame(s); !errors.Is(err, ErrNotFound) {
				t.Errorf("second LoadGame: %v, want ErrNotFound", err)
			}
		})
	}
}

func TestRejectGameKeepsItAside(t *testing.T) {
	s := NewMemory()
	if err := SaveGame(s, sampleAutosave()); err != nil {
		t.Fatal(err)
	}
	saved, _ := s.Load(AutosaveName)
	cause := errors.New("engine: replay failed at action 3: not your turn")
	w := RejectGame(s, cause)
	if !errors.Is(w, cause) || w.KeptAs != AutosaveName+".bad-1" {
		t.Errorf("RejectGame = %+v, want the engine's error and the copy's name", w)
	}
	if kept, _ := s.Load(w.KeptAs); !bytes.Equal(kept, saved) {
		t.Errorf("kept %q, want the saved game", kept)
	}
	if _, err := LoadGame(s); !errors.Is(err, ErrNotFound) {
		t.Errorf("LoadGame after RejectGame: %v, want ErrNotFound", err)
	}
}
