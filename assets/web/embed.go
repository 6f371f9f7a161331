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

// Manifest is the web app manifest of the browser build, written to
// web/manifest.webmanifest: the game installs as an app with its icons
// (rummy-SIZE.png and rummy-maskable-SIZE.png, from assets/icons).
//
//go:embed manifest.webmanifest
var Manifest []byte

// ServiceWorker is the service worker of the browser build, written to
// web/sw.js with its build mark (the line `const BUILD = "dev";`) set
// to the hash of the game's wasm: it keeps that build for starts without
// a network.
//
//go:embed sw.js
var ServiceWorker []byte
