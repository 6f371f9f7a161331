// Command icongen draws the application icon from the game's own card art
// (rummy/sprites: the same painter and deck as the table) and writes it as
// PNG files in every size the platforms need, into assets/icons:
//
//	xvfb-run -a go run ./packaging/icongen -out assets/icons
//
// The icon is a rounded square of the table's felt with a fan of cards (the
// king of hearts, a joker, the ace of spades); at 32 px and below, where a
// fan cannot be read, the ace of spades alone. Each size is drawn four
// times larger and scaled down, so edges stay smooth.
//
// For the browser build's web app manifest it also writes
// rummy-maskable-SIZE.png (MaskableSizes): the felt to every edge and the
// fan within the middle 72%, inside the circle a phone's launcher may cut
// the icon to. It needs a display
// (Ebiten draws on the GPU); the files are committed, so builds do not.
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/draw"

	"rummy/engine"
	"rummy/sprites"
)

// Sizes are the icon's sizes in pixels: Windows' .ico (16–256), the
// freedesktop hicolor theme (16–512), macOS's .icns (16–1024) and the web
// app manifest (192 and 512).
var Sizes = []int{16, 24, 32, 48, 64, 128, 192, 256, 512, 1024}

// MaskableSizes are the sizes of the maskable icon (web app manifest).
var MaskableSizes = []int{192, 512}

// maskableArea is the share of a maskable icon's side the fan is drawn
// in: launchers keep at least the circle of 80% of the side.
const maskableArea = 0.72

// icon is one file to write: a size, plain or maskable.
type icon struct {
	size     int
	maskable bool
}

// icons lists every file icongen writes, in order.
func icons() []icon {
	var out []icon
	for _, s := range Sizes {
		out = append(out, icon{size: s})
	}
	for _, s := range MaskableSizes {
		out = append(out, icon{size: s, maskable: true})
	}
	return out
}

// super is how many times larger each size is drawn before scaling down,
// up to maxDraw pixels (the deck's atlas must fit the GPU's largest image).
const (
	super   = 4
	maxDraw = 1024
)

// drawn is the canvas size size s is drawn at.
func drawn(s int) int { return min(s*super, maxDraw) }

func main() {
	out := flag.String("out", "assets/icons", "folder to write rummy-SIZE.png into")
	flag.Parse()
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("icongen")
	g := &gen{out: *out, cards: sprites.NewCardArt(mustFonts(), sprites.NewPainter(), false), paint: sprites.NewPainter()}
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "icongen:", err)
		os.Exit(1)
	}
	if g.err != nil {
		fmt.Fprintln(os.Stderr, "icongen:", g.err)
		os.Exit(1)
	}
}

func mustFonts() *sprites.Fonts {
	f, err := sprites.NewFonts()
	if err != nil {
		fmt.Fprintln(os.Stderr, "icongen:", err)
		os.Exit(1)
	}
	return f
}

// gen draws one size a frame (Update prepares its cards, Draw draws and
// saves it) and ends the loop after the last.
type gen struct {
	out   string
	cards *sprites.CardArt
	paint *sprites.Painter
	next  int // index in icons() of the icon to draw
	ready bool
	err   error
}

func (g *gen) Update() error {
	if g.err != nil || g.next == len(icons()) {
		return ebiten.Termination
	}
	for _, c := range icons()[g.next].layout() {
		g.cards.Prepare(c.d.H)
	}
	g.ready = true
	return nil
}

func (g *gen) Draw(*ebiten.Image) {
	if !g.ready || g.err != nil || g.next == len(icons()) {
		return
	}
	g.ready = false
	if err := os.MkdirAll(g.out, 0o755); err != nil {
		g.err = err
		return
	}
	g.err = g.write(icons()[g.next])
	g.next++
}

func (g *gen) Layout(int, int) (int, int) { return 64, 64 }

// placed is one card of the icon.
type placed struct {
	face engine.Face
	d    sprites.CardDraw
}

// name is the icon's file name.
func (ic icon) name() string {
	if ic.maskable {
		return fmt.Sprintf("rummy-maskable-%d.png", ic.size)
	}
	return fmt.Sprintf("rummy-%d.png", ic.size)
}

// layout places the icon's cards on its canvas of drawn(size) pixels: a
// maskable icon's within the middle maskableArea of it.
func (ic icon) layout() []placed {
	f := float64(drawn(ic.size))
	if !ic.maskable {
		return layout(ic.size, f, 0)
	}
	return layout(ic.size, f*maskableArea, f*(1-maskableArea)/2)
}

// layout places the cards of size s in a square of f pixels whose corner
// is at (off, off).
func layout(s int, f, off float64) []placed {
	if s <= 32 {
		h := f * 0.80
		return []placed{{engine.NewFace(engine.Ace, engine.Spades), sprites.CardDraw{X: off + (f-h*sprites.CardAspect)/2, Y: off + f*0.10, H: h}}}
	}
	h := f * 0.62
	w := h * sprites.CardAspect
	cx, y := off+(f-w)/2, off+f*0.17
	return []placed{
		{engine.NewFace(engine.King, engine.Hearts), sprites.CardDraw{X: cx - f*0.17, Y: y + f*0.03, H: h, Angle: -0.30}},
		{engine.JokerFace, sprites.CardDraw{X: cx, Y: y - f*0.01, H: h}},
		{engine.NewFace(engine.Ace, engine.Spades), sprites.CardDraw{X: cx + f*0.17, Y: y + f*0.03, H: h, Angle: 0.30}},
	}
}

// write draws an icon at super times its size and saves it scaled down:
// a rounded square of felt, or for a maskable icon felt to the edges.
func (g *gen) write(ic icon) error {
	s := ic.size
	n := drawn(s)
	img := ebiten.NewImage(n, n)
	defer img.Deallocate()
	f := float64(n)
	if ic.maskable {
		img.Fill(sprites.Felt)
	} else {
		r := sprites.Rect{X: f * 0.03, Y: f * 0.03, W: f * 0.94, H: f * 0.94}
		g.paint.FillRoundRect(img, r, f*0.2, sprites.FeltDark)
		inner := sprites.Rect{X: r.X + f*0.025, Y: r.Y + f*0.025, W: r.W - f*0.05, H: r.H - f*0.05}
		g.paint.FillRoundRect(img, inner, f*0.18, sprites.Felt)
	}
	for _, c := range ic.layout() {
		g.cards.Draw(img, c.face, c.d)
	}
	big := image.NewRGBA(image.Rect(0, 0, n, n))
	img.ReadPixels(big.Pix)
	small := image.NewNRGBA(image.Rect(0, 0, s, s))
	draw.CatmullRom.Scale(small, small.Bounds(), unpremultiply(big), big.Bounds(), draw.Src, nil)
	file, err := os.Create(filepath.Join(g.out, ic.name()))
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(file, small); err != nil {
		file.Close()
		return err
	}
	return file.Close()
}

// unpremultiply turns Ebiten's premultiplied pixels into straight alpha.
func unpremultiply(src *image.RGBA) *image.NRGBA {
	dst := image.NewNRGBA(src.Bounds())
	draw.Draw(dst, dst.Bounds(), src, image.Point{}, draw.Src)
	return dst
}
