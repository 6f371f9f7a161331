//go:build js

package store

import (
	"encoding/base64"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
	"unicode/utf8"
)

// LocalStorage is a Store in the browser's localStorage. Each document is
// one item whose key is the application name, a slash and the document
// name. Values are strings: "t" followed by the text when the data is
// UTF-8 (JSON always is), else "b" followed by its base64.
type LocalStorage struct {
	app string
	ls  js.Value
	// length is a JavaScript function returning a string's length, read
	// before the string is copied into Go.
	length js.Value
	mu     sync.Mutex
}

// OpenLocalStorage returns a Store in globalThis.localStorage for the
// application app. It fails when the browser has no localStorage or
// refuses access to it (private modes, disabled site data).
func OpenLocalStorage(app string) (*LocalStorage, error) {
	if err := checkName(app); err != nil {
		return nil, err
	}
	var ls js.Value
	// Reflect.get rather than Get: a browser that denies access throws
	// from the getter, and only calls turn exceptions into panics that
	// catch can recover; an exception in Get would end the program.
	err := catch(func() { ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage") })
	if err != nil {
		return nil, fmt.Errorf("store: the browser refuses access to its storage (%v); allow this site to keep data, or settings and games will not be kept", err)
	}
	if ls.Type() != js.TypeObject {
		return nil, errors.New("store: this browser has no localStorage; settings and games will not be kept")
	}
	return &LocalStorage{app: app, ls: ls, length: js.Global().Get("Function").New("s", "return s.length")}, nil
}

// catch runs f and turns a JavaScript exception (a panic of syscall/js)
// or any other panic into an error.
func catch(f func()) (err error) {
	defer func() {
		if p := recover(); p != nil {
			if e, ok := p.(error); ok {
				err = e
			} else {
				err = fmt.Errorf("%v", p)
			}
		}
	}()
	f()
	return nil
}

func (s *LocalStorage) key(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	return s.app + "/" + name, nil
}

// get returns the item's value and whether it exists.
func (s *LocalStorage) get(key string) (string, bool, error) {
	var v js.Value
	if err := catch(func() { v = s.ls.Call("getItem", key) }); err != nil {
		return "", false, err
	}
	if v.Type() != js.TypeString {
		return "", false, nil
	}
	return v.String(), true, nil
}

// getLimited is get for Load: an item longer than limit bytes (its
// encoding included) is refused before it is copied out of the browser.
// A JavaScript string has at most as many UTF-16 units as its UTF-8 form
// has bytes, so its length tells early.
func (s *LocalStorage) getLimited(key, name string, limit int64) (string, bool, error) {
	var v js.Value
	var units int
	if err := catch(func() {
		v = s.ls.Call("getItem", key)
		if v.Type() == js.TypeString {
			units = s.length.Invoke(v).Int()
		}
	}); err != nil {
		return "", false, err
	}
	if v.Type() != js.TypeString {
		return "", false, nil
	}
	if int64(units) > encodedLimit(limit) {
		return "", true, tooLarge(name, limit)
	}
	str := v.String()
	if int64(len(str)) > encodedLimit(limit) {
		return "", true, tooLarge(name, limit)
	}
	return str, true, nil
}

// encodedLimit is the longest stored value whose data may be within
// limit: the marker byte and base64's 4 characters per 3 bytes.
func encodedLimit(limit int64) int64 { return 1 + (limit+2)/3*4 }

func (s *LocalStorage) set(key, value string) error {
	return catch(func() { s.ls.Call("setItem", key, value) })
}

func (s *LocalStorage) remove(key string) error {
	return catch(func() { s.ls.Call("removeItem", key) })
}

// encodeValue turns data into the string stored.
func encodeValue(data []byte) string {
	if utf8.Valid(data) {
		return "t" + string(data)
	}
	return "b" + base64.StdEncoding.EncodeToString(data)
}

// decodeValue reverses encodeValue.
func decodeValue(v string) ([]byte, error) {
	if v == "" {
		return nil, errors.New("empty value")
	}
	switch v[0] {
	case 't':
		return []byte(v[1:]), nil
	case 'b':
		return base64.StdEncoding.DecodeString(v[1:])
	}
	return nil, fmt.Errorf("unknown encoding %q", v[0])
}

// Load reads the document's item. An item this package did not write is
// returned as it is, so a loader can judge it and set it aside.
func (s *LocalStorage) Load(name string) ([]byte, error) {
	k, err := s.key(name)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	limit := SizeLimit(name)
	v, ok, err := s.getLimited(k, name, limit)
	if errors.Is(err, ErrNotDocument) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("store: the browser could not read %s: %v", name, err)
	}
	if !ok {
		return nil, notFound(name)
	}
	b, err := decodeValue(v)
	if err != nil {
		b = []byte(v)
	}
	if int64(len(b)) > limit {
		return nil, tooLarge(name, limit)
	}
	return b, nil
}

// Save writes the document's item.
func (s *LocalStorage) Save(name string, data []byte) error {
	k, err := s.key(name)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.set(k, encodeValue(data)); err != nil {
		if isQuotaError(err) {
			return fmt.Errorf("%w: the browser could not save %s (%v); clear some of this site's data", ErrFull, name, err)
		}
		return fmt.Errorf("store: the browser could not save %s: %v", name, err)
	}
	return nil
}

// isQuotaError reports whether err is the exception browsers throw when
// localStorage is full (QuotaExceededError; Firefox's older name too).
func isQuotaError(err error) bool {
	var je js.Error
	if !errors.As(err, &je) {
		return false
	}
	var name string
	if catch(func() { name = je.Value.Get("name").String() }) != nil {
		return false
	}
	return name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED"
}

// Remove deletes the document's item.
func (s *LocalStorage) Remove(name string) error {
	k, err := s.key(name)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.remove(k); err != nil {
		return fmt.Errorf("store: the browser could not remove %s: %v", name, err)
	}
	return nil
}

// SetAside copies the document's item to the first free name +
// ".bad-<n>" and removes the original.
func (s *LocalStorage) SetAside(name string) (string, error) { return s.Keep(name, badMark) }

// Keep copies the document's item to the first free name + "." + mark
// + "-<n>" and removes the original.
func (s *LocalStorage) Keep(name, mark string) (string, error) {
	if err := checkMark(mark); err != nil {
		return "", err
	}
	k, err := s.key(name)
	if err != nil {
		return "", err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok, err := s.get(k)
	if err != nil {
		return "", fmt.Errorf("store: the browser could not read %s: %v", name, err)
	}
	if !ok {
		return "", notFound(name)
	}
	for n := 1; ; n++ {
		aside := asideName(name, mark, n)
		ak := s.app + "/" + aside
		_, taken, err := s.get(ak)
		if err != nil {
			return "", fmt.Errorf("store: the browser could not read %s: %v", aside, err)
		}
		if taken {
			continue
		}
		if err := s.set(ak, v); err != nil {
			return "", fmt.Errorf("store: the browser could not keep %s aside as %s: %v", name, aside, err)
		}
		if err := s.remove(k); err != nil {
			return "", fmt.Errorf("store: the browser could not remove %s: %v", name, err)
		}
		return aside, nil
	}
}

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
