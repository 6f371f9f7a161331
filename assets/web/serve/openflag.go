//go:build !(js || wasip1)

package serve

import (
	"os"
	"syscall"
)

// openFlags opens a file for reading without waiting on a named pipe.
const openFlags = os.O_RDONLY | syscall.O_NONBLOCK
