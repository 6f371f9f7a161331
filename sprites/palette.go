package sprites

import "image/color"

// The game's palette: a calm felt green, warm ivory cards, muted gold for
// focus and highlights.
var (
	// Felt is the table's base colour.
	Felt = color.RGBA{0x1f, 0x5c, 0x3a, 0xff}
	// FeltDark is the edge of the table's vignette.
	FeltDark = color.RGBA{0x12, 0x3d, 0x26, 0xff}
	// Panel is a translucent dark panel laid on the felt.
	Panel = color.RGBA{0x08, 0x20, 0x14, 0xb0}
	// PanelLine outlines panels.
	PanelLine = color.RGBA{0x26, 0x26, 0x26, 0x26}
	// Ink is the main text colour on the felt.
	Ink = color.RGBA{0xf4, 0xf1, 0xe6, 0xff}
	// InkDim is secondary text on the felt.
	InkDim = color.RGBA{0xbf, 0xcf, 0xc4, 0xff}
	// InkFaint is disabled text.
	InkFaint = color.RGBA{0x86, 0x9c, 0x8e, 0xff}
	// Gold marks focus, selection and legal drop targets.
	Gold = color.RGBA{0xe8, 0xc5, 0x6a, 0xff}
	// Button is a button's face.
	Button = color.RGBA{0x2b, 0x73, 0x4b, 0xff}
	// ButtonHover is a hovered or focused button's face.
	ButtonHover = color.RGBA{0x38, 0x8c, 0x5d, 0xff}
	// ButtonPrimary is the face of the main action (Start).
	ButtonPrimary = color.RGBA{0xc9, 0x8f, 0x2c, 0xff}
	// ButtonPrimaryHover is the hovered main action.
	ButtonPrimaryHover = color.RGBA{0xdd, 0xa4, 0x3e, 0xff}
	// TileOn is the face of a chosen tile (the menu's rule sets).
	TileOn = color.RGBA{0x2b, 0x73, 0x4b, 0xe0}
	// Danger marks errors and refused moves.
	Danger = color.RGBA{0xc4, 0x4d, 0x3f, 0xff}
)

// Card colours.
var (
	cardPaper  = color.RGBA{0xfd, 0xfb, 0xf4, 0xff}
	cardEdge   = color.RGBA{0x9a, 0x93, 0x82, 0xff}
	suitBlack  = color.RGBA{0x1c, 0x1c, 0x22, 0xff}
	suitRed    = color.RGBA{0xc7, 0x22, 0x2e, 0xff}
	suitBlue   = color.RGBA{0x1d, 0x52, 0xb0, 0xff}
	suitGreen  = color.RGBA{0x00, 0x8a, 0x6e, 0xff} // a bluish green: apart from the red for red-green deficiencies
	backBase   = color.RGBA{0x7a, 0x1f, 0x2b, 0xff}
	backLine   = color.RGBA{0xa8, 0x3a, 0x46, 0xff}
	backBorder = color.RGBA{0xf3, 0xe7, 0xce, 0xff}
	jokerGold  = color.RGBA{0xc4, 0x8a, 0x1c, 0xff}
)
