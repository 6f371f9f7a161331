package scenes

// repaintFrames is how many frames are painted after the last change:
// the one that shows it and one more, in case part of a change shows a
// tick late. They are counted in frames, not ticks, because a slow
// browser runs several ticks per frame (and each painted frame there can
// cost a software renderer a few hundred milliseconds).
const repaintFrames = 2

// stillScene is a scene that can tell whether its picture may have
// changed since the previous tick for a reason other than input (which
// the manager watches itself): an animation, a timer, a bot's move.
type stillScene interface {
	// Still reports that nothing but input could have changed the
	// picture during the last Update.
	Still() bool
}

// repaint decides tick by tick whether the screen must be drawn again.
// When nothing moves — a bot thinking, a player reading the table — the
// screen is left as it is, so the GPU (software WebGL in many browsers)
// has no work and frames keep coming at the display's rate.
type repaint struct {
	owed    int
	w, h    float64
	x, y    float64
	scene   Scene
	warning string
}

// update looks at one tick: the input, the screen size, the scene (and,
// if it can tell, whether it is still) and the fade.
func (r *repaint) update(app *App, in *Input, cur Scene, fading bool) {
	changed := fading || in.Any() || in.Released || in.Wheel != 0 ||
		in.X != r.x || in.Y != r.y || app.W != r.w || app.H != r.h ||
		cur != r.scene || app.Warning != r.warning
	if s, ok := cur.(stillScene); !ok || !s.Still() {
		changed = true
	}
	r.x, r.y, r.w, r.h, r.scene, r.warning = in.X, in.Y, app.W, app.H, cur, app.Warning
	if changed {
		r.owed = repaintFrames
	}
}

// needed reports whether the next Draw must paint.
func (r *repaint) needed() bool { return r.owed > 0 }

// painted records that a frame was painted. It is bookkeeping about the
// screen, not game state, so Draw may call it.
func (r *repaint) painted() {
	if r.owed > 0 {
		r.owed--
	}
}
