package scenes

import (
	"context"
	"errors"
	"slices"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/sprites"
)

// TestLobbySaysPlainlyWhenTheDeviceIsOffline (issue 29 item 4): when the
// browser says the device is offline, the lobby's message box says there
// is no connection — in every language, within the box — and a request
// that could not reach the server says the same rather than blaming the
// address; online, an unreachable server is still named.
func TestLobbySaysPlainlyWhenTheDeviceIsOffline(t *testing.T) {
	app := testApp(t)
	offline := true
	old := deviceOffline
	deviceOffline = func() bool { return offline }
	t.Cleanup(func() { deviceOffline = old })
	l := NewLobby(app, nil, DefaultSetup(engine.Classic))
	unreachable := &online.UnreachableError{URL: "ws://127.0.0.1:1/ws", Err: errors.New("refused")}
	for _, lang := range []string{"en", "ru", "de"} {
		app.RunLang = lang
		app.applyLanguage()
		l.build()
		want := app.T(i18n.OnlineNoConnection)
		if text, ink := l.infoText(); text != want || ink != sprites.Danger {
			t.Errorf("%s: offline, the message box says %q (ink %v), want %q in the danger ink", lang, text, ink, want)
		}
		box, face := lobbyInfoBox(FrameOf(app)), lobbyInfoFace(app)
		lines := sprites.Wrap(want, face, box.W-28*app.Unit())
		if h := face.Size * 1.35 * float64(len(lines)); h > box.H-14*app.Unit() {
			t.Errorf("%s: the no-connection line's %d lines (%.0f px) overflow the box's %.0f px", lang, len(lines), h, box.H)
		}
		if !slices.Contains(l.notes(), want) {
			t.Errorf("%s: offline, the probe's notes %q lack %q", lang, l.notes(), want)
		}
		for _, err := range []error{unreachable, context.DeadlineExceeded} {
			if got := netProblem(app, "127.0.0.1:1", err); got != want {
				t.Errorf("%s: offline, %v is reported as %q, want %q", lang, err, got, want)
			}
		}
	}
	offline = false
	if text, _ := l.infoText(); text == app.T(i18n.OnlineNoConnection) {
		t.Errorf("online, the lobby still says %q", text)
	}
	if got, want := netProblem(app, "127.0.0.1:1", unreachable), app.Cat.F(i18n.OnlineErrUnreachable, "127.0.0.1:1"); got != want {
		t.Errorf("online, an unreachable server is reported as %q, want %q", got, want)
	}
}
