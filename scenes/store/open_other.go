//go:build !js

package store

import (
	"fmt"
	"os"
	"path/filepath"
)

// Open returns the platform's Store for the application app: on the
// desktop a folder app inside the user's configuration directory
// (~/.config/app on Linux, %AppData%\app on Windows, ~/Library/Application
// Support/app on macOS); in the browser the page's localStorage.
func Open(app string) (Store, error) {
	if err := checkName(app); err != nil {
		return nil, err
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("store: no settings folder is known for this user (%v); set HOME (or AppData on Windows) or choose a folder with -config-dir", err)
	}
	d, err := OpenDir(filepath.Join(base, app))
	if err != nil {
		return nil, err
	}
	return d, nil
}
