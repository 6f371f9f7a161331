package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"strconv"
	"strings"
	"testing"

	"rummy/engine/match/proto"
)

// TestInviteCodes (issue 14 items 3 and 8): a code reads aloud (ten
// letters and digits of an alphabet without look-alikes, as ABCDE-FGHJK),
// holds at least 40 bits, and is not guessable from other codes: every
// letter of every position is drawn uniformly and independently (no
// repeats, no sequence between consecutive codes), from crypto/rand.
func TestInviteCodes(t *testing.T) {
	if bits := float64(proto.CodeLen) * math.Log2(float64(len(proto.CodeAlphabet))); bits < 40 {
		t.Fatalf("an invite code holds %.0f bits, fewer than 40", bits)
	}
	if strings.ContainsAny(proto.CodeAlphabet, "IO01") {
		t.Fatal("the alphabet has letters read alike")
	}
	const n = 4000
	seen := map[string]bool{}
	var counts [proto.CodeLen][32]int
	same := 0
	prev := ""
	for i := 0; i < n; i++ {
		c := newCode()
		if len(c) != proto.CodeLen+1 || c[5] != '-' {
			t.Fatalf("code %q is not written ABCDE-FGHJK", c)
		}
		if norm, err := proto.NormalizeCode(strings.ToLower(strings.ReplaceAll(c, "-", " "))); err != nil || norm != c {
			t.Fatalf("code %q does not read back as typed: %q %v", c, norm, err)
		}
		if seen[c] {
			t.Fatalf("code %q drawn twice in %d", c, i)
		}
		seen[c] = true
		letters := strings.ReplaceAll(c, "-", "")
		for pos := 0; pos < proto.CodeLen; pos++ {
			counts[pos][strings.IndexByte(proto.CodeAlphabet, letters[pos])]++
			if prev != "" && letters[pos] == prev[pos] {
				same++
			}
		}
		prev = letters
	}
	// Each position's letters: chi-square with 31 degrees of freedom
	// stays under 80 unless the draw is far from uniform (p < 1e-5).
	for pos, cs := range counts {
		chi := 0.0
		for _, k := range cs {
			d := float64(k) - n/32.0
			chi += d * d / (n / 32.0)
		}
		if chi > 80 {
			t.Errorf("position %d: letters far from uniform (chi-square %.0f)", pos, chi)
		}
	}
	// Consecutive codes share a letter at a position 1 time in 32.
	if want := float64((n - 1) * proto.CodeLen / 32); math.Abs(float64(same)-want) > 6*math.Sqrt(want) {
		t.Errorf("consecutive codes share %d letters, %.0f expected of independent draws", same, want)
	}
	imports := fileImports(t, "ids.go")
	if !imports["crypto/rand"] || imports["math/rand"] || imports["math/rand/v2"] {
		t.Fatalf("ids.go must draw from crypto/rand only: it imports %v", imports)
	}
}

// TestSeatTokenCompare (issue 14 item 8): a seat token is 256 bits; a
// wrong token of the right length (one bit off) is refused, the right
// one accepted, and the comparison is subtle.ConstantTimeCompare.
func TestSeatTokenCompare(t *testing.T) {
	tok, hash := newToken()
	other, _ := newToken()
	if tok == other || len(tok) != 43 {
		t.Fatalf("tokens %q and %q: want 43 characters of base64 (256 bits), all different", tok, other)
	}
	s := newSeat(proto.SeatSpec{Kind: proto.SeatPerson})
	s.tokenHash = hash
	if !s.tokenMatches(tok) {
		t.Fatal("the right token is refused")
	}
	b := []byte(tok)
	b[len(b)/2] ^= 1
	for _, wrong := range []string{string(b), other, "", tok + "x"} {
		if s.tokenMatches(wrong) {
			t.Fatalf("the wrong token %q is accepted", wrong)
		}
	}
	if newSeat(proto.SeatSpec{Kind: proto.SeatOpen}).tokenMatches("") {
		t.Fatal("an empty token matches an open seat")
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "seat.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		fn, ok := n.(*ast.FuncDecl)
		if !ok || fn.Name.Name != "tokenMatches" {
			return true
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "subtle" && sel.Sel.Name == "ConstantTimeCompare" {
					found = true
				}
			}
			if be, ok := n.(*ast.BinaryExpr); ok && (be.Op == token.EQL || be.Op == token.NEQ) {
				if lit, ok := be.Y.(*ast.BasicLit); !ok || lit.Kind != token.INT {
					if id, ok := be.Y.(*ast.Ident); !ok || id.Name != "nil" {
						if !isEmptyString(be.Y) {
							t.Errorf("tokenMatches compares with %s: only subtle.ConstantTimeCompare may compare tokens", fset.Position(be.Pos()))
						}
					}
				}
			}
			return true
		})
		return false
	})
	if !found {
		t.Fatal("tokenMatches does not use subtle.ConstantTimeCompare")
	}
}

func isEmptyString(e ast.Expr) bool {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return false
	}
	s, err := strconv.Unquote(lit.Value)
	return err == nil && s == ""
}

// fileImports lists the imports of one of the package's files.
func fileImports(t *testing.T, name string) map[string]bool {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		out[p] = true
	}
	return out
}
