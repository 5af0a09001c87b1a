package kit

import (
	"math"

	"embers/rules"
	"embers/scenes/ui"
)

// Anim is one event's animation on a board, counted in ticks. Mid changes
// the board's model halfway (a token leaves), End when it is over (a piece
// arrives); Draw paints the moving part at progress f in 0..1. Kind and Data
// are the event's, for a board that wants to know what it is showing.
type Anim struct {
	T, N    int
	Draw    func(c *ui.Canvas, f float64)
	Mid     func()
	End     func()
	Kind    string
	Data    any
	midDone bool
}

// F is the animation's progress, 0..1.
func (a *Anim) F() float64 {
	if a.N <= 0 {
		return 1
	}
	return math.Min(1, float64(a.T)/float64(a.N))
}

// Step advances one tick and reports whether the animation is over.
func (a *Anim) Step() bool {
	a.T++
	if a.T*2 >= a.N {
		a.runMid()
	}
	if a.T < a.N {
		return false
	}
	a.Finish()
	return true
}

func (a *Anim) runMid() {
	if !a.midDone && a.Mid != nil {
		a.Mid()
	}
	a.midDone = true
}

// Finish ends the animation at once: Mid (if not yet run), then End.
func (a *Anim) Finish() {
	a.runMid()
	if a.End != nil {
		a.End()
		a.End = nil
	}
}

// Ease is smoothstep: slow at both ends.
func Ease(f float64) float64 { return f * f * (3 - 2*f) }

// Lerp goes from a to b as f goes from 0 to 1.
func Lerp(a, b, f float64) float64 { return a + (b-a)*f }

// Part is the progress through the slice [from, to] of an animation at f.
func Part(f, from, to float64) float64 { return max(0, min(1, (f-from)/(to-from))) }

// Arc is a point on a curve from (x0,y0) to (x1,y1) that rises by lift.
func Arc(x0, y0, x1, y1, lift, f float64) (float64, float64) {
	e := Ease(f)
	return Lerp(x0, x1, e), Lerp(y0, y1, e) - lift*math.Sin(math.Pi*e)
}

// Next finishes the animation still running (cur, may be nil) and then
// builds the one for event e. It returns the animation to keep — nil when
// build makes none, or one that takes no time (finished at once) — and the
// sound build chose. Finishing cur first matters: build reads the board's
// model, which cur's End brings up to date.
func Next(cur *Anim, e rules.Event, ticks int, build func() (*Anim, string)) (*Anim, string) {
	if cur != nil {
		cur.Finish()
	}
	a, sound := build()
	if a == nil {
		return nil, sound
	}
	a.Kind, a.Data = e.Kind, e.Data
	if a.N <= 0 || ticks <= 0 {
		a.Finish()
		return nil, sound
	}
	return a, sound
}
