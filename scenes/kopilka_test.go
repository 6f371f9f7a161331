package scenes

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/store"
	"rummy/sprites"
	"rummy/sprites/ebitentest"
)

// kopRig is a Kopilka table in a manager, fed synthetic input.
type kopRig struct {
	t    *testing.T
	app  *App
	k    *Kopilka
	m    *Manager
	raw  RawInput
	shot *ebiten.Image
	menu *Menu
}

func newKopRig(t *testing.T, seats string, opts ...string) *kopRig {
	t.Helper()
	app := testApp(t)
	ss, err := ParseSeats(seats)
	if err != nil {
		t.Fatal(err)
	}
	o, err := engine.ParseOptions(engine.Kopilka, append([]string{"players=" + strconv.Itoa(len(ss)), "seed=3"}, opts...))
	if err != nil {
		t.Fatal(err)
	}
	setup := Setup{Variant: engine.Kopilka, Options: o, Seats: ss}
	menu := NewMenu(app, setup, sprites.NewBackdrop())
	k, err := NewKopilka(app, setup, menu)
	if err != nil {
		t.Fatal(err)
	}
	r := &kopRig{t: t, app: app, k: k, menu: menu, shot: ebiten.NewImage(1280, 800)}
	r.m = NewManager(app, k)
	r.m.SetInputSource(func() RawInput { return r.raw })
	return r
}

// run advances n ticks, drawing each.
func (r *kopRig) run(n int) {
	for i := 0; i < n; i++ {
		if err := r.m.Update(); err != nil {
			r.t.Fatal(err)
		}
		r.m.Current().Draw(r.shot)
	}
}

// TestKopilkaFifteenBotsPlayToTheEnd (KOP-1, KOP-5, KOP-6) plays a
// fifteen-bot game at the instant speed through the scene: the chips
// drawn equal the view's at the end, none were lost, and the result
// screen names the view's winners.
func TestKopilkaFifteenBotsPlayToTheEnd(t *testing.T) {
	r := newKopRig(t, "bot"+strings.Repeat(",bot", 14))
	r.k.speed = kopInstant
	var res *KopilkaResult
	for i := 0; i < 20000 && res == nil; i++ {
		r.run(1)
		res, _ = r.m.Current().(*KopilkaResult)
		if !r.k.shown.idle() {
			continue
		}
		seats, bank := r.k.Chips()
		total := bank
		for _, c := range seats {
			total += c
		}
		if total != 15*12 {
			t.Fatalf("tick %d: the table shows %d chips, want %d", i, total, 15*12)
		}
	}
	if res == nil {
		t.Fatalf("no result screen after 20000 ticks (round %d)", r.k.shown.round)
	}
	v := r.k.View()
	if v.Phase != engine.PhaseGameOver {
		t.Fatalf("result screen before the game is over: %s", v.Phase)
	}
	seats, bank := r.k.Chips()
	if !slices.Equal(seats, v.Kopilka.Chips) || bank != v.Kopilka.Bank {
		t.Errorf("drawn chips %v bank %d, the view holds %v bank %d", seats, bank, v.Kopilka.Chips, v.Kopilka.Bank)
	}
	if !slices.Equal(res.Winners(), v.Winners) || len(v.Winners) == 0 {
		t.Errorf("result winners %v, the view's %v", res.Winners(), v.Winners)
	}
	if !slices.Equal(r.k.shown.status, v.Kopilka.Status) {
		t.Errorf("drawn standings %v, the view's %v", r.k.shown.status, v.Kopilka.Status)
	}
	if _, err := store.LoadGame(r.app.Store); err == nil {
		t.Errorf("the finished game's autosave is still there")
	}
}

