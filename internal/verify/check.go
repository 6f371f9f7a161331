package verify

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// Check checks a game's deal from the evidence: the server's secret
// against its commitment, every revealed contribution against its hash
// (the viewer's own among them), then a replay of the game's actions
// from the seed they make, comparing every card the viewer saw.
func Check(e *Evidence) Report {
	r := Report{Seat: -1}
	fail := func(f Failure, what string) Report { r.Failure, r.What = f, what; return r }
	if e == nil || e.Reveal == nil {
		return fail(Unrevealed, "the server has not revealed its secret")
	}
	secret, err := proto.DecodeEntropy(e.Reveal.Salt)
	if err != nil {
		return fail(BadSecret, err.Error())
	}
	if proto.DealCommitment(secret) != e.Commitment {
		return fail(BadSecret, "")
	}
	seeds, f := contributions(e, &r)
	if f != Verified {
		return fail(f, r.What)
	}
	rules, err := rulesOf(e)
	if err != nil {
		return fail(Unrevealed, err.Error())
	}
	seed := proto.GameSeed(secret, seeds, e.Table)
	return replay(e, rules, seed, r)
}

// contributions checks the revealed contributions against the hashes
// published before the start and returns them in seat order (nil: none).
func contributions(e *Evidence, r *Report) ([][]byte, Failure) {
	out := make([][]byte, len(e.Reveal.Seeds))
	for i, s := range e.Reveal.Seeds {
		if s == "" {
			continue
		}
		b, err := proto.DecodeEntropy(s)
		if err != nil || i >= len(e.Hashes) || proto.EntropyHash(b) != e.Hashes[i] {
			r.Seat = i
			return nil, BadContribution
		}
		out[i] = b
		r.Seeded++
	}
	if e.Own != "" && e.Viewer >= 0 {
		if e.Viewer >= len(e.Reveal.Seeds) || e.Reveal.Seeds[e.Viewer] != e.Own {
			r.Seat = e.Viewer
			return nil, OwnLeftOut
		}
	}
	return out, Verified
}

// rulesOf reads the table's rules.
func rulesOf(e *Evidence) (*engine.Rules, error) {
	v, err := engine.ParseVariant(e.Variant)
	if err != nil {
		return nil, err
	}
	o, err := engine.DecodeOptions(v, e.Options)
	if err != nil {
		return nil, err
	}
	return engine.NewRules(o)
}

// replay re-deals the game from seed, playing its actions, and compares
// what the viewer saw at each point.
func replay(e *Evidence, rules *engine.Rules, seed uint64, r Report) Report {
	st, ev0, err := engine.NewGameEvents(rules, seed)
	if err != nil {
		r.Failure, r.What = Unrevealed, err.Error()
		return r
	}
	steps := [][]engine.Event{ev0} // steps[k]: the events of action k (0: the deal)
	hands := []int{st.HandNumber()}
	seen := slices.Clone(e.Seen)
	slices.SortStableFunc(seen, func(a, b Seen) int { return a.To - b.To })
	advance := func(to int) bool {
		for len(steps) <= to {
			k := len(steps)
			if k > len(e.Reveal.Actions) {
				r.Failure, r.Step, r.What = EventDiffers, k, fmt.Sprintf("the game showed action %d; its log has %d", k, len(e.Reveal.Actions))
				return false
			}
			la := e.Reveal.Actions[k-1]
			ev, err := st.Apply(la.Seat, la.Action)
			if err != nil {
				r.Failure, r.Step, r.Hand, r.Seat = ActionImpossible, k, st.HandNumber(), la.Seat
				r.What = fmt.Sprintf("seat %d, %s: %v", la.Seat+1, la.Action, err)
				return false
			}
			steps = append(steps, ev)
			hands = append(hands, st.HandNumber())
		}
		return true
	}
	for _, s := range seen {
		if s.To < 0 || s.From < -1 || s.From > s.To || !advance(s.To) {
			if r.Failure == Verified {
				r.Failure, r.What = EventDiffers, fmt.Sprintf("a view of actions %d to %d is not in the game", s.From, s.To)
			}
			return r
		}
		var want []engine.Event
		for k := s.From + 1; k <= s.To; k++ {
			want = append(want, proto.Project(steps[k], e.Viewer)...)
		}
		if len(s.Events) > 0 || s.From < s.To {
			if !compareEvents(&r, s.Events, want, e.Viewer, hands[s.To]) {
				return r
			}
		}
		if !compareHands(&r, st, s, e.Viewer) {
			return r
		}
	}
	if !advance(len(e.Reveal.Actions)) {
		return r
	}
	r.Hands = st.HandNumber()
	return r
}

