// Package online is the client of the table server (DESIGN.md "Online
// tables"): it connects over WebSocket, creates, joins or watches a
// table, keeps the seat token in an injected Store, reconnects with
// back-off and the last sequence seen, resends unacknowledged actions
// with their ids, and checks the deal commitment at the end. Remote
// wraps a Client as a match.Game for the table scene; PlayBot drives a
// seat with a bot (the load generator, tests). It imports no Ebiten and
// builds for the browser.
package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/identity"
)

// Store keeps small strings across runs: the seat tokens, by table.
type Store interface {
	Get(key string) (string, bool)
	Set(key, value string) error
}

// MemStore is a Store in memory.
type MemStore struct {
	mu sync.Mutex
	m  map[string]string
}

// Get returns a stored value.
func (s *MemStore) Get(key string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[key]
	return v, ok
}

// Set stores a value.
func (s *MemStore) Set(key, value string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[string]string{}
	}
	s.m[key] = value
	return nil
}

// Config says how a client connects.
type Config struct {
	// URL is the server's WebSocket endpoint, like ws://127.0.0.1:8787/ws.
	URL string
	// URLs, when not empty, are the endpoints of several nodes of one
	// server (issue 17), tried in turn: Dial takes the first that
	// answers, and a dropped connection comes back at the next one.
	// URL is then ignored.
	URLs []string
	// Store keeps the seat tokens (nil: a MemStore).
	Store Store
	// MinBackoff and MaxBackoff bound the wait between reconnection
	// attempts (zero: 100 ms and 5 s).
	MinBackoff, MaxBackoff time.Duration
	// OnMessage sees every server message as it arrives, in order, from
	// the client's reader goroutine (nil: none). It must return quickly.
	OnMessage func(m *proto.ServerMsg, at time.Time)
	// Ping is the keep-alive period (zero: 20 s).
	Ping time.Duration
	// Resend is how long an action waits for its answer before it is
	// sent again with the same id (zero: 2 s).
	Resend time.Duration
	// WholeViews asks the server for every view whole instead of its
	// public part as a patch of the last one (a little more to read).
	WholeViews bool
	// Identity is the player's identity (issue 31), proved on every
	// connection (zero: none; the client plays as old clients do).
	Identity identity.Identity
}

// ConnState is the connection as a person sees it.
type ConnState uint8

// The connection states.
const (
	Connecting ConnState = iota
	Connected
	Reconnecting
	Closed
)

var connNames = [...]string{"connecting", "connected", "reconnecting", "closed"}

// String names the state.
func (s ConnState) String() string { return connNames[s] }

// Client is one connection to a table server, for one seat or one
// spectator. Its methods are safe for concurrent use.
type Client struct {
	cfg Config
	// addrs are the endpoints (Config.URLs, or URL alone); at is the
	// index of the one in use or being tried (under mu).
	addrs []string

	mu      sync.Mutex
	at      int
	conn    socket
	state   ConnState
	table   string
	seat    int
	code    string
	link    string
	entered bool
	// last is the table position of the last advancing message seen.
	last uint64
	// undoSteps counts the seat's own actions the server would take
	// back now (client_undo.go).
	undoSteps int
	// undoKept is set while the store holds an undo count (keepUndo).
	undoKept bool
	// waited and waitSince: whether the table waits on the seat, and
	// since when (client_clock.go).
	waited    bool
	waitSince time.Time
	// pref is the seat's claim preference as the server last told it
	// ("": the default, ask; client_corr.go).
	pref  string
	lobby *proto.Lobby
	view  *proto.SeatView
	rules *engine.Rules
	// events is the viewer's event stream, numbered by the client.
	events []sequenced
	evSeq  uint64
	// pending holds the actions sent and not yet answered, by id.
	pending map[uint64]proto.ClientMsg
	// sentAt is when each pending action was last sent.
	sentAt  map[uint64]time.Time
	nextID  uint64
	refusal *proto.Refusal
	// refusals counts the refused actions.
	refusals uint64
	reveal   *proto.Reveal
	errText  string
	// waiters get the answer to the request with their id.
	waiters map[uint64]chan *proto.ServerMsg
	notify  chan struct{}
	// enc applies the public patches of views.
	enc *proto.PublicEncoder
	// out queues the messages the sender goroutine writes (actions,
	// seats, start, chat): whoever calls Act, SetSeat, Start or Chat
	// (the frame) never waits on the socket.
	out chan proto.ClientMsg
	// chats are the table's last quick-chat lines.
	chats []proto.Chat
	// errKey is the key of the last error the server sent.
	errKey string
	// proven is the player id the server accepted on this connection,
	// proofErr why it accepted none (client_identity.go).
	proven   string
	proofErr error
	// deal is what the client keeps to check the deal (client_deal.go).
	deal   dealState
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}
}

// sequenced is one received event and its number in the client's stream.
type sequenced struct {
	seq uint64
	ev  engine.Event
}

