package scenes

import (
	"testing"
	"time"

	"rummy/engine"
	"rummy/internal/servertest"
)

// TestLobbyCreatesCorrespondenceTableWithClaimPreference: the lobby's
// time per move makes a correspondence table at the real server (the
// turn timer gives way to it), and the person's claim preference,
// remembered in the store, is set on the seat once it is taken.
func TestLobbyCreatesCorrespondenceTableWithClaimPreference(t *testing.T) {
	srv := servertest.Start(t)
	r := newOnlineRig(t, srv.Addr, DefaultSetup(engine.Liverpool))
	l := r.lobby
	r.typeInto(fieldName, "Anna")
	l.activate(Activation{ID: idLobTimer, Delta: 1}) // a turn timer, then a move time: the move time wins
	for i := 0; i < 4; i++ {
		l.activate(Activation{ID: idLobMove, Delta: 1})
	}
	l.activate(Activation{ID: idLobClaims, Delta: 1})
	r.run(1)
	if got := loadOnlinePrefs(r.app.Store).ClaimPref; got != "never" {
		t.Fatalf("the claim preference remembered is %q, want never", got)
	}
	ct, err := l.createTable()
	if err != nil || ct.MoveTime != "24h" || ct.TurnSeconds != 0 {
		t.Fatalf("the table asked for: move %q, turn %d (%v)", ct.MoveTime, ct.TurnSeconds, err)
	}
	r.tapID(&l.form, idLobCreate)
	var room *Room
	r.until("the waiting room", 20*time.Second, func() bool { room, _ = r.m.Current().(*Room); return room != nil && !r.m.Fading() })
	c := room.Client()
	if lob := c.Info().Lobby; lob == nil || lob.MoveTime != "24h" {
		t.Fatalf("the server's table: %+v, want move_time 24h", lob)
	}
	if got := c.ClaimPref(); got != "never" {
		t.Fatalf("the seat's claim preference at the server is %q, want never", got)
	}
	// The waiting room's switch changes it at the server for this seat.
	r.tapID(&room.form, idRoomClaims)
	r.until("the preference changed at the server", 20*time.Second, func() bool { return c.ClaimPref() == "meld" })
	r.run(2)
	shown := ""
	for _, ctl := range room.form.Controls {
		if ctl.ID == idRoomClaims {
			shown = ctl.Value
		}
	}
	if shown != r.app.T(claimPrefKeys[2]) {
		t.Fatalf("the room's claims switch shows %q, want meld", shown)
	}
	// A new lobby shows the remembered preference.
	if l2 := NewLobby(r.app, nil, DefaultSetup(engine.Liverpool)); l2.claims != 1 {
		t.Fatalf("a new lobby's claim preference is %d, want 1 (never)", l2.claims)
	}
}