// TestKopilkaPersonRevealsByClick (KOP-6): the person's card waits for
// them; a tap on it reveals it at once, long before it would reveal
// itself.
func TestKopilkaPersonRevealsByClick(t *testing.T) {
	r := newKopRig(t, "human,bot,bot")
	r.k.speed = kopFast
	for i := 0; i < 600 && r.k.prompting < 0; i++ {
		r.run(1)
	}
	if r.k.prompting != 0 {
		t.Fatalf("the person's card is not waiting (prompting %d)", r.k.prompting)
	}
	before := r.k.View().Kopilka.Next
	round := r.k.View().Kopilka.Round
	x, y := r.k.lay.cards[0].Center()
	r.raw = RawInput{X: x, Y: y, Down: true}
	r.run(1)
	r.raw = RawInput{X: x, Y: y}
	r.run(1)
	kv := r.k.View().Kopilka
	if kv.Round == round && kv.Next == before {
		t.Fatalf("the tap did not reveal the card (next %d round %d)", kv.Next, kv.Round)
	}
	if r.k.wait != 0 {
		t.Errorf("the auto-reveal clock runs on after the reveal: %d", r.k.wait)
	}
}

// TestKopilkaRevealsItself (KOP-6): a person who does nothing has their
// card revealed for them after the wait.
func TestKopilkaRevealsItself(t *testing.T) {
	r := newKopRig(t, "human,bot,bot")
	r.k.speed = kopFast
	for i := 0; i < 600 && r.k.prompting < 0; i++ {
		r.run(1)
	}
	if r.k.prompting != 0 {
		t.Fatalf("the person's card is not waiting")
	}
	r.run(kopFast.autoReveal() + 2)
	if v := r.k.View().Kopilka; v.Round == 1 && v.Next == 0 {
		t.Fatalf("the card did not reveal itself after %d ticks", kopFast.autoReveal())
	}
}

// TestKopilkaResumesFromTheMenu: a Kopilka autosave opens the Kopilka
// table again, at the saved round.
func TestKopilkaResumesFromTheMenu(t *testing.T) {
	r := newKopRig(t, "human,bot,bot,bot")
	r.k.speed = kopInstant
	r.run(5)
	round := r.k.View().Kopilka.Round
	menu := NewMenu(r.app, r.k.setup, sprites.NewBackdrop())
	s, err := menu.resumeScene()
	if err != nil {
		t.Fatal(err)
	}
	k, ok := s.(*Kopilka)
	if !ok {
		t.Fatalf("resume opened %T, want the Kopilka table", s)
	}
	if got := k.View().Kopilka.Round; got != round {
		t.Errorf("resumed at round %d, saved at %d", got, round)
	}
}

// TestKopilkaTextIsReadableAt800x600 (KOP-6): with fifteen seats at
// 800×600 no text is under 11 px and no two seat boxes overlap.
func TestKopilkaTextIsReadableAt800x600(t *testing.T) {
	r := newKopRig(t, "human"+strings.Repeat(",bot", 14))
	r.app.Resize(800, 600, 1)
	r.run(2)
	if px := kopMinText * r.app.Unit(); px < 11 {
		t.Errorf("smallest text %.1f px at 800×600", px)
	}
	l := r.k.lay
	for i := range l.seats {
		for j := i + 1; j < len(l.seats); j++ {
			if l.seats[i].Overlap(l.seats[j]) > 0 {
				t.Errorf("seats %d and %d overlap", i, j)
			}
			if l.cards[i].Overlap(l.cards[j]) > 0 {
				t.Errorf("cards %d and %d overlap", i, j)
			}
		}
		for j := range l.cards {
			if l.seats[i].Overlap(l.cards[j]) > 0 {
				t.Errorf("seat %d and card %d overlap", i, j)
			}
		}
	}
}

// BenchmarkKopilkaFrame measures one frame (Update and Draw) of a
// fifteen-seat Kopilka table at 1280×800 in the middle of a round.
func BenchmarkKopilkaFrame(b *testing.B) {
	r := benchKopilka(&testing.T{})
	times := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		r.k.Update(&Input{})
		r.k.Draw(r.shot)
		times = append(times, time.Since(start))
		b.StopTimer()
		ebitentest.Frame()
		b.StartTimer()
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2])/1e6, "median-ms")
}

