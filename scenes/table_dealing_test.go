package scenes

import (
	"strings"
	"testing"

	"rummy/scenes/i18n"
)

// TestIssue24DealCountsCardsAsTheyLand (issue 24 item 11): while the
// deal's cards fly, no bot is said to think and no badge counts cards
// not yet landed; the counts climb to the hand's size as the cards land,
// and the first bot's turn shows once the deal is down (with RUMMY_SHOTS
// set, table-deal-midflight.png).
func TestIssue24DealCountsCardsAsTheyLand(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	tb := r.table
	thinking := strings.TrimPrefix(r.app.T(i18n.TableThinking), "%s ") // "is thinking…"
	full := r.app.Cat.F(i18n.TableCards, tb.view.Counts[1])
	sawPartial, shot := false, false
	for i := 0; i < 2000 && tb.anim.dealing; i++ {
		r.run(1)
		if !tb.anim.dealing {
			break
		}
		if strings.Contains(tb.texts.status, thinking) {
			t.Fatalf("tick %d of the deal: the status says %q", i, tb.texts.status)
		}
		landed := 0
		for s := range tb.view.Counts {
			n := tb.layouter().shownCount(s)
			if n > tb.view.Counts[s] {
				t.Fatalf("seat %d shows %d of %d cards", s, n, tb.view.Counts[s])
			}
			landed += n
		}
		if tb.texts.counts[1] != full {
			sawPartial = true
			if !shot && landed > 10 {
				render(t, r.app, "table-deal-midflight", tb, 0)
				shot = true
			}
		}
	}
	if !sawPartial {
		t.Error("the badges showed every card dealt while the cards flew")
	}
	if tb.anim.dealing {
		t.Fatal("the deal never ended")
	}
	for s := range tb.view.Counts {
		if want := r.app.Cat.F(i18n.TableCards, tb.view.Counts[s]); tb.texts.counts[s] != want {
			t.Errorf("after the deal seat %d's badge says %q, want %q", s, tb.texts.counts[s], want)
		}
	}
	r.settle()
}
