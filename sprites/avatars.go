package sprites

import (
	"hash/fnv"
	"image"
	"image/color"
	"math"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// avatarCells is how many avatars one atlas holds (Kopilka seats
// fifteen; the menu and the table never show more names at once).
const avatarCols, avatarRows = 8, 4

// avatarColours are the discs' colours; a name's hash picks two.
var avatarColours = [...]color.RGBA{
	{0xc9, 0x5b, 0x3c, 0xff}, {0x3c, 0x7d, 0xc9, 0xff}, {0x8e, 0x4f, 0xb8, 0xff}, {0x2f, 0x9a, 0x7a, 0xff},
	{0xd1, 0x9a, 0x2a, 0xff}, {0xb8, 0x3f, 0x6e, 0xff}, {0x4f, 0x6b, 0x8e, 0xff}, {0x6f, 0x8f, 0x2f, 0xff},
	{0x9c, 0x5a, 0x34, 0xff}, {0x35, 0x8e, 0xa6, 0xff},
}

// Avatars draws a simple picture for each name — a coloured disc with a
// pattern and the name's initial, the same for the same name every time
// — into one atlas per size. Prepare (from Update) draws what is
// missing; Draw only copies from the atlas, so frames make no images.
type Avatars struct {
	fonts *Fonts
	paint *Painter
	px    int
	atlas *ebiten.Image
	cells map[string]int
	// builds counts the atlases made (tests check frames make none).
	builds int
}

// NewAvatars makes an empty avatar atlas drawing with fonts and paint.
func NewAvatars(fonts *Fonts, paint *Painter) *Avatars {
	return &Avatars{fonts: fonts, paint: paint, cells: make(map[string]int)}
}

// Builds returns how many atlases were made so far.
func (a *Avatars) Builds() int { return a.builds }

// Prepare makes sure every name has its avatar at diameter d pixels.
// A new size starts a new atlas; a full one is cleared and refilled.
func (a *Avatars) Prepare(d float64, names []string) {
	px := max(8, int(math.Round(d)))
	if px != a.px || a.atlas == nil {
		if a.atlas != nil {
			a.atlas.Deallocate()
		}
		a.px = px
		a.atlas = ebiten.NewImage(avatarCols*(px+2), avatarRows*(px+2))
		a.builds++
		clear(a.cells)
	}
	for _, n := range names {
		if _, ok := a.cells[n]; ok {
			continue
		}
		if len(a.cells) == avatarCols*avatarRows {
			a.atlas.Clear()
			clear(a.cells)
		}
		i := len(a.cells)
		a.cells[n] = i
		a.drawAvatar(a.cell(i), n)
	}
}

// cell is the atlas's sub-image of avatar i.
func (a *Avatars) cell(i int) *ebiten.Image {
	s := a.px + 2
	x, y := (i%avatarCols)*s+1, (i/avatarCols)*s+1
	return a.atlas.SubImage(image.Rect(x, y, x+a.px, y+a.px)).(*ebiten.Image)
}

// Draw draws a name's avatar with its top-left corner at (x, y), at the
// prepared size; a name not prepared is not drawn.
func (a *Avatars) Draw(dst *ebiten.Image, name string, x, y float64) {
	i, ok := a.cells[name]
	if !ok {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	dst.DrawImage(a.cell(i), op)
}

// Size returns the prepared diameter in pixels.
func (a *Avatars) Size() float64 { return float64(a.px) }

// avatarLook is what an avatar shows, chosen by a name's hash.
type avatarLook struct {
	base, accent color.RGBA
	pattern      int // 0 a band, 1 a ring, 2 three dots, 3 a half
	initial      string
}

// lookOf picks a name's colours, pattern and initial.
func lookOf(name string) avatarLook {
	h := fnv.New32a()
	h.Write([]byte(name))
	v := h.Sum32()
	n := uint32(len(avatarColours))
	base := avatarColours[v%n]
	accent := avatarColours[(v/n+1+v%n)%n]
	if accent == base {
		accent = avatarColours[(v%n+3)%n]
	}
	initial := "?"
	for _, r := range strings.TrimSpace(name) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			initial = string(unicode.ToUpper(r))
			break
		}
	}
	return avatarLook{base: base, accent: accent, pattern: int(v/(n*n)) % 4, initial: initial}
}

// drawAvatar paints one avatar into its cell.
func (a *Avatars) drawAvatar(dst *ebiten.Image, name string) {
	l := lookOf(name)
	b := dst.Bounds()
	d := float64(a.px)
	ox, oy := float64(b.Min.X), float64(b.Min.Y)
	r := d / 2
	cx, cy := ox+r, oy+r
	p := a.paint
	p.FillCircle(dst, cx, cy, r, color.RGBA{0xe8, 0xe4, 0xd8, 0xff}) // a light rim
	p.FillCircle(dst, cx, cy, r-math.Max(1, d*0.05), l.base)
	switch l.pattern {
	case 0:
		p.FillRoundRect(dst, Rect{X: ox + d*0.12, Y: oy + d*0.64, W: d * 0.76, H: d * 0.16}, d*0.08, l.accent)
	case 1:
		p.StrokeRoundRect(dst, Rect{X: ox + d*0.1, Y: oy + d*0.1, W: d * 0.8, H: d * 0.8}, d*0.4, d*0.06, l.accent)
	case 2:
		for k := -1; k <= 1; k++ {
			p.FillCircle(dst, cx+float64(k)*d*0.16, oy+d*0.8, d*0.05, l.accent)
		}
	default:
		p.FillRoundRect(dst, Rect{X: ox + d*0.2, Y: oy + d*0.68, W: d * 0.6, H: d * 0.2}, d*0.1, l.accent)
	}
	DrawText(dst, l.initial, a.fonts.Art(d*0.5, Bold), cx, cy-d*0.04, AlignCenter, Ink)
}
