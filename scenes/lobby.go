package scenes

import (
	"encoding/json"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/engine/names"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Control IDs of the lobby.
const (
	idLobCreate = iota + 1
	idLobJoin
	idLobWatch
	idLobBack
	idLobPlayers
	idLobTimer
	idLobHints
	idLobMine
	idLobIdentity
	idLobMove
	idLobClaims
	idLobRated
	idLobRatings
	idLobVariant = 100 // + variant
	idLobSeat    = 200 // + seat index
)

// The lobby's text fields, in focus order.
const (
	fieldServer = iota
	fieldName
	fieldCode
	fieldCount
)

// onlineVariants are the games a table server is offered from the
// lobby.
var onlineVariants = [...]engine.Variant{engine.Classic, engine.Romme, engine.Liverpool, engine.Kopilka}

// lobbySeatKinds are the states a seat other than the host's cycles
// through when a table is created.
var lobbySeatKinds = [...]proto.SeatSpec{{Kind: proto.SeatOpen}, {Kind: proto.SeatBot, Level: "easy"},
	{Kind: proto.SeatBot, Level: "normal"}, {Kind: proto.SeatBot, Level: "hard"}}

// lobbyTimers are the turn timer's choices in seconds (0: none).
var lobbyTimers = [...]int{0, 30, 60, 120}

// Lobby is the first screen of online play: the server's address and
// the person's name (remembered), a new table (rule set, seats open or
// bot, turn timer; the rule options are the menu's) and joining or
// watching a table by its invite code. Requests run on goroutines; the
// frame polls their answer.
type Lobby struct {
	app      *App
	back     Scene
	menu     Setup
	backdrop *sprites.Backdrop
	form     Form
	fields   [fieldCount]textField
	focus    int
	variant  engine.Variant
	seats    []int // index into lobbySeatKinds, by seat (seat 0 is the host)
	timer    int   // index into lobbyTimers
	hints    bool  // the host lets the table ask for hints
	move     int   // index into proto.MoveTimes (0: off, a live table)
	claims   int   // index into proto.ClaimPrefs (remembered: onlinePrefs)
	rated    bool  // the table's games count for the ratings
	dirty    bool
	built    [2]float64
	lang     i18n.Lang
	err      string
	// busy is the request under way (nil: none) and what it says.
	busy     <-chan netResult
	busyText string
	busyKind netKind
	// touch is the layout on a phone or a tablet (lobby_touch.go).
	touch lobbyTouch
}

func init() {
	Register(ScreenLobby, func(app *App, o Opening) (Scene, error) {
		return NewLobby(app, o.Back, o.Setup), nil
	})
	Register(ScreenRoom, func(app *App, o Opening) (Scene, error) {
		return NewRoom(app, o.Client, o.Back), nil
	})
}

// NewLobby opens the lobby; back is where Back leads (the menu), and
// setup the menu's current setup (its rule options are offered).
func NewLobby(app *App, back Scene, setup Setup) *Lobby {
	p := loadOnlinePrefs(app.Store)
	if p.Server == "" {
		p.Server = defaultServer()
	}
	if p.Name == "" {
		p.Name = app.Settings.Name // the name the person gave in the menu
	}
	l := &Lobby{app: app, back: back, menu: setup, backdrop: app.Backdrop, form: NewForm(), focus: -1, dirty: true, variant: engine.Liverpool}
	l.fields[fieldServer] = textField{text: p.Server, max: 120}
	l.fields[fieldName] = textField{text: p.Name, max: 24}
	l.fields[fieldCode] = textField{max: 16}
	if p.Name == "" {
		l.focus = fieldName
	}
	l.setPlayers(4)
	l.seats[1] = 0 // one open seat and two normal bots: two friends' usual table
	l.claims = max(0, slices.Index(proto.ClaimPrefs, p.ClaimPref))
	return l
}

// SetCode fills in the invite code (a -join flag, a ?join= link).
func (l *Lobby) SetCode(code string) { l.fields[fieldCode].text = code }

// SetName fills in the name.
func (l *Lobby) SetName(name string) { l.fields[fieldName].text = name }

// SetServer fills in the server's address.
func (l *Lobby) SetServer(addr string) { l.fields[fieldServer].text = addr }

// Form exposes the lobby's controls (tests and the probe).
func (l *Lobby) Form() *Form { return &l.form }

// Problem is the message the lobby shows ("" when none).
func (l *Lobby) Problem() string { return l.err }

// Busy reports whether a request is under way.
func (l *Lobby) Busy() bool { return l.busy != nil }

func (l *Lobby) setPlayers(n int) {
	lo, hi := playerRange(DefaultSetup(l.variant).Options.Specs())
	n = min(max(n, lo), hi)
	for len(l.seats) < n {
		l.seats = append(l.seats, 2)
	}
	l.seats = l.seats[:n]
	l.seats[0] = 0
}

// options are the rule options of the table to create: the menu's when
// it is on the same rule set, the defaults otherwise, with the players.
func (l *Lobby) options() (engine.Options, error) {
	o := DefaultSetup(l.variant).Options.Clone()
	if l.menu.Variant == l.variant && l.menu.Options != nil {
		o = l.menu.Options.Clone()
	}
	if err := o.Set("players", strconv.Itoa(len(l.seats))); err != nil {
		return nil, err
	}
	_ = o.Set("seed", "0")
	return o, o.Validate()
}

// createTable is the table to create as the server takes it.
func (l *Lobby) createTable() (proto.CreateTable, error) {
	o, err := l.options()
	if err != nil {
		return proto.CreateTable{}, err
	}
	data, err := json.Marshal(o)
	if err != nil {
		return proto.CreateTable{}, err
	}
	ct := proto.CreateTable{Variant: l.variant.String(), Options: data, TurnSeconds: lobbyTimers[l.timer], Hints: l.hints, Rated: l.rated}
	if l.move > 0 { // a correspondence table: the move time replaces the turn timer
		ct.MoveTime, ct.TurnSeconds = proto.MoveTimes[l.move], 0
	}
	for _, s := range l.seats[1:] {
		ct.Seats = append(ct.Seats, lobbySeatKinds[s])
	}
	return ct, nil
}

// Update handles typing, the buttons and a request's answer.
func (l *Lobby) Update(in *Input) Request {
	if l.dirty || l.built != [2]float64{l.app.W, l.app.H} || l.lang != l.app.Cat.Lang() {
		l.build()
	}
	if l.touch.on {
		if text, _ := l.infoText(); l.touch.col.input(in) || text != l.touch.info {
			l.build()
		}
	}
	if r, done := l.poll(); done {
		return r
	}
	if in.Pressed {
		l.focus = -1
		for i := range l.fields {
			if l.fields[i].rect.Contains(in.X, in.Y) {
				l.focus = i
			}
		}
	}
	form := *in
	if l.focus >= 0 {
		form = typing(in)
		if l.fields[l.focus].edit(in) {
			l.err = ""
		}
		if form.Has(IntentActivate) {
			act := idLobJoin
			if l.focus != fieldCode {
				act = -1
			}
			l.focus = -1
			form.Keys &^= IntentActivate
			if act > 0 {
				return l.activate(Activation{ID: act, Delta: 1})
			}
		}
	} else if in.Has(IntentBack) {
		return l.leave()
	}
	if a, ok := l.form.Update(form.Form()); ok {
		l.app.Audio.Play(audio.Deal)
		return l.activate(a)
	}
	return Request{}
}

// poll takes a request's answer if it has come: the waiting room, or
// the problem in the player's language.
func (l *Lobby) poll() (Request, bool) {
	if l.busy == nil {
		return Request{}, false
	}
	select {
	case r := <-l.busy:
		l.busy, l.dirty = nil, true
		if r.err != nil {
			l.err = netProblem(l.app, l.fields[fieldServer].value(), r.err)
			return Request{}, false
		}
		return Request{Next: NewRoom(l.app, r.c, l)}, true
	default:
		return Request{}, false
	}
}

func (l *Lobby) leave() Request {
	return Request{Next: returnTo(l.back)}
}

func (l *Lobby) activate(a Activation) Request {
	l.dirty = true
	switch {
	case a.ID == idLobBack:
		return l.leave()
	case a.ID == idLobCreate, a.ID == idLobJoin, a.ID == idLobWatch:
		l.send(a.ID)
	case a.ID == idLobPlayers:
		l.setPlayers(len(l.seats) + a.Delta)
	case a.ID == idLobTimer:
		l.timer = (l.timer + a.Delta + len(lobbyTimers)) % len(lobbyTimers)
	case a.ID == idLobHints:
		l.hints = !l.hints
	case a.ID == idLobMove:
		l.move = (l.move + a.Delta + len(proto.MoveTimes)) % len(proto.MoveTimes)
	case a.ID == idLobClaims:
		l.claims = (l.claims + a.Delta + len(proto.ClaimPrefs)) % len(proto.ClaimPrefs)
		l.saveClaims()
	case a.ID == idLobRated:
		l.rated = !l.rated
	case a.ID == idLobRatings:
		return Request{Next: openRatings(l.app, l, l.fields[fieldServer].value(), l.variant)}
	case a.ID == idLobMine, a.ID == idLobIdentity:
		return l.openIdentity(a.ID)
	case a.ID >= idLobSeat:
		i := a.ID - idLobSeat
		l.seats[i] = (l.seats[i] + a.Delta + len(lobbySeatKinds)) % len(lobbySeatKinds)
	case a.ID >= idLobVariant:
		l.variant = engine.Variant(a.ID - idLobVariant)
		l.setPlayers(len(l.seats))
	}
	return Request{}
}

// send starts a create, join or watch request after checking what the
// person typed.
func (l *Lobby) send(id int) {
	if l.busy != nil {
		return
	}
	server, name, code := l.fields[fieldServer].value(), names.Clean(l.fields[fieldName].value()), l.fields[fieldCode].value()
	l.fields[fieldName].text = name // as the table will show it (issue 26 item 9)
	urls, err := ServerURLs(server)
	if err != nil {
		l.err, l.focus = addressProblem(l.app, err), fieldServer
		return
	}
	r := netRequest{urls: urls, name: name, pref: proto.ClaimPrefs[l.claims]}
	switch id {
	case idLobCreate:
		r.kind = netCreate
		if r.create, err = l.createTable(); err != nil {
			l.err = l.app.Cat.F(i18n.OnlineErrOther, unprefixed(err.Error()))
			return
		}
	case idLobJoin, idLobWatch:
		r.kind = netJoin
		if id == idLobWatch {
			r.kind = netWatch
		}
		norm, err := proto.NormalizeCode(code)
		if err != nil {
			l.err, l.focus = l.app.T(i18n.OnlineErrBadCode), fieldCode
			return
		}
		r.code = norm
		l.fields[fieldCode].text = norm
	}
	if r.kind != netWatch && name == "" {
		l.err, l.focus = l.app.T(i18n.OnlineErrName), fieldName
		return
	}
	if err := saveOnlinePrefs(l.app.Store, onlinePrefs{Server: server, Name: name, ClaimPref: proto.ClaimPrefs[l.claims]}); err != nil {
		l.app.Warning = err.Error()
	}
	l.err = ""
	l.busyKind = r.kind
	l.busyText = l.app.Cat.F(i18n.OnlineConnecting, server)
	l.busy = startRequest(l.app.Store, r)
}

// Start begins joining (or watching) at once, as the -join flag and a
// ?join= link do.
func (l *Lobby) Start(watch bool) {
	if l.dirty {
		l.build()
	}
	if watch {
		l.send(idLobWatch)
		return
	}
	l.send(idLobJoin)
}

// build lays out the lobby's controls.
func (l *Lobby) build() {
	app := l.app
	f := FrameOf(app)
	cs := l.form.Controls[:0]
	for i, v := range onlineVariants {
		cs = append(cs, Control{ID: idLobVariant + int(v), Kind: KindTile, Rect: f.Rect(66+float64(i%2)*266, 150+float64(i/2)*51, 262, 48),
			Label: app.T(i18n.VariantName(v)), On: v == l.variant, Enabled: l.busy == nil})
	}
	lo, hi := playerRange(DefaultSetup(l.variant).Options.Specs())
	cs = append(cs, Control{ID: idLobPlayers, Kind: KindStepper, Rect: f.Rect(66, 262, 528, 30), Label: app.T(i18n.OptLabel("players")),
		Value: strconv.Itoa(len(l.seats)), Help: strconv.Itoa(lo) + "–" + strconv.Itoa(hi), Enabled: l.busy == nil})
	rowH := min(30.0, 172/float64(len(l.seats)))
	for i := range l.seats {
		c := Control{ID: idLobSeat + i, Kind: KindCycler, Rect: f.Rect(66, 296+float64(i)*rowH, 528, rowH-2),
			Label: strconv.Itoa(i+1) + ".  ", Enabled: l.busy == nil && i > 0}
		if i == 0 {
			c.Label += app.T(i18n.OnlineHostSeat)
			c.Value = app.T(i18n.KindPerson)
		} else {
			c.Label += app.Cat.F(i18n.OnlineSeatN, i+1)
			c.Value = l.seatWord(lobbySeatKinds[l.seats[i]])
		}
		cs = append(cs, c)
	}
	timer := app.T(i18n.OnlineTimerOff)
	if s := lobbyTimers[l.timer]; s > 0 {
		timer = app.Cat.F(i18n.OnlineSeconds, s)
	}
	cs = append(cs, Control{ID: idLobMove, Kind: KindCycler, Rect: f.Rect(66, 472, 528, 30), Label: app.T(i18n.OnlineMoveTime), Value: l.moveWord(), Enabled: l.busy == nil},
		Control{ID: idLobTimer, Kind: KindCycler, Rect: f.Rect(66, 504, 528, 30), Label: app.T(i18n.OnlineTurnTimer), Value: timer, Enabled: l.busy == nil && l.move == 0},
		Control{ID: idLobHints, Kind: KindCycler, Rect: f.Rect(66, 536, 318, 30), Label: app.T(i18n.OnlineHints), Value: app.T(onOff(l.hints)), Enabled: l.busy == nil},
		Control{ID: idLobRated, Kind: KindCycler, Rect: f.Rect(390, 536, 204, 30), Label: app.T(i18n.OnlineRated), Value: app.T(onOff(l.rated)), Enabled: l.busy == nil},
		Control{ID: idLobClaims, Kind: KindCycler, Rect: f.Rect(66, 568, 528, 30), Label: app.T(i18n.OnlineClaims), Value: app.T(claimPrefKeys[l.claims]), Enabled: l.busy == nil},
		Control{ID: idLobCreate, Kind: KindButton, Rect: f.Rect(66, 646, 528, 50), Label: app.T(i18n.OnlineCreate), Enabled: l.busy == nil, Primary: true},
		Control{ID: idLobJoin, Kind: KindButton, Rect: f.Rect(656, 470, 270, 52), Label: app.T(i18n.OnlineJoin), Enabled: l.busy == nil, Primary: true},
		Control{ID: idLobWatch, Kind: KindButton, Rect: f.Rect(944, 470, 270, 52), Label: app.T(i18n.OnlineWatch), Enabled: l.busy == nil},
		Control{ID: idLobBack, Kind: KindButton, Rect: f.Rect(50, 720, 200, 52), Label: app.T(i18n.OnlineBack), Enabled: true},
		Control{ID: idLobMine, Kind: KindButton, Rect: f.Rect(656, 690, 178, 52), Label: app.T(i18n.OnlineMyTables), Enabled: l.busy == nil},
		Control{ID: idLobIdentity, Kind: KindButton, Rect: f.Rect(842, 690, 178, 52), Label: app.T(i18n.OnlineIdentity), Enabled: l.busy == nil},
		Control{ID: idLobRatings, Kind: KindButton, Rect: f.Rect(1028, 690, 186, 52), Label: app.T(i18n.OnlineRatings), Enabled: l.busy == nil})
	l.form.Controls = cs
	l.fields[fieldServer].label, l.fields[fieldServer].rect = app.T(i18n.OnlineServer), f.Rect(656, 170, 558, 44)
	l.fields[fieldName].label, l.fields[fieldName].rect = app.T(i18n.OnlineName), f.Rect(656, 256, 558, 44)
	l.fields[fieldCode].label, l.fields[fieldCode].rect = app.T(i18n.OnlineCode), f.Rect(656, 400, 558, 52)
	for i := range l.fields {
		l.fields[i].unit = 0
	}
	if l.touch.on = touchLayout(app); l.touch.on {
		l.buildTouch()
	}
	l.built, l.lang, l.dirty = [2]float64{app.W, app.H}, app.Cat.Lang(), false
}

// onOff is the word for a switch's state.
func onOff(on bool) i18n.Key {
	if on {
		return i18n.On
	}
	return i18n.Off
}

// seatWord names a seat's kind at creation.
func (l *Lobby) seatWord(s proto.SeatSpec) string {
	if s.Kind == proto.SeatOpen {
		return l.app.T(i18n.OnlineSeatOpen)
	}
	return l.app.Cat.F(i18n.KindBot, l.app.T(levelKey(s.Level)))
}

// levelKey is the key of a bot level's name as the server writes it.
func levelKey(level string) i18n.Key {
	for _, lv := range []Level{Easy, Normal, Hard} {
		if lv.String() == level {
			return lv.Key()
		}
	}
	return Normal.Key()
}

// Draw draws the lobby.
func (l *Lobby) Draw(dst *ebiten.Image) {
	l.backdrop.Draw(dst)
	if l.touch.on {
		l.drawTouch(dst)
		return
	}
	app := l.app
	f := FrameOf(app)
	u := f.U
	x, y := f.Pt(60, 58)
	sprites.DrawText(dst, app.T(i18n.OnlineTitle), app.Fonts.Face(48*u, sprites.Bold), x, y, sprites.AlignLeft, sprites.Ink)
	DrawPanel(dst, app, f.Rect(50, 108, 560, 596), app.T(i18n.OnlineCreatePanel))
	DrawPanel(dst, app, f.Rect(640, 108, 590, 190), "")
	DrawPanel(dst, app, f.Rect(640, 318, 590, 220), app.T(i18n.OnlineJoinPanel))
	drawParagraphIn(dst, app.T(i18n.OnlineRulesNote), app.Fonts.Face(12.5*u, sprites.Regular), f.Rect(66, 604, 528, 40), sprites.InkFaint)
	for i := range l.fields {
		l.fields[i].draw(dst, app, i == l.focus)
	}
	DrawForm(dst, app, &l.form)
	box := lobbyInfoBox(f)
	app.Paint.FillRoundRect(dst, box, 8*u, sprites.Fade(sprites.FeltDark, 0.8))
	text, ink := l.infoText()
	sprites.DrawParagraph(dst, text, lobbyInfoFace(app), box.X+14*u, box.Y+10*u, box.W-28*u, ink)
}

// idMenuOnline is the menu's Play online button.
const idMenuOnline = 90

// lobbyControlName names the lobby's controls for the probe.
func lobbyControlName(id int) string {
	switch {
	case id == idLobCreate:
		return "create"
	case id == idLobJoin:
		return "join"
	case id == idLobWatch:
		return "watch"
	case id == idLobBack:
		return "back"
	case id == idLobPlayers:
		return "players"
	case id == idLobTimer:
		return "timer"
	case id == idLobHints:
		return "hints"
	case id == idLobMove:
		return "movetime"
	case id == idLobClaims:
		return "claims"
	case id == idLobMine:
		return "mytables"
	case id == idLobIdentity:
		return "identity"
	case id == idLobRated:
		return "rated"
	case id == idLobRatings:
		return "ratings"
	case id >= idLobSeat:
		return "seat:" + strconv.Itoa(id-idLobSeat)
	case id >= idLobVariant:
		return "variant:" + engine.Variant(id-idLobVariant).String()
	}
	return "other"
}

// notes are the lobby's messages for the probe: the fields as typed,
// then the problem or the request under way.
func (l *Lobby) notes() []string {
	out := []string{"server=" + l.fields[fieldServer].text, "name=" + l.fields[fieldName].text, "code=" + l.fields[fieldCode].text}
	if l.busy != nil {
		out = append(out, l.busyText)
	}
	if l.err != "" {
		out = append(out, l.err)
	} else if l.busy == nil && deviceOffline() {
		out = append(out, l.app.T(i18n.OnlineNoConnection))
	}
	return out
}
