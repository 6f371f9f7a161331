package main

import (
	"archive/tar"
	"compress/gzip"
	"io"
	"os"
	"time"
)

// writeTarGz writes files as a gzip-compressed tarball.
func writeTarGz(w io.Writer, files []entry, epoch int64) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	if err := writeTar(zw, files, epoch); err != nil {
		return err
	}
	return zw.Close()
}

// writeTar writes files as a tarball (GNU format, owner root).
func writeTar(w io.Writer, files []entry, epoch int64) error {
	tw := tar.NewWriter(w)
	mtime := time.Unix(epoch, 0).UTC()
	for _, f := range files {
		h := &tar.Header{Name: f.name, Mode: f.mode(), ModTime: mtime, Uname: "root", Gname: "root", Format: tar.FormatGNU}
		if f.path == "" {
			h.Typeflag = tar.TypeDir
		} else {
			h.Typeflag, h.Size = tar.TypeReg, f.size
		}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if f.path != "" {
			if err := copyFile(tw, f.path); err != nil {
				return err
			}
		}
	}
	return tw.Close()
}

// copyFile copies the file at path to w.
func copyFile(w io.Writer, path string) error {
	r, err := os.Open(path)
	if err != nil {
		return err
	}
	defer r.Close()
	_, err = io.Copy(w, r)
	return err
}

// gzipBeside writes path.gz, the file compressed with gzip -9 and no
// name or time in its header (what static servers send precompressed).
func gzipBeside(path string) error {
	return writeFile(path+".gz", func(w io.Writer) error {
		zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
		if err != nil {
			return err
		}
		if err := copyFile(zw, path); err != nil {
			return err
		}
		return zw.Close()
	})
}
