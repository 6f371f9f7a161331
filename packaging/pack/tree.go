package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// entry is one file or folder of an archive.
type entry struct {
	name string // slash-separated; folders end in "/"
	path string // on disk ("" for a folder)
	exec bool   // the file is a program (0755)
	size int64
}

// mode is the entry's permission bits: 0755 for folders and programs,
// 0644 for the rest.
func (e entry) mode() int64 {
	if e.path == "" || e.exec {
		return 0o755
	}
	return 0o644
}

// readTree lists the folder root in name order, every name under prefix
// (which, when not empty, is a folder entry of its own). Symbolic links
// and other special files are refused.
func readTree(root, prefix string) ([]entry, error) {
	var out []entry
	if prefix != "" {
		prefix = strings.TrimSuffix(prefix, "/") + "/"
		out = append(out, entry{name: prefix})
	}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, p)
		if err != nil || rel == "." {
			return err
		}
		name := prefix + filepath.ToSlash(rel)
		if d.IsDir() {
			out = append(out, entry{name: name + "/"})
			return nil
		}
		if !d.Type().IsRegular() {
			return &fs.PathError{Op: "pack", Path: p, Err: fs.ErrInvalid}
		}
		fi, err := os.Stat(p)
		if err != nil {
			return err
		}
		out = append(out, entry{name: name, path: p, exec: fi.Mode()&0o111 != 0, size: fi.Size()})
		return nil
	})
	return out, err
}
