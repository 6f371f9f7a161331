package main

import (
	"crypto/subtle"

	"rummy/engine/match/proto"
)

// Invitations by player id (issue 31 item 6, "play again with"): a
// table may keep an open seat for one id (proto.SeatSpec.Invite). The
// id's My tables lists the table as an invitation, a join from a
// connection proven as that id takes that seat, and nobody else's
// does; the host may open the seat to anyone again (a seat record).

// joinSeat is the seat a join takes: the open seat kept for ident, else
// the first open seat kept for nobody (-1: none).
func (t *table) joinSeat(ident string) int {
	seat := -1
	for i, st := range t.seats {
		if st.kind != proto.SeatOpen {
			continue
		}
		if st.invited != "" && ident != "" && st.invited == ident {
			return i
		}
		if st.invited == "" && seat < 0 {
			seat = i
		}
	}
	return seat
}

// inviteRows describes the table for each open seat kept for ident
// (on the table's goroutine).
func (t *table) inviteRows(ident string, seats []proto.SeatState) []proto.MyTable {
	var rows []proto.MyTable
	for i, st := range t.seats {
		if st.kind != proto.SeatOpen || st.invited == "" || subtle.ConstantTimeCompare([]byte(st.invited), []byte(ident)) != 1 {
			continue
		}
		rows = append(rows, proto.MyTable{Table: t.meta.ID, Code: t.meta.Code, Variant: t.meta.Variant, Seat: i, Seats: seats,
			Status: t.status(), Turn: -1, Invited: true})
	}
	return rows
}
