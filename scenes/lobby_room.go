package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/sprites"
)

// Control IDs of the waiting room.
const (
	idRoomStart = iota + 1
	idRoomLeave
	idRoomClaims
	idRoomSeat   = 100 // + seat
	idRoomPhrase = 200 // + index into proto.Phrases
)

// Room is the waiting room of an online table: the invite code, large,
// and its link; the seats filling as people join; for the host, the
// seats to set (open, a bot of a level; a person's seat opened again
// removes them) and Start; quick chat with the preset phrases for
// everyone seated. When the game starts it turns into the table.
type Room struct {
	app  *App
	c    *online.Client
	back Scene
	form Form
	// lobby is the table's description the controls were built from.
	lobby *proto.Lobby
	built [2]float64
	lang  i18n.Lang
	err   string
	// errText is the server's last error, already shown.
	errText string
	chats   []proto.Chat
	// pref is the seat's claim preference the controls show
	// (lobby_room_corr.go).
	pref string
	// touch is the layout on a phone or a tablet (room_touch.go).
	touch roomTouch
}

// NewRoom is the waiting room of the table c sits at (or watches);
// back is the lobby.
func NewRoom(app *App, c *online.Client, back Scene) *Room {
	return &Room{app: app, c: c, back: back, form: NewForm()}
}

// Client is the room's connection.
func (r *Room) Client() *online.Client { return r.c }

// Form exposes the room's controls.
func (r *Room) Form() *Form { return &r.form }

// host reports whether this screen is the table's host.
func (r *Room) host(info online.Info) bool {
	return info.Lobby != nil && info.Seat == info.Lobby.Host && info.Seat >= 0
}

// Update follows the table: rebuilds when the seats change, shows the
// server's refusals, and opens the table once the game has started.
func (r *Room) Update(in *Input) Request {
	info := r.c.Info()
	if info.Lobby != nil && info.Lobby.Status != proto.StatusLobby && r.c.View() != nil {
		back := r.back
		if l, ok := back.(*Lobby); ok {
			back = l.back // the end of the game leads to the menu
		}
		s, err := onlineScene(r.app, r.c, back)
		if err == nil {
			return Request{Next: s}
		}
		r.err = err.Error()
	}
	if info.Error != r.errText {
		r.errText = info.Error
		r.err = serverProblem(r.app, info.ErrorKey, info.Error)
	}
	r.chats = r.c.Chats()
	if info.Lobby != r.lobby || r.built != [2]float64{r.app.W, r.app.H} || r.lang != r.app.Cat.Lang() || r.prefChanged(info) {
		r.build(info)
	} else if r.touch.on {
		r.touch.col.input(in)
		r.build(info)
	}
	if in.Has(IntentBack) {
		return r.leave()
	}
	a, ok := r.form.Update(in.Form())
	if !ok {
		return Request{}
	}
	r.app.Audio.Play(audio.Deal)
	switch {
	case a.ID == idRoomLeave:
		return r.leave()
	case a.ID == idRoomStart:
		r.err = ""
		r.report(r.c.Start())
	case a.ID == idRoomClaims:
		r.cyclePref(a.Delta)
	case a.ID >= idRoomPhrase:
		r.report(r.c.Chat(proto.Phrases()[a.ID-idRoomPhrase]))
	case a.ID >= idRoomSeat:
		r.cycleSeat(info, a.ID-idRoomSeat, a.Delta)
	}
	return Request{}
}

func (r *Room) report(err error) {
	if err != nil {
		r.err = netProblem(r.app, "", err)
	}
}

// cycleSeat is the host stepping a seat: open → easy → normal → hard
// bot → open; a person's seat is opened (they are removed).
func (r *Room) cycleSeat(info online.Info, seat, d int) {
	if info.Lobby == nil || seat >= len(info.Lobby.Seats) {
		return
	}
	s := info.Lobby.Seats[seat]
	if s.Kind == proto.SeatPerson {
		r.report(r.c.SetSeat(seat, proto.SeatOpen, ""))
		return
	}
	cur := 0
	for i, k := range lobbySeatKinds {
		if k.Kind == s.Kind && (k.Level == s.Level || k.Kind == proto.SeatOpen) {
			cur = i
		}
	}
	next := lobbySeatKinds[(cur+d+len(lobbySeatKinds))%len(lobbySeatKinds)]
	r.report(r.c.SetSeat(seat, next.Kind, next.Level))
}

