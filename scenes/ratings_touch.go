package scenes

import (
	"fmt"
	"image/color"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// ratingsTouch is the ratings screen's layout on a phone or a tablet:
// one scrolling column (see column), in use while on; chart is where
// the line of your last changes goes (zero when out of view).
type ratingsTouch struct {
	on    bool
	col   column
	chart sprites.Rect
}

// buildTouch lays the ratings out for a finger, in one scrolling column:
// the rule sets' tabs, a row each; your rating, place and games, the line
// and the list of your last changes; the leaderboard, a line each (the
// whole top, however long: the column scrolls); the note on the method
// and the bots' ratings; Back and Refresh at the foot. It replaces the
// controls build laid out.
func (s *RatingsScene) buildTouch() {
	app := s.app
	c := &s.touch.col
	c.begin(app, app.T(i18n.RatingsTitle), 1, 2)
	back, refresh := s.form.Controls[0], s.form.Controls[1]
	tabs := append([]Control(nil), s.form.Controls[2:]...)
	cs := s.form.Controls[:0]
	for _, tab := range tabs { // a row each: a rule set's name is long in German
		if r, ok := c.row(app); ok {
			tab.Rect = r
			cs = append(cs, tab)
		}
	}
	c.text(app, app.T(i18n.RatingsYou), 16, sprites.Bold, sprites.Gold)
	s.touch.chart = sprites.Rect{}
	text, ink := s.message()
	switch {
	case text != "":
		c.text(app, text, 15, sprites.Regular, ink)
	case s.board != nil && s.board.You != nil:
		s.touchYou(*s.board.You, s.board.Players)
	}
	if s.board != nil {
		c.text(app, app.Cat.F(i18n.RatingsBoard, s.board.Players), 16, sprites.Bold, sprites.Gold)
		s.touchBoard()
	}
	c.text(app, app.T(i18n.RatingsNote)+" "+botsLine(app, s.variant), 13, sprites.Regular, sprites.InkFaint)
	back.Rect, refresh.Rect = c.footButton(app), c.footButton(app)
	s.form.Controls = append(cs, back, refresh)
}

// touchYou lays out your rating, place and games, the line of your last
// changes and the newest six of them.
func (s *RatingsScene) touchYou(you proto.Leader, players int) {
	app, c := s.app, &s.touch.col
	c.text(app, ratingWords(app, you.Rating, you.RD), 22, sprites.Bold, sprites.Gold)
	c.text(app, app.Cat.F(i18n.RatingsRank, you.Rank, players)+"  ·  "+app.Cat.F(i18n.RatingsGames, you.Games), 15, sprites.Regular, sprites.Ink)
	c.text(app, app.T(i18n.RatingsHistory), 15, sprites.Regular, sprites.InkDim)
	if r, ok := c.place(120); ok {
		s.touch.chart = r
	}
	rows := you.History
	if len(rows) > 6 {
		rows = rows[len(rows)-6:]
	}
	for i := range rows {
		ch := rows[len(rows)-1-i] // newest first
		when := time.Unix(ch.Unix, 0).Format("2006-01-02 15:04")
		ink := color.Color(sprites.Ink)
		if ch.Delta < 0 {
			ink = sprites.InkDim
		}
		c.text(app, app.Cat.F(i18n.RatingsChange, fmt.Sprintf("%+.1f", ch.Delta), fmt.Sprintf("%.0f", ch.Rating), when), 14, sprites.Regular, ink)
	}
}

// touchBoard lays out the leaderboard a line each: place and name on the
// left, rating and games on the right; yours says so.
func (s *RatingsScene) touchBoard() {
	app, c := s.app, &s.touch.col
	if len(s.board.Top) == 0 {
		c.text(app, app.T(i18n.RatingsBoardEmpty), 15, sprites.Regular, sprites.InkDim)
		return
	}
	rows := append([]proto.Leader(nil), s.board.Top...)
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Rank < rows[j].Rank })
	you := s.board.You
	if you != nil && you.Rank > len(rows) {
		rows = append(rows, *you)
	}
	for _, l := range rows {
		name := fmt.Sprintf("%d. %s", l.Rank, l.Name)
		if you != nil && l.Rank == you.Rank {
			name += " (" + app.T(i18n.RatingsYou) + ")"
		}
		c.pair(app, name, app.Cat.F(i18n.RatingsRow, fmt.Sprintf("%.0f ±%.0f", l.Rating, 1.96*l.RD), l.Games), 15)
	}
}

// message is what the screen says instead of your rating, and in which
// ink: that it asks the server, the problem, that you have no rating
// yet, or "".
func (s *RatingsScene) message() (string, color.Color) {
	app := s.app
	switch {
	case s.asking != nil:
		return app.Cat.F(i18n.RatingsAsking, s.server), sprites.Gold
	case s.err != "":
		return s.err, sprites.Danger
	case s.board != nil && s.board.You == nil:
		return app.T(i18n.RatingsUnrated), sprites.InkDim
	}
	return "", sprites.InkDim
}

// drawTouch draws the ratings laid out for a finger.
func (s *RatingsScene) drawTouch(dst *ebiten.Image) {
	s.touch.col.draw(dst, s.app, &s.form)
	if r := s.touch.chart; r.H > 0 && s.board != nil && s.board.You != nil {
		drawRatingChart(dst, s.app, r, s.board.You.History)
	}
}
