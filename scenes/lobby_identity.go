package scenes

import (
	"rummy/engine/names"
	"rummy/internal/identity"
	"rummy/scenes/online"
	"rummy/scenes/store"
)

// netConfig is how the lobby's requests connect: the seat tokens in the
// game's store, and the player's identity (issue 31), made on first use.
// An identity that cannot be kept is not used (the client plays as
// clients before identities did).
func netConfig(st store.Store, urls []string) online.Config {
	cfg := online.Config{URLs: urls, Store: tokenStore{st}}
	if id, _, _ := store.LoadIdentity(st); id.Valid() {
		cfg.Identity = id
	}
	return cfg
}

// currentIdentity is the identity of this device, made on first use.
func currentIdentity(st store.Store) (identity.Identity, error) {
	id, _, err := store.LoadIdentity(st)
	if id.Valid() {
		return id, nil
	}
	return id, err
}

// openIdentity opens My tables (for the server typed, checked first) or
// the identity screen.
func (l *Lobby) openIdentity(id int) Request {
	if id == idLobIdentity {
		return Request{Next: NewIdentityScene(l.app, l, names.Clean(l.fields[fieldName].value()))}
	}
	server := l.fields[fieldServer].value()
	urls, err := ServerURLs(server)
	if err != nil {
		l.err, l.focus = addressProblem(l.app, err), fieldServer
		return Request{}
	}
	return Request{Next: NewMyTablesScene(l.app, l, server, urls)}
}

// Open opens the lobby's "identity" or "mytables" screen (the -show
// flag); the lobby itself when the server field is not an address.
func (l *Lobby) Open(name string) Scene {
	id := idLobMine
	if name == "identity" {
		id = idLobIdentity
	}
	if name == "ratings" {
		// The menu's rule set (-variant) chooses the tab.
		return openRatings(l.app, l, l.fields[fieldServer].value(), l.menu.Variant)
	}
	if r := l.openIdentity(id); r.Next != nil {
		return r.Next
	}
	return l
}
