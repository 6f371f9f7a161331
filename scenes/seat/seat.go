// Package seat names who plays a seat and at which level: the one type
// the menu, the command line, the table and the autosave share. Both are
// written as words in saved files ("human", "bot"; "easy", "normal",
// "hard") and as those words on the command line and for bots.New.
package seat

import (
	"fmt"

	"rummy/scenes/i18n"
)

// Kind says who plays a seat.
type Kind uint8

// Who plays a seat.
const (
	Human Kind = iota
	Bot
)

// String returns the kind as saved: human or bot.
func (k Kind) String() string {
	if k == Bot {
		return "bot"
	}
	return "human"
}

// MarshalText writes the kind as a word.
func (k Kind) MarshalText() ([]byte, error) {
	if k != Human && k != Bot {
		return nil, fmt.Errorf("seat: kind %d is unknown: a seat is human or bot", k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads human or bot.
func (k *Kind) UnmarshalText(b []byte) error {
	switch string(b) {
	case "human":
		*k = Human
	case "bot":
		*k = Bot
	default:
		return fmt.Errorf("seat: %q is unknown: a seat is human or bot", b)
	}
	return nil
}

// Level is a bot's strength; a person's seat has none.
type Level uint8

// Bot levels (NoLevel for a person).
const (
	NoLevel Level = iota
	Easy
	Normal
	Hard
)

// Levels lists the bot levels in menu order.
var Levels = [...]Level{Easy, Normal, Hard}

// String returns the level as written on the command line and given to
// bots.New ("" for NoLevel).
func (l Level) String() string {
	switch l {
	case NoLevel:
		return ""
	case Easy:
		return "easy"
	case Hard:
		return "hard"
	}
	return "normal"
}

// Key returns the level's catalogue key.
func (l Level) Key() i18n.Key {
	switch l {
	case Easy:
		return i18n.LevelEasy
	case Hard:
		return i18n.LevelHard
	}
	return i18n.LevelNormal
}

// ParseLevel reads easy, normal or hard.
func ParseLevel(s string) (Level, bool) {
	switch s {
	case "easy":
		return Easy, true
	case "normal":
		return Normal, true
	case "hard":
		return Hard, true
	}
	return NoLevel, false
}

// MarshalText writes the level as a word.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText reads a level word; "" is NoLevel and an unknown word
// (a level a later version may add) plays as normal.
func (l *Level) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*l = NoLevel
		return nil
	}
	v, ok := ParseLevel(string(b))
	if !ok {
		v = Normal
	}
	*l = v
	return nil
}
