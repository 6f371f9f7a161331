// Package names cleans the names people give themselves, the same way
// on the server and in every client (issue 26 item 9): one normal form,
// no control or invisible characters, a length in characters, and
// distinct names at one table.
package names

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxRunes is the longest name, in characters (after Clean): enough for
// a first and last name, short enough for a seat's label.
const MaxRunes = 20

// MaxBytes bounds a name's UTF-8 length too (the protocol's MaxName), so
// that twenty characters of any script fit on the wire.
const MaxBytes = 40

// Clean returns name in Unicode normal form C with the characters that
// change how other text looks or hide themselves removed: C0 and C1
// controls, bidirectional overrides and isolates, and invisible
// formatting (zero-width spaces and joiners, the byte order mark, soft
// hyphens: every format character, Unicode category Cf). Runs of spaces
// of any kind become one space, the ends are trimmed, and the name is
// cut to MaxRunes characters (and MaxBytes bytes). It may return "": the
// caller then uses its default name.
func Clean(name string) string {
	name = strings.ToValidUTF8(name, "")
	var b strings.Builder
	space := false
	n := 0
	for _, r := range norm.NFC.String(name) {
		switch {
		case unicode.IsControl(r) && !unicode.IsSpace(r), unicode.Is(unicode.Cf, r), unicode.Is(unicode.Co, r), r == utf8.RuneError:
			continue
		case unicode.IsSpace(r) || unicode.Is(unicode.Zs, r):
			space = b.Len() > 0
			continue
		}
		if n >= MaxRunes || b.Len()+utf8.RuneLen(r) > MaxBytes {
			break
		}
		if space {
			if n+1 >= MaxRunes || b.Len()+1+utf8.RuneLen(r) > MaxBytes {
				break
			}
			b.WriteByte(' ')
			n++
			space = false
		}
		b.WriteRune(r)
		n++
	}
	return norm.NFC.String(b.String())
}

// Distinct returns name, or if a name in taken is the same (ignoring
// case) the first free "name 2", "name 3", …, cut so that it keeps
// MaxRunes characters and MaxBytes bytes.
func Distinct(name string, taken []string) string {
	used := func(s string) bool {
		for _, t := range taken {
			if strings.EqualFold(t, s) {
				return true
			}
		}
		return false
	}
	if !used(name) {
		return name
	}
	for i := 2; ; i++ {
		suffix := " " + strconv.Itoa(i)
		base := []rune(name)
		for len(base) > 0 && (len(base)+len(suffix) > MaxRunes || len(string(base))+len(suffix) > MaxBytes) {
			base = base[:len(base)-1]
		}
		if s := strings.TrimRight(string(base), " ") + suffix; !used(s) {
			return s
		}
	}
}
