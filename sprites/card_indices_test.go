package sprites

import (
	"bytes"
	"testing"

	"rummy/engine"
)

// Item 6 of issue 18: the Russian indices and the joker's Russian name
// change the court cards, the ace and the joker, and nothing else.
func TestCardIndicesRenameTheCourtCardsAndTheJoker(t *testing.T) {
	art := newArt(t, false)
	faces := []engine.Face{engine.NewFace(engine.Queen, engine.Spades), engine.NewFace(engine.Ace, engine.Hearts),
		engine.JokerFace, engine.NewFace(engine.Rank(7), engine.Spades), engine.NewFace(engine.Ten, engine.Clubs)}
	before := make([][]byte, len(faces))
	a := art.Prepare(120)
	for i, f := range faces {
		before[i] = pixels(a.Face(f))
	}
	art.SetIndices(CardIndices{Jack: "В", Queen: "Д", King: "К", Ace: "Т", Joker: "ДЖОКЕР"})
	if art.Atlases() != 0 {
		t.Fatalf("%d atlases kept after the indices changed", art.Atlases())
	}
	a = art.Prepare(120)
	for i, f := range faces {
		changed := !bytes.Equal(before[i], pixels(a.Face(f)))
		if want := i < 3; changed != want {
			t.Errorf("%s changed: %v, want %v", f, changed, want)
		}
	}
	art.SetIndices(CardIndices{Jack: "В", Queen: "Д", King: "К", Ace: "Т", Joker: "ДЖОКЕР"})
	if art.Atlases() != 1 {
		t.Error("setting the same indices again dropped the atlases")
	}
}
