package webtest

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// TestScreenReaderFollowsAClassicHandByKeyboard (issue 30 item 4) plays a
// classic hand of one person against a bot by keyboard alone (D draws, X
// discards the card under the cursor, P passes) in English, Russian and
// German, and reads what the page's live region said: every draw and
// discard of both seats, in order, in the game's language, ending with
// "Your turn: draw" before each of the person's turns; every sentence is
// one the catalogue makes, so a bot's card from the stock is never named.
// At the end the live region is found in Chromium's accessibility tree
// (Accessibility.getFullAXTree) with role log, and the list of the
// person's cards as buttons.
func TestScreenReaderFollowsAClassicHandByKeyboard(t *testing.T) {
	dir := webDir(t)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Russian, i18n.German} {
		t.Run(lang.Code(), func(t *testing.T) { readerHand(t, dir, lang) })
	}
}

// heard is the live region's sentences, read by their numbers.
type heard struct{ lines []string }

// read adds the sentences the region shows that were not read yet.
func (h *heard) read(p *page) {
	var got []struct {
		N    int    `json:"n"`
		Text string `json:"text"`
	}
	p.eval(`Array.from(document.querySelectorAll('#rummy-live p')).map(p => ({n: +p.dataset.n, text: p.textContent}))`, &got)
	for _, g := range got {
		if g.N > len(h.lines) {
			if g.N != len(h.lines)+1 {
				p.t.Fatalf("sentences %d to %d left the region before the test read them", len(h.lines)+1, g.N-1)
			}
			h.lines = append(h.lines, g.Text)
		}
	}
}

func readerHand(t *testing.T, dir string, lang i18n.Lang) {
	cat := i18n.New(lang)
	settings := strings.Replace(fastSettings, `"language":"en"`, `"language":"`+lang.Code()+`"`, 1)
	w, h := windowSize(640, 400)
	p := openPage(t, dir, "/index.html?test=1&mute=1&variant=classic&seats=human,bot&seed=11", w, h, map[string]string{"rummy/settings.json": settings})
	var ready bool
	p.run("waiting for window.rummyReady", poll(`window.rummyReady === true && window.rummyTest && window.rummyTest.draws > 0`, &ready, 90*time.Second))
	p.waitFor("the table", 30*time.Second, func(s *state) bool { return s.Scene == "table" && !s.Fading })
	var h0 heard
	var want []string // the sentences the moves must bring, in order
	spoken := func(face string) string {
		cs, err := engine.ParseCards(face)
		if err != nil || len(cs) != 1 {
			t.Fatalf("card %q: %v", face, err)
		}
		return cat.SpokenCard(cs[0])
	}
	you := i18n.Person{You: true}
	key := func(k string) { pressKey(p, k) }
	turns := 0
	deadline := time.Now().Add(8 * time.Minute)
	for time.Now().Before(deadline) {
		s := p.waitFor("the person's turn or the end of the hand", 3*time.Minute, func(s *state) bool {
			return s.Scene == "sheet" || s.Scene == "table" && !s.Fading && (s.Table.MayAct || revealStands(s))
		})
		h0.read(p)
		if s.Scene == "sheet" || revealStands(s) {
			break
		}
		tb := s.Table
		before := len(tb.Hand)
		switch {
		case has(tb.Legal, "draw stock"):
			if turns > 0 {
				// The bot's last discard, then the person's turn.
				want = append(want, "·"+tb.PileTop, cat.T(i18n.SpeakTurnDraw))
			}
			turns++
			key("d")
			s = p.waitFor("the drawn card", 20*time.Second, func(s *state) bool { return s.Scene != "table" || len(s.Table.Hand) == before+1 })
			if s.Scene == "table" {
				for _, c := range s.Table.Hand {
					if !slices.ContainsFunc(tb.Hand, func(o card) bool { return o.ID == c.ID }) {
						want = append(want, cat.F(i18n.SpeakYouDrew, spoken(c.Face)))
					}
				}
			}
		case len(discards(tb.Legal)) > 0:
			key("x")
			s = p.waitFor("the discard", 20*time.Second, func(s *state) bool {
				return s.Scene != "table" || len(s.Table.Hand) < before || !s.Table.MayAct
			})
			if s.Scene == "table" && s.Table.PileTop != "" {
				want = append(want, cat.About(i18n.LogDiscarded, you, spoken(s.Table.PileTop)))
			}
		case has(tb.Legal, "pass"):
			key("p")
			p.waitFor("the pass", 20*time.Second, func(s *state) bool { return s.Scene != "table" || !has(s.Table.Legal, "pass") })
		default:
			t.Fatalf("no key for the legal actions %q", tb.Legal)
		}
	}
	h0.read(p)
	if turns < 3 {
		t.Fatalf("only %d turns played: %q", turns, h0.lines)
	}
	t.Logf("%s: %d turns, %d sentences; the first: %q", lang.Code(), turns, len(h0.lines), h0.lines[:min(8, len(h0.lines))])

	// Every sentence is one the catalogue makes about a seat or the hand.
	known := sentencePatterns(cat)
	for _, l := range h0.lines {
		if !slices.ContainsFunc(known, func(re *regexp.Regexp) bool { return re.MatchString(l) }) {
			t.Errorf("a sentence no catalogue template makes (hidden information?): %q", l)
		}
	}
	// The bot's draws from the stock never name the card.
	stockOther := aboutPattern(cat, i18n.LogDrewStock)
	bots := 0
	for _, l := range h0.lines {
		if stockOther.MatchString(l) {
			bots++
		}
	}
	if bots == 0 {
		t.Errorf("no bot's draw from the stock was said: %q", h0.lines)
	}
	// The person's moves and the bot's discards, in order. "·FACE" wants
	// the bot's discard of that card.
	i := 0
	for _, w := range want {
		if face, ok := strings.CutPrefix(w, "·"); ok {
			w = spoken(face)
			for i < len(h0.lines) && !(strings.Contains(h0.lines[i], w) && aboutPattern(cat, i18n.LogDiscarded).MatchString(h0.lines[i])) {
				i++
			}
		} else {
			for i < len(h0.lines) && h0.lines[i] != w {
				i++
			}
		}
		if i == len(h0.lines) {
			t.Fatalf("%q was not said (in order) in %q", w, h0.lines)
		}
		i++
	}

	// The accessibility tree: a log holding the last sentence, and the
	// hand's cards as buttons.
	// The raw protocol answer: this cdproto's typed one refuses property
	// names newer Chromium sends ("uninteresting").
	var tree struct {
		Nodes []axNode `json:"nodes"`
	}
	p.run("reading the accessibility tree", chromedp.ActionFunc(func(ctx context.Context) error {
		return cdp.Execute(ctx, accessibility.CommandGetFullAXTree, nil, &tree)
	}))
	nodes := tree.Nodes
	var logNode bool
	var buttons int
	for _, n := range nodes {
		role, name := axString(n.Role), axString(n.Name)
		if role == "log" {
			logNode = true
		}
		if role == "button" && name == cat.T(i18n.KeyAction("discard")) {
			buttons++
		}
	}
	last := h0.lines[len(h0.lines)-1]
	var inTree bool
	for _, n := range nodes {
		if strings.Contains(axString(n.Name), last) {
			inTree = true
		}
	}
	if !logNode || !inTree || buttons == 0 {
		t.Errorf("accessibility tree: log role %v, last sentence %q in it %v, the discard button %v", logNode, last, inTree, buttons > 0)
	}
	if bad := p.problems(); len(bad) > 0 {
		t.Errorf("the console reported problems:\n%s", strings.Join(bad, "\n"))
	}
}

