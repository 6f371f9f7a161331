// Package assets holds what the game loads at start-up: its fonts (the Go
// fonts) and the court figures of the cards (Adrian Kennard's CC0 deck,
// embedded with go:embed); see LICENSES.md. Assets are named by typed
// IDs, never by strings.
package assets

import (
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// FontID names one of the game's typefaces.
type FontID uint8

// The game's typefaces.
const (
	// FontRegular is Go Regular: UI text, help lines, the rules.
	FontRegular FontID = iota
	// FontBold is Go Bold: titles, buttons, card indices.
	FontBold
	// NumFonts is the number of typefaces.
	NumFonts
)

// Font returns the TrueType data of a typeface. Go Regular and Go Bold
// cover Latin, Cyrillic and the four card suits ♠♥♦♣.
func Font(id FontID) []byte {
	if id == FontBold {
		return gobold.TTF
	}
	return goregular.TTF
}