func benchKopilka(t *testing.T) *kopRig {
	r := newKopRig(t, "bot"+strings.Repeat(",bot", 14))
	r.k.speed = kopSlow
	r.run(240)
	return r
}

// TestKopilkaFramesAllocateNoImages draws the fifteen-seat table for
// many frames and checks that no card atlas or shape texture was made.
func TestKopilkaFramesAllocateNoImages(t *testing.T) {
	r := benchKopilka(t)
	for i := 0; i < 30; i++ {
		r.k.Update(&Input{})
		r.k.Draw(r.shot)
	}
	atlases, textures := r.app.Cards.Atlases(), r.app.Paint.Textures()
	for i := 0; i < 300; i++ {
		r.k.Update(&Input{})
		r.k.Draw(r.shot)
		ebitentest.Frame()
	}
	if a, tx := r.app.Cards.Atlases(), r.app.Paint.Textures(); a != atlases || tx != textures {
		t.Errorf("frames made images: atlases %d → %d, shape textures %d → %d", atlases, a, textures, tx)
	}
}

// TestKopilkaInTheMenu (issue 19 item 2): the menu offers Kopilka as a
// fourth game, lays fifteen seats out above the hint, and Start opens
// the Kopilka table.
func TestKopilkaInTheMenu(t *testing.T) {
	app := testApp(t)
	app.Resize(800, 600, 1)
	m := NewMenu(app, DefaultSetup(engine.Classic), sprites.NewBackdrop())
	m.Update(&Input{})
	tile := false
	for _, c := range m.Form().Controls {
		tile = tile || c.ID == idVariant+int(engine.Kopilka)
	}
	if !tile {
		t.Fatal("the menu offers no Kopilka tile")
	}
	m.activate(Activation{ID: idVariant + int(engine.Kopilka), Delta: 1})
	m.setSeats(15)
	m.Update(&Input{})
	if m.Setup().Variant != engine.Kopilka || len(m.Setup().Seats) != 15 {
		t.Fatalf("menu setup %v with %d seats", m.Setup().Variant, len(m.Setup().Seats))
	}
	hint := FrameOf(app).Rect(66, 610, 528, 36)
	seats := 0
	for _, c := range m.Form().Controls {
		if c.ID >= idSeat && c.ID < idOption {
			seats++
			if c.Rect.Bottom() > hint.Y {
				t.Errorf("seat control %d reaches %.0f, over the hint at %.0f", c.ID-idSeat, c.Rect.Bottom(), hint.Y)
			}
		}
	}
	if seats != 15 {
		t.Errorf("%d seat controls, want 15", seats)
	}
	r := m.activate(Activation{ID: idStart, Delta: 1})
	if _, ok := r.Next.(*Kopilka); !ok {
		t.Fatalf("Start opened %T, want the Kopilka table", r.Next)
	}
}

// TestKopilkaGameCountsInTheStatistics: a finished Kopilka game with a
// person at the table (their cards revealing themselves, KOP-6) is
// counted in their statistics.
func TestKopilkaGameCountsInTheStatistics(t *testing.T) {
	r := newKopRig(t, "human,bot,bot")
	r.k.speed = kopInstant
	for i := 0; i < 200000; i++ {
		r.k.Update(&Input{})
		if r.k.result != nil {
			break
		}
	}
	if r.k.result == nil {
		t.Fatalf("the game did not end (round %d)", r.k.shown.round)
	}
	stats, err := store.LoadStats(r.app.Store)
	if err != nil {
		t.Fatal(err)
	}
	if got := stats.Variants["kopilka"].Played; got != 1 {
		t.Errorf("kopilka games played %d, want 1", got)
	}
}
