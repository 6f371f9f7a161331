package scenes

import (
	"path/filepath"
	"strconv"
	"strings"

	"rummy/engine/match/proto"
	"rummy/internal/verify"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
)

// The deal check at the end of an online game (issue 27): "Deal
// verified" with a line of what was checked, or "Deal NOT verified"
// naming what differs, the evidence kept for `rummy-sim verify`.

// checkOnlineDeal checks the deal of c's finished game: the verdict, the
// line under it (what was checked; where the evidence of a deal not
// verified was kept; the seats left out of the seed), and whether it
// was verified. The score sheet and Kopilka's result both say it.
func checkOnlineDeal(app *App, c *online.Client) (verdict, checked string, ok bool) {
	rep, err := c.Verify()
	if err != nil {
		return app.Cat.F(i18n.NetNotVerified, unprefixed(err.Error())), "", false
	}
	verdict, checked = dealVerdict(app, rep)
	ok = rep.OK()
	e, err := c.Evidence()
	if err != nil {
		return verdict, checked, ok
	}
	if !ok {
		checked = keepEvidence(app, e)
	}
	if l := leftOutText(app, e.LeftOut); l != "" {
		checked += " · " + l
	}
	return verdict, checked, ok
}

// dealVerdict is the verdict and the checked line of a report, in the
// player's language.
func dealVerdict(app *App, r verify.Report) (verdict, line string) {
	cat := app.Cat
	switch r.Failure {
	case verify.Verified:
		return app.T(i18n.NetVerified), cat.F(i18n.NetDealChecked, r.OwnCards, r.TableCards, r.Seeded)
	case verify.BadSecret:
		line = app.T(i18n.NetDealSecret)
	case verify.BadContribution:
		line = cat.F(i18n.NetDealSeat, r.Seat+1)
	case verify.OwnLeftOut:
		line = app.T(i18n.NetDealOwn)
	case verify.CardDiffers:
		line = cat.F(i18n.NetDealCard, r.Hand, r.Seen.String(), r.Dealt.String())
	default:
		line = cat.F(i18n.NetDealMoves, r.Hand, r.What)
	}
	return cat.F(i18n.NetNotVerified, line), ""
}

// leftOutText says which seats were left out of the seed ("" none).
func leftOutText(app *App, seats []int) string {
	if len(seats) == 0 {
		return ""
	}
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = strconv.Itoa(s + 1)
	}
	return app.Cat.F(i18n.NetDealLeftOut, strings.Join(names, ", "))
}

// commitmentText shows the server's commitment to the deal, shortened
// ("" before it is known).
func commitmentText(app *App, l *proto.Lobby) string {
	if l == nil || len(l.Commitment) < 16 {
		return ""
	}
	c := l.Commitment
	return app.Cat.F(i18n.RoomCommitment, c[:8]+"…"+c[len(c)-8:])
}

// keepEvidence saves what the client saw for `rummy-sim verify` and
// returns where, in the player's language ("" when it could not).
func keepEvidence(app *App, e *verify.Evidence) string {
	data, err := e.Marshal()
	if err != nil || app.Store == nil {
		return ""
	}
	name := "rummy-deal-" + e.Table + ".json"
	if err := app.Store.Save(name, data); err != nil {
		return ""
	}
	if d, ok := app.Store.(interface{ Path() string }); ok {
		name = filepath.Join(d.Path(), name)
	}
	return app.Cat.F(i18n.NetDealKept, name)
}
