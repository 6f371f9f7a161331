package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// drawParagraphIn draws text wrapped to r's width from r's top, as many
// lines as r's height holds; a text that goes on is cut with "…" on the
// last line that fits (issue 29: at 720×450 the smallest print is bigger
// than the design's rows, and a note ran into the button below it).
func drawParagraphIn(dst *ebiten.Image, s string, face *sprites.Face, r sprites.Rect, clr color.Color) {
	lh := face.Size * 1.35
	lines := sprites.Wrap(s, face, r.W)
	fit := max(1, int(r.H/lh))
	for i, line := range lines {
		if i == fit-1 && len(lines) > fit {
			line = sprites.Ellipsize(line+"…", face, r.W)
		}
		if i == fit {
			break
		}
		sprites.DrawText(dst, line, face, r.X, r.Y+lh*(float64(i)+0.5), sprites.AlignLeft, clr)
	}
}
