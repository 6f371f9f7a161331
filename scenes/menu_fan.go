package scenes

import "rummy/sprites"

// The menu's decorative fan of cards, in design units: where the middle
// card's top-left corner is, the card height, the step between cards and
// how much each turns. It sits right of the title and above the panels.
const (
	fanX, fanY   = 1050.0, 4.0
	fanH         = 72.0
	fanStep      = 30.0
	fanTurn      = 0.12
	fanDropPerSq = 3.0
)

// fanCard is where the menu draws fan card i.
func (m *Menu) fanCard(i int) sprites.CardDraw {
	f := FrameOf(m.app)
	k := float64(i - len(m.fan)/2)
	x, y := f.Pt(fanX+float64(i)*fanStep, fanY+k*k*fanDropPerSq)
	return sprites.CardDraw{X: x, Y: y, H: m.fanHeight(), Angle: k * fanTurn}
}

// menuPanels are the menu's panels, in design units (Draw and the fan's
// test share them).
var menuPanels = [...]sprites.Rect{{X: 50, Y: 108, W: 560, H: 236}, {X: 50, Y: 356, W: 560, H: 300}, {X: 640, Y: 108, W: 590, H: 548}}
