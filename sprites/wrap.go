package sprites

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Wrap breaks text into lines no wider than width, at spaces, keeping
// explicit newlines. A word wider than width gets a line of its own.
func Wrap(s string, face text.Face, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			try := line + " " + w
			if text.Advance(try, face) > width {
				lines = append(lines, line)
				line = w
				continue
			}
			line = try
		}
		lines = append(lines, line)
	}
	return lines
}

// Ellipsize returns s, or as much of it as fits in width followed by
// "…" when it does not fit (a line the floor on text sizes keeps from
// shrinking to fit).
func Ellipsize(s string, face text.Face, width float64) string {
	if text.Advance(s, face) <= width {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits with the ellipsis
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if text.Advance(strings.TrimRight(string(r[:mid]), " ")+"…", face) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimRight(string(r[:lo]), " ") + "…"
}
