//go:build js || wasip1

package serve

import "os"

// openFlags opens a file for reading (these systems have no named pipes).
const openFlags = os.O_RDONLY