// leave closes the connection and goes back to the lobby.
func (r *Room) leave() Request {
	go r.c.Close() // the goodbye may take a moment: never in the frame
	return Request{Next: r.back}
}

// seatText is how a seat reads in the room.
func (r *Room) seatText(info online.Info, i int, s proto.SeatState) (label, value string) {
	app := r.app
	label = itoaSeat(i) + ".  "
	switch s.Kind {
	case proto.SeatOpen:
		return label + app.T(i18n.RoomOpen), app.T(i18n.OnlineSeatOpen)
	case proto.SeatBot:
		return app.Cat.F(i18n.OnlineSeatN, i+1), app.Cat.F(i18n.KindBot, app.T(levelKey(s.Level)))
	}
	name := s.Name
	switch {
	case i == info.Seat:
		name = app.Cat.F(i18n.RoomYou, name)
	case !s.Connected:
		name = app.Cat.F(i18n.RoomAway, name)
	}
	return label + name, app.T(i18n.KindPerson)
}

func itoaSeat(i int) string { return strconv.Itoa(i + 1) }

// build lays out the room for the table's current description.
func (r *Room) build(info online.Info) {
	app := r.app
	f := FrameOf(app)
	r.lobby = info.Lobby
	host := r.host(info)
	cs := r.form.Controls[:0]
	full := info.Lobby != nil
	if info.Lobby != nil {
		n := len(info.Lobby.Seats)
		rowH := min(40.0, 300/float64(n))
		for i, s := range info.Lobby.Seats {
			label, value := r.seatText(info, i, s)
			kind := KindButton
			if host && i != info.Seat {
				kind = KindCycler
			}
			cs = append(cs, Control{ID: idRoomSeat + i, Kind: kind, Rect: f.Rect(66, 320+float64(i)*rowH, 528, rowH-4),
				Label: label, Value: value, Enabled: host && i != info.Seat, Help: app.T(i18n.RoomHostHint)})
			if s.Kind == proto.SeatOpen {
				full = false
			}
		}
	}
	if info.Seat >= 0 {
		for i, p := range proto.Phrases() {
			col, row := i%2, i/2
			cs = append(cs, Control{ID: idRoomPhrase + i, Kind: KindButton, Rect: f.Rect(656+float64(col)*282, 320+float64(row)*40, 274, 36),
				Label: app.T(i18n.ChatPhrase(p)), Enabled: true})
		}
	}
	if host {
		cs = append(cs, Control{ID: idRoomStart, Kind: KindButton, Rect: f.Rect(1010, 720, 220, 52), Label: app.T(i18n.RoomStart), Enabled: full, Primary: true})
	}
	cs = append(cs, Control{ID: idRoomLeave, Kind: KindButton, Rect: f.Rect(50, 720, 200, 52), Label: app.T(i18n.RoomLeave), Enabled: true})
	cs = r.prefControl(cs, info)
	r.form.Controls = cs
	if r.touch.on = touchLayout(app); r.touch.on {
		r.buildTouch(info, append([]Control(nil), cs...))
	}
	r.built, r.lang = [2]float64{app.W, app.H}, app.Cat.Lang()
}

// status is the room's line under the seats.
func (r *Room) status(info online.Info) string {
	app := r.app
	switch {
	case info.State == online.Reconnecting:
		return reconnectingText(app, online.HostOf(info.Addr))
	case info.State == online.Closed:
		return app.T(i18n.NetClosed)
	case info.Seat < 0:
		return app.T(i18n.RoomWatching)
	case r.host(info):
		return app.T(i18n.RoomHostHint)
	}
	return app.T(i18n.RoomWaitHost)
}

