package sprites

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/lucasb-eyer/go-colorful"

	"rummy/engine"
)

// deltaE is the CIEDE2000 difference of two opaque colours, on the usual
// scale (L* from 0 to 100; go-colorful's Lab runs L from 0 to 1).
func deltaE(a, b color.Color) float64 {
	ca, _ := colorful.MakeColor(opaque(a))
	cb, _ := colorful.MakeColor(opaque(b))
	return 100 * ca.DistanceCIEDE2000(cb)
}

func opaque(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	return color.RGBA64{uint16(r), uint16(g), uint16(b), 0xffff}
}

// TestCIEDE2000MatchesSharmaData checks the colour difference used below
// against pairs of the published test data of G. Sharma, W. Wu,
// E. N. Dalal, "The CIEDE2000 Color-Difference Formula: Implementation
// Notes, Supplementary Test Data, and Mathematical Observations", Color
// Research and Application 30(1), 2005 (pairs 1, 7, 17, 25 and 34).
func TestCIEDE2000MatchesSharmaData(t *testing.T) {
	pairs := []struct{ l1, a1, b1, l2, a2, b2, want float64 }{
		{50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425},
		{50, 0, 0, 50, -1, 2, 2.3669},
		{50, 2.5, 0, 73, 25, -18, 27.1492},
		{60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
		{35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645},
	}
	for i, p := range pairs {
		c1 := colorful.Lab(p.l1/100, p.a1/100, p.b1/100)
		c2 := colorful.Lab(p.l2/100, p.a2/100, p.b2/100)
		if got := 100 * c1.DistanceCIEDE2000(c2); math.Abs(got-p.want) > 1e-3 {
			t.Errorf("pair %d: ΔE00 %.4f, want %.4f", i, got, p.want)
		}
	}
}

// inkOf returns the ink a card face is printed in: the commonest colour
// among its pixels that are far from the paper (the inside of its pips
// and index, drawn exactly in the suit's colour).
func inkOf(t *testing.T, art *CardArt, f engine.Face) color.RGBA {
	t.Helper()
	px := pixels(art.Prepare(160).Face(f))
	count := map[color.RGBA]int{}
	for i := 0; i+3 < len(px); i += 4 {
		c := color.RGBA{px[i], px[i+1], px[i+2], 0xff}
		if px[i+3] == 0xff && deltaE(c, cardPaper) > 40 {
			count[c]++
		}
	}
	var best color.RGBA
	for c, n := range count {
		if n > count[best] {
			best = c
		}
	}
	return best
}

// minColourGap is the smallest CIEDE2000 difference allowed between two
// colours that mean different things, as a colour-blind person sees them.
const minColourGap = 12

// named is a colour with the thing it means.
type named struct {
	name string
	c    color.Color
}

// checkApart reports every pair closer than minColourGap under each
// deficiency and returns the smallest difference seen per deficiency.
// Names starting with "on " are backgrounds: they are not compared with
// one another.
func checkApart(t *testing.T, group string, cs []named) [NumDeficiencies]float64 {
	t.Helper()
	var least [NumDeficiencies]float64
	for d := Deficiency(0); d < NumDeficiencies; d++ {
		least[d] = math.Inf(1)
		for i := range cs {
			for j := i + 1; j < len(cs); j++ {
				if strings.HasPrefix(cs[i].name, "on ") && strings.HasPrefix(cs[j].name, "on ") {
					continue
				}
				e := deltaE(Simulate(cs[i].c, d), Simulate(cs[j].c, d))
				least[d] = math.Min(least[d], e)
				if e < minColourGap {
					t.Errorf("%s, %v: %s and %s differ by ΔE00 %.1f, want at least %d", group, d, cs[i].name, cs[j].name, e, minColourGap)
				}
			}
		}
	}
	return least
}

// TestColoursStayApartForColourBlindPlayers renders both decks and reads
// each suit's ink from the drawn cards, then simulates protanopia,
// deuteranopia and tritanopia (Machado 2009, severity 1) on the suits'
// inks, the table's highlight states and the seats' markers, and checks
// that every pair stays at least minColourGap apart (CIEDE2000).
func TestColoursStayApartForColourBlindPlayers(t *testing.T) {
	report := func(group string, least [NumDeficiencies]float64) {
		s := group + ": min ΔE00"
		for d, e := range least {
			s += fmt.Sprintf(" %v %.1f", Deficiency(d), e)
		}
		t.Log(s)
	}
	for _, four := range []bool{false, true} {
		art := newArt(t, four)
		var suits []named
		for s := engine.Suit(0); s < engine.NumSuits; s++ {
			f := engine.NewFace(engine.Rank(5), s)
			suits = append(suits, named{f.Suit().Symbol(), inkOf(t, art, f)})
		}
		if !four {
			// The classic deck has two inks: hearts against spades.
			suits = []named{suits[engine.Hearts], suits[engine.Spades]}
		}
		suits = append(suits, named{"paper", cardPaper})
		report(fmt.Sprintf("suits (four-colour %v)", four), checkApart(t, fmt.Sprintf("suits (four-colour %v)", four), suits))
	}
	defer SetHighContrast(false)
	for _, hc := range []bool{false, true} {
		SetHighContrast(hc)
		theme := fmt.Sprintf(" (high contrast %v)", hc)
		marks := []named{{"on felt", Felt}, {"legal target", MarkTarget}, {"selected", MarkSelected}, {"hint", MarkHint}, {"illegal", MarkIllegal}}
		report("highlights"+theme, checkApart(t, "highlights"+theme, marks))
		staged := []named{{"on felt", Felt}, {"a meld", MarkValid}, {"not a meld", MarkIllegal}}
		report("staged groups"+theme, checkApart(t, "staged groups"+theme, staged))
		seats := []named{{"on badge", color.RGBA{0x06, 0x1a, 0x10, 0xff}}, {"on felt", Felt}, {"active seat", SeatActive}, {"one card left", SeatOneCard}}
		report("seat markers"+theme, checkApart(t, "seat markers"+theme, seats))
	}
}