// compareEvents compares the events seen with the replay's, counting the
// cards checked; at the first difference it fills r and returns false.
func compareEvents(r *Report, got, want []engine.Event, viewer, hand int) bool {
	for i := 0; i < len(got) || i < len(want); i++ {
		if i >= len(got) || i >= len(want) {
			r.Failure, r.Hand = EventDiffers, hand
			r.What = fmt.Sprintf("the game showed %d events where the shuffle gives %d", len(got), len(want))
			return false
		}
		g, w := got[i], want[i]
		if g.Kind == w.Kind && g.Card != w.Card && g.Card != engine.NoCard && w.Card != engine.NoCard {
			r.Failure, r.Hand, r.What, r.Seen, r.Dealt = CardDiffers, hand, describe(w, viewer), g.Card, w.Card
			return false
		}
		if !sameEvent(g, w) {
			if a, b, ok := firstCard(g.Cards, w.Cards); ok {
				r.Failure, r.Hand, r.What, r.Seen, r.Dealt = CardDiffers, hand, describe(w, viewer), a, b
				return false
			}
			r.Failure, r.Hand = EventDiffers, hand
			r.What = fmt.Sprintf("the game showed %q where the shuffle gives %q", g, w)
			return false
		}
		count(r, g, viewer)
	}
	return true
}

// sameEvent compares two events as the wire carries them.
func sameEvent(a, b engine.Event) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(ja, jb)
}

// firstCard finds the first position where two card lists differ.
func firstCard(a, b []engine.Card) (engine.Card, engine.Card, bool) {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i], b[i], true
		}
	}
	return 0, 0, false
}

// count adds an event's card to what was checked.
func count(r *Report, e engine.Event, viewer int) {
	switch {
	case !e.Card.Valid():
	case e.Kind == engine.EvCardMoved && (e.To == engine.ZoneHand || e.To == engine.ZoneFaceUp) && e.ToIndex == viewer && e.From != engine.ZoneHand:
		r.OwnCards++
	case e.Kind == engine.EvCardMoved, e.Kind == engine.EvRevealed:
		r.TableCards++
	}
}

// compareHands compares the viewer's hand and the revealed hands seen
// at s.To with the replay's.
func compareHands(r *Report, st *engine.State, s Seen, viewer int) bool {
	if s.HasHand && viewer >= 0 {
		want := sorted(st.HandOf(viewer))
		if a, b, ok := firstCard(sorted(s.Hand), want); ok || len(s.Hand) != len(want) {
			if !ok {
				a, b = engine.NoCard, engine.NoCard
			}
			r.Failure, r.Hand, r.Seen, r.Dealt = CardDiffers, st.HandNumber(), a, b
			r.What = "your hand after action " + strconv.Itoa(s.To)
			return false
		}
	}
	if len(s.Hands) == 0 {
		return true
	}
	want := st.View(viewer).Hands
	for seat, h := range s.Hands {
		var w []engine.Card
		if seat < len(want) {
			w = want[seat]
		}
		a, b, ok := firstCard(h, w)
		if ok || len(h) != len(w) {
			if !ok {
				a, b = engine.NoCard, engine.NoCard
			}
			r.Failure, r.Hand, r.Seat, r.Seen, r.Dealt = CardDiffers, st.HandNumber(), seat, a, b
			r.What = fmt.Sprintf("seat %d's revealed hand", seat+1)
			return false
		}
		if seat != viewer {
			r.TableCards += len(h)
		}
	}
	return true
}

func sorted(h []engine.Card) []engine.Card {
	out := slices.Clone(h)
	slices.Sort(out)
	return out
}

// describe says where an event's card was, in English.
func describe(e engine.Event, viewer int) string {
	seat := func(i int) string {
		if i == viewer {
			return "your"
		}
		return fmt.Sprintf("seat %d's", i+1)
	}
	switch e.Kind {
	case engine.EvCardMoved:
		switch {
		case e.From == engine.ZoneStock && e.To == engine.ZoneHand:
			return fmt.Sprintf("a card from the stock to %s hand", seat(e.ToIndex))
		case e.From == engine.ZoneStock && e.To == engine.ZoneDiscard:
			return "the card turned up"
		case e.To == engine.ZoneDiscard:
			return fmt.Sprintf("%s discard", seat(e.FromIndex))
		case e.From == engine.ZoneDiscard:
			return fmt.Sprintf("the card taken from the discard pile to %s hand", seat(e.ToIndex))
		case e.To == engine.ZoneTable:
			return fmt.Sprintf("a card %s hand laid on the table", seat(e.FromIndex))
		case e.To == engine.ZoneFaceUp:
			return fmt.Sprintf("%s face-up card", seat(e.ToIndex))
		}
		return fmt.Sprintf("a card moved from %s to %s", e.From, e.To)
	case engine.EvMeldCreated:
		return fmt.Sprintf("%s meld", seat(e.Seat))
	case engine.EvMeldExtended:
		return fmt.Sprintf("%s lay-off", seat(e.Seat))
	case engine.EvRevealed:
		return fmt.Sprintf("%s revealed card", seat(e.Seat))
	case engine.EvJokerSwapped:
		return fmt.Sprintf("%s card swapped for a joker", seat(e.Seat))
	}
	return e.Kind.String()
}
