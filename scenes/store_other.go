//go:build !js

package scenes

import (
	"fmt"
	"os"
	"path/filepath"
)

// Store keeps small files (settings, the autosave) in the user's config
// directory, or in $RUMMY_CONFIG_DIR when set (tests, several profiles).
type Store struct {
	dir string
}

// NewStore finds the config directory; an empty Store (no directory
// found) reads nothing and refuses to write.
func NewStore() Store {
	if d := os.Getenv("RUMMY_CONFIG_DIR"); d != "" {
		return Store{dir: d}
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return Store{}
	}
	return Store{dir: filepath.Join(base, "rummy")}
}

// Read returns a stored file's contents.
func (s Store) Read(name string) ([]byte, error) {
	if s.dir == "" {
		return nil, os.ErrNotExist
	}
	return os.ReadFile(filepath.Join(s.dir, name))
}

// Write stores a file atomically: the data goes to a temporary file in
// the same directory, which is then renamed over the old one, so a crash
// leaves either the old or the new contents, never half of them.
func (s Store) Write(name string, data []byte) error {
	if s.dir == "" {
		return fmt.Errorf("scenes: no config directory to save %s in: set RUMMY_CONFIG_DIR", name)
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("scenes: cannot create %s: %v", s.dir, err)
	}
	tmp, err := os.CreateTemp(s.dir, name+".*.tmp")
	if err != nil {
		return fmt.Errorf("scenes: cannot save %s: %v", name, err)
	}
	_, werr := tmp.Write(data)
	serr := tmp.Sync()
	cerr := tmp.Close()
	if werr != nil || serr != nil || cerr != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("scenes: cannot save %s: %v", name, firstErr(werr, serr, cerr))
	}
	if err := os.Rename(tmp.Name(), filepath.Join(s.dir, name)); err != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("scenes: cannot save %s: %v", name, err)
	}
	return nil
}

// Remove deletes a stored file; a missing file is not an error.
func (s Store) Remove(name string) error {
	if s.dir == "" {
		return nil
	}
	err := os.Remove(filepath.Join(s.dir, name))
	if os.IsNotExist(err) {
		return nil
	}
	return err
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
