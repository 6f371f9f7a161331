package engine

import (
	"errors"
	"fmt"
)

// NumContracts is the number of Liverpool contracts, one per hand (LIV-5).
const NumContracts = 7

var contracts = [NumContracts + 1]struct {
	books, runs int
	text        string
}{
	1: {2, 0, "two books"},
	2: {1, 1, "one book, one run"},
	3: {0, 2, "two runs"},
	4: {3, 0, "three books"},
	5: {2, 1, "two books, one run"},
	6: {1, 2, "one book, two runs"},
	7: {0, 3, "three runs using every card"},
}

// Contract returns how many books and runs Liverpool contract n (1…7)
// asks for (LIV-5); 0, 0 for any other n.
func Contract(n int) (books, runs int) {
	if n < 1 || n > NumContracts {
		return 0, 0
	}
	return contracts[n].books, contracts[n].runs
}

// ContractDescription describes contract n for the table: "two books",
// "one book, one run", …; "" for an unknown contract.
func ContractDescription(n int) string {
	if n < 1 || n > NumContracts {
		return ""
	}
	return contracts[n].text
}

// CheckContract reports whether melds are exactly Liverpool contract n
// (LIV-5): the right number of books and runs, each valid when laid down
// (LIV-7), no card used twice, no two runs of one suit that continue each
// other (3-6♥ and 7-10♥ are one run), no two books of one rank. Whether
// contract 7 uses every card in hand is for the game flow. A *MeldsError
// names an invalid meld. It does not allocate when the contract is met.
func (r *Rules) CheckContract(n int, melds [][]Card) error {
	if r.liverpool == nil {
		return errors.New("engine: contracts belong to Liverpool rummy; choose --variant liverpool")
	}
	if n < 1 || n > NumContracts {
		return fmt.Errorf("engine: there is no contract %d; contracts are 1 to %d", n, NumContracts)
	}
	p := r.profile(true)
	books, runs := 0, 0
	// Each meld is checked once; the pairs below compare what it is.
	var infoBuf [8]MeldInfo
	infos := infoBuf[:0]
	if len(melds) > len(infoBuf) {
		infos = make([]MeldInfo, 0, len(melds))
	}
	for i, m := range melds {
		info, e := p.check(m)
		if e == 0 && cardsReused(melds, i) {
			e = ErrCardTwice
		}
		if e != 0 {
			return &MeldsError{Index: i, Reason: e}
		}
		infos = append(infos, info)
		if info.Kind == Set {
			books++
		} else {
			runs++
		}
	}
	want := contracts[n]
	if books != want.books || runs != want.runs {
		return refuseWith(RefuseContractShape, numArg(n), contractArg(n), countArg(books, runs))
	}
	for i, a := range melds {
		ai := infos[i]
		for j, b := range melds[:i] {
			bi := infos[j]
			if ai.Kind != bi.Kind {
				continue
			}
			if ai.Kind == Set && ai.Rank == bi.Rank {
				return refuseWith(RefuseBooksSameRank, rankArg(ai.Rank))
			}
			if ai.Kind == Run && ai.Suit == bi.Suit &&
				(ai.High(len(a))+1 == bi.Low || bi.High(len(b))+1 == ai.Low) {
				return refuseWith(RefuseRunsContinue, cardsArg(b), cardsArg(a))
			}
		}
	}
	return nil
}

// countMelds writes "one book and two runs", "no melds" and the like.
func countMelds(books, runs int) string {
	words := [...]string{"no", "one", "two", "three", "four", "five", "six"}
	word := func(n int, one, many string) string {
		w := fmt.Sprint(n)
		if n < len(words) {
			w = words[n]
		}
		if n == 1 {
			return w + " " + one
		}
		return w + " " + many
	}
	switch {
	case books == 0 && runs == 0:
		return "no melds"
	case runs == 0:
		return word(books, "book", "books")
	case books == 0:
		return word(runs, "run", "runs")
	}
	return word(books, "book", "books") + " and " + word(runs, "run", "runs")
}
