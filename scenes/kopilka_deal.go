package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/online"
	"rummy/sprites"
)

// kopDeal is the deal's check on the result of a Kopilka game played at
// a table server (issue 27): the same verdict and checked line as the
// score sheet's, once the server's revelation has arrived.
type kopDeal struct {
	verdict, checked string
	ok               bool
}

// checkDeal checks the deal of an online game once it is revealed
// (called every tick until then; a local game has nothing to check).
func (r *KopilkaResult) checkDeal() {
	remote, isRemote := r.k.online.(*online.Remote)
	if !isRemote || r.deal.verdict != "" {
		return
	}
	c := remote.Client()
	if _, err := c.Evidence(); err != nil {
		return // the revelation is on its way
	}
	r.deal.verdict, r.deal.checked, r.deal.ok = checkOnlineDeal(r.k.app, c)
}

// Verdict is the deal's check at the end of an online game ("" else).
func (r *KopilkaResult) Verdict() string { return r.deal.verdict }

// Checked is the line under the verdict ("" else).
func (r *KopilkaResult) Checked() string { return r.deal.checked }

// drawDeal draws the verdict and what was checked at the foot of the
// result's panel.
func (r *KopilkaResult) drawDeal(dst *ebiten.Image) {
	if r.deal.verdict == "" {
		return
	}
	app := r.k.app
	f := FrameOf(app)
	ink := sprites.Gold
	if !r.deal.ok {
		ink = sprites.Danger
	}
	x, y := f.Pt(640, kopDealY)
	fitText(dst, app, r.deal.verdict, 15, sprites.Bold, x, y, 640*f.U, sprites.AlignCenter, ink)
	if r.deal.checked != "" {
		_, y = f.Pt(640, kopDealY+22)
		fitText(dst, app, r.deal.checked, 13, sprites.Regular, x, y, 640*f.U, sprites.AlignCenter, sprites.Ink)
	}
}

// kopDealY is where the verdict stands on the result (design units):
// under the rows, inside the panel, above the buttons.
const kopDealY = 664
