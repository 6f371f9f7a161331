//go:build js

package main

import (
	"net/url"
	"syscall/js"
)

// testPage reports whether the page runs the browser's end-to-end test
// (?test=1), which expects the menu first: it is not offered the lesson.
func testPage() bool {
	q, _ := url.ParseQuery(trimQuery(js.Global().Get("location").Get("search").String()))
	return q.Get("test") == "1"
}
