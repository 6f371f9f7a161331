package main

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"rummy/engine/match/proto"
)

// The subjects between a door and an owner (issue 17): a client's
// messages go to its table's subject, which only the owner listens to
// (tableRoot+id), or to a node placing a new table there
// (nodeRoot+inst+".create"); what the owner sends the client comes back
// on the door's subject for it (doorRoot+inst+"."+session).
const (
	tableRoot = "rummy.table."
	nodeRoot  = "rummy.node."
	doorRoot  = "rummy.door."
	// The headers: what a door message is (enter, msg, bye), the door
	// subject to answer on and the invitation link prefix; an owner's
	// control message (end) with its close code and reason.
	hdrKind = "Rummy-Kind"
	hdrDoor = "Rummy-Door"
	hdrLink = "Rummy-Link"
	// hdrIdentity is the player id the client proved at its door
	// (issue 31): the owner binds the seats it takes to it.
	hdrIdentity = "Rummy-Identity"
	hdrStatus   = "Rummy-Status"
	hdrReason   = "Rummy-Reason"
	hdrOwner    = "Rummy-Owner"
	// ownerWait is how long a door waits for a table's owner (one is
	// taking it over after a node died).
	ownerWait = 20 * time.Second
)

// doorSession is the door's side of a client whose table another node
// runs.
type doorSession struct {
	s *session
	// subj is the door subject the owner answers on; table and owner
	// where the client's messages go (owner "" until it answered).
	subj, table, owner string
	// early holds what owners sent before one answered: while a table
	// changes hands two nodes may answer, and the client hears only
	// the one whose answer came first.
	early []*nats.Msg
}

// remoteSession is the owner's side of a client at another door: the
// session its table sends to, and the table once it entered.
type remoteSession struct {
	s *session
	t *table
}

// doorInst is the door node's process id in a door subject.
func doorInst(subj string) string {
	rest := strings.TrimPrefix(subj, doorRoot)
	inst, _, _ := strings.Cut(rest, ".")
	return inst
}

