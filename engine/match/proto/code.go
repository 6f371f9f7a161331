package proto

import (
	"fmt"
	"strings"
)

// CodeAlphabet is the invite codes' alphabet: 32 letters and digits with
// none that are read alike (no I, O, 0 or 1), 5 bits each.
const CodeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// CodeLen is an invite code's length without its dash: 50 bits.
const CodeLen = 10

// FormatCode writes code letters as ABCDE-FGHJK.
func FormatCode(letters string) string {
	return letters[:CodeLen/2] + "-" + letters[CodeLen/2:]
}

// NormalizeCode reads a code as a person types it (any case, spaces or
// dashes anywhere) and returns it as FormatCode writes it.
func NormalizeCode(s string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		switch {
		case r == ' ' || r == '-':
			continue
		}
		if !strings.ContainsRune(CodeAlphabet, r) {
			return "", fmt.Errorf("proto: %q is not an invite code: it has %d letters and digits like ABCDE-FGHJK", s, CodeLen)
		}
		b.WriteRune(r)
	}
	if b.Len() != CodeLen {
		return "", fmt.Errorf("proto: %q is not an invite code: it has %d letters and digits like ABCDE-FGHJK", s, CodeLen)
	}
	return FormatCode(b.String()), nil
}

// Phrases lists the quick-chat phrase ids; each UI language says them
// (no free text, nothing to moderate).
func Phrases() []string {
	return []string{"hello", "good_luck", "well_played", "nice_move", "oops", "thinking", "thanks", "good_game", "rematch", "bye"}
}

// IsPhrase reports whether id is a quick-chat phrase.
func IsPhrase(id string) bool {
	for _, p := range Phrases() {
		if p == id {
			return true
		}
	}
	return false
}
