package scenes

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/scenes/store"
	"rummy/sprites"
)

// Control IDs of My tables.
const (
	idMineBack = iota + 1
	idMineRefresh
	idMineNotify
	idMineRow = 100 // + row
	// idMineAgain + i plays again with recent opponent i.
	idMineAgain = 200
)

// myTablesRows is how many tables the screen lists.
const myTablesRows = 8

// MyTablesScene lists the tables where the player's identity holds a
// seat on the lobby's server (issue 31): rule set, players, whose turn
// and the time left; a click takes the seat back (with the stored token,
// or by the identity on a device that never sat there).
type MyTablesScene struct {
	app      *App
	back     Scene
	backdrop *sprites.Backdrop
	form     Form
	server   string
	urls     []string
	list     []proto.MyTable
	// recent are the people met at finished tables, for "play again
	// with" (issue 31 item 6).
	recent []online.Opponent
	// asking is the list request under way, opening a seat's.
	asking  <-chan mineResult
	opening <-chan netResult
	err     string
	dirty   bool
	built   [2]float64
	lang    i18n.Lang
	// col is the layout on a phone or a tablet (touch: it is in use);
	// shownText is the message it shows.
	col       column
	touch     bool
	shownText string
	// permission is the browser's permission for notifications as last
	// read ("" off the browser).
	permission string
}

// mineResult is a list request's answer.
type mineResult struct {
	list []proto.MyTable
	err  error
}

// NewMyTablesScene opens My tables for the server the lobby has (server
// as typed, urls its endpoints) and asks for the list at once.
func NewMyTablesScene(app *App, back Scene, server string, urls []string) *MyTablesScene {
	s := &MyTablesScene{app: app, back: back, backdrop: app.Backdrop, form: NewForm(), server: server, urls: urls, dirty: true,
		recent: online.RecentOpponents(tokenStore{app.Store})}
	s.refresh()
	return s
}

// netMine asks for the list (tests may replace it).
var netMine = func(st store.Store, urls []string) ([]proto.MyTable, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	c, err := netDial(ctx, netConfig(st, urls))
	if err != nil {
		return nil, err
	}
	defer c.Close()
	return c.Mine(ctx)
}

// refresh asks the server for the list on a goroutine.
func (s *MyTablesScene) refresh() {
	if s.asking != nil {
		return
	}
	out := make(chan mineResult, 1)
	st, urls := s.app.Store, s.urls
	go func() {
		list, err := netMine(st, urls)
		out <- mineResult{list, err}
	}()
	s.asking, s.err, s.dirty = out, "", true
}

// Busy reports whether a request is under way.
func (s *MyTablesScene) Busy() bool { return s.asking != nil || s.opening != nil }

// List is the tables listed.
func (s *MyTablesScene) List() []proto.MyTable { return s.list }

// Problem is the message shown ("" when none).
func (s *MyTablesScene) Problem() string { return s.err }

// Form exposes the controls (tests).
func (s *MyTablesScene) Form() *Form { return &s.form }

// Update polls the requests and handles the buttons.
func (s *MyTablesScene) Update(in *Input) Request {
	if p := notifyPermission(); p != s.permission {
		s.permission, s.dirty = p, true
	}
	if s.dirty || s.built != [2]float64{s.app.W, s.app.H} || s.lang != s.app.Cat.Lang() {
		s.build()
	}
	if s.touch {
		if text, _ := s.message(); s.col.input(in) || text != s.shownText {
			s.build()
		}
	}
	if s.asking != nil {
		select {
		case r := <-s.asking:
			s.asking, s.dirty = nil, true
			s.list = r.list
			sortMine(s.list)
			if r.err != nil {
				s.err = netProblem(s.app, s.server, r.err)
			}
		default:
		}
	}
	if s.opening != nil {
		select {
		case r := <-s.opening:
			s.opening, s.dirty = nil, true
			if r.err != nil {
				s.err = netProblem(s.app, s.server, r.err)
				break
			}
			return Request{Next: NewRoom(s.app, r.c, s.back)}
		default:
		}
	}
	if in.Has(IntentBack) {
		return Request{Next: returnTo(s.back)}
	}
	if a, ok := s.form.Update(in.Form()); ok {
		s.app.Audio.Play(audio.Deal)
		s.dirty = true
		switch {
		case a.ID == idMineBack:
			return Request{Next: returnTo(s.back)}
		case a.ID == idMineRefresh:
			s.refresh()
		case a.ID >= idMineAgain && a.ID-idMineAgain < len(s.recent) && !s.Busy():
			s.opening = startRequest(s.app.Store, s.againRequest(s.recent[a.ID-idMineAgain]))
		case a.ID == idMineNotify:
			askNotifyPermission()
		case a.ID >= idMineRow && a.ID-idMineRow < len(s.list) && !s.Busy():
			s.opening = startRequest(s.app.Store, s.openRequest(s.list[a.ID-idMineRow]))
		}
	}
	return Request{}
}

// rowText is a table's line and detail: the rule set and its state,
// then the players.
func (s *MyTablesScene) rowText(t proto.MyTable) (string, string) {
	app := s.app
	name := t.Variant
	if v, err := engine.ParseVariant(t.Variant); err == nil {
		name = app.T(i18n.VariantName(v))
	}
	state := ""
	switch {
	case t.Invited && len(t.Seats) > 0:
		state = app.Cat.F(i18n.MyTablesInvited, seatLabel(app, t.Seats[0]))
	case t.Status == proto.StatusLobby:
		state = app.T(i18n.MyTablesLobby)
	case t.Status == proto.StatusOver:
		state = app.T(i18n.MyTablesOver)
	case t.YourTurn:
		state = app.T(i18n.MyTablesYourTurn)
	case t.Turn >= 0 && t.Turn < len(t.Seats):
		state = app.Cat.F(i18n.MyTablesTurnOf, seatLabel(app, t.Seats[t.Turn]))
	}
	if t.TimeLeft > 0 {
		state += " · " + app.Cat.F(i18n.MyTablesLeft, fmt.Sprintf("%d:%02d", t.TimeLeft/60, t.TimeLeft%60))
	}
	seats := make([]string, len(t.Seats))
	for i, st := range t.Seats {
		seats[i] = seatLabel(app, st)
	}
	line := name
	if state != "" {
		line += " — " + state
	}
	return line, strings.Join(seats, ", ")
}