// pressKey presses a letter key on the focused canvas and holds it down
// until the game has run two updates, so the game sees it however busy
// the machine is (a key up in the same tick would be lost).
func pressKey(p *page, k string) {
	code := "Key" + strings.ToUpper(k)
	var n float64
	p.eval(`document.querySelector('canvas').focus(), window.rummyTest.updates`, &n)
	p.run("pressing "+k,
		input.DispatchKeyEvent(input.KeyDown).WithKey(k).WithCode(code).WithText(k).WithWindowsVirtualKeyCode(int64(strings.ToUpper(k)[0])),
		poll(fmt.Sprintf(`window.rummyTest.updates >= %v`, n+2), new(bool), 20*time.Second),
		input.DispatchKeyEvent(input.KeyUp).WithKey(k).WithCode(code).WithWindowsVirtualKeyCode(int64(strings.ToUpper(k)[0])))
}

// axNode is the part of an accessibility node the test reads.
type axNode struct {
	Role *axValue `json:"role"`
	Name *axValue `json:"name"`
}

// axValue is an accessibility value.
type axValue struct {
	Value any `json:"value"`
}

// axString is an accessibility value's string ("" when none).
func axString(v *axValue) string {
	if v == nil {
		return ""
	}
	s, _ := v.Value.(string)
	return s
}

// aboutPattern matches a message about another seat (any name, either
// gender) with any text in its other arguments.
func aboutPattern(cat i18n.Catalog, k i18n.Key) *regexp.Regexp {
	var alts []string
	for _, g := range []i18n.Gender{i18n.Masculine, i18n.Feminine} {
		s := cat.About(k, i18n.Person{Name: "\x00", Gender: g}, "\x01", "\x01")
		alts = append(alts, templateRe(s))
	}
	return regexp.MustCompile("^(?:" + strings.Join(alts, "|") + ")$")
}

// templateRe turns a formatted message with \x00 for a name and \x01 for
// any argument into a pattern.
func templateRe(s string) string {
	s = strings.Split(s, "%!(EXTRA")[0]
	s = regexp.QuoteMeta(s)
	s = strings.ReplaceAll(s, "\x00", `[^,:]+`)
	return strings.ReplaceAll(s, "\x01", `.+`)
}

// sentencePatterns are every sentence the table may say in a classic
// hand by draw and discard.
func sentencePatterns(cat i18n.Catalog) []*regexp.Regexp {
	var out []*regexp.Regexp
	for _, k := range []i18n.Key{i18n.LogDrewStock, i18n.LogTookDiscard, i18n.LogDiscarded, i18n.LogMelded, i18n.LogLaidOff, i18n.LogWentOut, i18n.LogOneCard, i18n.LogPassed} {
		out = append(out, aboutPattern(cat, k))
		you := cat.About(k, i18n.Person{You: true}, "\x01", "\x01")
		out = append(out, regexp.MustCompile("^"+templateRe(you)+"$"))
	}
	for _, k := range []i18n.Key{i18n.SpeakYouDrew, i18n.SpeakYourHand, i18n.LogHandStarted} {
		out = append(out, regexp.MustCompile("^"+templateRe(fmt.Sprintf(strings.ReplaceAll(cat.T(k), "%d", "%s"), "\x01"))+"$"))
	}
	for _, k := range []i18n.Key{i18n.SpeakTurnDraw, i18n.SpeakTurnPlay, i18n.LogRefilled} {
		out = append(out, regexp.MustCompile("^"+regexp.QuoteMeta(cat.T(k))+"$"))
	}
	return out
}
