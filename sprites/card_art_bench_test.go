package sprites

import "testing"

// BenchmarkCardAtlasFirstBuild measures the start-up cost of the card
// art: decoding the court figures and rendering every face and back at
// a hand card's height at 1280×800 (160 px), until the GPU has drawn it.
func BenchmarkCardAtlasFirstBuild(b *testing.B) {
	fonts, err := NewFonts()
	if err != nil {
		b.Fatal(err)
	}
	paint := NewPainter()
	for i := 0; i < b.N; i++ {
		art := NewCardArt(fonts, paint, false)
		a := art.Prepare(160)
		_ = a.img.At(0, 0) // waits for the GPU
		a.img.Deallocate()
	}
}

// BenchmarkCardAtlasNextSize measures one more atlas once the figures
// are decoded (a window resize, another card size on the table).
func BenchmarkCardAtlasNextSize(b *testing.B) {
	fonts, err := NewFonts()
	if err != nil {
		b.Fatal(err)
	}
	art := NewCardArt(fonts, NewPainter(), false)
	art.Prepare(100)
	for i := 0; i < b.N; i++ {
		h := 120 + float64(i%2)*40
		a := art.cp.render(int(h))
		_ = a.img.At(0, 0)
		a.img.Deallocate()
	}
}
