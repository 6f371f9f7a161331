//go:build js

package store

// Open returns the platform's Store for the application app: on the
// desktop a folder app inside the user's configuration directory; in the
// browser the page's localStorage, keys prefixed with app.
func Open(app string) (Store, error) {
	s, err := OpenLocalStorage(app)
	if err != nil {
		return nil, err
	}
	return s, nil
}
