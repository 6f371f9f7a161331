package main

import (
	"context"
	"fmt"
	"log"
	"sort"
	"strings"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/rating"
)

// checkRated refuses a rated table the ratings could not count: every
// bot needs a level with a fixed rating in the variant, and hints are
// off (a hint is another player's advice).
func checkRated(m *tableMeta) error {
	if !m.Rated {
		return nil
	}
	if m.Hints {
		return refuseReq("rated_hints", "a rated table has no hints: turn hints off, or the rating off")
	}
	for i, s := range m.Seats {
		if s.Kind == proto.SeatBot {
			if err := ratedLevel(m.Variant, s.Level); err != nil {
				return refuseReq(err.(*errTable).key, fmt.Sprintf("seat %d: %s", i+1, err.(*errTable).text))
			}
		}
	}
	return nil
}

// ratedLevel refuses a bot level without a fixed rating in variant.
func ratedLevel(variant, level string) error {
	if _, ok := botRating(variant, level); ok {
		return nil
	}
	var have []string
	for l := range rating.Bots[variant] {
		have = append(have, l)
	}
	sort.Strings(have)
	if len(have) == 0 {
		return refuseReq("rated_bot", "the bots have no rating in "+variant+" yet: a rated table of this variant seats people only")
	}
	return refuseReq("rated_bot", fmt.Sprintf("the %s bot has no rating in %s: at a rated table choose %s", level, variant, strings.Join(have, ", ")))
}

// errRatedIdentity refuses a seat at a rated table to a connection
// without a proven player id.
var errRatedIdentity = refuseReq("rated_identity", "a rated table seats only players with a proven player id: update the game, or choose a table that is not rated")

// mayJoinRated refuses a join the rating could not count: no proven
// identity, or one that holds a seat at the table already.
func (t *table) mayJoinRated(ident string) error {
	if !t.meta.Rated {
		return nil
	}
	if ident == "" {
		return errRatedIdentity
	}
	for _, s := range t.seats {
		if s.kind == proto.SeatPerson && s.identity == ident {
			return refuseReq("rated_twice", "your player id sits at this rated table already: one seat per player")
		}
	}
	return nil
}

// rateIfOver hands a rated table's finished game to the ratings, once
// per game on this node (the store skips a game it counted already, so
// a reloaded table's game is never counted twice). The store is written
// away from the table's goroutine.
func (t *table) rateIfOver() {
	if !t.meta.Rated || t.game == nil || !t.game.over() || t.ratedGames > t.games {
		return
	}
	t.ratedGames = t.games + 1
	seats := make([]ratedSeat, len(t.seats))
	for i, s := range t.seats {
		switch {
		case s.kind == proto.SeatBot:
			seats[i] = ratedSeat{bot: true, level: s.level}
		case s.identity == "":
			log.Printf("table %s: game %d not rated: seat %d has no player id", t.meta.ID, t.games, i)
			return
		default:
			seats[i] = ratedSeat{identity: s.identity, name: s.name}
		}
	}
	g := ratedGameOf(fmt.Sprintf("%s/%d", t.meta.ID, t.games), t.meta.Variant, t.hub.clock.Now().Unix(), t.game.state(), t.rules.LowWins(), seats)
	h := t.hub
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		defer cancel()
		if err := h.store.rate(ctx, g); err != nil {
			log.Printf("table %s: %v", t.meta.ID, err)
		}
		if h.onRated != nil {
			h.onRated(g.key)
		}
	}()
}

// leaders answers a variant's leaderboard, with the connection's own
// entry when it proved a player id (the id is the connection's, never
// one the message names).
func (h *hub) leaders(s *session, m proto.ClientMsg) {
	v, err := engine.ParseVariant(m.Variant)
	if err != nil {
		s.sendError(m.ID, "bad_variant", err.Error())
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	lb, err := h.store.leaderboard(ctx, v.String(), s.identity)
	if err != nil {
		log.Printf("rummy-server: leaderboard %s: %v", v, err)
		s.sendError(m.ID, "unavailable", "the ratings could not be read; try again")
		return
	}
	s.send(encode(&proto.ServerMsg{V: proto.Version, Type: proto.SLeaders, ID: m.ID, Actor: -1, Leaders: lb}))
}
