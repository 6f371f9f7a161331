package online

import "context"

// socket is one WebSocket connection carrying the protocol's text
// messages. The desktop, the server's tools and the tests use
// coder/websocket (socket_native.go); the browser build uses the
// browser's own WebSocket (socket_js.go), which keeps net/http and
// crypto/tls out of rummy.wasm.
type socket interface {
	// Write sends one text message.
	Write(ctx context.Context, b []byte) error
	// Read waits for the next message.
	Read(ctx context.Context) ([]byte, error)
	// Close closes the connection with a normal closure and reason.
	Close(reason string)
	// CloseNow drops the connection without a closing handshake.
	CloseNow()
}

// readLimit is the largest message a client accepts.
const readLimit = 4 << 20
