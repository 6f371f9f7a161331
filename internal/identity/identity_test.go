package identity

import (
	"errors"
	"strings"
	"testing"
)

func TestIdentitySignatureProvesOnlyItsChallengeServerAndKey(t *testing.T) {
	a, err := New()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := New()
	ch := []byte("challenge-one-32-bytes-long.....")
	sig := encodeSig(a.Sign("example.org:8787", ch))
	if err := Verify(a.ID(), "example.org:8787", ch, sig); err != nil {
		t.Fatalf("a's own signature: %v", err)
	}
	cases := map[string]error{
		"another challenge": Verify(a.ID(), "example.org:8787", []byte("challenge-two-32-bytes-long....."), sig),
		"another server":    Verify(a.ID(), "evil.example:8787", ch, sig),
		"another key's id":  Verify(b.ID(), "example.org:8787", ch, sig),
		"damaged signature": Verify(a.ID(), "example.org:8787", ch, sig[:10]),
	}
	for what, err := range cases {
		if !errors.Is(err, ErrBadSignature) {
			t.Errorf("%s: %v, want ErrBadSignature", what, err)
		}
	}
	for _, bad := range []string{"", "not base64!", a.ID()[:20], a.ID() + "AAAA"} {
		if err := Verify(bad, "example.org:8787", ch, sig); !errors.Is(err, ErrBadID) {
			t.Errorf("id %q: %v, want ErrBadID", bad, err)
		}
	}
}

func TestIdentityExportImportRoundTripAndRefusals(t *testing.T) {
	a, _ := New()
	text := a.Export()
	if !strings.HasPrefix(text, ExportPrefix) || len(text) > 70 {
		t.Fatalf("export %q: want a short text with the prefix", text)
	}
	back, err := Import("  " + text[:20] + "\n" + text[20:] + " ")
	if err != nil || back.ID() != a.ID() {
		t.Fatalf("import: %v, id %q want %q", err, back.ID(), a.ID())
	}
	flip := []byte(text)
	i := len(ExportPrefix) + 5
	if flip[i] == 'A' {
		flip[i] = 'B'
	} else {
		flip[i] = 'A'
	}
	for text, want := range map[string]error{
		"":                            ErrNotExport,
		"hello":                       ErrNotExport,
		"rummy-id9.abc.def":           ErrVersion,
		string(flip):                  ErrDamaged,
		text[:len(text)-2]:            ErrDamaged,
		strings.Split(text, ".")[0]:   ErrDamaged,
		ExportPrefix + "AAAA.AAAAAA":  ErrDamaged,
		ExportPrefix + "no-checksum!": ErrDamaged,
	} {
		if _, err := Import(text); !errors.Is(err, want) {
			t.Errorf("import %q: %v, want %v", text, err, want)
		}
	}
}
