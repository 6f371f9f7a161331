//go:build js

package store

import (
	"errors"
	"strings"
	"syscall/js"
	"testing"
)

// fakeLocalStorage is a localStorage written in JavaScript (node has
// none): a Map behind getItem/setItem/removeItem, throwing a
// QuotaExceededError past quota characters, and throwing on every call
// when broken is set.
const fakeLocalStorage = `
const items = new Map();
const ls = {
	quota: Infinity,
	broken: false,
	used() { let n = 0; for (const [k, v] of items) n += k.length + v.length; return n; },
	check() { if (this.broken) throw new Error("SecurityError: the operation is insecure"); },
	getItem(k) { this.check(); k = String(k); return items.has(k) ? items.get(k) : null; },
	setItem(k, v) {
		this.check();
		k = String(k); v = String(v);
		const old = items.has(k) ? k.length + items.get(k).length : 0;
		if (this.used() - old + k.length + v.length > this.quota) {
			const e = new Error("Failed to execute 'setItem' on 'Storage': exceeded the quota.");
			e.name = "QuotaExceededError";
			throw e;
		}
		items.set(k, v);
	},
	removeItem(k) { this.check(); items.delete(String(k)); },
	raw(k) { return items.has(k) ? items.get(k) : null; },
	keys() { return Array.from(items.keys()).sort().join(","); },
};
return ls;
`

// installLocalStorage puts a fresh fake at globalThis.localStorage and
// returns it; the test's cleanup removes it.
func installLocalStorage(t *testing.T) js.Value {
	t.Helper()
	ls := js.Global().Get("Function").New(fakeLocalStorage).Invoke()
	js.Global().Set("localStorage", ls)
	t.Cleanup(func() { js.Global().Delete("localStorage") })
	return ls
}

func openFake(t *testing.T) (*LocalStorage, js.Value) {
	t.Helper()
	ls := installLocalStorage(t)
	s, err := OpenLocalStorage("rummy")
	if err != nil {
		t.Fatal(err)
	}
	return s, ls
}

func TestLocalStorage(t *testing.T) {
	checkStore(t, func(t *testing.T) Store {
		s, _ := openFake(t)
		return s
	})
}

func TestLocalStorageKeysAndEncoding(t *testing.T) {
	s, ls := openFake(t)
	if err := s.Save("settings.json", []byte(`{"format":1}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Save("blob", []byte{0xff, 0x00, 'a'}); err != nil {
		t.Fatal(err)
	}
	if got := ls.Call("keys").String(); got != "rummy/blob,rummy/settings.json" {
		t.Errorf("keys = %s, want both prefixed with the app name", got)
	}
	if got := ls.Call("raw", "rummy/settings.json").String(); got != `t{"format":1}` {
		t.Errorf("JSON stored as %q, want it readable", got)
	}
	if got := ls.Call("raw", "rummy/blob").String(); got != "b/wBh" {
		t.Errorf("binary stored as %q, want base64", got)
	}
}

func TestLocalStorageForeignValue(t *testing.T) {
	s, ls := openFake(t)
	ls.Call("setItem", "rummy/settings.json", "not written by the game")
	got, warning := LoadSettings(s)
	var w *Warning
	if !errors.As(warning, &w) || w.Problem != Damaged || got != DefaultSettings() {
		t.Fatalf("LoadSettings = %+v, %v; want defaults and a Damaged warning", got, warning)
	}
	if raw := ls.Call("raw", "rummy/"+w.KeptAs).String(); raw != "not written by the game" {
		t.Errorf("kept %q, want the foreign value untouched", raw)
	}
}

func TestLocalStorageQuota(t *testing.T) {
	s, ls := openFake(t)
	if err := s.Save("stats.json", []byte("small")); err != nil {
		t.Fatal(err)
	}
	ls.Set("quota", 100)
	err := s.Save("autosave.json", []byte(strings.Repeat("x", 200)))
	if !errors.Is(err, ErrFull) || !strings.Contains(err.Error(), "clear some of this site's data") {
		t.Errorf("Save past the quota = %v, want ErrFull with advice", err)
	}
	if got, err := s.Load("stats.json"); err != nil || string(got) != "small" {
		t.Errorf("the other document = %q, %v; want it intact", got, err)
	}
	if _, err := s.Load("autosave.json"); !errors.Is(err, ErrNotFound) {
		t.Errorf("the refused document: %v, want ErrNotFound", err)
	}
}

func TestLocalStorageThrowingNeverPanics(t *testing.T) {
	s, ls := openFake(t)
	if err := s.Save("doc", []byte("x")); err != nil {
		t.Fatal(err)
	}
	ls.Set("broken", true)
	if _, err := s.Load("doc"); err == nil || errors.Is(err, ErrNotFound) {
		t.Errorf("Load = %v, want the browser's error", err)
	}
	if err := s.Save("doc", []byte("y")); err == nil || errors.Is(err, ErrFull) {
		t.Errorf("Save = %v, want the browser's error (not ErrFull)", err)
	}
	if err := s.Remove("doc"); err == nil {
		t.Error("Remove succeeded on a broken storage")
	}
	if _, err := s.SetAside("doc"); err == nil {
		t.Error("SetAside succeeded on a broken storage")
	}
	if _, warning := LoadSettings(s); warning == nil {
		t.Error("LoadSettings gave no warning on a broken storage")
	}
}

func TestOpenWithoutLocalStorage(t *testing.T) {
	js.Global().Delete("localStorage")
	if s, err := Open("rummy"); err == nil {
		t.Errorf("Open without localStorage = %v, want an error", s)
	}
	throwing := js.Global().Get("Function").New(`
		Object.defineProperty(globalThis, "localStorage", {
			configurable: true,
			get() { throw new Error("SecurityError: access denied"); },
		});`)
	throwing.Invoke()
	t.Cleanup(func() { js.Global().Delete("localStorage") })
	if s, err := Open("rummy"); err == nil || !strings.Contains(err.Error(), "refuses access") {
		t.Errorf("Open with a throwing localStorage = %v, %v; want a refusal", s, err)
	}
}

// TestAudit9LocalStorageSizeLimits (issue 12, item 9): an item over its
// document's limit is refused on reading (and kept aside by the loader)
// before it is copied out of the browser; one at the limit is read.
func TestAudit9LocalStorageSizeLimits(t *testing.T) {
	s, ls := openFake(t)
	ls.Call("setItem", "rummy/"+SettingsName, "t"+strings.Repeat(" ", MaxDocSize)+"{}")
	if _, err := s.Load(SettingsName); !errors.Is(err, ErrNotDocument) {
		t.Errorf("an oversized settings item loads: %v", err)
	}
	_, err := LoadSettings(s)
	var w *Warning
	if !errors.As(err, &w) || w.KeptAs == "" {
		t.Errorf("LoadSettings: %v, want it kept aside", err)
	}
	ls.Call("setItem", "rummy/"+StatsName, "t"+strings.Repeat(" ", MaxDocSize))
	if b, err := s.Load(StatsName); err != nil || len(b) != MaxDocSize {
		t.Errorf("a 1 MiB statistics item: %d bytes, %v", len(b), err)
	}
	ls.Call("setItem", "rummy/"+AutosaveName, "t"+strings.Repeat(" ", 2*MaxDocSize))
	if b, err := s.Load(AutosaveName); err != nil || len(b) != 2*MaxDocSize {
		t.Errorf("a 2 MiB autosave: %d bytes, %v", len(b), err)
	}
}
