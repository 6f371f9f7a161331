package scenes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// bindable is an action whose keys the person may change (issue 30 item
// 5): its name in the settings file and the catalogue, the intent it
// raises, its default keys and whether holding a key repeats it. No
// input library is served that fits, so this small table is the keymap.
type bindable struct {
	name   string
	intent Intent
	keys   []ebiten.Key
	repeat bool
}

// bindables lists the changeable actions in the order Settings and the
// keys overlay show them. Tab and Shift+Tab (move between buttons),
// Esc and Backspace (back, pause, cancel) and the chords Ctrl+Z, Shift+L
// and Shift+P keep their keys: a key screen must always be leavable.
var bindables = [...]bindable{
	{"left", IntentLeft, []ebiten.Key{ebiten.KeyArrowLeft}, true},
	{"right", IntentRight, []ebiten.Key{ebiten.KeyArrowRight}, true},
	{"up", IntentUp, []ebiten.Key{ebiten.KeyArrowUp}, true},
	{"down", IntentDown, []ebiten.Key{ebiten.KeyArrowDown}, true},
	{"activate", IntentActivate, []ebiten.Key{ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace}, false},
	{"draw", IntentDraw, []ebiten.Key{ebiten.KeyD}, false},
	{"take", IntentTake, []ebiten.Key{ebiten.KeyT}, false},
	{"meld", IntentMeld, []ebiten.Key{ebiten.KeyM}, false},
	{"discard", IntentDiscard, []ebiten.Key{ebiten.KeyX}, false},
	{"lay_off", IntentLayOff, []ebiten.Key{ebiten.KeyL}, false},
	{"swap", IntentSwap, []ebiten.Key{ebiten.KeyJ}, false},
	{"claim", IntentClaim, []ebiten.Key{ebiten.KeyK}, false},
	{"pass", IntentPass, []ebiten.Key{ebiten.KeyP}, false},
	{"sort_suit", IntentSortSuit, []ebiten.Key{ebiten.KeyS}, false},
	{"sort_rank", IntentSortRank, []ebiten.Key{ebiten.KeyR}, false},
	{"hint", IntentHint, []ebiten.Key{ebiten.KeyH}, false},
	{"page_up", IntentPageUp, []ebiten.Key{ebiten.KeyPageUp}, true},
	{"page_down", IntentPageDown, []ebiten.Key{ebiten.KeyPageDown}, true},
	{"help", IntentHelp, []ebiten.Key{ebiten.KeyF1, ebiten.KeySlash}, false},
}

// fixedKeys are the keys no action may take: they keep their meaning
// everywhere.
var fixedKeys = []ebiten.Key{
	ebiten.KeyTab, ebiten.KeyEscape, ebiten.KeyBackspace,
	ebiten.KeyShiftLeft, ebiten.KeyShiftRight, ebiten.KeyControlLeft, ebiten.KeyControlRight,
	ebiten.KeyAltLeft, ebiten.KeyAltRight, ebiten.KeyMetaLeft, ebiten.KeyMetaRight,
}

// KeyMap is the keys of every changeable action, in bindables' order.
type KeyMap struct {
	keys [len(bindables)][]ebiten.Key
}

// DefaultKeyMap returns the keys the game starts with.
func DefaultKeyMap() KeyMap {
	var m KeyMap
	for i, b := range bindables {
		m.keys[i] = slices.Clone(b.keys)
	}
	return m
}

// KeyConflict is a refused binding: the key already does another action.
type KeyConflict struct {
	Key    ebiten.Key
	Action int // the index in bindables of the action holding the key
}

func (e *KeyConflict) Error() string {
	return fmt.Sprintf("scenes: %s already does %s", e.Key, bindables[e.Action].name)
}

// KeyReserved is a refused binding: the key keeps its fixed meaning.
type KeyReserved struct{ Key ebiten.Key }

func (e *KeyReserved) Error() string { return fmt.Sprintf("scenes: %s keeps its own meaning", e.Key) }

