package scenes

import (
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// largePrint is how text is sized in large print: everything a fifth
// bigger and nothing under 14 px (normal print keeps sprites.MinTextPx).
const (
	largePrintScale = 1.2
	largePrintMinPx = 14
)

// applyPrint sizes the fonts for the large-print and text-size settings.
func (a *App) applyPrint() {
	a.Fonts.Print(a.textFloor(), a.textScale())
}

// textScale is how much bigger than normal text is drawn: the text size
// chosen (100 to 150 %), else a fifth bigger in large print.
func (a *App) textScale() float64 {
	if s := a.Settings.TextSize; s >= store.MinTextSize {
		return float64(s) / 100
	}
	if a.Settings.LargePrint {
		return largePrintScale
	}
	return 1
}

// textFloor is the smallest text the print settings draw, in device
// pixels: so many CSS pixels times the device scale factor.
func (a *App) textFloor() float64 {
	dpr := max(1, a.Scale)
	if a.textScale() >= largePrintScale {
		return largePrintMinPx * dpr
	}
	return sprites.MinTextPx * dpr
}

// cardScale is how much bigger than medium the table draws cards.
func (a *App) cardScale() float64 { return a.Settings.CardSize.Scale() }

// cardSizeKey returns a card size's catalogue key.
func cardSizeKey(c store.CardSize) i18n.Key {
	switch c {
	case store.CardS:
		return i18n.CardSizeS
	case store.CardL:
		return i18n.CardSizeL
	case store.CardXL:
		return i18n.CardSizeXL
	}
	return i18n.CardSizeM
}

// nextCardSize steps a card size by d through S, M, L, XL (wrapping).
func nextCardSize(c store.CardSize, d int) store.CardSize {
	i := 1
	for k, v := range store.CardSizes {
		if v == c {
			i = k
		}
	}
	n := len(store.CardSizes)
	return store.CardSizes[((i+d)%n+n)%n]
}
