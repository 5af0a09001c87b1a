package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/scenes/ui"
)

// A seat's last-move mark is a dashed ring on a dark bed: a lit target is
// a solid ring, so the two never look alike, whatever the seat's colour
// (orange beside the lit gold, yellow, white in high contrast).

// dashLen and dashGap are a dashed ring's dash and gap, in logical pixels.
const dashLen, dashGap = 9.0, 6.0

// Dashed strokes the shape's edge in dashes width wide in col with
// opacity a, as a cached picture.
func (s Shape) Dashed(c *ui.Canvas, width float64, col color.RGBA, a float64) {
	key := s.key(width, col)
	key.dashed = true
	x, y := s.Box.Centre()
	boardSprites.DrawScaled(c, key, x, y, key.w+width+2, key.h+width+2, 1, a, func(c *ui.Canvas, cx, cy float64) {
		c.StrokePath(dashes(key.edge(cx, cy), dashLen, dashGap), width, col)
	})
}

// edge is the shape's outline about (cx, cy) as a closed polyline, its
// round parts in short steps.
func (k shapeKey) edge(cx, cy float64) []ui.Pt {
	switch k.kind {
	case CircleKind:
		return arc(nil, cx, cy, k.r, 0, 2*math.Pi, 48)
	case PolyKind:
		pts := make([]ui.Pt, k.n)
		for i, p := range k.pts[:k.n] {
			pts[i] = ui.Pt{X: cx + p.X, Y: cy + p.Y}
		}
		return pts
	}
	r := math.Min(k.r, math.Min(k.w, k.h)/2)
	x0, y0, x1, y1 := cx-k.w/2+r, cy-k.h/2+r, cx+k.w/2-r, cy+k.h/2-r
	var pts []ui.Pt
	pts = arc(pts, x1, y0, r, -math.Pi/2, 0, 6)
	pts = arc(pts, x1, y1, r, 0, math.Pi/2, 6)
	pts = arc(pts, x0, y1, r, math.Pi/2, math.Pi, 6)
	return arc(pts, x0, y0, r, math.Pi, 3*math.Pi/2, 6)
}

// arc appends the points of a circle's arc from angle a0 to a1 in n steps.
func arc(pts []ui.Pt, cx, cy, r, a0, a1 float64, n int) []ui.Pt {
	for i := range n + 1 {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		pts = append(pts, ui.Pt{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)})
	}
	return pts
}

// dashes is a path of dashes dash long, gap apart, along the closed
// polyline pts.
func dashes(pts []ui.Pt, dash, gap float64) *vector.Path {
	var p vector.Path
	if len(pts) < 2 {
		return &p
	}
	on, left, started := true, dash, false
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		l := math.Hypot(b.X-a.X, b.Y-a.Y)
		at := func(t float64) (float32, float32) {
			return float32(a.X + (b.X-a.X)*t/l), float32(a.Y + (b.Y-a.Y)*t/l)
		}
		for t := 0.0; t < l; {
			step := math.Min(left, l-t)
			if on {
				if !started {
					p.MoveTo(at(t))
					started = true
				}
				p.LineTo(at(t + step))
			}
			t, left = t+step, left-step
			if left <= 1e-9 {
				on, started = !on, false
				left = map[bool]float64{true: dash, false: gap}[on]
			}
		}
	}
	return &p
}
