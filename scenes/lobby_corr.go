package scenes

import (
	"strconv"
	"strings"

	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
)

// claimPrefKeys name proto.ClaimPrefs, in their order.
var claimPrefKeys = [...]i18n.Key{i18n.ClaimPrefAsk, i18n.ClaimPrefNever, i18n.ClaimPrefMeld}

// moveWord is the lobby's time per move in the player's words.
func (l *Lobby) moveWord() string {
	if l.move == 0 {
		return l.app.T(i18n.OnlineMoveOff)
	}
	s := proto.MoveTimes[l.move]
	if m, ok := strings.CutSuffix(s, "m"); ok {
		n, _ := strconv.Atoi(m)
		return l.app.Cat.F(i18n.OnlineMinutes, n)
	}
	n, _ := strconv.Atoi(strings.TrimSuffix(s, "h"))
	return l.app.Cat.F(i18n.OnlineHours, n)
}

// saveClaims remembers the claim preference at once (it is the
// person's, for every table they sit at).
func (l *Lobby) saveClaims() {
	p := loadOnlinePrefs(l.app.Store)
	p.ClaimPref = proto.ClaimPrefs[l.claims]
	if err := saveOnlinePrefs(l.app.Store, p); err != nil {
		l.app.Warning = err.Error()
	}
}
