package scenes

import (
	"fmt"
	"strings"

	"rummy/engine"
	"rummy/scenes/seat"
	"rummy/scenes/store"
)

// SeatKind says who plays a seat (the one type the table, the command
// line and the autosave share).
type SeatKind = seat.Kind

// Who plays a seat.
const (
	Human = seat.Human
	Bot   = seat.Bot
)

// Level is a bot's strength (seat.NoLevel for a person).
type Level = seat.Level

// Bot levels.
const (
	Easy   = seat.Easy
	Normal = seat.Normal
	Hard   = seat.Hard
)

// Levels lists the bot levels in menu order.
var Levels = seat.Levels

// Seat is one place at the table.
type Seat struct {
	Kind  SeatKind `json:"kind"`
	Level Level    `json:"level"`
	// Name is the name a person gave themselves (or -seats gave a seat);
	// "" lets the table name the seat (see seatName).
	Name string `json:"name,omitempty"`
}

// Setup is everything needed to start a game: the rule set, its options
// and who sits where. Seat 0 is at the bottom of the screen.
type Setup struct {
	Variant engine.Variant
	Options engine.Options
	Seats   []Seat
}

// DefaultSetup is a variant's default options with one person and bots
// of normal level in the other seats.
func DefaultSetup(v engine.Variant) Setup {
	o, _ := engine.NewOptions(v) // the engine's variants always have defaults
	seats := make([]Seat, o.NumPlayers())
	for i := 1; i < len(seats); i++ {
		seats[i] = Seat{Kind: Bot, Level: Normal}
	}
	return Setup{Variant: v, Options: o, Seats: seats}
}

// Humans returns how many seats are played by people.
func (s Setup) Humans() int {
	n := 0
	for _, st := range s.Seats {
		if st.Kind == Human {
			n++
		}
	}
	return n
}

// knockingMinPlayers is the fewest players knocking can happen with
// (ROM-SR-KNOCK: 3 or more players).
const knockingMinPlayers = 3

// KnockingUnavailable reports whether the setup's rule set has knocking
// (Rommé, ROM-SR-KNOCK) but too few players for it: with two, every
// discard goes straight to the only other player, so nobody can knock.
func (s Setup) KnockingUnavailable() bool {
	_, err := s.Options.Get("knocking")
	return err == nil && s.Options.NumPlayers() < knockingMinPlayers
}

// Check reports an option the engine accepts but that could never take
// effect at this table: knocking=true with fewer than three players
// (ROM-SR-KNOCK). A table start refuses it.
func (s Setup) Check() error {
	if v, _ := s.Options.Get("knocking"); v == "true" && s.KnockingUnavailable() {
		return fmt.Errorf("scenes: knocking=true needs 3 or more players (ROM-SR-KNOCK), this table has %d: leave knocking off or add seats", s.Options.NumPlayers())
	}
	return nil
}

// SetSeatCount grows or shrinks the seat list (new seats are normal
// bots) and keeps the players option in step. It returns the engine's
// error when the count is outside the variant's range.
func (s *Setup) SetSeatCount(n int) error {
	o := s.Options.Clone()
	if err := o.Set("players", fmt.Sprint(n)); err != nil {
		return err
	}
	if err := o.Validate(); err != nil {
		return err
	}
	s.Options = o
	for len(s.Seats) < n {
		s.Seats = append(s.Seats, Seat{Kind: Bot, Level: Normal})
	}
	s.Seats = s.Seats[:n]
	return nil
}

// ParseSeats reads the -seats flag: a comma-separated list of human, bot
// or bot:LEVEL (easy, normal, hard; bot alone is normal), each optionally
// followed by =NAME (human=Anna, bot:hard=Olga).
func ParseSeats(list string) ([]Seat, error) {
	var seats []Seat
	for _, item := range strings.Split(list, ",") {
		item, name, named := strings.Cut(strings.TrimSpace(item), "=")
		name = strings.TrimSpace(name)
		if named && (name == "" || len(name) > store.MaxNameBytes) {
			return nil, fmt.Errorf("scenes: seat %q: write a name of 1 to %d bytes after =, like human=Anna", item+"="+name, store.MaxNameBytes)
		}
		item = strings.ToLower(item)
		kind, level, hasLevel := strings.Cut(item, ":")
		switch kind {
		case "human", "person":
			if hasLevel {
				return nil, fmt.Errorf("scenes: seat %q: only bots have a level; write human or bot:%s", item, level)
			}
			seats = append(seats, Seat{Kind: Human, Name: name})
		case "bot":
			l := Normal
			if hasLevel {
				var ok bool
				if l, ok = seat.ParseLevel(level); !ok {
					return nil, fmt.Errorf("scenes: seat %q: bot level %q is unknown; use easy, normal or hard", item, level)
				}
			}
			seats = append(seats, Seat{Kind: Bot, Level: l, Name: name})
		default:
			return nil, fmt.Errorf("scenes: seat %q is unknown; list seats like human,bot,bot:hard", item)
		}
	}
	return seats, nil
}
