package scenes

import (
	"context"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"rummy/bots"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/engine/match/proto"
	"rummy/internal/servertest"
	"rummy/internal/verify"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/scenes/store"
	"rummy/sprites"
)

// onlineRig drives the game's scenes through the manager with synthetic
// input, starting at the lobby.
type onlineRig struct {
	tableRig
	lobby *Lobby
}

func newOnlineRig(t *testing.T, server string, setup Setup) *onlineRig {
	t.Helper()
	app := testApp(t)
	app.Settings.AnimationSpeed, app.Settings.BotSpeed = store.Fast, store.Fast
	menu := NewMenu(app, setup, sprites.NewBackdrop())
	l := NewLobby(app, menu, setup)
	l.SetServer(server)
	r := &onlineRig{tableRig: tableRig{t: t, app: app}, lobby: l}
	r.m = NewManager(app, l)
	r.m.SetInputSource(func() RawInput { return r.raw })
	r.run(1)
	return r
}

// until runs ticks until cond holds, sleeping a little between them
// (the network answers on other goroutines).
func (r *onlineRig) until(what string, d time.Duration, cond func() bool) {
	r.t.Helper()
	end := time.Now().Add(d)
	for !cond() {
		if time.Now().After(end) {
			r.t.Fatalf("timed out waiting for %s (scene %T)", what, r.m.Current())
		}
		r.run(1)
		time.Sleep(time.Millisecond)
	}
}

// typeInto clicks a field of the lobby and types text into it, a
// character a tick, after erasing what it held.
func (r *onlineRig) typeInto(field int, text string) {
	f := &r.lobby.fields[field]
	x, y := f.rect.Center()
	r.tap(x, y)
	for f.text != "" {
		r.raw.Erase = true
		r.run(1)
		r.raw.Erase = false
		r.run(1)
	}
	for _, c := range text {
		r.raw.Text = string(c)
		r.run(1)
	}
	r.raw.Text = ""
	r.run(1)
}

// tapID taps a control of a form.
func (r *onlineRig) tapID(f *Form, id int) {
	r.t.Helper()
	for _, c := range f.Controls {
		if c.ID == id {
			if !c.Enabled {
				r.t.Fatalf("control %d (%s) is disabled", id, c.Label)
			}
			r.tap(c.Rect.Center())
			return
		}
	}
	r.t.Fatalf("no control %d in %+v", id, f.Controls)
}

// TestIssue14LobbyErrorsInThePlayersLanguage: the lobby says in the
// player's language that the server cannot be reached, that a code is
// not one, that a name is missing, and that no table has a code; the
// frame never waits meanwhile.
func TestIssue14LobbyErrorsInThePlayersLanguage(t *testing.T) {
	srv := servertest.Start(t)
	r := newOnlineRig(t, "127.0.0.1:1", DefaultSetup(engine.Liverpool))
	r.app.Cat = i18n.New(i18n.German)
	l := r.lobby
	r.typeInto(fieldName, "Anna")
	r.typeInto(fieldCode, "abcde fghjk")
	start := time.Now()
	r.tapID(&l.form, idLobJoin)
	if !l.Busy() {
		t.Fatal("Join started no request")
	}
	if time.Since(start) > time.Second {
		t.Errorf("the frames of a request took %v", time.Since(start))
	}
	r.until("the unreachable server's message", 20*time.Second, func() bool { return !l.Busy() })
	if want := i18n.New(i18n.German).F(i18n.OnlineErrUnreachable, "127.0.0.1:1"); l.Problem() != want {
		t.Errorf("unreachable: %q, want %q", l.Problem(), want)
	}
	r.typeInto(fieldServer, srv.Addr)
	r.typeInto(fieldCode, "ABCDE-FGHJ")
	r.tapID(&l.form, idLobJoin)
	if l.Problem() != i18n.New(i18n.German).T(i18n.OnlineErrBadCode) || l.Busy() {
		t.Errorf("a short code: %q (busy %v)", l.Problem(), l.Busy())
	}
	r.typeInto(fieldCode, "ABCDE-FGHJK")
	r.tapID(&l.form, idLobJoin)
	r.until("the unknown code's message", 20*time.Second, func() bool { return !l.Busy() })
	if l.Problem() != i18n.New(i18n.German).T(i18n.OnlineErrNoTable) {
		t.Errorf("unknown code: %q", l.Problem())
	}
	r.typeInto(fieldName, "")
	r.tapID(&l.form, idLobCreate)
	if l.Problem() != i18n.New(i18n.German).T(i18n.OnlineErrName) {
		t.Errorf("no name: %q", l.Problem())
	}
	if p := loadOnlinePrefs(r.app.Store); p.Server != srv.Addr || p.Name != "Anna" {
		t.Errorf("remembered %+v", p)
	}
}

