package scenes

import (
	"fmt"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// onlineScene is the scene that plays the started game of a table
// server: the one place that routes by rule set (the rummy table for
// the three rummies, the chip table for Kopilka).
func onlineScene(app *App, c *online.Client, back Scene) (Scene, error) {
	info := c.Info()
	if info.Lobby == nil {
		return nil, fmt.Errorf("scenes: the table has not described itself yet")
	}
	v, err := engine.ParseVariant(info.Lobby.Variant)
	if err != nil {
		return nil, err
	}
	switch v {
	case engine.Classic, engine.Romme, engine.Liverpool:
		return NewOnlineTable(app, c, back)
	case engine.Kopilka:
		k, err := NewKopilkaOn(app, online.NewRemote(c), back)
		if err != nil {
			return nil, err
		}
		k.onLeave = func() { go c.Close() } // the goodbye never waits in the frame
		return k, nil
	}
	return nil, fmt.Errorf("scenes: this build does not play %s online yet", v)
}

// NewOnlineTable is the table scene on a table server's game: the same
// table as local play, handed an online.Remote (a match.Game). Its own
// seat is the person; the others are named as the server names them.
func NewOnlineTable(app *App, c *online.Client, back Scene) (*Table, error) {
	info := c.Info()
	rules := c.Rules()
	if info.Lobby == nil || rules == nil {
		return nil, fmt.Errorf("scenes: the table's rules are not known yet")
	}
	seats := make([]Seat, len(info.Lobby.Seats))
	for i, s := range info.Lobby.Seats {
		seats[i] = Seat{Kind: Bot, Level: Normal}
		if i == info.Seat {
			seats[i] = Seat{Kind: Human}
		} else if s.Kind == proto.SeatBot {
			seats[i].Level = levelOf(s.Level)
		}
	}
	setup := Setup{Variant: rules.Variant, Options: rules.Options, Seats: seats}
	remote := online.NewRemote(c)
	t := &Table{}
	t.present(app, setup, newTableGame(remote, nil), back)
	t.net = &tableNet{remote: remote, refusals: c.Info().Refusals} // refusals shown before (a rematch's table) are not news
	if t.view == nil {
		return nil, fmt.Errorf("scenes: the table has not dealt yet")
	}
	t.pull()
	return t, nil
}

// levelOf reads a bot level as the server writes it.
func levelOf(s string) Level {
	for _, l := range []Level{Easy, Normal, Hard} {
		if l.String() == s {
			return l
		}
	}
	return Normal
}
