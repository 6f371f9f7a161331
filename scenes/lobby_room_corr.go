package scenes

import (
	"context"
	"slices"
	"time"

	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
)

// prefChanged reports whether the server told the seat another claim
// preference than the controls show (the room then rebuilds).
func (r *Room) prefChanged(info online.Info) bool {
	return info.Seat >= 0 && r.c.ClaimPref() != r.pref
}

// prefControl appends the seated person's claim preference switch
// (issue 31: how the table answers claim windows for them when they
// are away): the server's value, changed by a request off the frame.
func (r *Room) prefControl(cs []Control, info online.Info) []Control {
	if info.Seat < 0 {
		return cs
	}
	r.pref = r.c.ClaimPref()
	i := max(0, slices.Index(proto.ClaimPrefs, r.pref))
	return append(cs, Control{ID: idRoomClaims, Kind: KindCycler, Rect: FrameOf(r.app).Rect(66, 646, 528, 34),
		Label: r.app.T(i18n.OnlineClaims), Value: r.app.T(claimPrefKeys[i]), Enabled: true})
}

// cyclePref asks the server for the next preference; the switch shows
// it once the server has taken it (a refusal shows as the room's
// problem).
func (r *Room) cyclePref(d int) {
	i := max(0, slices.Index(proto.ClaimPrefs, r.c.ClaimPref()))
	next := proto.ClaimPrefs[(i+d+len(proto.ClaimPrefs))%len(proto.ClaimPrefs)]
	c := r.c
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		_ = c.SetClaimPref(ctx, next) // a refusal arrives as the client's error
	}()
}
