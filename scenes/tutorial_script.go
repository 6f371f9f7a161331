package scenes

import (
	"slices"
	"strings"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// tutorialStep is one thing the guided hand asks of the person: an
// action of a kind, with the cards it must involve (faces in card
// notation: the melded cards, the card discarded, laid off or swapped
// in), and the prompt that asks for it.
type tutorialStep struct {
	prompt i18n.Key
	kind   engine.ActionKind
	// fromDiscard is the draw's source (kind ActDraw).
	fromDiscard bool
	// faces are the cards the action involves; groups is the melds of a
	// meld step ("/" between melds), in the order they are laid.
	faces string
}

// tutorialScript is a rule set's guided hand: the options, the stacked
// deal (the person is seat 0; the last seat deals, so the person plays
// first) and the steps. The bots draw from the stock and throw the card
// they drew, and pass every claim, so the hand goes as scripted.
type tutorialScript struct {
	variant  engine.Variant
	settings []string
	hands    []string
	up       string
	top      string
	steps    []tutorialStep
}

// tutorialScripts are the guided hands, one per rule set.
var tutorialScripts = map[engine.Variant]tutorialScript{
	engine.Classic: {
		variant:  engine.Classic,
		settings: []string{"players=2", "target=500"},
		hands:    []string{"7H 7D 3H 4H 5H 9C TC JC KS QD", "2S 3S 4D 6D 8H 9H JD KC 5C 6S"},
		up:       "7C",
		top:      "2D 7S 2H QC",
		steps: []tutorialStep{
			{prompt: i18n.TutClassicTake, kind: engine.ActDraw, fromDiscard: true},
			{prompt: i18n.TutClassicMeldSet, kind: engine.ActMeld, faces: "7H 7D 7C"},
			{prompt: i18n.TutClassicDiscard, kind: engine.ActDiscard, faces: "KS"},
			{prompt: i18n.TutDrawStock, kind: engine.ActDraw},
			{prompt: i18n.TutClassicLayOff, kind: engine.ActLayOff, faces: "7S"},
			{prompt: i18n.TutClassicMeldRun, kind: engine.ActMeld, faces: "3H 4H 5H"},
			{prompt: i18n.TutClassicDiscard2, kind: engine.ActDiscard, faces: "QD"},
			{prompt: i18n.TutDrawStock, kind: engine.ActDraw},
			{prompt: i18n.TutClassicGoOut, kind: engine.ActMeld, faces: "9C TC JC QC"},
		},
	},
	engine.Romme: {
		variant:  engine.Romme,
		settings: []string{"players=2", "hands=1"},
		hands:    []string{"KH KD * 8C 8D 8S 4H 5H 2C 3D 9S TS JS", "2S 3S 4D 6D 8H 9H JD KC 5C 6S QH QD AC"},
		up:       "7C",
		top:      "6C 2D KS 2H 8H",
		steps: []tutorialStep{
			{prompt: i18n.TutDrawStock, kind: engine.ActDraw},
			{prompt: i18n.TutRommeOpen, kind: engine.ActMeld, faces: "KH KD * / 8C 8D 8S"},
			{prompt: i18n.TutRommeDiscard, kind: engine.ActDiscard, faces: "2C"},
			{prompt: i18n.TutDrawStock, kind: engine.ActDraw},
			{prompt: i18n.TutRommeSwap, kind: engine.ActSwapJoker, faces: "KS"},
			{prompt: i18n.TutRommeMeldJoker, kind: engine.ActMeld, faces: "4H 5H *"},
			{prompt: i18n.TutRommeDiscard2, kind: engine.ActDiscard, faces: "3D"},
			{prompt: i18n.TutDrawStock, kind: engine.ActDraw},
			{prompt: i18n.TutRommeLayOff, kind: engine.ActLayOff, faces: "8H"},
			{prompt: i18n.TutRommeMeldRun, kind: engine.ActMeld, faces: "9S TS JS"},
			{prompt: i18n.TutRommeGoOut, kind: engine.ActDiscard, faces: "6C"},
		},
	},
}

// liverpoolScript is the Liverpool lesson: buy the five the contract
// lacks, go down with two books, lay off, call Liverpool on a fitting
// discard and throw a card after the call, then shed the rest.
var liverpoolScript = tutorialScript{
	variant:  engine.Liverpool,
	settings: []string{"players=3"},
	hands: []string{"5H 5D 9C 9H 9S QS KC JH 4S 7C",
		"2S 3S 4D 6D 8H TH JD KS AC 3H", "2H 3D 4C 6C 8S TS JS KD AD 7D"},
	up:  "6S",
	top: "9S 5S 9D 9D 5H 5C KH 9C QC JC 5D",
	steps: []tutorialStep{
		{prompt: i18n.TutDrawStock, kind: engine.ActDraw},
		{prompt: i18n.TutLivDiscardEarly, kind: engine.ActDiscard, faces: "QS"},
		{prompt: i18n.TutLivBuy, kind: engine.ActClaim},
		{prompt: i18n.TutDrawStock, kind: engine.ActDraw},
		{prompt: i18n.TutLivGoDown, kind: engine.ActMeld, faces: "5H 5D 5S / 9C 9H 9S"},
		{prompt: i18n.TutLivLayOff9D, kind: engine.ActLayOff, faces: "9D"},
		{prompt: i18n.TutLivLayOff5H, kind: engine.ActLayOff, faces: "5H"},
		{prompt: i18n.TutLivLayOff9S, kind: engine.ActLayOff, faces: "9S"},
		{prompt: i18n.TutLivDiscardKC, kind: engine.ActDiscard, faces: "KC"},
		{prompt: i18n.TutLivCall, kind: engine.ActClaim},
		{prompt: i18n.TutLivCallerDiscard, kind: engine.ActDiscard, faces: "JH"},
		{prompt: i18n.TutDrawStock, kind: engine.ActDraw},
		{prompt: i18n.TutLivLayOff9C, kind: engine.ActLayOff, faces: "9C"},
		{prompt: i18n.TutLivDiscard7C, kind: engine.ActDiscard, faces: "7C"},
		{prompt: i18n.TutDrawStock, kind: engine.ActDraw},
		{prompt: i18n.TutLivLayOff5D, kind: engine.ActLayOff, faces: "5D"},
		{prompt: i18n.TutLivGoOut, kind: engine.ActDiscard, faces: "4S"},
	},
}

func init() { tutorialScripts[engine.Liverpool] = liverpoolScript }

// faceList parses card faces in notation (copies do not matter).
func faceList(s string) []engine.Face {
	var out []engine.Face
	for _, w := range strings.Fields(strings.ReplaceAll(s, "/", " ")) {
		if f, err := engine.ParseFace(w); err == nil {
			out = append(out, f)
		}
	}
	slices.Sort(out)
	return out
}

// cardFaces returns the sorted faces of cards.
func cardFaces(cards ...[]engine.Card) []engine.Face {
	var out []engine.Face
	for _, cs := range cards {
		for _, c := range cs {
			out = append(out, c.Face())
		}
	}
	slices.Sort(out)
	return out
}

// matches reports whether a is the step's action.
func (s tutorialStep) matches(a engine.Action) bool {
	if a.Kind != s.kind {
		return false
	}
	switch a.Kind {
	case engine.ActDraw:
		return a.FromDiscard == s.fromDiscard
	case engine.ActMeld:
		return slices.Equal(cardFaces(a.Melds...), faceList(s.faces))
	case engine.ActDiscard, engine.ActLayOff, engine.ActSwapJoker:
		return slices.Equal(cardFaces([]engine.Card{a.Card}), faceList(s.faces))
	}
	return true
}
