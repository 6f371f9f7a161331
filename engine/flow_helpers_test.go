package engine

import (
	"errors"
	"strings"
	"testing"
)

// deal describes a stacked deal for a scripted test: each seat's hand, the
// turned-up card and the top of the stock (first = drawn first), all in
// card notation. The rest of the deck lies below the given stock cards.
type deal struct {
	hands []string
	up    string
	stock string
}

// rules builds rules from a variant and key=value settings.
func rulesFor(t *testing.T, v Variant, settings ...string) *Rules {
	t.Helper()
	o, err := ParseOptions(v, settings)
	if err != nil {
		t.Fatal(err)
	}
	return MustRules(o)
}

// rig starts a game under r from the stacked deal d through the public
// Deal API (NewGameFromDeal): the last seat deals, so seat 0 plays
// first. Copies of repeated faces are numbered across the whole deal, so
// the cards are distinct physical cards; the rest of the deck lies below
// the given stock cards in the deck's order.
func rig(t *testing.T, r *Rules, d deal) *State {
	t.Helper()
	hands, up, top := parseDeal(t, d)
	n := r.Options.NumPlayers()
	if size := r.v.dealSize(&Public{Rules: r, Players: n, HandNo: 1}); len(hands) != n || len(hands[0]) != size {
		return rigShort(t, r, d)
	}
	dl := StackDeal(r, n-1, hands, up, top)
	dl.Seed = 1
	s, _, err := NewGameFromDeal(r, dl)
	if err != nil {
		t.Fatalf("rig: %v", err)
	}
	return s
}

// parseDeal reads d's hands, up-card and stock top.
func parseDeal(t *testing.T, d deal) (hands [][]Card, up Card, top []Card) {
	t.Helper()
	parts := append(append([]string(nil), d.hands...), d.up)
	if strings.TrimSpace(d.stock) != "" {
		parts = append(parts, d.stock)
	}
	melds, err := ParseMelds(strings.Join(parts, " / "))
	if err != nil {
		t.Fatal(err)
	}
	hands = melds[:len(d.hands)]
	if len(melds[len(d.hands)]) != 1 {
		t.Fatalf("rig: the up-card is %q, not one card", d.up)
	}
	up = melds[len(d.hands)][0]
	if len(melds) > len(d.hands)+1 {
		top = melds[len(d.hands)+1]
	}
	return hands, up, top
}

// rigShort is rig for a position no deal gives (hands shorter than the
// variant deals): it starts a game (cutting at 1 in Liverpool) and
// replaces the current hand's cards through the internal fields.
func rigShort(t *testing.T, r *Rules, d deal) *State {
	t.Helper()
	s, err := NewGame(r, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s.Phase() == PhaseCut {
		if _, err := s.Apply(s.pub.Cutter, CutAction(1)); err != nil {
			t.Fatal(err)
		}
	}
	s.restack(t, d)
	// Scripted tests let seat 0 play first after dealer n-1.
	s.pub.Dealer = s.pub.Players - 1
	s.pub.Turn = 0
	s.pub.Cutter = s.pub.prev(s.pub.Dealer)
	return s
}

// restack replaces the cards of the current hand with the deal d.
func (s *State) restack(t *testing.T, d deal) {
	t.Helper()
	parts := append(append([]string(nil), d.hands...), d.up)
	if strings.TrimSpace(d.stock) != "" {
		parts = append(parts, d.stock)
	}
	melds, err := ParseMelds(strings.Join(parts, " / "))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.hands) != s.pub.Players {
		t.Fatalf("rig: %d hands for %d seats", len(d.hands), s.pub.Players)
	}
	used := map[Card]bool{}
	for _, m := range melds {
		for _, c := range m {
			used[c] = true
		}
	}
	for i := range d.hands {
		s.hands[i] = melds[i]
	}
	s.pub.Pile = append(s.pub.Pile[:0], melds[len(d.hands)]...)
	var top []Card
	if len(melds) > len(d.hands)+1 {
		top = melds[len(d.hands)+1]
	}
	s.stock = s.stock[:0]
	for _, c := range NewDeck(s.pub.Rules.Deck()) {
		if !used[c] {
			s.stock = append(s.stock, c)
		}
	}
	for i := len(top) - 1; i >= 0; i-- {
		s.stock = append(s.stock, top[i])
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("rig: %v", err)
	}
}

