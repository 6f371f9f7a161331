package scenes

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/scenes/store"
)

// onlineDoc is the store's document of online play: the server address
// and the name last used (the lobby fills them in next time).
const onlineDoc = "online.json"

// onlinePrefs are what the lobby remembers.
type onlinePrefs struct {
	Server string `json:"server"`
	Name   string `json:"name"`
	// ClaimPref is the person's standing claim preference (one of
	// proto.ClaimPrefs; lobby_corr.go), sent at every table they sit at.
	ClaimPref string `json:"claim_pref,omitempty"`
}

// loadOnlinePrefs reads the remembered server and name; anything
// unreadable starts afresh (they are a convenience).
func loadOnlinePrefs(s store.Store) onlinePrefs {
	var p onlinePrefs
	if data, err := s.Load(onlineDoc); err == nil {
		_ = json.Unmarshal(data, &p)
	}
	return p
}

// saveOnlinePrefs remembers the server and name.
func saveOnlinePrefs(s store.Store, p onlinePrefs) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return s.Save(onlineDoc, data)
}

// ServerURLs reads the server field: one address, or the nodes of one
// server separated by commas (issue 17), as WebSocket endpoints.
func ServerURLs(list string) ([]string, error) { return online.EndpointURLs(list) }

// addressProblem says in the player's language what is wrong with the
// server field.
func addressProblem(app *App, err error) string {
	var ae *online.AddressError
	if errors.As(err, &ae) && ae.Item != "" {
		return app.Cat.F(i18n.OnlineErrBadServer, ae.Item)
	}
	return app.T(i18n.OnlineErrEmptyServer)
}

// tokenStore keeps the seat tokens in the game's store, so that a seat
// can be taken back after a reconnection.
type tokenStore struct{ s store.Store }

func (t tokenStore) Get(key string) (string, bool) {
	data, err := t.s.Load(key)
	return string(data), err == nil && len(data) > 0
}

func (t tokenStore) Set(key, value string) error { return t.s.Save(key, []byte(value)) }

// netKind is what a lobby request does.
type netKind uint8

const (
	netCreate netKind = iota + 1
	netJoin
	netWatch
	// netResume takes back a seat from My tables (issue 31).
	netResume
)

// netRequest is one lobby request, carried out on its own goroutine.
type netRequest struct {
	kind netKind
	// urls are the server's endpoints (its nodes), tried in turn.
	urls   []string
	name   string
	code   string
	create proto.CreateTable
	// table is the table netResume takes a seat back at.
	table string
	// pref is the claim preference to set once seated ("" or "ask":
	// the server's default, nothing sent).
	pref string
}

// netResult is a request's outcome: a client at the table, or why not.
type netResult struct {
	c   *online.Client
	err error
}

// netDial is how the lobby connects (tests may replace it).
var netDial = online.Dial

// deviceOffline reports whether the device has no network at all (the
// browser says so); tests may replace it.
var deviceOffline = browserOffline

// startRequest runs r on a goroutine and returns the channel its result
// arrives on: the frame polls it and never waits.
func startRequest(st store.Store, r netRequest) <-chan netResult {
	out := make(chan netResult, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		c, err := netDial(ctx, netConfig(st, r.urls))
		if err != nil {
			out <- netResult{err: err}
			return
		}
		switch r.kind {
		case netResume:
			err = c.Resume(ctx, r.table)
		case netCreate:
			err = c.Create(ctx, r.create, r.name)
		case netJoin:
			err = c.Join(ctx, r.code, r.name)
		case netWatch:
			err = c.Spectate(ctx, r.code)
		}
		if err == nil && r.kind != netWatch && r.pref != "" && r.pref != proto.ClaimPrefs[0] {
			err = c.SetClaimPref(ctx, r.pref)
		}
		if err != nil {
			c.Close()
			out <- netResult{err: err}
			return
		}
		out <- netResult{c: c}
	}()
	return out
}

// netProblem says an online error in the player's language: what to do
// about an unreachable server, an unknown code, a full table.
func netProblem(app *App, server string, err error) string {
	var ue *online.UnreachableError
	var se *online.ServerError
	switch {
	case err == nil:
		return ""
	case (errors.As(err, &ue) || errors.Is(err, context.DeadlineExceeded)) && deviceOffline():
		return app.T(i18n.OnlineNoConnection)
	case errors.As(err, &ue), errors.Is(err, context.DeadlineExceeded):
		return app.Cat.F(i18n.OnlineErrUnreachable, server)
	case errors.As(err, &se):
		return serverProblem(app, se.Key, se.Text)
	case strings.Contains(err.Error(), "not an invite code"):
		return app.T(i18n.OnlineErrBadCode)
	}
	return app.Cat.F(i18n.OnlineErrOther, unprefixed(err.Error()))
}

// serverProblem says a server's keyed error in the player's language.
func serverProblem(app *App, key, text string) string {
	switch key {
	case "no_table":
		return app.T(i18n.OnlineErrNoTable)
	case "table_full":
		return app.T(i18n.OnlineErrFull)
	case "closed":
		return app.T(i18n.OnlineErrClosed)
	case "bad_token":
		return app.T(i18n.OnlineErrToken)
	case "not_host":
		return app.T(i18n.OnlineErrNotHost)
	case "seats_open", "not_full":
		return app.T(i18n.OnlineErrSeats)
	case "too_many_codes":
		return app.T(i18n.OnlineErrTooManyCodes)
	case "spectate_code":
		return app.T(i18n.OnlineErrWatchCode)
	case "other_identity":
		return app.T(i18n.OnlineErrOtherIdentity)
	case "rated_identity", "rated_bot", "rated_hints", "rated_twice":
		return ratedProblem(app, key)
	case "too_many_tables_id":
		return app.T(i18n.OnlineErrTablesID)
	case "seat_reserved":
		return app.T(i18n.OnlineErrReserved)
	}
	if text, ok := serverRefusal(app, key); ok {
		return text
	}
	return app.Cat.F(i18n.OnlineErrOther, text)
}