// enterAt is the door's part of create, join, resume and spectate in a
// cluster: true when the owner is another node (which then answers the
// client), false to carry on here (this node runs the table or will).
func (n *node) enterAt(s *session, m proto.ClientMsg) bool {
	if s.remote {
		return false // a door sent this: the table is here
	}
	if m.Type == proto.TCreate {
		target := n.place()
		if target == n.inst {
			return false
		}
		ok, answered := n.send(s, m, nodeRoot+target+".create")
		return ok || answered // else the chosen node did not answer: create it here
	}
	id := m.Table
	if (m.Type == proto.TJoin || m.Type == proto.TSpectate) && m.Code != "" {
		if id = n.h.codeID(m.Code); id == "" {
			return false // no such code: the local path says so
		}
	}
	if !validID(id) {
		return false // the local path says there is no such table
	}
	end := n.now().Add(ownerWait)
	for {
		if n.h.byID(id) != nil {
			return false
		}
		if ok, answered := n.send(s, m, tableRoot+id); ok || answered {
			return true
		}
		if !n.tableExists(id) {
			return false // the local path says there is no such table
		}
		if n.now().After(end) {
			// The client reconnects and asks again.
			s.close(strings.TrimPrefix(errNoOwner.Error(), "rummy-server: "))
			return true
		}
		select {
		case <-s.done:
			return true
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// tableExists reports whether a table has a log.
func (n *node) tableExists(id string) bool {
	if !validID(id) {
		return false
	}
	end := n.now().Add(lagWait(true))
	for {
		ctx, cancel := context.WithTimeout(n.ctx, time.Second)
		_, err := n.st.lastMsg(ctx, id)
		cancel()
		if err == nil || !errors.Is(err, jetstream.ErrMsgNotFound) {
			// Found, or the stream cannot say now (its leader is being
			// elected): wait for an owner.
			return err == nil || n.ctx.Err() == nil
		}
		if n.now().After(end) || n.ctx.Err() != nil {
			return false
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// validID reports whether id can be a table id (and so a subject token).
func validID(id string) bool {
	if len(id) != 16 {
		return false
	}
	for _, c := range id {
		if !strings.ContainsRune("0123456789abcdef", c) {
			return false
		}
	}
	return true
}

// send hands an entering message to the owner at subj; ok when the
// client is now the owner's (its answers come back on the door
// subject), answered when an owner answered at all.
func (n *node) send(s *session, m proto.ClientMsg, subj string) (ok, answered bool) {
	n.mu.Lock()
	n.nextID++
	d := &doorSession{s: s, subj: doorRoot + n.inst + "." + strconv.FormatUint(n.nextID, 10)}
	n.doors[d.subj] = d
	n.mu.Unlock()
	body, _ := json.Marshal(m)
	req := &nats.Msg{Subject: subj, Data: body, Header: nats.Header{}}
	req.Header.Set(hdrKind, "enter")
	req.Header.Set(hdrDoor, d.subj)
	req.Header.Set(hdrLink, s.link)
	if s.identity != "" {
		req.Header.Set(hdrIdentity, s.identity)
	}
	resp, err := n.nc.RequestMsg(req, 5*time.Second)
	if err != nil {
		debugf("send %s: %v", subj, err)
		n.forgetDoor(d)
		return false, false
	}
	owner, table, _ := strings.Cut(string(resp.Data), " ")
	n.mu.Lock()
	d.owner, d.table = owner, table
	early := d.early
	d.early = nil
	for _, m := range early {
		n.deliverLocked(d, m)
	}
	n.mu.Unlock()
	if table == "" {
		// The owner refused (its error is on its way: the door keeps
		// listening until the connection closes); the connection stays
		// free for another try.
		s.refusedAt = append(s.refusedAt, d)
		return false, true
	}
	s.fwd = d
	return true, true
}

// forgetDoor drops a door session.
func (n *node) forgetDoor(d *doorSession) {
	n.mu.Lock()
	delete(n.doors, d.subj)
	n.mu.Unlock()
}

// forward sends a client's message to its table's owner.
func (n *node) forward(s *session, m proto.ClientMsg) {
	d := s.fwd
	n.mu.Lock()
	table := d.table
	n.mu.Unlock()
	body, _ := json.Marshal(m)
	msg := &nats.Msg{Subject: tableRoot + table, Data: body, Header: nats.Header{}}
	msg.Header.Set(hdrKind, "msg")
	msg.Header.Set(hdrDoor, d.subj)
	if err := n.nc.PublishMsg(msg); err != nil {
		s.sendError(m.ID, "unavailable", "the table's server cannot be reached; try again")
	}
}

// closed forgets a closed connection's door sessions.
func (n *node) closed(s *session) {
	for _, d := range s.refusedAt {
		n.forgetDoor(d)
	}
	if s.fwd != nil {
		n.leave(s)
	}
}

// leave tells the owner a door's client has gone.
func (n *node) leave(s *session) {
	d := s.fwd
	n.forgetDoor(d)
	n.mu.Lock()
	table := d.table
	n.mu.Unlock()
	msg := &nats.Msg{Subject: tableRoot + table, Header: nats.Header{}}
	msg.Header.Set(hdrKind, "bye")
	msg.Header.Set(hdrDoor, d.subj)
	_ = n.nc.PublishMsg(msg)
}

// fromOwner delivers what an owner sends a door's client.
func (n *node) fromOwner(m *nats.Msg) {
	n.mu.Lock()
	defer n.mu.Unlock()
	d := n.doors[m.Subject]
	if d == nil {
		return
	}
	if d.owner == "" {
		d.early = append(d.early, m)
		return
	}
	n.deliverLocked(d, m)
}

// deliverLocked hands a door's client what its owner sent (n.mu held:
// in order); another node's messages are dropped, but any node's end
// closes the session (its client reconnects and finds the owner).
func (n *node) deliverLocked(d *doorSession, m *nats.Msg) {
	if m.Header.Get(hdrKind) != "end" {
		if m.Header.Get(hdrOwner) == d.owner {
			d.s.send(m.Data)
		}
		return
	}
	reason := m.Header.Get(hdrReason)
	if reason == "" {
		return
	}
	status, _ := strconv.Atoi(m.Header.Get(hdrStatus))
	d.s.closeWith(websocket.StatusCode(status), reason)
}

// fromDoor is the owner's side: a door's client entering one of this
// node's tables (or a new one placed here), its messages and its leaving.
func (n *node) fromDoor(m *nats.Msg) {
	door := m.Header.Get(hdrDoor)
	if !strings.HasPrefix(door, doorRoot) {
		return
	}
	switch m.Header.Get(hdrKind) {
	case "enter":
		if id, ok := strings.CutPrefix(m.Subject, tableRoot); ok && !n.holds(id) {
			return // a lease not renewed lately: let the new owner answer
		}
		cm, err := proto.Decode(m.Data)
		if err != nil {
			_ = m.Respond([]byte(n.inst))
			return
		}
		rs := newSession(m.Header.Get(hdrLink))
		rs.remote = true
		rs.identity = m.Header.Get(hdrIdentity) // proven at the door (node to node, with the cluster's credentials)
		r := &remoteSession{s: rs}
		n.mu.Lock()
		n.remotes[door] = r
		n.mu.Unlock()
		go n.relay(r, door)
		n.h.handle(rs, cm)
		answer := n.inst
		n.mu.Lock()
		if r.t = rs.table; r.t != nil {
			answer += " " + r.t.meta.ID
		} else {
			delete(n.remotes, door)
		}
		n.mu.Unlock()
		if r.t == nil {
			rs.closeWith(websocket.StatusNormalClosure, "")
		}
		_ = m.Respond([]byte(answer))
	case "msg":
		n.mu.Lock()
		r := n.remotes[door]
		n.mu.Unlock()
		if r == nil || r.t == nil {
			n.end(door, websocket.StatusGoingAway, "the table moved to another server: reconnect")
			return
		}
		cm, err := proto.Decode(m.Data)
		if err != nil {
			return
		}
		n.h.handle(r.s, cm)
	case "bye":
		n.mu.Lock()
		r := n.remotes[door]
		delete(n.remotes, door)
		n.mu.Unlock()
		if r != nil {
			r.s.close("connection closed")
			if r.t != nil {
				r.t.detach(r.s)
			}
		}
	}
}

// relay publishes an owner-side session's queue to its door, in order,
// then the session's end.
func (n *node) relay(r *remoteSession, door string) {
	rs := r.s
	for {
		select {
		case b := <-rs.out:
			n.publish(door, b)
			continue
		case <-rs.done:
		}
		for {
			select {
			case b := <-rs.out:
				n.publish(door, b)
				continue
			default:
			}
			break
		}
		n.mu.Lock()
		if n.remotes[door] == r {
			delete(n.remotes, door)
		}
		n.mu.Unlock()
		n.end(door, rs.status, rs.reason)
		return
	}
}

// publish sends a door one message for its client, signed with this
// node's id.
func (n *node) publish(door string, b []byte) {
	m := &nats.Msg{Subject: door, Data: b, Header: nats.Header{hdrOwner: []string{n.inst}}}
	_ = n.nc.PublishMsg(m)
}

// end tells a door its client's session is over (reason "": only that
// the owner keeps nothing of it).
func (n *node) end(door string, status websocket.StatusCode, reason string) {
	msg := &nats.Msg{Subject: door, Header: nats.Header{}}
	msg.Header.Set(hdrKind, "end")
	msg.Header.Set(hdrStatus, strconv.Itoa(int(status)))
	msg.Header.Set(hdrReason, reason)
	_ = n.nc.PublishMsg(msg)
}

// errNoOwner is the door's answer when no node runs a table in time.
var errNoOwner = errors.New("rummy-server: no server runs this table now; try again in a moment")
