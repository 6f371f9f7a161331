package scenes

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestIssue18FreetypeComparison draws an 8-seat Liverpool table at
// 800×600 and 1920×1080 with small text hinted by freetype and with it
// unhinted: the frames differ (the hinting is in use). With RUMMY_SHOTS
// set the four frames are written there, to be looked at side by side.
func TestIssue18FreetypeComparison(t *testing.T) {
	r := benchTable(t)
	defer r.app.Fonts.SetHinting(true)
	for _, size := range [][2]int{{800, 600}, {1920, 1080}} {
		var frames [2][]byte
		for i, hinted := range []bool{true, false} {
			r.app.Fonts.SetHinting(hinted)
			r.app.Resize(size[0], size[1], 1)
			r.run(2)
			img := ebiten.NewImage(size[0], size[1])
			r.table.Draw(img)
			frames[i] = make([]byte, 4*size[0]*size[1])
			img.ReadPixels(frames[i])
			img.Deallocate()
			if dir := os.Getenv("RUMMY_SHOTS"); dir != "" {
				f, err := os.Create(filepath.Join(dir, fmt.Sprintf("freetype-%dx%d-hinted-%v.png", size[0], size[1], hinted)))
				if err != nil {
					t.Fatal(err)
				}
				_ = png.Encode(f, &image.RGBA{Pix: frames[i], Stride: 4 * size[0], Rect: image.Rect(0, 0, size[0], size[1])})
				f.Close()
			}
		}
		if bytes.Equal(frames[0], frames[1]) {
			t.Errorf("%v: the table looks the same with small text hinted and unhinted", size)
		}
	}
}