// Bind gives action (an index in bindables) the one key k instead of its
// keys. A key another action has, or a fixed key, is refused and nothing
// changes.
func (m *KeyMap) Bind(action int, k ebiten.Key) error {
	if slices.Contains(fixedKeys, k) {
		return &KeyReserved{k}
	}
	for i, ks := range m.keys {
		if i != action && slices.Contains(ks, k) {
			return &KeyConflict{Key: k, Action: i}
		}
	}
	m.keys[action] = []ebiten.Key{k}
	return nil
}

// Keys returns an action's keys.
func (m *KeyMap) Keys(action int) []ebiten.Key { return m.keys[action] }

// Intents returns the intents whose keys went down this tick (or repeat,
// for the actions that repeat), given each key's press duration in ticks.
func (m *KeyMap) Intents(duration func(ebiten.Key) int) Intent {
	var out Intent
	for i, ks := range m.keys {
		for _, k := range ks {
			if d := duration(k); d == 1 || bindables[i].repeat && d > 24 && d%4 == 0 {
				out |= bindables[i].intent
			}
		}
	}
	return out
}

// String writes the keys that differ from the defaults, one action a
// line ("draw=Q"), as the settings file keeps them; "" for the defaults.
func (m KeyMap) String() string {
	var b strings.Builder
	for i, ks := range m.keys {
		if slices.Equal(ks, bindables[i].keys) {
			continue
		}
		names := make([]string, len(ks))
		for j, k := range ks {
			names[j] = k.String()
		}
		fmt.Fprintf(&b, "%s=%s\n", bindables[i].name, strings.Join(names, " "))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// KeyFileError is a line of the settings file's keys that cannot be used
// (an unknown action or key name, a fixed key, a key given to two
// actions, an action with no key).
type KeyFileError struct{ Line string }

func (e *KeyFileError) Error() string {
	return fmt.Sprintf("scenes: keys line %q cannot be used", e.Line)
}

// ParseKeyMap reads the settings file's keys (String's form) over the
// defaults. A line that cannot be used is a *KeyFileError naming it, and
// the defaults are returned whole.
func ParseKeyMap(s string) (KeyMap, error) {
	m := DefaultKeyMap()
	if strings.TrimSpace(s) == "" {
		return m, nil
	}
	var lines [len(bindables)]string // the line that set each action
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		bad := &KeyFileError{Line: line}
		name, keys, ok := strings.Cut(line, "=")
		i := slices.IndexFunc(bindables[:], func(b bindable) bool { return b.name == strings.TrimSpace(name) })
		if !ok || i < 0 {
			return DefaultKeyMap(), bad
		}
		var ks []ebiten.Key
		for _, f := range strings.Fields(keys) {
			var k ebiten.Key
			if err := k.UnmarshalText([]byte(f)); err != nil || slices.Contains(fixedKeys, k) || slices.Contains(ks, k) {
				return DefaultKeyMap(), bad
			}
			ks = append(ks, k)
		}
		if len(ks) == 0 {
			return DefaultKeyMap(), bad
		}
		m.keys[i] = ks
		lines[i] = line
	}
	owner := map[ebiten.Key]int{}
	for i, ks := range m.keys {
		for _, k := range ks {
			if j, dup := owner[k]; dup {
				if lines[i] == "" {
					i = j
				}
				return DefaultKeyMap(), &KeyFileError{Line: lines[i]}
			}
			owner[k] = i
		}
	}
	return m, nil
}

// keyLabel names a key as the screens show it.
func keyLabel(k ebiten.Key) string {
	switch k {
	case ebiten.KeyArrowLeft:
		return "←"
	case ebiten.KeyArrowRight:
		return "→"
	case ebiten.KeyArrowUp:
		return "↑"
	case ebiten.KeyArrowDown:
		return "↓"
	case ebiten.KeySlash:
		return "?"
	case ebiten.KeyNumpadEnter:
		return "Enter (numpad)"
	case ebiten.KeyPageUp:
		return "Page Up"
	case ebiten.KeyPageDown:
		return "Page Down"
	}
	return k.String()
}

// keysLabel names an action's keys: "Enter / Space".
func (m *KeyMap) keysLabel(action int) string {
	var names []string
	for _, k := range m.keys[action] {
		if k == ebiten.KeyNumpadEnter {
			continue // said with Enter
		}
		names = append(names, keyLabel(k))
	}
	return strings.Join(names, " / ")
}
