package cronberg

import (
	"image/color"
	"math"

	"embers/scenes/ui"
)

// anim is one event's animation, counted in ticks. mid changes the model
// halfway (a token leaves the board), end when it is over (a tile lies).
type anim struct {
	kind    string // the event's kind
	data    any    // and its payload
	t, n    int
	draw    func(c *ui.Canvas, f float64)
	mid     func()
	end     func()
	midDone bool
}

func (a *anim) f() float64 {
	if a.n <= 0 {
		return 1
	}
	return math.Min(1, float64(a.t)/float64(a.n))
}

// step advances one tick and reports whether the animation is over.
func (a *anim) step() bool {
	a.t++
	if a.t*2 >= a.n {
		a.runMid()
	}
	if a.t < a.n {
		return false
	}
	a.finish()
	return true
}

func (a *anim) runMid() {
	if !a.midDone && a.mid != nil {
		a.mid()
	}
	a.midDone = true
}

// finish ends the animation at once.
func (a *anim) finish() {
	a.runMid()
	if a.end != nil {
		a.end()
		a.end = nil
	}
}

func ease(f float64) float64 { return f * f * (3 - 2*f) }

func lerp(a, b, f float64) float64 { return a + (b-a)*f }

// clamp01 keeps f in 0..1.
func clamp01(f float64) float64 { return math.Max(0, math.Min(1, f)) }

// part is the progress through the slice [from, to] of an animation at f.
func part(f, from, to float64) float64 { return clamp01((f - from) / (to - from)) }

// arc is a point on a curve from (x0,y0) to (x1,y1) that rises by lift.
func arc(x0, y0, x1, y1, lift, f float64) (float64, float64) {
	e := ease(f)
	return lerp(x0, x1, e), lerp(y0, y1, e) - lift*math.Sin(math.Pi*e)
}

// alpha scales a colour (all channels, premultiplied) by a in 0..1.
func alpha(col color.RGBA, a float64) color.RGBA {
	a = clamp01(a)
	return color.RGBA{uint8(float64(col.R) * a), uint8(float64(col.G) * a), uint8(float64(col.B) * a), uint8(float64(col.A) * a)}
}

// rnd is a fixed pseudo-random number in [0,1) for texture.
func rnd(i int) float64 {
	x := uint32(i)*2654435761 + 0x9e3779b9
	x ^= x >> 15
	x *= 2246822519
	x ^= x >> 13
	return float64(x%10000) / 10000
}

func shade(col color.RGBA, f float64) color.RGBA {
	s := func(v uint8) uint8 { return uint8(math.Max(0, math.Min(255, float64(v)*f))) }
	return color.RGBA{s(col.R), s(col.G), s(col.B), col.A}
}
