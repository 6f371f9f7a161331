//go:build !js

package scenes

import "rummy/engine/match/proto"

// systemNotifier is nil off the browser: the desktop game has the badge
// and the chime (a system notification there is for another day).
func systemNotifier(*App, *turnWatch) func(proto.MyTable) { return nil }

// notifyPermission is "" where there are no system notifications.
func notifyPermission() string { return "" }

// askNotifyPermission does nothing where there are no notifications.
func askNotifyPermission() {}
