// Package web holds the page template of the browser build: the HTML page
// that loads rummy.wasm through Go's wasm_exec.js, shows download progress
// and explains in plain words why the game cannot start when it cannot.
package web

import _ "embed"

// IndexHTML is the page of the browser build, written to web/index.html
// next to rummy.wasm and wasm_exec.js. The game hides its loading screen
// by calling window.rummyStarted() (or setting window.rummyReady = true)
// once it has drawn its first frame.
//
//go:embed index.html
var IndexHTML []byte
