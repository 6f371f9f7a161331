package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"strconv"
	"sync"
	"time"

	"github.com/coder/websocket"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
)

// loadSeat is one bot client of the load generator: a WebSocket seat
// that reads every message the server sends it, but decodes a message's
// view only when the seat must act on it. Every message is still timed
// on arrival and checked for gaps in the table's positions, so the
// figures are the server's as a full client would see them; what it
// saves is the generator's own CPU (it shares the machine with the
// server). It asks for whole views: a seat that skips a view cannot
// apply the next one as a patch.
type loadSeat struct {
	l    *loadRun
	tt   *tableTimes
	st   *seatTimes
	seat int
	// connMu guards conn and node: the connection now and the index of
	// its node in loadRun.ws (a reconnection replaces both).
	connMu sync.Mutex
	conn   *websocket.Conn
	node   int
	// table and token take the seat back after a reconnection.
	table, token string
	bot          bots.Bot
	// rules are the table's (from the lobby), to rebuild an engine view.
	rules *engine.Rules
	// last is the table position of the last advancing message.
	last uint64
	// mu guards pending, action and nextID (a paced action is sent from a
	// timer); action is the pending one, sent again after a reconnection.
	mu      sync.Mutex
	pending uint64
	action  engine.Action
	nextID  uint64
	// resumed is set once the seat has reconnected: the server may then
	// answer again what the seat had seen.
	resumed bool
	// joined receives the answer to create or join.
	joined chan *proto.ServerMsg
	buf    bytes.Buffer
	// deal is what the seat keeps to check the deal (load_deal.go);
	// lobbyMsg is the table's last description.
	deal     seatDeal
	lobbyMsg *proto.Lobby
}

// dialSeat connects seat of table n to its node ((n+seat) mod the
// nodes), or to the next ones in the list when it cannot be reached.
func (l *loadRun) dialSeat(ctx context.Context, tt *tableTimes, seat, n int) (*loadSeat, error) {
	s := &loadSeat{l: l, tt: tt, st: &seatTimes{}, seat: seat, nextID: 100, joined: make(chan *proto.ServerMsg, 1)}
	c, node, err := l.dialFrom(ctx, (n+seat)%len(l.ws))
	if err != nil {
		return nil, err
	}
	s.conn, s.node = c, node
	return s, nil
}

// write sends one client message. No context deadline: the connection
// is closed when the run ends, which ends any write.
func (s *loadSeat) write(m proto.ClientMsg) error {
	m.V = proto.Version
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if err := s.current().Write(context.Background(), websocket.MessageText, b); err != nil {
		return connError{err}
	}
	return nil
}

// current is the seat's connection now.
func (s *loadSeat) current() *websocket.Conn {
	s.connMu.Lock()
	defer s.connMu.Unlock()
	return s.conn
}

// closeNow drops the seat's connection (the run's end, a failed write).
func (s *loadSeat) closeNow() { s.current().CloseNow() }

// errGameOver ends a seat's loop when its game is over.
var errGameOver = errors.New("game over")

// loop reads the seat's messages until the game is over (nil), the
// run ends or a message shows something wrong. A connection that fails
// while the run goes on is opened again at the next node, and the seat
// resumes there (reconnect).
func (s *loadSeat) loop(ctx context.Context) error {
	for {
		err := s.next()
		if err == errGameOver {
			return nil
		}
		var ce connError
		if errors.As(err, &ce) && ctx.Err() == nil && s.token != "" {
			if err = s.reconnect(ctx); err == nil {
				continue
			}
		}
		if err != nil {
			return err
		}
	}
}

// next reads and handles one message.
func (s *loadSeat) next() error {
	_, r, err := s.current().Reader(context.Background())
	if err != nil {
		return connError{err}
	}
	s.buf.Reset()
	if _, err := s.buf.ReadFrom(r); err != nil {
		return connError{err}
	}
	at := time.Now()
	data := s.buf.Bytes()
	if msgType(data) != proto.SEvent {
		var m proto.ServerMsg
		if err := json.Unmarshal(data, &m); err != nil {
			return fmt.Errorf("rummy-sim load: an unreadable message: %v", err)
		}
		return s.take(&m, data, at)
	}
	// An event: only the numbers of its head are read (the head is the
	// server's, up to its events and view; its strings are ids).
	cut := bytes.Index(data, []byte(`,"events":`))
	if cut < 0 {
		cut = bytes.Index(data, []byte(`,"view":`))
	}
	if cut < 0 {
		cut = len(data)
	}
	head := data[:cut]
	m := proto.ServerMsg{Type: proto.SEvent}
	var ok bool
	if m.Seq, ok = headNumber(head, `,"seq":`); !ok {
		return fmt.Errorf("rummy-sim load: an event without its position")
	}
	m.ID, _ = headNumber(head, `,"id":`)
	actor, ok := headNumber(head, `,"actor":`)
	if !ok {
		return fmt.Errorf("rummy-sim load: an event without its actor")
	}
	m.Actor = int(actor)
	if bytes.Contains(head, []byte(`,"reveal":{`)) {
		m.Reveal = &proto.Reveal{}
	}
	return s.take(&m, data, at)
}

// headNumber reads the unsigned number after key in a message's head.
func headNumber(head []byte, key string) (uint64, bool) {
	i := bytes.Index(head, []byte(key))
	if i < 0 {
		return 0, false
	}
	i += len(key)
	j := i
	for j < len(head) && head[j] >= '0' && head[j] <= '9' {
		j++
	}
	n, err := strconv.ParseUint(string(head[i:j]), 10, 64)
	return n, err == nil
}

