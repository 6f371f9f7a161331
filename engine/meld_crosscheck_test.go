package engine

import (
	"strings"
	"testing"
)

// meldConfig is one variant/option combination the cross-check and the
// fuzz targets run through.
type meldConfig struct {
	name     string
	variant  Variant
	settings []string
}

var meldConfigs = []meldConfig{
	{"classic", Classic, nil},
	{"romme", Romme, nil},
	{"romme cyclic", Romme, []string{"cyclic_runs=true"}},
	{"romme strict jokers", Romme, []string{"strict_jokers=true"}},
	{"romme strict groups", Romme, []string{"strict_groups=true"}},
	{"romme no jokers", Romme, []string{"jokers=false"}},
	{"romme all", Romme, []string{"cyclic_runs=true", "strict_jokers=true", "strict_groups=true"}},
	{"liverpool", Liverpool, nil},
}

// refMeld is a brute-force reading of the meld rules, written
// independently of the checker: a meld is valid iff the joker limits hold
// and some choice of a card for every joker gives natural cards that form
// a set or a run as the rules define them.
type refMeld struct {
	v                                  Variant
	jokers, cyclic, strictJ, strictSet bool
	layDown                            bool
}

func newRefMeld(r *Rules, layDown bool) refMeld {
	ref := refMeld{v: r.Variant, layDown: layDown, jokers: r.Variant == Liverpool}
	if o := r.Romme(); o != nil {
		ref.jokers, ref.cyclic, ref.strictJ, ref.strictSet = o.Jokers, o.CyclicRuns, o.StrictJokers, o.StrictGroups
	}
	return ref
}

func (ref refMeld) valid(cards []Card) bool {
	n, jokers := len(cards), 0
	for i, c := range cards {
		for _, d := range cards[:i] {
			if c == d {
				return false
			}
		}
		if c.IsJoker() {
			jokers++
			if ref.strictJ && i > 0 && cards[i-1].IsJoker() {
				return false
			}
		}
	}
	naturals := n - jokers
	if n < 3 || naturals == 0 || jokers > 0 && !ref.jokers || ref.v == Romme && jokers >= naturals {
		return false
	}
	faces := make([]Face, n)
	var try func(i int) bool
	try = func(i int) bool {
		if i == n {
			return ref.isSet(faces, naturals) || ref.isRun(faces, naturals, jokers)
		}
		if !cards[i].IsJoker() {
			faces[i] = cards[i].Face()
			return try(i + 1)
		}
		for f := Face(0); f < JokerFace; f++ {
			faces[i] = f
			if try(i + 1) {
				return true
			}
		}
		return false
	}
	return try(0)
}

func (ref refMeld) isSet(faces []Face, naturals int) bool {
	if ref.v == Liverpool {
		if naturals < 2 {
			return false
		}
	} else if len(faces) > 4 {
		return false
	}
	suits := ""
	for _, f := range faces {
		if f.Rank() != faces[0].Rank() {
			return false
		}
		if ref.v != Liverpool && strings.Contains(suits, f.Suit().String()) {
			return false
		}
		suits += f.Suit().String()
	}
	if ref.strictSet {
		return suits == "CSH" || suits == "SHD" || suits == "CSHD"
	}
	return true
}

func (ref refMeld) isRun(faces []Face, naturals, jokers int) bool {
	n := len(faces)
	if ref.v == Liverpool && (n < 4 || ref.layDown && (naturals < 3 || 4*jokers > n)) || n > 13 {
		return false
	}
	seen := map[Rank]bool{}
	for _, f := range faces {
		if f.Suit() != faces[0].Suit() || seen[f.Rank()] {
			return false
		}
		seen[f.Rank()] = true
	}
	if ref.cyclic {
		for k, f := range faces {
			if (int(f.Rank())-int(faces[0].Rank())-k+26)%13 != 0 {
				return false
			}
		}
		return true
	}
	// Linear: the ace is 1, or 14 where aces may be high.
	for _, start := range []int{int(faces[0].Rank()), 14} {
		if start == 14 && (faces[0].Rank() != Ace || ref.v == Classic) {
			continue
		}
		ok := true
		for k, f := range faces {
			want := start + k
			got := int(f.Rank())
			if got == 1 && want == 14 && ref.v != Classic {
				got = 14
			}
			if got != want {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// randomMeldCards draws a short list of cards likely to be near a meld:
// a run (possibly past the king), a set, or ranks from a narrow window in
// two suits; some cards become jokers and some are nudged.
func randomMeldCards(rng *RNG) []Card {
	n := 3 + rng.Intn(3)
	base := rng.Intn(13)
	suits := [2]Suit{Suit(rng.Intn(4)), Suit(rng.Intn(4))}
	mode := rng.Intn(3)
	var cc copyCounter
	cards := make([]Card, 0, n)
	jokers := 0
	for k := 0; k < n; k++ {
		if jokers < 2 && rng.Intn(5) == 0 {
			cards = append(cards, cc.next(JokerFace))
			jokers++
			continue
		}
		var f Face
		switch mode {
		case 0: // a run
			f = NewFace(Rank((base+k)%13+1), suits[0])
		case 1: // a set
			f = NewFace(Rank(base+1), Suit(rng.Intn(4)))
		default:
			f = NewFace(Rank((base+rng.Intn(5))%13+1), suits[rng.Intn(2)])
		}
		if rng.Intn(8) == 0 {
			f = NewFace(Rank(rng.Intn(13)+1), Suit(rng.Intn(4)))
		}
		cards = append(cards, cc.next(f))
	}
	return cards
}

// COM-4, CLA-4, ROM-4, ROM-5, ROM-6, ROM-SR-CYCLIC, ROM-SR-STRICTJOKER,
// ROM-SR-STRICTSET, LIV-2, LIV-4, LIV-7: CheckMeld and CheckTableMeld agree
// with the brute-force reference on many random short card lists.
func TestMeldCrossCheck(t *testing.T) {
	count := 3000
	if testing.Short() {
		count = 1000
	}
	for ci, cfg := range meldConfigs {
		t.Run(cfg.name, func(t *testing.T) {
			r := meldRules(t, cfg.variant, cfg.settings...)
			rng := NewRNG(uint64(ci + 1))
			valid := 0
			for i := 0; i < count; i++ {
				cards := randomMeldCards(&rng)
				for _, layDown := range []bool{true, false} {
					_, err := r.CheckMeld(cards)
					if !layDown {
						_, err = r.CheckTableMeld(cards)
					}
					want := newRefMeld(r, layDown).valid(cards)
					if (err == nil) != want {
						t.Fatalf("%s (lay-down %v): checker says %v, reference says valid=%v", FormatCards(cards), layDown, err, want)
					}
					if err == nil {
						valid++
					}
				}
			}
			if valid == 0 {
				t.Fatalf("no valid meld among %d random lists: the generator is useless", count)
			}
		})
	}
}
