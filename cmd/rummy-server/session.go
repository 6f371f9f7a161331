package main

import (
	"sync"
	"time"

	"github.com/coder/websocket"

	"rummy/engine/match/proto"
)

// session is one client connection as the tables see it: where it sits
// and a queue of encoded messages its writer sends.
type session struct {
	out       chan []byte
	done      chan struct{}
	closeOnce sync.Once
	reason    string
	// status is the close code the writer sends once the queue is out.
	status websocket.StatusCode
	// table and seat: where the session is attached (seat
	// proto.Spectator for a spectator); nil before create/join/resume.
	table *table
	seat  int
	// link is the invitation link's prefix: http://HOST/?join=
	link string
	// addr is the client's address as the per-address limits count it
	// (connections, invite-code guesses, tables it may create).
	addr string
	// host is the Host the client connected to; challenge the random
	// bytes it may sign once, until challengeEnd; identity the player id
	// it proved ("": none, an old client) (identity.go).
	host         string
	challenge    []byte
	challengeEnd time.Time
	identity     string
	// patch is true when the client asked for views as patches.
	patch bool
	// remote marks an owner's session for a client at another node's
	// door; fwd is a door's session whose table another node runs
	// (issue 17).
	remote bool
	fwd    *doorSession
	// refusedAt are the door sessions of remote entries refused: they
	// deliver the owner's answer, and close with the connection.
	refusedAt []*doorSession
}

// outQueue is how many messages may wait for a slow client before it is
// dropped (it reconnects and catches up).
const outQueue = 256

func newSession(link string) *session {
	return &session{out: make(chan []byte, outQueue), done: make(chan struct{}), link: link}
}

// send queues a message without ever blocking the table; a client too
// slow to keep up is closed.
func (s *session) send(b []byte) {
	select {
	case <-s.done:
		return
	default:
	}
	select {
	case s.out <- b:
	default:
		s.close("too slow: reconnect to catch up")
	}
}

// sendError queues an error message answering request id (0: none).
func (s *session) sendError(id uint64, key, text string) {
	s.send(encode(&proto.ServerMsg{V: proto.Version, Type: proto.SError, ID: id, Error: key, Text: text, Actor: -1}))
}

// close ends the session once; its writer sends what is queued and
// closes the connection.
func (s *session) close(reason string) { s.closeWith(websocket.StatusGoingAway, reason) }

// closeWith is close with a close code (a policy violation).
func (s *session) closeWith(status websocket.StatusCode, reason string) {
	s.closeOnce.Do(func() {
		s.reason, s.status = reason, status
		close(s.done)
	})
}
