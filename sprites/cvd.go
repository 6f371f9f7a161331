package sprites

import (
	"image"
	"image/color"
	"math"
)

// Deficiency is a kind of colour-vision deficiency the game is checked
// against (and can simulate on a screenshot).
type Deficiency int

// The deficiencies simulated, all at full severity (dichromacy).
const (
	Protanopia Deficiency = iota
	Deuteranopia
	Tritanopia
	NumDeficiencies
)

// String names the deficiency.
func (d Deficiency) String() string {
	switch d {
	case Protanopia:
		return "protanopia"
	case Deuteranopia:
		return "deuteranopia"
	case Tritanopia:
		return "tritanopia"
	}
	return "unknown"
}

// machado holds the simulation matrices for severity 1.0, applied to
// linear RGB, from G. M. Machado, M. M. Oliveira, L. A. F. Fernandes,
// "A Physiologically-based Model for Simulation of Color Vision
// Deficiency", IEEE Transactions on Visualization and Computer Graphics
// 15(6):1291–1298, 2009 (the table of matrices published with the paper).
var machado = [NumDeficiencies][3][3]float64{
	Protanopia: {
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	},
	Deuteranopia: {
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	},
	Tritanopia: {
		{1.255528, -0.076749, -0.178779},
		{-0.078411, 0.930809, 0.147602},
		{0.004733, 0.691367, 0.303900},
	},
}

// linear turns an sRGB channel (0…1) into linear light.
func linear(v float64) float64 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// gamma turns linear light (clamped to 0…1) back into an sRGB channel.
func gamma(v float64) float64 {
	v = math.Min(1, math.Max(0, v))
	if v <= 0.0031308 {
		return v * 12.92
	}
	return 1.055*math.Pow(v, 1/2.4) - 0.055
}

// Simulate returns how an opaque colour looks to a person with the
// deficiency d (Machado 2009, severity 1.0).
func Simulate(c color.Color, d Deficiency) color.RGBA {
	r, g, b, a := c.RGBA()
	if a == 0 {
		return color.RGBA{}
	}
	// Un-premultiply: the matrices work on the colour, not its coverage.
	in := [3]float64{
		linear(float64(r) / float64(a)),
		linear(float64(g) / float64(a)),
		linear(float64(b) / float64(a)),
	}
	m := machado[d]
	var out [3]uint8
	for i := range out {
		v := m[i][0]*in[0] + m[i][1]*in[1] + m[i][2]*in[2]
		out[i] = uint8(math.Round(gamma(v) * 255))
	}
	return color.RGBA{out[0], out[1], out[2], 0xff}
}

// SimulateImage returns a copy of img as a person with the deficiency d
// sees it (for screenshots that check the table by eye).
func SimulateImage(img image.Image, d Deficiency) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.SetRGBA(x, y, Simulate(img.At(x, y), d))
		}
	}
	return out
}