// card parses one card, copy n.
func card(t *testing.T, s string, n int) Card {
	t.Helper()
	f, err := ParseFace(s)
	if err != nil {
		t.Fatal(err)
	}
	return NewCard(f, n)
}

// meldsOf parses "/"-separated melds (copy indices from 0 per face).
func meldsOf(t *testing.T, s string) [][]Card {
	t.Helper()
	m, err := ParseMelds(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// do applies an action that must be legal and returns its events.
func do(t *testing.T, s *State, seat int, a Action) []Event {
	t.Helper()
	ev, err := s.Apply(seat, a)
	if err != nil {
		t.Fatalf("seat %d %s: %v", seat, a, err)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("after seat %d %s: %v", seat, a, err)
	}
	return ev
}

// reject applies an action that must be refused with a reason containing
// want, and checks that nothing changed (COM-7).
func reject(t *testing.T, s *State, seat int, a Action, want string) {
	t.Helper()
	before := s.Hash()
	_, err := s.Apply(seat, a)
	if err == nil {
		t.Fatalf("seat %d %s was accepted; want an error containing %q", seat, a, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("seat %d %s: error %q does not contain %q", seat, a, err, want)
	}
	if !strings.HasPrefix(err.Error(), "engine: ") {
		t.Fatalf("error %q lacks the engine: prefix", err)
	}
	var r Refusal
	if !errors.As(err, &r) || r.Key == RefuseNone {
		t.Fatalf("error %q is not a Refusal with a key, so a table cannot translate it", err)
	}
	if s.Hash() != before {
		t.Fatalf("seat %d %s was rejected but changed the state", seat, a)
	}
}

// hasEvent reports whether evs holds an event of kind k for seat.
func hasEvent(evs []Event, k EventKind, seat int) bool {
	for _, e := range evs {
		if e.Kind == k && e.Seat == seat {
			return true
		}
	}
	return false
}

// lastResult returns the last score sheet line.
func lastResult(t *testing.T, s *State) HandResult {
	t.Helper()
	rs := s.Results()
	if len(rs) == 0 {
		t.Fatal("no hand has ended")
	}
	return rs[len(rs)-1]
}

// isLegal reports whether Legal lists a for seat.
func isLegal(s *State, seat int, a Action) bool {
	for _, l := range Legal(s.View(seat)) {
		if l.Equal(a) {
			return true
		}
	}
	return false
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// hm reads "/"-separated melds and picks each card from seat's hand by
// face, so tests need not know copy indices.
func hm(t *testing.T, s *State, seat int, text string) [][]Card {
	t.Helper()
	melds := meldsOf(t, text)
	taken := map[Card]bool{}
	for _, m := range melds {
		for i, c := range m {
			found := false
			for _, h := range s.hands[seat] {
				if h.Face() == c.Face() && !taken[h] {
					m[i], taken[h], found = h, true, true
					break
				}
			}
			if !found {
				t.Fatalf("seat %d holds no (more) %s", seat, c)
			}
		}
	}
	return melds
}

// hc picks one card of seat's hand by face.
func hc(t *testing.T, s *State, seat int, face string) Card {
	t.Helper()
	return hm(t, s, seat, face)[0][0]
}

// ldraw draws from the stock and, in Liverpool, lets every seat pass in
// the buy window that a stock draw opens (LIV-BUY-1).
func ldraw(t *testing.T, s *State, seat int) []Event {
	t.Helper()
	ev := do(t, s, seat, DrawAction(false))
	for s.pub.Phase == PhaseClaim && s.pub.Claim.Kind == ClaimBuy {
		ev = append(ev, do(t, s, s.Waiting()[0], PassAction())...)
	}
	return ev
}
