package serve

import (
	"net/http"
	"time"
)

// The server's time limits. A client has ReadHeaderTimeout to send its
// request's headers and ReadTimeout for the whole request, an answer
// must be written within WriteTimeout — long enough for the 17 MB game
// on a link of about 1.2 Mbit/s — and a kept-alive connection with no
// request is closed after IdleTimeout.
const (
	ReadHeaderTimeout = 10 * time.Second
	ReadTimeout       = 30 * time.Second
	WriteTimeout      = 2 * time.Minute
	IdleTimeout       = time.Minute
	// MaxHeaderBytes bounds a request's headers.
	MaxHeaderBytes = 64 << 10
)

// NewServer returns an HTTP server for h with the limits above, which
// close idle and stalled connections.
func NewServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: ReadHeaderTimeout,
		ReadTimeout:       ReadTimeout,
		WriteTimeout:      WriteTimeout,
		IdleTimeout:       IdleTimeout,
		MaxHeaderBytes:    MaxHeaderBytes,
	}
}