// seatLabel is a listed seat's name: a person's name as written, a
// bot's level in words, or an open seat.
func seatLabel(app *App, s proto.SeatState) string {
	switch s.Kind {
	case proto.SeatBot:
		return app.Cat.F(i18n.KindBot, app.T(levelKey(s.Level)))
	case proto.SeatOpen:
		return app.T(i18n.OnlineSeatOpen)
	}
	return s.Name
}

// sortMine puts the tables waiting on the person first, then the games
// under way, the ones not started and the finished ones.
func sortMine(list []proto.MyTable) {
	rank := func(t proto.MyTable) int {
		switch {
		case t.YourTurn, t.Invited:
			return 0
		case t.Status == proto.StatusPlaying:
			return 1
		case t.Status == proto.StatusLobby:
			return 2
		}
		return 3
	}
	sort.SliceStable(list, func(i, j int) bool { return rank(list[i]) < rank(list[j]) })
}

// build lays out the controls.
func (s *MyTablesScene) build() {
	app := s.app
	f := FrameOf(app)
	cs := []Control{
		{ID: idMineBack, Kind: KindButton, Rect: f.Rect(50, 720, 200, 52), Label: app.T(i18n.OnlineBack), Enabled: true},
		{ID: idMineRefresh, Kind: KindButton, Rect: f.Rect(1010, 720, 220, 52), Label: app.T(i18n.MyTablesRefresh), Enabled: s.asking == nil},
	}
	rows := myTablesRows
	if len(s.recent) > 0 {
		rows -= 2 // room for the recent opponents
		for i, o := range s.recent {
			if i == recentShown {
				break
			}
			cs = append(cs, Control{ID: idMineAgain + i, Kind: KindButton, Rect: f.Rect(66+float64(i)*384, 636, 364, 52),
				Label: app.Cat.F(i18n.MyTablesPlayAgain, o.Name), Enabled: s.opening == nil})
		}
	}
	if c, ok := s.notifyControl(f); ok {
		cs = append(cs, c)
	}
	for i, t := range s.list {
		if i == rows {
			break
		}
		line, detail := s.rowText(t)
		cs = append(cs, Control{ID: idMineRow + i, Kind: KindTile, Rect: f.Rect(66, 130+float64(i)*72, 1148, 64), Label: line, Detail: detail,
			On: t.YourTurn, Enabled: s.opening == nil})
	}
	s.form.Controls = cs
	if s.touch = touchLayout(app); s.touch {
		s.buildTouch()
	}
	s.built, s.lang, s.dirty = [2]float64{app.W, app.H}, app.Cat.Lang(), false
}

// Draw draws the list.
func (s *MyTablesScene) Draw(dst *ebiten.Image) {
	s.backdrop.Draw(dst)
	app := s.app
	if s.touch {
		s.col.draw(dst, app, &s.form)
		return
	}
	f := FrameOf(app)
	u := f.U
	x, y := f.Pt(60, 58)
	sprites.DrawText(dst, app.T(i18n.MyTablesTitle), app.Fonts.Face(48*u, sprites.Bold), x, y, sprites.AlignLeft, sprites.Ink)
	DrawPanel(dst, app, f.Rect(50, 108, 1180, 596), "")
	text, ink := s.message()
	if text != "" {
		r := f.Rect(70, 140, 1140, 80)
		sprites.DrawParagraph(dst, text, app.Fonts.Face(18*u, sprites.Regular), r.X, r.Y, r.W, ink)
	}
	if len(s.recent) > 0 {
		x, y := f.Pt(66, 616)
		sprites.DrawText(dst, app.T(i18n.MyTablesRecent), app.Fonts.Face(18*u, sprites.Bold), x, y, sprites.AlignLeft, sprites.InkDim)
	}
	s.drawNotify(dst, f)
	DrawForm(dst, app, &s.form)
}

// Still reports that the list changes only with input or an answer.
func (s *MyTablesScene) Still() bool { return !s.Busy() }

// Ticking reports whether the screen waits on an answer.
func (s *MyTablesScene) Ticking() bool { return s.Busy() }

// recentShown is how many recent opponents the screen offers.
const recentShown = 3

// openRequest takes a listed table: an invitation joins by its code,
// a seat held is taken back.
func (s *MyTablesScene) openRequest(t proto.MyTable) netRequest {
	if t.Invited {
		return netRequest{kind: netJoin, urls: s.urls, code: t.Code, name: s.myName()}
	}
	return netRequest{kind: netResume, urls: s.urls, table: t.Table}
}

// againRequest makes a table for two with o's rule set and invites o
// ("play again with"): o finds the invitation in My tables.
func (s *MyTablesScene) againRequest(o online.Opponent) netRequest {
	return netRequest{kind: netCreate, urls: s.urls, name: s.myName(), create: online.PlayAgainWith(o)}
}

// myName is the name the person plays under online (the lobby's).
func (s *MyTablesScene) myName() string { return loadOnlinePrefs(s.app.Store).Name }

// Recent is the recent opponents offered (tests).
func (s *MyTablesScene) Recent() []online.Opponent { return s.recent }
