package scenes

import (
	"rummy/engine"
	"rummy/scenes/announce"
)

// announce says what the events did, as the viewer's view sees them, to
// a screen reader or the speech service (issue 30 item 4); the sentences
// come from package announce, shared by the browser and the desktop.
func (t tableEvents) announce(ev []engine.Event) {
	if t.view == nil {
		return
	}
	lines := announce.Lines(t.app.Cat, ev, t.view, announce.Words{
		Who:   t.person,
		Claim: func(k engine.ClaimKind) string { return t.app.T(claimKey(k)) },
	})
	t.app.Announce(lines)
}
