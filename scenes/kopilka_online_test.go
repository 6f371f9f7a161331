package scenes

import (
	"bufio"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/sprites"
)

// startServer builds the rummy-server binary, runs it on loopback with
// a temporary -data directory and returns its WebSocket address.
func startServer(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	bin := filepath.Join(dir, "rummy-server")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/rummy-server").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0", "-data", filepath.Join(dir, "data"), "-hand-pause", "0")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			select {
			case line <- sc.Text():
			default:
			}
		}
	}()
	select {
	case l := <-line:
		addr, ok := strings.CutPrefix(l, "rummy-server: http://")
		if !ok {
			t.Fatalf("the server said %q", l)
		}
		addr, _, _ = strings.Cut(addr, "/")
		return "ws://" + addr + "/ws"
	case <-time.After(60 * time.Second):
		t.Fatal("the server did not start")
	}
	return ""
}

// kopMessages keeps the messages a client received.
type kopMessages struct {
	mu   sync.Mutex
	msgs []proto.ServerMsg
}

func (r *kopMessages) on(m *proto.ServerMsg, _ time.Time) {
	r.mu.Lock()
	r.msgs = append(r.msgs, *m)
	r.mu.Unlock()
}

// TestIssue19KopilkaSceneOverARealServer (issue 19 item 3, "it works
// online like the other games"): the rummy-server binary runs on
// loopback; a Kopilka table for five has this screen's person at seat
// 0, another person (a client played by a bot, elsewhere) at seat 1 and
// three of the server's bots. The Kopilka scene is handed the remote
// game (NewKopilkaOn) and plays it to the result screen: every one of
// the person's cards is revealed by a click on it (none by the timer),
// the scene shows the connection, and at the end the chips drawn, the
// standings and the winners equal the server's final view.
func TestIssue19KopilkaSceneOverARealServer(t *testing.T) {
	url := startServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	dial := func(rec *kopMessages) *online.Client {
		c, err := online.Dial(ctx, online.Config{URL: url, OnMessage: rec.on})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		return c
	}
	var hostMsgs, otherMsgs kopMessages
	host := dial(&hostMsgs)
	ct := proto.CreateTable{Variant: "kopilka", Options: json.RawMessage(`{"players":5}`), Level: "greedy",
		Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}, {Kind: proto.SeatBot}, {Kind: proto.SeatBot}, {Kind: proto.SeatBot}}}
	if err := host.Create(ctx, ct, "Anna"); err != nil {
		t.Fatal(err)
	}
	other := dial(&otherMsgs)
	if err := other.Join(ctx, host.Info().Code, "Boris"); err != nil {
		t.Fatal(err)
	}
	go func() {
		if _, err := online.PlayBot(ctx, other, bots.NewGreedy(9, 1), nil); err != nil && ctx.Err() == nil {
			t.Errorf("the other person's client: %v", err)
		}
	}()
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	for host.View() == nil {
		if ctx.Err() != nil {
			t.Fatal("the game did not start")
		}
		time.Sleep(5 * time.Millisecond)
	}

	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Kopilka), sprites.NewBackdrop())
	k, err := NewKopilkaOn(app, online.NewRemote(host), menu)
	if err != nil {
		t.Fatal(err)
	}
	if k.names[0] != "Anna" || k.names[1] != "Boris" || !k.persons[0] || k.persons[1] {
		t.Fatalf("the scene seats %v (persons %v), want Anna at this screen and Boris elsewhere", k.names, k.persons)
	}
	k.speed = kopFast
	m := NewManager(app, k)
	var raw RawInput
	m.SetInputSource(func() RawInput { return raw })
	shot := ebiten.NewImage(1280, 800)
	clicks, badge := 0, false
	var res *KopilkaResult
	for res == nil {
		if ctx.Err() != nil {
			kv := k.view.Kopilka
			t.Fatalf("no result screen in time (round %d, %d clicks): sent %v waiting %v order %v next %d idle %v over %v pending %d err %q phase %s", k.shown.round, clicks,
				k.sent, k.view.Waiting, kv.Order, kv.Next, k.shown.idle(), k.shown.over, host.Info().Pending, k.err, k.view.Phase)
		}
		raw = RawInput{}
		if k.prompting == 0 {
			// The person's card waits: click it (down, then up).
			x, y := k.lay.cards[0].Center()
			raw = RawInput{X: x, Y: y, Down: true}
			if err := m.Update(); err != nil {
				t.Fatal(err)
			}
			raw = RawInput{X: x, Y: y}
			clicks++
		}
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		m.Current().Draw(shot)
		if clicks == 3 && k.prompting < 0 && k.speed == kopFast {
			saveShot(shot, "kopilka-online")
			// The rest at the instant speed: the person's cards still
			// wait for their clicks.
			k.speed = kopInstant
		}
		badge = badge || k.linkText() == app.T(i18n.KopLinkConnected)
		if k.wait > kopInstant.autoReveal()/2 {
			t.Fatalf("the person's card waited %d ticks for a click that was made", k.wait)
		}
		res, _ = m.Current().(*KopilkaResult)
		time.Sleep(time.Millisecond) // the server and its bots run meanwhile
	}
	if clicks == 0 {
		t.Fatal("the person never revealed a card")
	}
	t.Logf("%d clicks, %d rounds", clicks, k.shown.round)
	if !badge {
		t.Error("the scene never showed the connection as online")
	}
	// Every reveal of seat 0 was the person's own (an id of this
	// client), as many as the clicks that were accepted.
	own := 0
	hostMsgs.mu.Lock()
	for _, msg := range hostMsgs.msgs {
		if msg.Type == proto.SEvent && msg.Actor == 0 {
			if msg.ID == 0 {
				t.Fatalf("message %d: seat 0's card was revealed without its person", msg.Seq)
			}
			own++
		}
	}
	hostMsgs.mu.Unlock()
	if own == 0 || own > clicks {
		t.Fatalf("%d reveals of the person's for %d clicks", own, clicks)
	}
	v := host.View()
	if v.Phase != engine.PhaseGameOver {
		t.Fatalf("the result screen shows before the game is over (%s)", v.Phase)
	}
	seats, bank := k.Chips()
	if !slices.Equal(seats, v.Kopilka.Chips) || bank != v.Kopilka.Bank || !slices.Equal(k.shown.status, v.Kopilka.Status) {
		t.Errorf("drawn chips %v bank %d standings %v, the server's %v bank %d %v", seats, bank, k.shown.status, v.Kopilka.Chips, v.Kopilka.Bank, v.Kopilka.Status)
	}
	if !slices.Equal(res.Winners(), v.Winners) {
		t.Errorf("result winners %v, the server's %v", res.Winners(), v.Winners)
	}
	for _, c := range res.Form().Controls {
		if c.ID == idKopAgain {
			t.Error("the result of an online game offers Play again (the lobby does)")
		}
	}
	if rep, err := host.Verify(); err != nil || !rep.OK() {
		t.Errorf("the deal is not verified: %v %s", err, rep)
	}
}

