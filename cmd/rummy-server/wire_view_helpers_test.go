package main

import (
	"rummy/engine"
	"rummy/engine/match/proto"
)

// seatView is v as the plain encoder would put it on the wire: the
// reference the server's own encoding is compared with.
func seatView(v *engine.View) *proto.SeatView {
	pub := v.Public
	return &proto.SeatView{Public: &pub, Seat: v.Seat, Hand: v.Hand, Counts: v.Counts, StockSize: v.StockSize,
		Waiting: v.Waiting, DrawnStock: v.DrawnStock, Hands: v.Hands}
}
