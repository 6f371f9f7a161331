package sprites

import "math"

// Ease maps linear progress 0…1 to eased progress.
type Ease func(t float64) float64

// EaseOutCubic starts fast and settles: cards thrown into place.
func EaseOutCubic(t float64) float64 { return 1 - math.Pow(1-t, 3) }

// EaseInOutCubic accelerates then decelerates: cards lifted and carried.
func EaseInOutCubic(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	return 1 - math.Pow(-2*t+2, 3)/2
}

// EaseOutBack overshoots a little, for a card bouncing home.
func EaseOutBack(t float64) float64 {
	const c1 = 1.70158
	const c3 = c1 + 1
	return 1 + c3*math.Pow(t-1, 3) + c1*math.Pow(t-1, 2)
}

// Pose is where a card is: its top-left corner, height and rotation.
type Pose struct {
	X, Y, H, Angle float64
}

// Lerp blends two poses; t = 0 is p, 1 is q.
func (p Pose) Lerp(q Pose, t float64) Pose {
	return Pose{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t, p.H + (q.H-p.H)*t, p.Angle + (q.Angle-p.Angle)*t}
}

// Rect returns the pose's bounding rectangle, ignoring rotation.
func (p Pose) Rect() Rect { return Rect{p.X, p.Y, p.H * CardAspect, p.H} }

// Tween moves a value from one pose to another over a number of ticks.
// It is advanced by Step, once per Update: no wall clock.
type Tween struct {
	From, To Pose
	// Delay is ticks to wait before moving.
	Delay int
	// Ticks is the length of the motion; 0 means already there.
	Ticks int
	tick  int
	Ease  Ease
}

// Step advances one tick.
func (tw *Tween) Step() {
	if tw.tick < tw.Delay+tw.Ticks {
		tw.tick++
	}
}

// Done reports whether the motion is finished.
func (tw *Tween) Done() bool { return tw.tick >= tw.Delay+tw.Ticks }

// Started reports whether the delay is over.
func (tw *Tween) Started() bool { return tw.tick > tw.Delay }

// Progress returns the linear progress 0…1.
func (tw *Tween) Progress() float64 {
	if tw.Ticks <= 0 {
		return 1
	}
	return math.Min(1, math.Max(0, float64(tw.tick-tw.Delay)/float64(tw.Ticks)))
}

// Pose returns the current pose.
func (tw *Tween) Pose() Pose {
	t := tw.Progress()
	if tw.Ease != nil {
		t = tw.Ease(t)
	}
	return tw.From.Lerp(tw.To, t)
}