// onlineHand creates a table of setup's rule set from the lobby by
// mouse (seat 1 open, the others bots), lets a Go client join it by
// its code and play its seat with a bot, starts it from the waiting
// room, and plays the person's turns at the table scene by synthetic
// mouse input until the hand ends. It returns the rig at the hand's
// end (the reveal) and the other client. Each tick of the table, also
// (if not nil) is called with the table's invite code.
func onlineHand(t *testing.T, srv *servertest.Server, setup Setup, also func(code string)) (*onlineRig, *online.Client) {
	r := newOnlineRig(t, srv.Addr, setup)
	l := r.lobby
	r.typeInto(fieldName, "Anna")
	r.tapID(&l.form, idLobVariant+int(setup.Variant))
	for len(l.seats) != len(setup.Seats) {
		d := 1
		if len(l.seats) > len(setup.Seats) {
			d = -1
		}
		l.activate(Activation{ID: idLobPlayers, Delta: d})
		r.run(1)
	}
	for l.seats[1] != 0 {
		l.activate(Activation{ID: idLobSeat + 1, Delta: 1})
	}
	r.run(1)
	r.tapID(&l.form, idLobCreate)
	var room *Room
	r.until("the waiting room", 20*time.Second, func() bool { room, _ = r.m.Current().(*Room); return room != nil && !r.m.Fading() })
	info := room.Client().Info()
	if len(strings.ReplaceAll(info.Code, "-", "")) != proto.CodeLen || !strings.HasSuffix(info.Link, "?join="+info.Code) {
		t.Fatalf("code %q link %q", info.Code, info.Link)
	}
	r.run(2)
	for _, c := range room.form.Controls {
		if c.ID == idRoomStart && c.Enabled {
			t.Fatal("Start is enabled with a seat open")
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	friend, err := online.Dial(ctx, online.Config{URL: srv.WS})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(friend.Close)
	if err := friend.Join(ctx, strings.ToLower(info.Code), "Boris"); err != nil {
		t.Fatal(err)
	}
	r.until("Boris in seat 1", 10*time.Second, func() bool {
		in := room.Client().Info()
		return in.Lobby != nil && in.Lobby.Seats[1].Name == "Boris"
	})
	if err := friend.Chat("good_luck"); err != nil {
		t.Fatal(err)
	}
	r.until("Boris's chat line", 10*time.Second, func() bool { return len(room.chats) > 0 })
	r.tapID(&room.form, idRoomPhrase)
	r.until("Anna's chat line", 10*time.Second, func() bool { return len(room.chats) > 1 })
	go func() { _, _ = online.PlayBot(ctx, friend, bots.NewGreedy(3, 1), nil) }()
	r.run(2)
	r.tapID(&room.form, idRoomStart)
	var tb *Table
	r.until("the table", 20*time.Second, func() bool { tb, _ = r.m.Current().(*Table); return tb != nil && !r.m.Fading() })
	r.table = tb
	c := room.Client()
	if got := tb.NetBadge(); got != r.app.T(i18n.NetConnected) {
		t.Errorf("badge %q", got)
	}
	// A move the server refuses (sent past the table's own check) is
	// told in the player's language, from the refusal's key.
	r.app.Cat = i18n.New(i18n.Russian)
	var stranger engine.Card
	for slices.Contains(tb.view.Hand, stranger) {
		stranger++
	}
	if _, err := c.Act(engine.DiscardAction(stranger)); err != nil {
		t.Fatal(err)
	}
	r.until("the server's refusal", 10*time.Second, func() bool { return c.Info().Refusals > 0 && tb.net.refusals > 0 })
	ref, ok := c.Info().Refusal.Engine()
	if want := r.app.Cat.F(i18n.NetRefused, r.app.Cat.Reason(ref, tb.seatName)); !ok || tb.toast.text != want || tb.toast.text == r.app.Cat.F(i18n.NetRefused, c.Info().Refusal.Text) {
		t.Errorf("refusal toast %q, want %q (key known: %v)", tb.toast.text, want, ok)
	}
	r.app.Cat = i18n.New(i18n.English)
	refused := c.Info().Refusals
	brain := bots.NewGreedy(11, tb.viewer)
	moves := 0
	var sentAt uint64 // the position the last move was made at
	end := time.Now().Add(4 * time.Minute)
	for tb.reveal.result == nil {
		if time.Now().After(end) {
			t.Fatalf("the hand did not end: phase %v, %d moves, toast %q", tb.view.Phase, moves, tb.toast.text)
		}
		r.run(1)
		if also != nil {
			also(info.Code)
		}
		time.Sleep(200 * time.Microsecond)
		in := c.Info()
		if r.m.Current() != tb || tb.animating() || !tb.judge().mayAct() || in.Pending > 0 || tb.game.version != in.Last {
			continue
		}
		if in.Refusals != refused {
			if in.Last <= sentAt {
				t.Fatalf("the server refused move %d: %s", moves, in.Refusal.Text)
			}
			// Another seat moved at the server first (Boris plays on a
			// goroutine of his own: a claim window may close between the
			// person's look and the server's receipt), so the move came
			// too late: the server says no, the table goes on.
			t.Logf("move %d came after the table moved on: %s", moves, in.Refusal.Text)
			refused = in.Refusals
			continue
		}
		a := brain.Act(tb.view)
		sentAt = in.Last
		r.perform(a)
		if c.Info().Pending == 0 && tb.game.version == in.Last {
			t.Fatalf("move %d %v was not sent (toast %q)", moves, a, tb.toast.text)
		}
		moves++
	}
	t.Logf("%s hand over after %d moves by the person at the table scene", setup.Variant, moves)
	return r, friend
}

// TestIssue14LobbyPlaysALiverpoolHandAtTheServer (issue 14 items 3, 4
// and 9): from the lobby by mouse a Liverpool table is made at the real
// server with an open seat and two bots; a second client joins by the
// code, both chat; the host starts, and the person's whole first hand
// is played through the table scene (the same table as local play, on
// online.Remote) by synthetic mouse input.
func TestIssue14LobbyPlaysALiverpoolHandAtTheServer(t *testing.T) {
	srv := servertest.Start(t, "-hand-pause", "0s")
	setup := DefaultSetup(engine.Liverpool)
	if err := setup.SetSeatCount(4); err != nil {
		t.Fatal(err)
	}
	// A spectator watches from a screen of its own: Watch with the code
	// opens the started game's table, with no hand of its own.
	var watcher *onlineRig
	var watched *Table
	r, friend := onlineHand(t, srv, setup, func(code string) {
		if watcher == nil {
			watcher = newOnlineRig(t, srv.Addr, setup)
			watcher.typeInto(fieldCode, code)
			watcher.tapID(&watcher.lobby.form, idLobWatch)
		}
		watcher.run(1)
		if watched == nil {
			watched, _ = watcher.m.Current().(*Table)
		}
	})
	checkHandEndBadges(t, r.table)
	watcher.until("the spectator's table at the hand's end", 30*time.Second, func() bool {
		if watched == nil {
			watched, _ = watcher.m.Current().(*Table)
		}
		return watched != nil && watched.view.Phase == engine.PhaseHandOver
	})
	if watched.viewer != match.Spectator || len(watched.view.Hand) != 0 || !strings.Contains(watched.NetBadge(), watcher.app.T(i18n.NetWatching)) {
		t.Errorf("the spectator's table: viewer %d, %d cards in hand, badge %q", watched.viewer, len(watched.view.Hand), watched.NetBadge())
	}
	shoot(t, watched, "online-spectator")
	shoot(t, r.table, "online-hand-end")

	// The connection badge: Boris leaves, and the table says he is away;
	// the texts for a bot playing for him and for a lost connection.
	friend.Close()
	tb := r.table
	r.until("Boris away on the badge", 20*time.Second, func() bool {
		return strings.Contains(tb.NetBadge(), r.app.Cat.F(i18n.NetAway, "Boris"))
	})
	got := tb.netView().badgeText(match.Connection{Link: match.LinkReconnecting, Away: []int{1}, BotFor: []int{1}})
	if want := "Reconnecting… · Bot is playing for Boris until they are back"; got != want {
		t.Errorf("badge %q, want %q", got, want)
	}
}

// shoot draws a scene and, with RUMMY_SHOTS set, saves it there.
func shoot(t *testing.T, s Scene, name string) {
	img := ebiten.NewImage(1280, 800)
	defer img.Deallocate()
	s.Draw(img)
	if dir := os.Getenv("RUMMY_SHOTS"); dir != "" {
		px := make([]byte, 4*1280*800)
		img.ReadPixels(px)
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, &image.RGBA{Pix: px, Stride: 4 * 1280, Rect: image.Rect(0, 0, 1280, 800)}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestIssue14OnlineGameEndsVerifiedAndSaved (issue 14 item 7): a
// one-hand Rommé game at the server ends on the score sheet with
// "Deal verified", and Save game writes the finished game in the
// saved-game format that rummy-sim replay loads.
func TestIssue14OnlineGameEndsVerifiedAndSaved(t *testing.T) {
	srv := servertest.Start(t, "-hand-pause", "0s")
	setup := DefaultSetup(engine.Romme)
	o := setup.Options.Clone()
	if err := o.Set("hands", "1"); err != nil {
		t.Fatal(err)
	}
	setup.Options = o
	if err := setup.SetSeatCount(3); err != nil {
		t.Fatal(err)
	}
	r, _ := onlineHand(t, srv, setup, nil)
	var sheet *ScoreSheet
	r.until("the last score sheet", 30*time.Second, func() bool {
		if r.m.Current() == r.table {
			r.tap(640, 400) // past the reveal
		}
		sheet, _ = r.m.Current().(*ScoreSheet)
		return sheet != nil && !r.m.Fading()
	})
	if !sheet.over {
		t.Fatal("a one-hand game's sheet is not the last")
	}
	if got, want := sheet.Verdict(), r.app.T(i18n.NetVerified); got != want {
		t.Fatalf("verdict %q, want %q", got, want)
	}
	// Issue 27: the line under it says what was checked, in every
	// language.
	for _, lang := range []string{"en", "ru", "de"} {
		r.app.RunLang = lang
		r.app.applyLanguage()
		sheet.net = nil
		sheet.checkDeal()
		rep, _ := r.table.net.remote.Client().Verify()
		want := r.app.Cat.F(i18n.NetDealChecked, rep.OwnCards, rep.TableCards, rep.Seeded)
		if got := sheet.Checked(); got != want || rep.OwnCards == 0 || rep.Seeded == 0 {
			t.Fatalf("%s: checked line %q, want %q", lang, got, want)
		}
		shoot(t, sheet, "issue27-sheet-verified-"+lang)
	}
	r.app.RunLang = "en"
	r.app.applyLanguage()
	// A deal not verified names the card and keeps the evidence, which
	// reads back for rummy-sim verify (the layout, with a made-up card).
	e, err := r.table.net.remote.Client().Evidence()
	if err != nil {
		t.Fatal(err)
	}
	bad := verify.Report{Failure: verify.CardDiffers, Hand: 1, Seen: engine.NewCard(engine.NewFace(3, engine.Spades), 0),
		Dealt: engine.NewCard(engine.NewFace(10, engine.Spades), 0)}
	verdict, _ := dealVerdict(r.app, bad)
	if want := "Deal NOT verified: hand 1: the game showed 3S where the shuffle gives TS"; verdict != want {
		t.Fatalf("verdict %q, want %q", verdict, want)
	}
	kept := keepEvidence(r.app, e)
	if kept == "" {
		t.Fatal("the evidence was not kept")
	}
	saved, err := r.app.Store.Load("rummy-deal-" + e.Table + ".json")
	if err != nil {
		t.Fatal(err)
	}
	if back, err := verify.Unmarshal(saved); err != nil || !verify.Check(back).OK() {
		t.Fatalf("the kept evidence does not check again: %v", err)
	}
	was := sheet.net
	sheet.net = &sheetNet{verdict: verdict, checked: kept}
	shoot(t, sheet, "issue27-sheet-not-verified-en")
	sheet.net = was
	r.tapID(&sheet.form, idSheetSave)
	r.until("the saved game", 20*time.Second, func() bool { return sheet.SaveNote() != "" })
	info := r.table.net.remote.Client().Info()
	data, err := r.app.Store.Load("rummy-online-romme-" + info.Table + ".json")
	if err != nil {
		t.Fatalf("%v (note %q)", err, sheet.SaveNote())
	}
	st, err := engine.Load(data)
	if err != nil || !st.Over() {
		t.Fatalf("the saved game does not load as a finished game: %v", err)
	}
}
