package sprites

import "image/color"

// theme is every colour that the high-contrast setting changes.
type theme struct {
	felt, feltDark, panel, ink, inkDim, inkFaint, gold  color.RGBA
	button, buttonHover, primary, primaryHover, danger  color.RGBA
	target, selected, hint, illegal, valid, active, one color.RGBA
	tileOn                                              color.RGBA
}

// current reads the palette in force.
func current() theme {
	return theme{Felt, FeltDark, Panel, Ink, InkDim, InkFaint, Gold,
		Button, ButtonHover, ButtonPrimary, ButtonPrimaryHover, Danger,
		MarkTarget, MarkSelected, MarkHint, MarkIllegal, MarkValid, SeatActive, SeatOneCard, TileOn}
}

// use puts a theme in force.
func (t theme) use() {
	Felt, FeltDark, Panel, Ink, InkDim, InkFaint, Gold = t.felt, t.feltDark, t.panel, t.ink, t.inkDim, t.inkFaint, t.gold
	Button, ButtonHover, ButtonPrimary, ButtonPrimaryHover, Danger = t.button, t.buttonHover, t.primary, t.primaryHover, t.danger
	MarkTarget, MarkSelected, MarkHint, MarkIllegal, MarkValid, SeatActive, SeatOneCard = t.target, t.selected, t.hint, t.illegal, t.valid, t.active, t.one
	TileOn = t.tileOn
}

// normalTheme is the palette as the game starts.
var normalTheme = current()

// highContrast darkens the felt, the panels and the buttons and
// brightens every ink, so that text stands at least 7:1 against what it
// is drawn on (TestHighContrastTextReachesSevenToOne measures it).
var highContrast = theme{
	felt: color.RGBA{0x0b, 0x24, 0x16, 0xff}, feltDark: color.RGBA{0x05, 0x12, 0x0a, 0xff},
	panel: color.RGBA{0x00, 0x00, 0x00, 0xe0}, ink: color.RGBA{0xff, 0xff, 0xff, 0xff},
	inkDim: color.RGBA{0xf2, 0xf2, 0xf2, 0xff}, inkFaint: color.RGBA{0xdc, 0xdc, 0xdc, 0xff},
	gold:   color.RGBA{0xff, 0xd5, 0x4a, 0xff},
	button: color.RGBA{0x10, 0x30, 0x1f, 0xff}, buttonHover: color.RGBA{0x1d, 0x52, 0x35, 0xff},
	primary: color.RGBA{0x4d, 0x33, 0x00, 0xff}, primaryHover: color.RGBA{0x66, 0x45, 0x0a, 0xff},
	danger: color.RGBA{0xff, 0x8f, 0x8f, 0xff},
	target: color.RGBA{0xff, 0xd5, 0x4a, 0xff}, selected: color.RGBA{0xff, 0xff, 0xff, 0xff},
	hint: color.RGBA{0x7c, 0xc8, 0xff, 0xff}, illegal: color.RGBA{0xff, 0x9c, 0xc0, 0xff},
	valid: color.RGBA{0x8a, 0xf0, 0x9a, 0xff}, active: color.RGBA{0xff, 0xd5, 0x4a, 0xff},
	one: color.RGBA{0xff, 0x9c, 0xc0, 0xff}, tileOn: color.RGBA{0x10, 0x30, 0x1f, 0xff},
}

// SetHighContrast puts the high-contrast palette in force, or the normal
// one. Backdrops notice the felt's change as they are next prepared.
func SetHighContrast(on bool) {
	if on {
		highContrast.use()
		return
	}
	normalTheme.use()
}

// HighContrast reports whether the high-contrast palette is in force.
func HighContrast() bool { return Felt == highContrast.felt }
