//go:build js

package scenes

import (
	"errors"
	"os"
	"syscall/js"
)

// Store keeps small files (settings, the autosave) in the browser's
// localStorage, under keys prefixed "rummy/".
type Store struct{}

// NewStore returns the browser store.
func NewStore() Store { return Store{} }

func storage() (js.Value, bool) {
	ls := js.Global().Get("localStorage")
	return ls, ls.Truthy()
}

// Read returns a stored file's contents.
func (Store) Read(name string) ([]byte, error) {
	ls, ok := storage()
	if !ok {
		return nil, os.ErrNotExist
	}
	v := ls.Call("getItem", "rummy/"+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, os.ErrNotExist
	}
	return []byte(v.String()), nil
}

// Write stores a file (a single localStorage write is atomic).
func (Store) Write(name string, data []byte) error {
	ls, ok := storage()
	if !ok {
		return errors.New("scenes: this browser keeps no local storage, so nothing can be saved")
	}
	ls.Call("setItem", "rummy/"+name, string(data))
	return nil
}

// Remove deletes a stored file.
func (Store) Remove(name string) error {
	if ls, ok := storage(); ok {
		ls.Call("removeItem", "rummy/"+name)
	}
	return nil
}
