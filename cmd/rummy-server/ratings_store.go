package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"sort"

	"github.com/nats-io/nats.go/jetstream"

	"rummy/engine/match/proto"
	"rummy/rating"
)

// The ratings live in the KV bucket "ratings" of the store every node
// shares, one key per variant and identity ("<variant>.<id>"); a
// rating changes only by compare-and-set on its key's revision, so two
// nodes rating two games of one person at once both count.
const (
	ratingsKV = "ratings"
	// ratingHistory bounds the changes a rating keeps (the statistics
	// screen's history) and the game keys it remembers as rated.
	ratingHistory = 30
	// ratingTries bounds the compare-and-set retries of one update.
	ratingTries = 20
)

// ratingRec is one identity's rating in one variant, as stored.
type ratingRec struct {
	// Name is the name of the identity's seat in its last rated game:
	// only the server writes it, from the seat the key proved.
	Name  string  `json:"name"`
	R     float64 `json:"r"`
	RD    float64 `json:"rd"`
	Vol   float64 `json:"vol"`
	Games int     `json:"games"`
	// History is the last changes, oldest first; Rated the keys of the
	// last games counted (a game is never counted twice).
	History []proto.RatingChange `json:"history,omitempty"`
	Rated   []string             `json:"rated,omitempty"`
}

func (r ratingRec) marshal() ([]byte, error) { return json.Marshal(r) }

func unmarshalRating(b []byte) (ratingRec, error) {
	var r ratingRec
	err := json.Unmarshal(b, &r)
	return r, err
}

// glicko is the record's rating (a new player's when it has none).
func (r ratingRec) glicko() rating.Glicko {
	if r.Games == 0 && r.RD == 0 {
		return rating.New()
	}
	return rating.Glicko{R: r.R, RD: r.RD, Vol: r.Vol}
}

// counted reports whether the game with this key is in the rating.
func (r ratingRec) counted(key string) bool {
	for _, k := range r.Rated {
		if k == key {
			return true
		}
	}
	return false
}

// with is the record after a game: its new rating, one more game, the
// change in the history and the game's key remembered.
func (r ratingRec) with(name string, g rating.Glicko, key string, unix int64) ratingRec {
	old := r.glicko()
	r.Name, r.R, r.RD, r.Vol = name, g.R, g.RD, g.Vol
	r.Games++
	r.History = append(r.History, proto.RatingChange{Unix: unix, Rating: g.R, RD: g.RD, Delta: g.R - old.R})
	if len(r.History) > ratingHistory {
		r.History = r.History[len(r.History)-ratingHistory:]
	}
	r.Rated = append(r.Rated, key)
	if len(r.Rated) > ratingHistory {
		r.Rated = r.Rated[len(r.Rated)-ratingHistory:]
	}
	return r
}

func ratingKey(variant, ident string) string { return variant + "." + ident }

// openRatings creates or opens the ratings bucket.
func (s *store) openRatings(ctx context.Context, replicas int) error {
	kv, err := s.js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: ratingsKV, Storage: jetstream.FileStorage, Replicas: replicas})
	if err != nil {
		return fmt.Errorf("rummy-server: the ratings bucket: %v", err)
	}
	s.ratings = kv
	return nil
}

// getRating reads an identity's rating and its revision (0: none yet).
func (s *store) getRating(ctx context.Context, variant, ident string) (ratingRec, uint64, error) {
	e, err := s.ratings.Get(ctx, ratingKey(variant, ident))
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return ratingRec{}, 0, nil
	}
	if err != nil {
		return ratingRec{}, 0, err
	}
	r, err := unmarshalRating(e.Value())
	return r, e.Revision(), err
}

// putRating writes a rating read at revision rev (0: none), refused if
// it changed since.
func (s *store) putRating(ctx context.Context, variant, ident string, r ratingRec, rev uint64) error {
	b, err := r.marshal()
	if err != nil {
		return err
	}
	if rev == 0 {
		_, err = s.ratings.Create(ctx, ratingKey(variant, ident), b)
	} else {
		_, err = s.ratings.Update(ctx, ratingKey(variant, ident), b, rev)
	}
	return err
}

// rate counts a finished rated game: every person's rating after a
// period of one game against each other seat, the people at their
// ratings before the game, the bots at their fixed ones. Each person's
// write is a compare-and-set: on a conflict (another game of theirs was
// rated meanwhile) it reads again and recomputes from the rating it
// finds; a game already counted (a retry, a reloaded table) is skipped.
func (s *store) rate(ctx context.Context, g ratedGame) error {
	before := make([]rating.Glicko, len(g.seats))
	for i, st := range g.seats {
		if st.bot {
			continue
		}
		r, _, err := s.getRating(ctx, g.variant, st.identity)
		if err != nil {
			return err
		}
		before[i] = r.glicko()
	}
	var errs []error
	for i, st := range g.seats {
		if st.bot {
			continue
		}
		if err := s.rateOne(ctx, g, i, before); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// rateOne updates seat i's rating, retrying on a conflict.
func (s *store) rateOne(ctx context.Context, g ratedGame, i int, before []rating.Glicko) error {
	st := g.seats[i]
	period := g.periodFor(i, before)
	var err error
	for range ratingTries {
		var r ratingRec
		var rev uint64
		if r, rev, err = s.getRating(ctx, g.variant, st.identity); err != nil {
			return err
		}
		if r.counted(g.key) {
			return nil
		}
		next := r.glicko().Update(period, rating.Tau)
		if err = s.putRating(ctx, g.variant, st.identity, r.with(st.name, next, g.key, g.unix), rev); err == nil {
			return nil
		}
	}
	return fmt.Errorf("rummy-server: the rating of seat %d after %s: %v", i, g.key, err)
}

// leaderboard lists a variant's ratings best first: the top
// proto.MaxLeaders and, for you (a proven identity; "" none), its own
// entry with its history. It reads every key of the variant.
func (s *store) leaderboard(ctx context.Context, variant, you string) (*proto.Leaderboard, error) {
	w, err := s.ratings.Watch(ctx, variant+".*", jetstream.IgnoreDeletes())
	if err != nil {
		return nil, err
	}
	defer func() { _ = w.Stop() }()
	type entry struct {
		id string
		r  ratingRec
	}
	var all []entry
	for {
		var e jetstream.KeyValueEntry
		select {
		case e = <-w.Updates():
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if e == nil {
			break
		}
		r, err := unmarshalRating(e.Value())
		if err != nil {
			log.Printf("rummy-server: the rating %s is not readable: %v", e.Key(), err)
			continue
		}
		all = append(all, entry{id: e.Key()[len(variant)+1:], r: r})
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].r.R != all[j].r.R {
			return all[i].r.R > all[j].r.R
		}
		return all[i].r.Games > all[j].r.Games
	})
	lb := &proto.Leaderboard{Variant: variant, Top: []proto.Leader{}, Players: len(all)}
	for k, e := range all {
		l := proto.Leader{Rank: k + 1, Name: e.r.Name, Rating: e.r.R, RD: e.r.RD, Games: e.r.Games}
		if k < proto.MaxLeaders {
			lb.Top = append(lb.Top, l)
		}
		if you != "" && e.id == you {
			l.History = e.r.History
			lb.You = &l
		}
	}
	return lb, nil
}
