//go:build js

package main

import (
	"strconv"
	"sync"
	"syscall/js"

	"rummy/scenes"
)

// pageMirror repeats the table in the page's accessibility tree (issue 30
// item 4): a live region (role log) that screen readers read as the
// table's sentences come, and a visually hidden list of buttons — the
// person's cards, the piles, the melds and the moves — whose activation
// plays through the keyboard's moves (Manager reads Pending each tick;
// no second game loop). Its elements live in their own block,
// #rummy-a11y, made here: the page template is left alone.
type pageMirror struct {
	live, list js.Value
	items      []mirrorItem
	buttons    []js.Value
	mu         sync.Mutex
	keys       scenes.Intent
	cursor     int
	last       string
	click      js.Func
	// said counts the sentences announced (each line's data-n, so a
	// reader of the page can tell which it missed).
	said int
}

// mirrorItem is one button of the list: what it does and its words.
type mirrorItem struct {
	act   string // card, draw, take, meld, discard, layoff
	index int    // the card's index in the hand
	text  string
}

// maxLiveLines is how many sentences the live region keeps.
const maxLiveLines = 40

// pageMirrorFor gives the app the page's mirror.
func pageMirrorFor(app *scenes.App) { app.Mirror = newPageMirror() }

// newPageMirror makes the page's block and returns its mirror.
func newPageMirror() *pageMirror {
	doc := js.Global().Get("document")
	box := doc.Call("createElement", "div")
	box.Set("id", "rummy-a11y")
	// Visually hidden, still in the accessibility tree and focusable.
	box.Get("style").Set("cssText", "position:absolute;left:0;top:0;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap")
	live := doc.Call("createElement", "div")
	live.Set("id", "rummy-live")
	live.Call("setAttribute", "role", "log")
	live.Call("setAttribute", "aria-live", "polite")
	list := doc.Call("createElement", "ul")
	list.Set("id", "rummy-list")
	box.Call("appendChild", live)
	box.Call("appendChild", list)
	doc.Get("body").Call("appendChild", box)
	m := &pageMirror{live: live, list: list}
	m.click = js.FuncOf(func(this js.Value, _ []js.Value) any {
		i, err := strconv.Atoi(this.Get("dataset").Get("i").String())
		if err == nil {
			m.activate(i)
		}
		return nil
	})
	return m
}

// Announce adds sentences to the live region, dropping the oldest.
func (m *pageMirror) Announce(lines []string) {
	doc := js.Global().Get("document")
	for _, l := range lines {
		p := doc.Call("createElement", "p")
		p.Set("textContent", l)
		m.said++
		p.Get("dataset").Set("n", strconv.Itoa(m.said))
		m.live.Call("appendChild", p)
	}
	for m.live.Get("childElementCount").Int() > maxLiveLines {
		m.live.Call("removeChild", m.live.Get("firstElementChild"))
	}
}

// Show updates the list's buttons in place (focus stays where it was)
// when the table's words changed.
func (m *pageMirror) Show(t scenes.TableText) {
	var items []mirrorItem
	for i, c := range t.Hand {
		items = append(items, mirrorItem{"card", i, c})
	}
	items = append(items,
		mirrorItem{"draw", 0, t.Stock + " — " + t.Labels[0]},
		mirrorItem{"take", 0, t.Discard + " — " + t.Labels[1]},
		mirrorItem{"meld", 0, t.Labels[2]},
		mirrorItem{"discard", 0, t.Labels[3]})
	for _, s := range t.Melds {
		items = append(items, mirrorItem{"layoff", 0, s})
	}
	key := t.Name
	for _, it := range items {
		key += "\x00" + it.act + it.text
	}
	if key == m.last {
		return
	}
	m.last = key
	m.list.Call("setAttribute", "aria-label", t.Name)
	doc := js.Global().Get("document")
	for len(m.buttons) < len(items) {
		li := doc.Call("createElement", "li")
		b := doc.Call("createElement", "button")
		b.Set("type", "button")
		b.Get("dataset").Set("i", strconv.Itoa(len(m.buttons)))
		b.Call("addEventListener", "click", m.click)
		li.Call("appendChild", b)
		m.list.Call("appendChild", li)
		m.buttons = append(m.buttons, b)
	}
	for len(m.buttons) > len(items) {
		n := len(m.buttons) - 1
		m.list.Call("removeChild", m.buttons[n].Get("parentElement"))
		m.buttons = m.buttons[:n]
	}
	for i, it := range items {
		m.buttons[i].Set("textContent", it.text)
		m.buttons[i].Get("dataset").Set("act", it.act)
	}
	m.mu.Lock()
	m.items = items
	m.mu.Unlock()
}

// activate turns a button's click into the keyboard's move: a card is
// the cursor put on it and Enter (select), the piles D and T, the moves
// M and X, a meld L (lay the selected card off).
func (m *pageMirror) activate(i int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if i < 0 || i >= len(m.items) {
		return
	}
	switch it := m.items[i]; it.act {
	case "card":
		m.cursor = it.index + 1
		m.keys |= scenes.IntentActivate
	case "draw":
		m.keys |= scenes.IntentDraw
	case "take":
		m.keys |= scenes.IntentTake
	case "meld":
		m.keys |= scenes.IntentMeld
	case "discard":
		m.keys |= scenes.IntentDiscard
	case "layoff":
		m.keys |= scenes.IntentLayOff
	}
}

// Pending returns the activations' intents and cursor once.
func (m *pageMirror) Pending() (scenes.Intent, int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	k, c := m.keys, m.cursor
	m.keys, m.cursor = 0, 0
	return k, c
}
