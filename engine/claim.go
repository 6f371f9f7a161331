package engine

// ClaimKind says what an out-of-turn claim window is for.
type ClaimKind uint8

// The kinds of claim.
const (
	NoClaim ClaimKind = iota
	// ClaimKnock takes the top discard out of turn with a penalty card
	// (Rommé, ROM-SR-KNOCK).
	ClaimKnock
	// ClaimBuy buys the top discard with buy_penalty extra stock cards
	// (Liverpool, LIV-BUY-1…4).
	ClaimBuy
	// ClaimLiverpool takes a discard that fits a table meld and lays it
	// off at once (LIV-POOL-1).
	ClaimLiverpool
	// ClaimRummy punishes a player who had gone down and discarded a card
	// that fits a table meld (LIV-RUM-1).
	ClaimRummy
)

var claimNames = [...]string{"none", "knock", "buy", "liverpool", "rummy"}

// String names the claim.
func (k ClaimKind) String() string {
	if int(k) < len(claimNames) {
		return claimNames[k]
	}
	return "claim?"
}

// Answer is a seat's answer in a claim window.
type Answer uint8

// The answers.
const (
	NoAnswer Answer = iota
	Claimed
	Passed
)

// ClaimTarget is where a Liverpool caller lays the card off.
type ClaimTarget struct {
	Meld    int  `json:"meld"`
	AtFront bool `json:"front"`
}

// ClaimWindow is an open out-of-turn claim (Kind NoClaim when none is
// open). The engine lists the eligible seats in priority order, collects
// a Claim or Pass from each, and resolves:
//
//   - nearest priority (the default): the first seat in Eligible order
//     that claimed, once every seat before it has passed; the order runs
//     clockwise from the player about to draw (LIV-BUY-3);
//   - first-caller priority (buy_priority=first_caller for Liverpool
//     windows, and always for Rommé knocks, "first to knock gets it"):
//     the first claim to reach the engine wins at once.
//
// The window closes with no winner when every eligible seat has passed.
// Liverpool's windows follow a fixed order after each discard (Liverpool
// call, Rummy call, the next player's take-or-pass, buys): see
// advanceLiverpool in flow_liverpool.go.
type ClaimWindow struct {
	Kind ClaimKind `json:"kind"`
	// Card is the discard at stake.
	Card Card `json:"card"`
	// Against is the seat whose discard it is (the offender for a Rummy
	// call); it may never claim.
	Against int `json:"against"`
	// Eligible lists the seats that may answer, in priority order.
	Eligible []int `json:"eligible"`
	// Answers holds each eligible seat's answer so far.
	Answers []Answer `json:"answers"`
	// Targets holds each Liverpool caller's lay-off target.
	Targets []ClaimTarget `json:"targets,omitempty"`
	// FirstCaller resolves by arrival order instead of priority order.
	FirstCaller bool `json:"first_caller"`
}

func (w ClaimWindow) clone() ClaimWindow {
	c := w
	c.Eligible = append([]int(nil), w.Eligible...)
	c.Answers = append([]Answer(nil), w.Answers...)
	c.Targets = append([]ClaimTarget(nil), w.Targets...)
	return c
}

// Open reports whether a window is open.
func (w *ClaimWindow) Open() bool { return w.Kind != NoClaim }

// index returns seat's position in Eligible, or -1.
func (w *ClaimWindow) index(seat int) int {
	for i, e := range w.Eligible {
		if e == seat {
			return i
		}
	}
	return -1
}

// Pending reports whether seat may still answer.
func (w *ClaimWindow) Pending(seat int) bool {
	i := w.index(seat)
	return i >= 0 && w.Answers[i] == NoAnswer
}

// resolve returns the winning index (or -1) and whether the window is
// decided.
func (w *ClaimWindow) resolve() (int, bool) {
	if w.FirstCaller {
		all := true
		for i, a := range w.Answers {
			if a == Claimed {
				return i, true
			}
			if a == NoAnswer {
				all = false
			}
		}
		return -1, all
	}
	for i, a := range w.Answers {
		switch a {
		case Claimed:
			return i, true
		case NoAnswer:
			return -1, false
		}
	}
	return -1, true
}

// openWindow opens a claim window and records the event; it returns
// false (and opens nothing) when no seat is eligible.
func (s *State) openWindow(kind ClaimKind, card Card, against int, eligible []int, firstCaller bool, ev *[]Event) bool {
	if len(eligible) == 0 {
		s.spare.Eligible = eligible // keep the buffer
		return false
	}
	answers := s.spare.Answers[:0]
	for range eligible {
		answers = append(answers, NoAnswer)
	}
	var targets []ClaimTarget
	if kind == ClaimLiverpool {
		targets = append(s.spare.Targets[:0], make([]ClaimTarget, len(eligible))...)
	}
	s.spare.Answers, s.spare.Targets = nil, nil
	s.pub.Claim = ClaimWindow{Kind: kind, Card: card, Against: against, Eligible: eligible,
		Answers: answers, Targets: targets, FirstCaller: firstCaller}
	*ev = append(*ev, Event{Kind: EvClaimWindowOpened, Claim: kind, Card: card, Seat: against,
		Seats: s.eventSeats(eligible)})
	return true
}

// seatArenaSize is how many seats one block of eventSeats holds.
const seatArenaSize = 256

// eventSeats returns a copy of seats for an event, carved from a block
// the state only ever appends to (a copy's seats are never written
// again), so that claim windows do not allocate one by one.
func (s *State) eventSeats(seats []int) []int {
	if len(seats) > seatArenaSize/4 {
		return append([]int(nil), seats...)
	}
	if cap(s.seatArena)-len(s.seatArena) < len(seats) {
		s.seatArena = make([]int, 0, seatArenaSize)
	}
	start := len(s.seatArena)
	s.seatArena = append(s.seatArena, seats...)
	return s.seatArena[start:len(s.seatArena):len(s.seatArena)]
}

// closeWindow closes the open window, recording the winner (or -1).
func (s *State) closeWindow(winner int, ev *[]Event) {
	*ev = append(*ev, Event{Kind: EvClaimWindowClosed, Claim: s.pub.Claim.Kind, Seat: winner, Card: s.pub.Claim.Card})
	s.spare = s.pub.Claim
	s.pub.Claim = ClaimWindow{}
}

// spareSeats returns an empty slice on the backing array of the last
// closed window's seats, for the next window (the state owns it no more).
func (s *State) spareSeats() []int {
	out := s.spare.Eligible[:0]
	s.spare.Eligible = nil
	return out
}

// clockwiseFrom appends to out the seats clockwise starting at start,
// skipping those for which skip returns true.
func (p *Public) clockwiseFrom(out []int, start int, skip func(int) bool) []int {
	for i := 0; i < p.Players; i++ {
		seat := (start + i) % p.Players
		if !skip(seat) {
			out = append(out, seat)
		}
	}
	return out
}
