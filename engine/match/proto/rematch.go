package proto

// A rematch (issue 24 item 11): once a game is over, the host offers
// another game at the same table (same invite code, same seats, bots
// stay bots); each seated person accepts or declines. When every person
// has accepted, the new game starts at once; when someone declined (or
// the host goes ahead without waiting), the table goes back to its
// waiting room with those seats open, for the host to fill with bots or
// with people who join by the code, and start as usual.
//
// The state travels in Lobby.Rematch and Lobby.Games inside SLobby
// messages, which every client already reads: a client that does not
// know rematches keeps working (it ignores the fields).
const (
	// TRematch is a rematch answer or offer: Kind is one of the
	// Rematch* kinds.
	TRematch = "rematch"
)

// The kinds of a TRematch message.
const (
	// RematchOffer is the host offering a rematch (the host accepts
	// by offering).
	RematchOffer = "offer"
	// RematchAccept is a seated person accepting the offer.
	RematchAccept = "accept"
	// RematchDecline is a seated person declining (they leave the
	// table: their seat opens for the next game); from the host it
	// withdraws the offer.
	RematchDecline = "decline"
	// RematchNow is the host going ahead without waiting: the seats
	// that have not accepted open, and the table goes back to its
	// waiting room.
	RematchNow = "now"
)

// IsRematchKind reports whether k is a TRematch kind.
func IsRematchKind(k string) bool {
	switch k {
	case RematchOffer, RematchAccept, RematchDecline, RematchNow:
		return true
	}
	return false
}

// Rematch is an open rematch offer: every seat's answer.
type Rematch struct {
	// Answers has one entry per seat: RematchAccept, RematchDecline, or
	// "" while a person has not answered yet (bots accept).
	Answers []string `json:"answers"`
}

// Pending reports how many seats have not answered yet.
func (r *Rematch) Pending() int {
	n := 0
	for _, a := range r.Answers {
		if a == "" {
			n++
		}
	}
	return n
}