// TestIssue19KopilkaSceneNeedsAStartedGame: a remote game not yet
// started is refused with a sentence the player can act on.
func TestIssue19KopilkaSceneNeedsAStartedGame(t *testing.T) {
	app := testApp(t)
	_, err := NewKopilkaOn(app, notStarted{}, nil)
	if err == nil || err.Error() != app.T(i18n.KopNotStarted) {
		t.Fatalf("NewKopilkaOn on a game not started: %v", err)
	}
}

// notStarted is a Game whose table has not started: no view yet.
type notStarted struct{ match.Game }

func (notStarted) Seats() []match.SeatInfo      { return make([]match.SeatInfo, 3) }
func (notStarted) Viewers() []int               { return []int{0} }
func (notStarted) View(int) *engine.View        { return nil }
func (notStarted) Status() match.Status         { return match.Status{} }
func (notStarted) Connection() match.Connection { return match.Connection{} }

// saveShot writes img as NAME.png into RUMMY_SHOTS, when that is set
// (to look at the screen a test played).
func saveShot(img *ebiten.Image, name string) {
	dir := os.Getenv("RUMMY_SHOTS")
	if dir == "" {
		return
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	px := make([]byte, 4*w*h)
	img.ReadPixels(px)
	if f, err := os.Create(filepath.Join(dir, name+".png")); err == nil {
		_ = png.Encode(f, &image.RGBA{Pix: px, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)})
		f.Close()
	}
}

// fakeOnline is a local Kopilka match dressed as a table server's
// game: its connection is whatever the test sets.
type fakeOnline struct {
	*match.Local
	conn match.Connection
}

func (f *fakeOnline) Connection() match.Connection { return f.conn }

// TestIssue19KopilkaShowsTheConnection (issue 19 item 3): at an online
// table the scene shows the link (reconnecting, in the player's
// language), marks a seat a bot plays for its away person, and shows
// a refusal the server sent in the player's language, once, freeing
// the card to be revealed again.
func TestIssue19KopilkaShowsTheConnection(t *testing.T) {
	r := newKopRig(t, "human,bot,bot")
	r.app.Cat = i18n.New(i18n.Russian)
	g := &fakeOnline{Local: r.k.local, conn: match.Connection{Link: match.LinkReconnecting, Away: []int{1}, BotFor: []int{1}}}
	k, err := NewKopilkaOn(r.app, g, r.menu)
	if err != nil {
		t.Fatal(err)
	}
	if k.local != nil || k.online == nil {
		t.Fatal("the scene does not take the game for an online one")
	}
	k.Update(&Input{})
	if got, want := k.linkText(), r.app.T(i18n.KopLinkReconnecting); got != want || got == i18n.New(i18n.English).T(i18n.KopLinkReconnecting) {
		t.Errorf("the badge says %q, want %q", got, want)
	}
	if key, ok := k.awayKey(1); !ok || key != i18n.KopBotFor {
		t.Errorf("seat 1 (a bot plays for its away person) shows %q %v", key, ok)
	}
	if _, ok := k.awayKey(2); ok {
		t.Error("seat 2 is shown away")
	}
	k.sent = true
	ref := engine.Refusal{Key: engine.RefuseRevealOnly}
	g.conn.Refused, g.conn.Refusals, g.conn.Link = &ref, 1, match.LinkConnected
	k.Update(&Input{})
	want := r.app.Cat.Reason(ref, k.seatName)
	if k.err != want || k.err == i18n.New(i18n.English).Reason(ref, k.seatName) || k.sent {
		t.Errorf("after the refusal the table says %q (sent %v), want %q", k.err, k.sent, want)
	}
	k.err = ""
	k.Update(&Input{})
	if k.err != "" {
		t.Errorf("the refusal shows again: %q", k.err)
	}
}
