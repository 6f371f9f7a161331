package sprites

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// avatarPixels draws a name's avatar alone and reads it back.
func avatarPixels(t *testing.T, a *Avatars, name string) []byte {
	t.Helper()
	d := int(a.Size())
	img := ebiten.NewImage(d, d)
	defer img.Deallocate()
	a.Draw(img, name, 0, 0)
	px := make([]byte, 4*d*d)
	img.ReadPixels(px)
	return px
}

// TestIssue18AvatarsAreMadeFromNames: a name always gets the same
// picture, other names other ones, with the name's initial; all are drawn
// into one atlas per size when prepared, and drawing makes no image.
func TestIssue18AvatarsAreMadeFromNames(t *testing.T) {
	fonts, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Anna", "Борис", "Greta", "Hugo", "Саша", "Anna Maria"}
	a := NewAvatars(fonts, NewPainter())
	a.Prepare(40, names)
	if a.Builds() != 1 {
		t.Fatalf("%d atlases for one size", a.Builds())
	}
	first := avatarPixels(t, a, "Anna")
	b := NewAvatars(fonts, NewPainter())
	b.Prepare(40, []string{"Greta", "Anna"})
	if !bytes.Equal(first, avatarPixels(t, b, "Anna")) {
		t.Error("Anna's avatar differs between two atlases")
	}
	distinct := map[string]bool{}
	for _, n := range names {
		px := avatarPixels(t, a, n)
		ink := 0
		for i := 3; i < len(px); i += 4 {
			if px[i] > 0 {
				ink++
			}
		}
		if ink < len(px)/4/2 {
			t.Errorf("%s's avatar covers %d of %d pixels", n, ink, len(px)/4)
		}
		distinct[string(px)] = true
	}
	if len(distinct) != len(names) {
		t.Errorf("%d different pictures for %d names", len(distinct), len(names))
	}
	if l := lookOf("борис"); l.initial != "Б" {
		t.Errorf("борис's initial is %q", l.initial)
	}
	for i := 0; i < 100; i++ {
		a.Prepare(40, names)
	}
	if a.Builds() != 1 {
		t.Errorf("preparing the same names again made %d atlases", a.Builds())
	}
	a.Prepare(24, names)
	if a.Builds() != 2 {
		t.Errorf("a new size made %d atlases in all, want 2", a.Builds())
	}
}