// Draw draws the room.
func (r *Room) Draw(dst *ebiten.Image) {
	app := r.app
	app.Backdrop.Draw(dst)
	if r.touch.on {
		r.drawTouch(dst)
		return
	}
	f := FrameOf(app)
	u := f.U
	info := r.c.Info()
	x, y := f.Pt(60, 58)
	title := app.T(i18n.RoomTitle)
	if info.Lobby != nil {
		if v, err := engine.ParseVariant(info.Lobby.Variant); err == nil {
			title += " · " + app.T(i18n.VariantName(v))
		}
	}
	sprites.DrawText(dst, title, app.Fonts.Face(40*u, sprites.Bold), x, y, sprites.AlignLeft, sprites.Ink)
	DrawPanel(dst, app, f.Rect(50, 100, 1180, 170), app.T(i18n.OnlineCode))
	hx, hy := f.Pt(66, 146)
	sprites.DrawText(dst, app.T(i18n.RoomCodeHint), app.Fonts.Face(15*u, sprites.Regular), hx, hy, sprites.AlignLeft, sprites.InkDim)
	if c := commitmentText(app, info.Lobby); c != "" {
		// Issue 27: everyone, spectators too, sees what the server
		// committed to before the deal.
		kx, ky := f.Pt(1214, 146)
		sprites.DrawText(dst, c, app.Fonts.Face(13*u, sprites.Regular), kx, ky, sprites.AlignRight, sprites.InkDim)
	}
	cx, cy := f.Pt(640, 196)
	sprites.DrawText(dst, info.Code, app.Fonts.Face(60*u, sprites.Bold), cx, cy, sprites.AlignCenter, sprites.Gold)
	lx, ly := f.Pt(640, 246)
	sprites.DrawText(dst, info.Link, app.Fonts.Face(16*u, sprites.Regular), lx, ly, sprites.AlignCenter, sprites.Ink)
	DrawPanel(dst, app, f.Rect(50, 290, 560, 410), app.T(i18n.RoomSeats))
	DrawPanel(dst, app, f.Rect(640, 290, 590, 410), app.T(i18n.RoomChat))
	DrawForm(dst, app, &r.form)
	face := app.Fonts.Face(14*u, sprites.Regular)
	cy0 := 530.0
	if info.Seat < 0 {
		cy0 = 320
	}
	chats := r.chats
	if max := int((690 - cy0) / 20); len(chats) > max {
		chats = chats[len(chats)-max:]
	}
	for i, c := range chats {
		who := "?"
		if info.Lobby != nil && c.Seat >= 0 && c.Seat < len(info.Lobby.Seats) {
			who = info.Lobby.Seats[c.Seat].Name
		}
		px, py := f.Pt(666, cy0+float64(i)*20)
		sprites.DrawText(dst, app.Cat.F(i18n.RoomSays, who, app.T(i18n.ChatPhrase(c.Phrase))), face, px, py, sprites.AlignLeft, sprites.Ink)
	}
	box := f.Rect(270, 720, 720, 52)
	app.Paint.FillRoundRect(dst, box, 8*u, sprites.Fade(sprites.FeltDark, 0.8))
	text, ink := r.status(info), sprites.InkDim
	if r.err != "" {
		text, ink = r.err, sprites.Danger
	}
	sprites.DrawParagraph(dst, text, app.Fonts.Face(14*u, sprites.Regular), box.X+12*u, box.Y+8*u, box.W-24*u, ink)
}

// roomControlName names the room's controls for the probe.
func roomControlName(id int) string {
	switch {
	case id == idRoomStart:
		return "start"
	case id == idRoomLeave:
		return "leave"
	case id == idRoomClaims:
		return "claims"
	case id >= idRoomPhrase:
		return "chat:" + proto.Phrases()[id-idRoomPhrase]
	case id >= idRoomSeat:
		return "seat:" + strconv.Itoa(id-idRoomSeat)
	}
	return "other"
}

// notes are the room's messages for the probe: the code, the status
// line or problem, and the chat lines.
func (r *Room) notes() []string {
	info := r.c.Info()
	out := []string{"code=" + info.Code, "link=" + info.Link, r.status(info)}
	if c := commitmentText(r.app, info.Lobby); c != "" {
		out = append(out, c)
	}
	if r.err != "" {
		out = append(out, r.err)
	}
	for _, c := range r.chats {
		out = append(out, "chat="+strconv.Itoa(c.Seat)+":"+c.Phrase)
	}
	return out
}
