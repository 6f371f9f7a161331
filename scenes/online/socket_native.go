//go:build !js

package online

import (
	"context"

	"github.com/coder/websocket"
)

// nativeSocket is a socket over coder/websocket.
type nativeSocket struct{ c *websocket.Conn }

// dialSocket opens a connection to url.
func dialSocket(ctx context.Context, url string) (socket, error) {
	conn, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	conn.SetReadLimit(readLimit)
	return nativeSocket{conn}, nil
}

func (s nativeSocket) Write(ctx context.Context, b []byte) error {
	return s.c.Write(ctx, websocket.MessageText, b)
}

func (s nativeSocket) Read(ctx context.Context) ([]byte, error) {
	_, b, err := s.c.Read(ctx)
	return b, err
}

func (s nativeSocket) Close(reason string) { _ = s.c.Close(websocket.StatusNormalClosure, reason) }

func (s nativeSocket) CloseNow() { _ = s.c.CloseNow() }
