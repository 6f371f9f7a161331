package scenes

import (
	"context"
	"fmt"
	"image/color"
	"sort"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/rating"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// Control IDs of the ratings screen.
const (
	idRatBack = iota + 1
	idRatRefresh
	idRatVariant = 100 // + variant
)

// ratingsBoardRows is how many leaderboard lines fit the screen.
const ratingsBoardRows = 14

// RatingsScene shows the player's online rating in a rule set, its last
// changes (a line and a list) and the server's leaderboard (issue 31
// item 5), asked from the server the lobby has; the rule sets are tabs.
type RatingsScene struct {
	app      *App
	back     Scene
	backdrop *sprites.Backdrop
	form     Form
	server   string
	urls     []string
	variant  engine.Variant
	board    *proto.Leaderboard
	asking   <-chan leadersResult
	err      string
	dirty    bool
	built    [2]float64
	lang     i18n.Lang
	// touch is the layout on a phone or a tablet (ratings_touch.go).
	touch ratingsTouch
}

// leadersResult is a leaderboard request's answer.
type leadersResult struct {
	board *proto.Leaderboard
	err   error
}

// NewRatingsScene opens the ratings of variant on the server (as typed;
// urls its endpoints) and asks for them at once.
func NewRatingsScene(app *App, back Scene, server string, urls []string, variant engine.Variant) *RatingsScene {
	s := &RatingsScene{app: app, back: back, backdrop: app.Backdrop, form: NewForm(), server: server, urls: urls, variant: variant, dirty: true}
	s.refresh()
	return s
}

// openRatings opens the ratings of variant on server ("": the one the
// lobby remembers, or the default one), from back.
func openRatings(app *App, back Scene, server string, variant engine.Variant) Scene {
	if server == "" {
		server = loadOnlinePrefs(app.Store).Server
	}
	if server == "" {
		server = defaultServer()
	}
	urls, err := ServerURLs(server)
	s := NewRatingsScene(app, back, server, urls, variant)
	if err != nil {
		s.asking = nil
		s.err = addressProblem(app, err)
	}
	return s
}

// netLeaders asks for a leaderboard (tests may replace it).
var netLeaders = func(st store.Store, urls []string, variant string) (*proto.Leaderboard, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	c, err := netDial(ctx, netConfig(st, urls))
	if err != nil {
		return nil, err
	}
	defer c.Close()
	if _, err := c.Identified(); err != nil {
		return nil, err
	}
	return c.Leaders(ctx, variant)
}

// refresh asks the server for the tab's leaderboard on a goroutine.
func (s *RatingsScene) refresh() {
	if s.asking != nil || len(s.urls) == 0 {
		return
	}
	out := make(chan leadersResult, 1)
	st, urls, v := s.app.Store, s.urls, s.variant.String()
	go func() {
		b, err := netLeaders(st, urls, v)
		out <- leadersResult{b, err}
	}()
	s.asking, s.err, s.board, s.dirty = out, "", nil, true
}

// Busy reports whether a request is under way.
func (s *RatingsScene) Busy() bool { return s.asking != nil }

// Board is the leaderboard shown (nil: none yet).
func (s *RatingsScene) Board() *proto.Leaderboard { return s.board }

// Problem is the message shown ("" when none).
func (s *RatingsScene) Problem() string { return s.err }

// Form exposes the controls (tests).
func (s *RatingsScene) Form() *Form { return &s.form }

// Update polls the request and handles the buttons.
func (s *RatingsScene) Update(in *Input) Request {
	if s.dirty || s.built != [2]float64{s.app.W, s.app.H} || s.lang != s.app.Cat.Lang() {
		s.build()
	}
	if s.touch.on && s.touch.col.input(in) {
		s.build()
	}
	if s.asking != nil {
		select {
		case r := <-s.asking:
			s.asking, s.dirty = nil, true
			s.board = r.board
			if r.err != nil {
				s.err = netProblem(s.app, s.server, r.err)
			}
		default:
		}
	}
	if in.Has(IntentBack) {
		return Request{Next: returnTo(s.back)}
	}
	if a, ok := s.form.Update(in.Form()); ok {
		s.app.Audio.Play(audio.Deal)
		return s.activate(a)
	}
	return Request{}
}

// activate carries out a button: Back, Refresh or a rule set's tab.
func (s *RatingsScene) activate(a Activation) Request {
	s.dirty = true
	switch {
	case a.ID == idRatBack:
		return Request{Next: returnTo(s.back)}
	case a.ID == idRatRefresh:
		s.refresh()
	case a.ID >= idRatVariant && s.asking == nil:
		s.variant = engine.Variant(a.ID - idRatVariant)
		s.refresh()
	}
	return Request{}
}

// build lays out the controls: the rule sets' tabs, Back and Refresh.
func (s *RatingsScene) build() {
	app := s.app
	f := FrameOf(app)
	cs := []Control{
		{ID: idRatBack, Kind: KindButton, Rect: f.Rect(50, 720, 200, 52), Label: app.T(i18n.OnlineBack), Enabled: true},
		{ID: idRatRefresh, Kind: KindButton, Rect: f.Rect(1010, 720, 220, 52), Label: app.T(i18n.MyTablesRefresh), Enabled: s.asking == nil},
	}
	w := (1180 - 3*12) / 4.0
	for i, v := range onlineVariants {
		cs = append(cs, Control{ID: idRatVariant + int(v), Kind: KindTile, Rect: f.Rect(50+float64(i)*(w+12), 96, w, 48),
			Label: app.T(i18n.VariantName(v)), On: v == s.variant, Enabled: s.asking == nil})
	}
	s.form.Controls = cs
	if s.touch.on = touchLayout(app); s.touch.on {
		s.buildTouch()
	}
	s.built, s.lang, s.dirty = [2]float64{app.W, app.H}, app.Cat.Lang(), false
}

// Draw draws your rating and history on the left, the leaderboard on
// the right.
func (s *RatingsScene) Draw(dst *ebiten.Image) {
	s.backdrop.Draw(dst)
	if s.touch.on {
		s.drawTouch(dst)
		return
	}
	app := s.app
	f := FrameOf(app)
	u := f.U
	x, y := f.Pt(60, 58)
	sprites.DrawText(dst, app.T(i18n.RatingsTitle), app.Fonts.Face(44*u, sprites.Bold), x, y, sprites.AlignLeft, sprites.Ink)
	left, right := f.Rect(50, 160, 560, 548), f.Rect(640, 160, 590, 548)
	DrawPanel(dst, app, left, app.T(i18n.RatingsYou))
	title := ""
	if s.board != nil {
		title = app.Cat.F(i18n.RatingsBoard, s.board.Players)
	}
	DrawPanel(dst, app, right, title)
	note := app.T(i18n.RatingsNote) + " " + botsLine(app, s.variant)
	noteFace := app.Fonts.Face(12.5*u, sprites.Regular)
	noteTop := left.Bottom() - 12*u - noteFace.Size*1.35*float64(len(sprites.Wrap(note, noteFace, left.W-40*u)))
	body := app.Fonts.Face(17*u, sprites.Regular)
	text, ink := s.message()
	if text != "" {
		sprites.DrawParagraph(dst, text, body, left.X+20*u, left.Y+44*u, left.W-40*u, ink)
	} else if s.board != nil {
		s.drawYou(dst, f, left, *s.board.You, s.board.Players, noteTop)
	}
	s.drawBoard(dst, f, right)
	sprites.DrawParagraph(dst, note, noteFace, left.X+20*u, noteTop, left.W-40*u, sprites.InkFaint)
	DrawForm(dst, app, &s.form)
}

// botsLine lists the bots' fixed ratings in variant ("—" for none).
func botsLine(app *App, v engine.Variant) string {
	bs := rating.Bots[v.String()]
	var parts []string
	for _, lv := range []Level{Easy, Normal, Hard} {
		if g, ok := bs[lv.String()]; ok {
			parts = append(parts, fmt.Sprintf("%s %.0f", app.T(lv.Key()), g.R))
		}
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, " · ")
}

// ratingWords is a rating with its 95% interval, rounded.
func ratingWords(app *App, r, rd float64) string {
	return app.Cat.F(i18n.RatingsValue, fmt.Sprintf("%.0f", r), fmt.Sprintf("%.0f", r-1.96*rd), fmt.Sprintf("%.0f", r+1.96*rd))
}

// drawYou draws your rating, place, games and history (as many of the
// last changes as end above bottom).
func (s *RatingsScene) drawYou(dst *ebiten.Image, f Frame, box sprites.Rect, you proto.Leader, players int, bottom float64) {
	app, u := s.app, f.U
	x := box.X + 20*u
	sprites.DrawText(dst, ratingWords(app, you.Rating, you.RD), app.Fonts.Face(26*u, sprites.Bold), x, box.Y+58*u, sprites.AlignLeft, sprites.Gold)
	small := app.Fonts.Face(16*u, sprites.Regular)
	sprites.DrawText(dst, app.Cat.F(i18n.RatingsRank, you.Rank, players)+"   ·   "+app.Cat.F(i18n.RatingsGames, you.Games), small, x, box.Y+92*u, sprites.AlignLeft, sprites.Ink)
	sprites.DrawText(dst, app.T(i18n.RatingsHistory), small, x, box.Y+124*u, sprites.AlignLeft, sprites.InkDim)
	chart := sprites.Rect{X: x, Y: box.Y + 140*u, W: box.W - 40*u, H: 150 * u}
	drawRatingChart(dst, app, chart, you.History)
	rows := you.History
	if len(rows) > 6 {
		rows = rows[len(rows)-6:]
	}
	face := app.Fonts.Face(15*u, sprites.Regular)
	for i := range rows {
		c := rows[len(rows)-1-i] // newest first
		when := time.Unix(c.Unix, 0).Format("2006-01-02 15:04")
		line := app.Cat.F(i18n.RatingsChange, fmt.Sprintf("%+.1f", c.Delta), fmt.Sprintf("%.0f", c.Rating), when)
		ink := color.Color(sprites.Ink)
		if c.Delta < 0 {
			ink = sprites.InkDim
		}
		y := chart.Bottom() + 24*u + float64(i)*24*u
		if y+face.Size*0.7 > bottom {
			break
		}
		sprites.DrawText(dst, line, face, x, y, sprites.AlignLeft, ink)
	}
}

// drawRatingChart draws the ratings after each change as a line, the
// first point being the rating before the oldest change.
func drawRatingChart(dst *ebiten.Image, app *App, r sprites.Rect, h []proto.RatingChange) {
	app.Paint.FillRoundRect(dst, r, 6*FrameOf(app).U, sprites.Fade(sprites.FeltDark, 0.7))
	if len(h) == 0 {
		return
	}
	pts := []float64{h[0].Rating - h[0].Delta}
	for _, c := range h {
		pts = append(pts, c.Rating)
	}
	lo, hi := pts[0], pts[0]
	for _, p := range pts {
		lo, hi = min(lo, p), max(hi, p)
	}
	if hi-lo < 20 {
		mid := (hi + lo) / 2
		lo, hi = mid-10, mid+10
	}
	pad := 10 * FrameOf(app).U
	px := func(i int) float32 { return float32(r.X + pad + float64(i)*(r.W-2*pad)/float64(len(pts)-1)) }
	py := func(v float64) float32 { return float32(r.Bottom() - pad - (v-lo)/(hi-lo)*(r.H-2*pad)) }
	face := app.Fonts.Face(12*FrameOf(app).U, sprites.Regular)
	sprites.DrawText(dst, fmt.Sprintf("%.0f", hi), face, r.Right()-pad, r.Y+pad, sprites.AlignRight, sprites.InkFaint)
	sprites.DrawText(dst, fmt.Sprintf("%.0f", lo), face, r.Right()-pad, r.Bottom()-pad, sprites.AlignRight, sprites.InkFaint)
	w := float32(2.5 * FrameOf(app).U)
	for i := 1; i < len(pts); i++ {
		strokeLine(dst, px(i-1), py(pts[i-1]), px(i), py(pts[i]), w, sprites.Gold)
	}
	for i, p := range pts {
		fillDot(dst, px(i), py(p), w*1.4, sprites.Gold)
	}
}

// drawBoard draws the leaderboard's first lines and, when you are
// further down, your line last.
func (s *RatingsScene) drawBoard(dst *ebiten.Image, f Frame, box sprites.Rect) {
	app, u := s.app, f.U
	if s.board == nil {
		return
	}
	face := app.Fonts.Face(16*u, sprites.Regular)
	if len(s.board.Top) == 0 {
		sprites.DrawParagraph(dst, app.T(i18n.RatingsBoardEmpty), face, box.X+20*u, box.Y+44*u, box.W-40*u, sprites.InkDim)
		return
	}
	rows := append([]proto.Leader(nil), s.board.Top...)
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Rank < rows[j].Rank })
	if len(rows) > ratingsBoardRows {
		rows = rows[:ratingsBoardRows]
	}
	you := s.board.You
	if you != nil && you.Rank > len(rows) {
		rows[len(rows)-1] = *you
	}
	rowH := 33 * u
	for i, l := range rows {
		y := box.Y + 50*u + float64(i)*rowH
		mine := you != nil && l.Rank == you.Rank
		ink := color.Color(sprites.Ink)
		if mine {
			app.Paint.FillRoundRect(dst, sprites.Rect{X: box.X + 10*u, Y: y - rowH/2, W: box.W - 20*u, H: rowH - 2*u}, 6*u, sprites.Fade(sprites.Gold, 0.25))
			ink = sprites.Gold
		}
		sprites.DrawText(dst, fmt.Sprintf("%d.", l.Rank), face, box.X+56*u, y, sprites.AlignRight, ink)
		name := l.Name
		if mine {
			name += " (" + app.T(i18n.RatingsYou) + ")"
		}
		sprites.DrawText(dst, name, sprites.FitFace(app.Fonts, name, 16*u, sprites.Regular, 250*u), box.X+68*u, y, sprites.AlignLeft, ink)
		sprites.DrawText(dst, app.Cat.F(i18n.RatingsRow, fmt.Sprintf("%.0f ±%.0f", l.Rating, 1.96*l.RD), l.Games), face, box.Right()-20*u, y, sprites.AlignRight, ink)
	}
}

// Still reports that the screen changes only with input or an answer.
func (s *RatingsScene) Still() bool { return !s.Busy() }

// Ticking reports whether the screen waits on an answer.
func (s *RatingsScene) Ticking() bool { return s.Busy() }