// take applies one message: its position, its timing, and the seat's
// action when the game waits on it.
func (s *loadSeat) take(m *proto.ServerMsg, data []byte, at time.Time) error {
	s.l.observe(s.tt, s.st, s.seat, m, at)
	switch m.Type {
	case proto.SError:
		return fmt.Errorf("rummy-sim load: the server said: %s (%s)", m.Text, m.Error)
	case proto.SRefused:
		return fmt.Errorf("rummy-sim load: the server refused the bot's move")
	case proto.SJoined:
		if m.Token != "" {
			s.table, s.token = m.Table, m.Token
		}
		select {
		case s.joined <- m:
		default: // a resumption's: nobody waits for it
		}
		return nil
	case proto.SSeed:
		return s.revealEntropy()
	case proto.SSnapshot:
		s.last = m.Seq
		s.lobby(m.Lobby)
		if err := s.noteDeal(m, data); err != nil {
			return err
		}
		if m.Reveal != nil {
			s.checkDeal(m, data, s.lobbyMsg)
			return errGameOver
		}
		if m.View != nil && m.View.Public != nil && waitsOn(data, s.seat) {
			return s.act(m, data) // a resumption's snapshot that waits on the seat
		}
		return nil
	}
	if !proto.Advances(m.Type) {
		return nil
	}
	if m.Seq <= s.last && s.resumed {
		// The answer to an action sent again after a resumption, which
		// the server had applied already.
		s.mu.Lock()
		if m.ID != 0 && m.ID == s.pending {
			s.pending = 0
		}
		s.mu.Unlock()
		return nil
	}
	if m.Seq != s.last+1 {
		return fmt.Errorf("rummy-sim load: seat %d got position %d after %d", s.seat, m.Seq, s.last)
	}
	s.last = m.Seq
	s.lobby(m.Lobby)
	if err := s.noteDeal(m, data); err != nil {
		return err
	}
	if m.Type == proto.SEvent && m.ID != 0 && m.Actor == s.seat {
		s.mu.Lock()
		if m.ID == s.pending {
			s.pending = 0
		}
		s.mu.Unlock()
	}
	if m.Reveal != nil {
		s.checkDeal(m, data, s.lobbyMsg)
		return errGameOver
	}
	if (m.Type == proto.SEvent || m.Type == proto.SStarted) && waitsOn(data, s.seat) {
		return s.act(m, data)
	}
	return nil
}

func (s *loadSeat) lobby(l *proto.Lobby) {
	if l != nil {
		s.lobbyMsg = l
	}
	if l == nil || s.rules != nil {
		return
	}
	if v, err := engine.ParseVariant(l.Variant); err == nil {
		if o, err := engine.DecodeOptions(v, l.Options); err == nil {
			s.rules, _ = engine.NewRules(o)
		}
	}
}

// act decodes the view of a position that waits on the seat, lets the
// bot choose and sends its action (after the pace, from a timer).
func (s *loadSeat) act(m *proto.ServerMsg, data []byte) error {
	s.mu.Lock()
	busy := s.pending != 0
	s.mu.Unlock()
	if busy {
		return nil
	}
	sv := m.View
	if sv == nil {
		at := bytes.LastIndex(data, []byte(`,"view":`))
		if at < 0 || s.rules == nil {
			return fmt.Errorf("rummy-sim load: an event without a view")
		}
		sv = &proto.SeatView{}
		if err := decodeSeatView(data[at+len(`,"view":`):len(data)-1], sv); err != nil {
			return fmt.Errorf("rummy-sim load: an unreadable view: %v", err)
		}
	}
	if sv.Public == nil {
		return fmt.Errorf("rummy-sim load: a view without its public part")
	}
	v := sv.EngineView(s.rules)
	a := engine.NextHandAction()
	if v.Phase != engine.PhaseHandOver {
		a = s.bot.Act(v)
	}
	s.mu.Lock()
	s.nextID++
	id := s.nextID
	s.pending, s.action = id, a
	s.mu.Unlock()
	if s.l.pace == 0 {
		return s.send(id, a)
	}
	time.AfterFunc(s.l.pace, func() {
		if err := s.send(id, a); err != nil {
			s.closeNow()
		}
	})
	return nil
}

// send times and sends one action.
func (s *loadSeat) send(id uint64, a engine.Action) error {
	s.st.mu.Lock()
	s.st.sent = time.Now()
	s.st.mu.Unlock()
	return s.write(proto.ClientMsg{Type: proto.TAct, ID: id, Action: &a})
}

// msgType reads a server message's type from its first bytes (the
// server writes "type" third, after "v" and "seq").
func msgType(data []byte) string {
	head := data[:min(len(data), 64)]
	i := bytes.Index(head, []byte(`"type":"`))
	if i < 0 {
		return ""
	}
	rest := head[i+len(`"type":"`):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 {
		return ""
	}
	return string(rest[:j])
}

// waitsOn reports whether the view in a message lists seat among the
// seats the game waits on ("waiting" is a key of the view only).
func waitsOn(data []byte, seat int) bool {
	i := bytes.LastIndex(data, []byte(`"waiting":[`))
	if i < 0 {
		return false
	}
	rest := data[i+len(`"waiting":[`):]
	end := bytes.IndexByte(rest, ']')
	if end < 0 {
		return false
	}
	for _, f := range bytes.Split(rest[:end], []byte{','}) {
		if n, err := strconv.Atoi(string(f)); err == nil && n == seat {
			return true
		}
	}
	return false
}

// readJoined waits for the answer to create or join.
func (s *loadSeat) readJoined(ctx context.Context) (*proto.ServerMsg, error) {
	select {
	case m := <-s.joined:
		return m, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
