//go:build js

package online

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// jsSocket is a socket over the browser's own WebSocket. The browser
// calls its handlers on the page's only thread: they only queue what
// arrived and wake the reader, never wait.
type jsSocket struct {
	ws js.Value

	mu     sync.Mutex
	queue  [][]byte
	opened bool
	err    error // why the connection ended; nil while it is open
	wake   chan struct{}
	funcs  []js.Func
}

// dialSocket opens a connection to url and waits until it is open.
func dialSocket(ctx context.Context, url string) (sock socket, err error) {
	defer func() {
		if r := recover(); r != nil { // new WebSocket throws on a bad address
			sock, err = nil, fmt.Errorf("%v", r)
		}
	}()
	s := &jsSocket{wake: make(chan struct{}, 1)}
	s.ws = js.Global().Get("WebSocket").New(url)
	s.ws.Set("binaryType", "arraybuffer")
	s.on("open", func(js.Value) { s.opened = true })
	s.on("message", s.message)
	s.on("close", func(ev js.Value) {
		if s.err == nil {
			s.err = fmt.Errorf("the connection closed (code %d)", ev.Get("code").Int())
		}
		go s.release()
	})
	for {
		s.mu.Lock()
		opened, err := s.opened, s.err
		s.mu.Unlock()
		switch {
		case err != nil:
			return nil, err
		case opened:
			return s, nil
		}
		select {
		case <-s.wake:
		case <-ctx.Done():
			s.CloseNow()
			return nil, ctx.Err()
		}
	}
}

// on sets the handler of one event; the handler runs under s.mu and
// wakes the reader after.
func (s *jsSocket) on(event string, h func(ev js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		s.mu.Lock()
		h(args[0])
		s.mu.Unlock()
		select {
		case s.wake <- struct{}{}:
		default:
		}
		return nil
	})
	s.funcs = append(s.funcs, f)
	s.ws.Set("on"+event, f)
}

// message queues one arrived message (under s.mu).
func (s *jsSocket) message(ev js.Value) {
	if s.err != nil {
		return
	}
	data := ev.Get("data")
	var b []byte
	if data.Type() == js.TypeString {
		b = []byte(data.String())
	} else {
		u8 := js.Global().Get("Uint8Array").New(data)
		b = make([]byte, u8.Get("length").Int())
		js.CopyBytesToGo(b, u8)
	}
	if len(b) > readLimit {
		s.err = fmt.Errorf("a message of %d bytes is over the limit of %d", len(b), readLimit)
		s.ws.Call("close", 1009, "too big")
		return
	}
	s.queue = append(s.queue, b)
}

// release lets the handlers go once the connection has closed.
func (s *jsSocket) release() {
	for _, ev := range []string{"open", "message", "close"} {
		s.ws.Set("on"+ev, js.Null())
	}
	for _, f := range s.funcs {
		f.Release()
	}
}

func (s *jsSocket) Read(ctx context.Context) ([]byte, error) {
	for {
		s.mu.Lock()
		if len(s.queue) > 0 {
			b := s.queue[0]
			s.queue[0] = nil
			s.queue = s.queue[1:]
			s.mu.Unlock()
			return b, nil
		}
		err := s.err
		s.mu.Unlock()
		if err != nil {
			return nil, err
		}
		select {
		case <-s.wake:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

var errSocketNotOpen = errors.New("the connection is not open")

func (s *jsSocket) Write(_ context.Context, b []byte) error {
	s.mu.Lock()
	err := s.err
	s.mu.Unlock()
	if err != nil {
		return err
	}
	if s.ws.Get("readyState").Int() != 1 { // OPEN
		return errSocketNotOpen
	}
	s.ws.Call("send", string(b))
	return nil
}

func (s *jsSocket) Close(reason string) { s.close(1000, reason) }

func (s *jsSocket) CloseNow() { s.close(1000, "") }

// close starts the closing handshake; the close event then ends reads.
func (s *jsSocket) close(code int, reason string) {
	s.mu.Lock()
	if s.err == nil {
		s.err = errors.New("the connection was closed")
	}
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
	if rs := s.ws.Get("readyState").Int(); rs == 0 || rs == 1 { // CONNECTING or OPEN
		s.ws.Call("close", code, reason)
	}
}
