//go:build ignore

// courts_gen renders the court figures (jacks, queens, kings) of Adrian
// Kennard's CC0 deck into assets/courts/*.png: only the double-headed
// figure in its frame, without the corner indices and the card's paper,
// which the game draws itself (sprites/card_art.go). The small suit
// symbols inside the figures take the game's suit inks, once for the
// two-colour deck and, for clubs and diamonds, once more for the
// four-colour deck.
//
// Each PNG is then reduced to a 256-colour palette with alpha by
// pngquant (Debian pngquant): a third of the size, which the browser
// build downloads, with no difference to see at card size.
//
// Run from the repository root, with rsvg-convert (Debian librsvg2-bin)
// and pngquant on the PATH and the npm package unpacked (npm pack
// @heruka_urgyen/react-playing-cards@0.5.0; tar xzf …):
//
//	go run assets/courts_gen.go -src package/src/images
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

// figureHeight is the height in pixels of a rendered figure: crisp on
// cards up to 500 px high (the figure is 0.64 of the card), above a
// hand card on a 4K screen (432 px).
const figureHeight = 320

// Suit inks of sprites/palette.go.
const (
	inkBlack = "#1c1c22"
	inkRed   = "#c7222e"
	inkBlue  = "#1d52b0"
	inkGreen = "#1c7a3a"
)

func main() {
	src := flag.String("src", "package/src/images", "the npm package's src/images folder")
	out := flag.String("out", "assets/courts", "where the PNGs go")
	flag.Parse()
	ink2 := map[byte]string{'S': inkBlack, 'H': inkRed, 'D': inkRed, 'C': inkBlack}
	ink4 := map[byte]string{'D': inkBlue, 'C': inkGreen}
	for _, rank := range "JQK" {
		for _, suit := range "SHDC" {
			name := string(rank) + string(suit)
			if err := render(filepath.Join(*src, "2color", name+".svg"), filepath.Join(*out, name+".png"), byte(suit), ink2[byte(suit)]); err != nil {
				fail(err)
			}
			if ink, ok := ink4[byte(suit)]; ok {
				if err := render(filepath.Join(*src, "2color", name+".svg"), filepath.Join(*out, name+"4.png"), byte(suit), ink); err != nil {
					fail(err)
				}
			}
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "courts_gen:", err)
	os.Exit(1)
}

var (
	viewBox   = regexp.MustCompile(`viewBox="-120 -168 240 336" width="2.5in"`)
	paper     = regexp.MustCompile(`<rect width="239" height="335"[^>]*></rect>`)
	corner    = regexp.MustCompile(`<use xlink:href="#[VS][SHDC][JQK]" height="[0-9.]+" x="[-0-9.]+" y="[-0-9.]+"></use>`)
	emptyG    = regexp.MustCompile(`<g transform="rotate\(180\)"></g>`)
	suitPath  = regexp.MustCompile(`(<symbol id="S[SHDC][JQK]"[^>]*><path d="[^"]*") fill="[a-z]+"`)
	robeRed   = regexp.MustCompile(`(fill|stroke)="red"`)
	cardSizeH = regexp.MustCompile(`height="3.5in"`)
)

// render writes one figure: the SVG with the paper and the corners taken
// out, cropped to the figure's frame, suit symbols inked.
func render(in, out string, suit byte, ink string) error {
	b, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	s := string(b)
	s = suitPath.ReplaceAllString(s, `$1 fill="`+ink+`"`)
	s = robeRed.ReplaceAllString(s, `$1="`+inkRed+`"`)
	s = paper.ReplaceAllString(s, "")
	s = corner.ReplaceAllString(s, "")
	s = emptyG.ReplaceAllString(s, "")
	s = cardSizeH.ReplaceAllString(s, `height="2.62in"`)
	s = viewBox.ReplaceAllString(s, `viewBox="-83 -131 166 262" width="1.66in"`)
	if strings.Contains(s, `y="-156"`) {
		return fmt.Errorf("%s: corner indices left in", in)
	}
	cmd := exec.Command("rsvg-convert", "-h", fmt.Sprint(figureHeight), "-o", out)
	cmd.Stdin = bytes.NewReader([]byte(s))
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return err
	}
	q := exec.Command("pngquant", "--quality", "85-98", "--speed", "1", "--strip", "--force", "--output", out, "--", out)
	q.Stderr = os.Stderr
	return q.Run()
}
