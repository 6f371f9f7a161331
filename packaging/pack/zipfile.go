package main

import (
	"archive/zip"
	"io"
	"io/fs"
	"time"
)

// writeZip writes files as a zip archive (deflated, Unix modes kept).
func writeZip(w io.Writer, files []entry, epoch int64) error {
	zw := zip.NewWriter(w)
	mtime := time.Unix(epoch, 0).UTC()
	for _, f := range files {
		h := &zip.FileHeader{Name: f.name, Method: zip.Deflate, Modified: mtime}
		if f.path == "" {
			h.Method = zip.Store
			h.SetMode(fs.ModeDir | 0o755)
		} else {
			h.SetMode(fs.FileMode(f.mode()))
		}
		fw, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if f.path != "" {
			if err := copyFile(fw, f.path); err != nil {
				return err
			}
		}
	}
	return zw.Close()
}
