//go:build !js

package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"
)

// Dir is a Store keeping each document as a file in one directory. Saves
// are atomic: the data goes to a temporary file in the same directory,
// which is flushed to disk and then renamed over the document, so a crash
// leaves either the old or the new document, never half of one.
type Dir struct {
	dir string
	// mu serialises this process's access: Windows cannot rename over a
	// file another goroutine is reading.
	mu sync.Mutex
}

// OpenDir returns a Store keeping its documents in dir, creating it (and
// its parents) if needed.
func OpenDir(dir string) (*Dir, error) {
	if dir == "" {
		return nil, errors.New("store: no folder given for the settings; name one")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("store: cannot use the settings folder %s: %v", dir, err)
	}
	if fi, err := os.Stat(abs); err == nil && !fi.IsDir() {
		return nil, fmt.Errorf("store: %s is a file, not a folder; move it away or choose another folder with -config-dir", abs)
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return nil, fmt.Errorf("store: cannot create the settings folder %s: %v; check its permissions or choose another folder with -config-dir", abs, err)
	}
	removeStaleTemps(abs)
	return &Dir{dir: abs}, nil
}

// staleAfter is how old a temporary file must be before OpenDir takes it
// for the leftover of a crash rather than a save under way in another
// copy of the game.
const staleAfter = 10 * time.Minute

// removeStaleTemps deletes temporary files a crash left between writing
// and renaming. A failure only leaves a small file behind, so it is
// ignored.
func removeStaleTemps(dir string) {
	temps, _ := filepath.Glob(filepath.Join(dir, ".*.tmp-*"))
	for _, t := range temps {
		if fi, err := os.Lstat(t); err == nil && fi.Mode().IsRegular() && time.Since(fi.ModTime()) > staleAfter {
			_ = os.Remove(t)
		}
	}
}

// Path returns the directory the documents are kept in.
func (d *Dir) Path() string { return d.dir }

func (d *Dir) path(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	return filepath.Join(d.dir, name), nil
}

// Load reads the document's file.
func (d *Dir) Load(name string) ([]byte, error) {
	p, err := d.path(name)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	b, err := readRegular(p, SizeLimit(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, notFound(name)
	}
	if errors.Is(err, ErrNotDocument) {
		return nil, fmt.Errorf("store: cannot read %s: %w", p, err)
	}
	if err != nil {
		return nil, fmt.Errorf("store: cannot read %s: %v", p, err)
	}
	return b, nil
}

// readRegular reads the file at path, following links, if it is a
// regular file of at most limit bytes. It looks before it opens, so a
// named pipe never blocks it, and checks the open file again, so nothing
// swapped in between makes it read more than limit.
func readRegular(path string, limit int64) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := regular(fi, limit); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := regular(fi, limit); err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, tooLarge(fi.Name(), limit)
	}
	return b, nil
}

// regular reports why fi is not a readable document: not a regular file,
// or over limit.
func regular(fi fs.FileInfo, limit int64) error {
	if !fi.Mode().IsRegular() {
		what := "not a regular file"
		switch {
		case fi.IsDir():
			what = "a folder"
		case fi.Mode()&fs.ModeNamedPipe != 0:
			what = "a named pipe"
		case fi.Mode()&(fs.ModeDevice|fs.ModeCharDevice) != 0:
			what = "a device"
		}
		return fmt.Errorf("%w: %s is %s", ErrNotDocument, fi.Name(), what)
	}
	if fi.Size() > limit {
		return tooLarge(fi.Name(), limit)
	}
	return nil
}

// Save writes data to a temporary file, flushes it and renames it over
// the document.
func (d *Dir) Save(name string, data []byte) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := writeAtomic(d.dir, p, data); err != nil {
		if errors.Is(err, syscall.ENOSPC) {
			return fmt.Errorf("%w: cannot save %s: %v; free some disk space", ErrFull, p, err)
		}
		return fmt.Errorf("store: cannot save %s: %v; check the folder's permissions and free space", p, err)
	}
	return nil
}

// writeAtomic replaces path with data through a temporary file in dir.
// Temporary names start with a dot, which document names never do.
func writeAtomic(dir, path string, data []byte) (err error) {
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// syncDir flushes the directory entry of a rename where the system allows
// it (not on Windows, where opening a directory fails); a failure here
// only weakens durability, not atomicity, so it is ignored.
func syncDir(dir string) {
	f, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = f.Sync()
	_ = f.Close()
}

// Remove deletes the document's file.
func (d *Dir) Remove(name string) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("store: cannot remove %s: %v", p, err)
	}
	return nil
}

// SetAside renames the document's file to the first free name +
// ".bad-<n>".
func (d *Dir) SetAside(name string) (string, error) { return d.Keep(name, badMark) }

// Keep renames the document's file to the first free name + "." + mark
// + "-<n>".
func (d *Dir) Keep(name, mark string) (string, error) {
	if err := checkMark(mark); err != nil {
		return "", err
	}
	p, err := d.path(name)
	if err != nil {
		return "", err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
		return "", notFound(name)
	}
	for n := 1; ; n++ {
		aside := asideName(name, mark, n)
		ap := filepath.Join(d.dir, aside)
		_, err := os.Lstat(ap)
		if err == nil {
			continue
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("store: cannot keep %s aside: %v", p, err)
		}
		if err := os.Rename(p, ap); err != nil {
			return "", fmt.Errorf("store: cannot keep %s aside as %s: %v", p, aside, err)
		}
		return aside, nil
	}
}

// Open returns the platform's Store for the application app: on the
// desktop a folder app inside the user's configuration directory
// (~/.config/app on Linux, %AppData%\app on Windows, ~/Library/Application
// Support/app on macOS); in the browser the page's localStorage.
func Open(app string) (Store, error) {
	if err := checkName(app); err != nil {
		return nil, err
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("store: no settings folder is known for this user (%v); set HOME (or AppData on Windows) or choose a folder with -config-dir", err)
	}
	d, err := OpenDir(filepath.Join(base, app))
	if err != nil {
		return nil, err
	}
	return d, nil
}
