package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
)

// icoSizes are the sizes in rummy.exe's icon (Windows shows 16 to 256).
var icoSizes = []int{16, 24, 32, 48, 64, 128, 256}

// icnsTypes are the macOS icon set's entries: the type code and the PNG
// size it holds (the @2x types hold the double size).
var icnsTypes = []struct {
	code string
	size int
}{
	{"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512}, {"ic10", 1024},
	{"ic11", 32}, {"ic12", 64}, {"ic13", 256}, {"ic14", 512},
}

// iconFile is the path of the icon of size s in dir.
func iconFile(dir string, s int) string { return filepath.Join(dir, fmt.Sprintf("rummy-%d.png", s)) }

// loadIcon reads the icon of size s and checks that it is s×s.
func loadIcon(dir string, s int) (image.Image, []byte, error) {
	b, err := os.ReadFile(iconFile(dir, s))
	if err != nil {
		return nil, nil, fmt.Errorf("%w (run packaging/icongen)", err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", iconFile(dir, s), err)
	}
	if r := img.Bounds(); r.Dx() != s || r.Dy() != s {
		return nil, nil, fmt.Errorf("%s is %dx%d, want %dx%d", iconFile(dir, s), r.Dx(), r.Dy(), s, s)
	}
	return img, b, nil
}

// writeIcns writes the macOS icon set (Apple's icns format: "icns", the
// total length, then each entry as its type code, its length with the
// 8-byte header, and a PNG; numbers big-endian).
func writeIcns(w io.Writer, dir string) error {
	var body bytes.Buffer
	for _, t := range icnsTypes {
		_, b, err := loadIcon(dir, t.size)
		if err != nil {
			return err
		}
		body.WriteString(t.code)
		_ = binary.Write(&body, binary.BigEndian, uint32(8+len(b)))
		body.Write(b)
	}
	if _, err := io.WriteString(w, "icns"); err != nil {
		return err
	}
	if err := binary.Write(w, binary.BigEndian, uint32(8+body.Len())); err != nil {
		return err
	}
	_, err := w.Write(body.Bytes())
	return err
}