// Dial connects to the server.
func Dial(ctx context.Context, cfg Config) (*Client, error) {
	if cfg.Store == nil {
		cfg.Store = &MemStore{}
	}
	if cfg.MinBackoff == 0 {
		cfg.MinBackoff = 100 * time.Millisecond
	}
	if cfg.MaxBackoff == 0 {
		cfg.MaxBackoff = 5 * time.Second
	}
	if cfg.Resend == 0 {
		cfg.Resend = 2 * time.Second
	}
	if cfg.Ping == 0 {
		cfg.Ping = 20 * time.Second
	}
	c := &Client{cfg: cfg, addrs: cfg.URLs, seat: proto.Spectator, pending: map[uint64]proto.ClientMsg{}, sentAt: map[uint64]time.Time{}, waiters: map[uint64]chan *proto.ServerMsg{},
		notify: make(chan struct{}, 1), done: make(chan struct{}), enc: proto.NewPublicEncoder(), out: make(chan proto.ClientMsg, outQueue)}
	// Ids start at the microseconds of the clock, not at 1: a client
	// started again (the app reopened) and resuming its seat must not
	// reuse the ids of its last run, which the server answers as
	// already applied.
	c.nextID = uint64(time.Now().UnixMicro())
	if len(c.addrs) == 0 {
		c.addrs = []string{cfg.URL}
	}
	c.ctx, c.cancel = context.WithCancel(context.Background())
	conn, err := c.dialFirst(ctx)
	if err != nil {
		c.cancel()
		return nil, err
	}
	c.conn, c.state = conn, Connected
	go c.run(conn)
	go c.sender()
	return c, nil
}

// outQueue is how many messages may wait for the sender goroutine.
const outQueue = 1024

// sender writes the queued messages in order until the client closes.
// A message that finds no connection is dropped, but for an action:
// actions stay pending and go again after the reconnection.
func (c *Client) sender() {
	for {
		select {
		case <-c.ctx.Done():
			return
		case m := <-c.out:
			_ = c.send(m)
		}
	}
}

// enqueue hands m to the sender goroutine; it fails only when the
// queue is full (the connection is stuck) or the client is closed.
func (c *Client) enqueue(m proto.ClientMsg) error {
	select {
	case c.out <- m:
		return nil
	case <-c.ctx.Done():
		return errClosed
	default:
		return errors.New("online: too many messages wait for the connection: try again in a moment")
	}
}

var errClosed = errors.New("online: the client is closed")

// UnreachableError is Dial's error when no connection to the server
// could be opened (the address is wrong, or the server is down).
type UnreachableError struct {
	URL string
	Err error
}

func (e *UnreachableError) Error() string {
	return fmt.Sprintf("online: cannot reach the table server at %s: %v", e.URL, e.Err)
}

func (e *UnreachableError) Unwrap() error { return e.Err }

// ServerError is a request the server refused: Key is its stable key
// (no_table, table_full, bad_token, closed, ...), for the client's
// language; Text is the server's English text.
type ServerError struct {
	Key, Text string
}

func (e *ServerError) Error() string {
	return fmt.Sprintf("online: the server refused: %s (%s)", e.Text, e.Key)
}

// dial opens one WebSocket connection to the endpoint at index at.
func (c *Client) dial(ctx context.Context, at int) (socket, error) {
	url := c.addrs[at]
	conn, err := dialSocket(ctx, url)
	if err != nil {
		return nil, &UnreachableError{URL: url, Err: err}
	}
	if err := c.prove(ctx, conn, url); err != nil {
		conn.CloseNow()
		return nil, &UnreachableError{URL: url, Err: err}
	}
	return conn, nil
}

// dialFirst opens the first connection: to the first endpoint that
// answers, in the list's order. With several, the error names them all.
func (c *Client) dialFirst(ctx context.Context) (socket, error) {
	var last error
	for i := range c.addrs {
		c.mu.Lock()
		c.at = i
		c.mu.Unlock()
		conn, err := c.dial(ctx, i)
		if err == nil {
			return conn, nil
		}
		last = err
		if ctx.Err() != nil {
			break
		}
	}
	if len(c.addrs) > 1 {
		var ue *UnreachableError
		if errors.As(last, &ue) {
			return nil, &UnreachableError{URL: strings.Join(c.addrs, ", "), Err: ue.Err}
		}
	}
	return nil, last
}

// Close ends the client for good.
func (c *Client) Close() {
	c.mu.Lock()
	c.state = Closed
	conn := c.conn
	c.mu.Unlock()
	c.cancel()
	if conn != nil {
		conn.Close("bye")
	}
	<-c.done
}

// Updates is signalled (coalesced) whenever the client's state changes.
func (c *Client) Updates() <-chan struct{} { return c.notify }

func (c *Client) signal() {
	select {
	case c.notify <- struct{}{}:
	default:
	}
}

// send writes one message on the current connection.
func (c *Client) send(m proto.ClientMsg) error {
	m.V = proto.Version
	switch m.Type {
	case proto.TCreate, proto.TJoin, proto.TResume, proto.TSpectate:
		m.Patch = !c.cfg.WholeViews
	}
	b, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("online: encoding a message: %v", err)
	}
	c.mu.Lock()
	conn := c.conn
	c.mu.Unlock()
	if conn == nil {
		return errNotConnected
	}
	ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
	defer cancel()
	return conn.Write(ctx, b)
}

var errNotConnected = errors.New("online: not connected: reconnecting")

// request sends m with a fresh id and waits for the answer to it.
func (c *Client) request(ctx context.Context, m proto.ClientMsg) (*proto.ServerMsg, error) {
	c.mu.Lock()
	c.nextID++
	m.ID = c.nextID
	ch := make(chan *proto.ServerMsg, 1)
	c.waiters[m.ID] = ch
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.waiters, m.ID)
		c.mu.Unlock()
	}()
	if err := c.send(m); err != nil {
		return nil, err
	}
	select {
	case r := <-ch:
		if r.Type == proto.SError {
			return r, &ServerError{Key: r.Error, Text: r.Text}
		}
		return r, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
