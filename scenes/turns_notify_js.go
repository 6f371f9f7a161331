//go:build js

package scenes

import (
	"syscall/js"

	"rummy/engine/match/proto"
)

// systemNotifier shows a system notification (the Notification API) for
// a table newly due while the page is hidden and the person allowed
// notifications; a click on it brings the page forward and takes the
// seat back at the table (turnWatch.ask, read by the next frame).
func systemNotifier(app *App, w *turnWatch) func(proto.MyTable) {
	return func(t proto.MyTable) {
		doc := js.Global().Get("document")
		if !doc.Get("hidden").Truthy() || notifyPermission() != "granted" {
			return
		}
		// A browser that shows notifications only through a service
		// worker (Chrome on Android) throws: the badge stays.
		defer func() { _ = recover() }()
		title, body := notifyText(app, t)
		opts := map[string]any{"body": body, "tag": "rummy-turn-" + t.Table}
		n := js.Global().Get("Notification").New(title, opts)
		var click js.Func
		click = js.FuncOf(func(js.Value, []js.Value) any {
			js.Global().Call("focus")
			n.Call("close")
			w.ask(t.Table)
			click.Release()
			return nil
		})
		n.Set("onclick", click)
	}
}

// notifyPermission is the page's permission for notifications:
// "default" (not asked yet), "granted", "denied"; "" without the API.
func notifyPermission() string {
	n := js.Global().Get("Notification")
	if !n.Truthy() {
		return ""
	}
	return n.Get("permission").String()
}

// askNotifyPermission asks the browser (the person just pressed the
// button: the click's activation lets the prompt show). The answer
// arrives later: notifyPermission reads it.
func askNotifyPermission() {
	n := js.Global().Get("Notification")
	if n.Truthy() && n.Get("permission").String() == "default" {
		n.Call("requestPermission")
	}
}

// ask records that a notification's click asks to open table.
func (w *turnWatch) ask(table string) {
	w.mu.Lock()
	w.open = table
	w.mu.Unlock()
}
