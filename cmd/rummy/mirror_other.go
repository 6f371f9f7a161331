//go:build !js

package main

import "rummy/scenes"

// pageMirror is the browser page's screen-reader mirror; a desktop has
// no page (it reads aloud through the speech service instead).
func pageMirrorFor(*scenes.App) {}
