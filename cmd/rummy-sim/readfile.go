package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// The most bytes rummy-sim reads from each kind of file: far above what a
// real one holds, low enough that a wrong file cannot eat the memory.
const (
	maxSavedGameBytes = 64 << 20 // a saved game or autosave (the game writes well under 1 MiB)
	maxHandsFileBytes = 16 << 20 // an arrange --file (a hand is one short line)
)

// readRegularFile reads the whole of path, which must be a regular file
// (a symbolic link to one is followed) of at most limit bytes. A folder,
// a named pipe, a device or a socket is refused before anything is read,
// so the call never blocks or reads without end. Errors name the path and
// say what it is.
func readRegularFile(path string, limit int64) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := checkRegular(path, fi, limit); err != nil {
		return nil, err
	}
	// The file may change between Stat and Open: opening without blocking
	// and checking the opened file again means a pipe put there meanwhile
	// is refused as well.
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := checkRegular(path, fi, limit); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, tooLarge(path, limit)
	}
	return data, nil
}

// checkRegular refuses anything but a regular file of at most limit bytes.
func checkRegular(path string, fi fs.FileInfo, limit int64) error {
	m := fi.Mode()
	var what string
	switch {
	case m.IsRegular():
		if fi.Size() > limit {
			return tooLarge(path, limit)
		}
		return nil
	case m.IsDir():
		what = "a folder"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	case m&fs.ModeDevice != 0:
		what = "a device"
	default:
		what = "a special file"
	}
	return fmt.Errorf("%s is %s, not a file: give a file", path, what)
}

func tooLarge(path string, limit int64) error {
	return fmt.Errorf("%s is larger than %d MiB: it cannot be the file asked for", path, limit>>20)
}
