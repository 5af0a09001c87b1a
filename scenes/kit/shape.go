package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/scenes/ui"
)

// Shape is a place's outline on the screen: a rounded rectangle, a circle
// or a convex polygon (a triangle of a grid, a tile's rhombus, a ring of
// hexagons). A board says which shapes each of its places covers
// (Shaper); the kit then rings, lights, labels, hit-tests and aims at
// places through them, so no board maps its places to pixels again and
// again.
type Shape struct {
	Kind   ShapeKind
	Box    Rect    // a rectangle's own box; any shape's bounds
	Radius float64 // a rectangle's corner radius; a circle's radius
	Pts    []ui.Pt // a polygon's corners, in order
	// Ground is a stretch of the board rather than a thing on it (a kind
	// of ground, a triangle of the grid): the kit's lights tint it as well
	// as ring it.
	Ground bool
}

// ShapeKind is which outline a Shape has.
type ShapeKind uint8

// The kinds of Shape.
const (
	RectKind ShapeKind = iota
	CircleKind
	PolyKind
)

// RectShape is the rectangle r with corners rounded by radius.
func RectShape(r Rect, radius float64) Shape {
	return Shape{Kind: RectKind, Box: r, Radius: radius}
}

// CircleShape is the circle of radius r about (x, y).
func CircleShape(x, y, r float64) Shape {
	return Shape{Kind: CircleKind, Box: Rect{x - r, y - r, 2 * r, 2 * r}, Radius: r}
}

// PolyShape is the convex polygon with corners pts.
func PolyShape(pts []ui.Pt) Shape {
	lo, hi := ui.Pt{X: math.Inf(1), Y: math.Inf(1)}, ui.Pt{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, p := range pts {
		lo = ui.Pt{X: math.Min(lo.X, p.X), Y: math.Min(lo.Y, p.Y)}
		hi = ui.Pt{X: math.Max(hi.X, p.X), Y: math.Max(hi.Y, p.Y)}
	}
	return Shape{Kind: PolyKind, Box: Rect{lo.X, lo.Y, hi.X - lo.X, hi.Y - lo.Y}, Pts: pts}
}

// Bounds is the smallest rectangle holding the shape.
func (s Shape) Bounds() Rect { return s.Box }

// Centre is the shape's middle: a polygon's centroid of corners, else its
// box's middle.
func (s Shape) Centre() (x, y float64) {
	if s.Kind != PolyKind {
		return s.Box.Centre()
	}
	for _, p := range s.Pts {
		x, y = x+p.X, y+p.Y
	}
	n := float64(len(s.Pts))
	return x / n, y / n
}

// Contains reports whether (x, y) lies in the shape (a rectangle's
// rounded corners count as inside: a click there still means the place).
func (s Shape) Contains(x, y float64) bool {
	switch s.Kind {
	case CircleKind:
		cx, cy := s.Centre()
		return math.Hypot(x-cx, y-cy) <= s.Radius
	case PolyKind:
		return len(s.Pts) > 2 && Inside(s.Pts, x, y)
	}
	return s.Box.Contains(x, y)
}

// Inset is the shape pulled in by d on every side (pushed out for d < 0):
// each side of a polygon moves by d, whatever its corners' angles.
func (s Shape) Inset(d float64) Shape {
	switch s.Kind {
	case CircleKind:
		x, y := s.Centre()
		out := CircleShape(x, y, s.Radius-d)
		out.Ground = s.Ground
		return out
	case PolyKind:
		out := PolyShape(insetPoly(s.Pts, d))
		out.Ground = s.Ground
		return out
	}
	b := s.Box
	s.Box = Rect{b.X + d, b.Y + d, b.W - 2*d, b.H - 2*d}
	return s
}

// insetPoly moves every side of the convex polygon pts inwards by d and
// joins the moved sides at their crossings.
func insetPoly(pts []ui.Pt, d float64) []ui.Pt {
	n := len(pts)
	cx, cy := PolyShape(pts).Centre()
	side := func(i int) (a, dir ui.Pt) { // side i moved by d, as a point and a direction
		a, b := pts[i], pts[(i+1)%n]
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		nx, ny := -dy/l, dx/l
		if (cx-a.X)*nx+(cy-a.Y)*ny < 0 { // the normal that points inside
			nx, ny = -nx, -ny
		}
		return ui.Pt{X: a.X + nx*d, Y: a.Y + ny*d}, ui.Pt{X: dx, Y: dy}
	}
	out := make([]ui.Pt, n)
	for i := range n {
		p, u := side((i + n - 1) % n)
		q, v := side(i)
		den := u.X*v.Y - u.Y*v.X
		if den == 0 {
			out[i] = q
			continue
		}
		t := ((q.X-p.X)*v.Y - (q.Y-p.Y)*v.X) / den
		out[i] = ui.Pt{X: p.X + u.X*t, Y: p.Y + u.Y*t}
	}
	return out
}

// shapeKey names a shape's picture by its kind, size and (a polygon's)
// corners about its middle, rounded so equal triangles of a grid share
// one picture; width 0 is the shape filled.
type shapeKey struct {
	kind           ShapeKind
	w, h, r, width float64
	pts            [8]ui.Pt
	n              int
	col            color.RGBA
	dashed         bool // the edge in dashes (shape_dash.go)
}

func (s Shape) key(width float64, col color.RGBA) shapeKey {
	k := shapeKey{kind: s.Kind, w: s.Box.W, h: s.Box.H, r: s.Radius, width: width, col: col}
	if s.Kind != PolyKind {
		return k
	}
	k.n = min(len(s.Pts), len(k.pts))
	cx, cy := s.Box.Centre()
	for i, p := range s.Pts[:k.n] {
		k.pts[i] = ui.Pt{X: math.Round((p.X-cx)*16) / 16, Y: math.Round((p.Y-cy)*16) / 16}
	}
	return k
}

// Outline strokes the shape's edge width wide in col with opacity a, as a
// cached picture.
func (s Shape) Outline(c *ui.Canvas, width float64, col color.RGBA, a float64) {
	s.paint(c, width, col, a)
}

// Fill paints the shape in col with opacity a, as a cached picture.
func (s Shape) Fill(c *ui.Canvas, col color.RGBA, a float64) { s.paint(c, 0, col, a) }

// paint strokes the shape width wide, or fills it for width 0.
func (s Shape) paint(c *ui.Canvas, width float64, col color.RGBA, a float64) {
	key := s.key(width, col)
	x, y := s.Box.Centre()
	boardSprites.DrawScaled(c, key, x, y, key.w+width+2, key.h+width+2, 1, a, func(c *ui.Canvas, cx, cy float64) {
		var p *vector.Path
		switch key.kind {
		case CircleKind:
			p = ui.RoundRect(cx-key.r, cy-key.r, 2*key.r, 2*key.r, key.r)
		case PolyKind:
			p = Path(cx, cy, key.pts[:key.n])
		default:
			p = ui.RoundRect(cx-key.w/2, cy-key.h/2, key.w, key.h, key.r)
		}
		if width == 0 {
			c.FillPath(p, col)
			return
		}
		c.StrokePath(p, width, col)
	})
}

// Look is how the kit rings a place's shapes for one purpose (the log
// pointing, a last move, a lit target): the colour, the line's width,
// how far inside the shape the line runs (outside, for a negative
// inset), and the opacity.
type Look struct {
	Col          color.RGBA
	Width, Inset float64
	A            float64
}

// Ring outlines s as look says, at opacity look.A times a.
func (s Shape) Ring(c *ui.Canvas, look Look, a float64) {
	s.Inset(look.Inset).Outline(c, look.Width, look.Col, look.A*a)
}

// Glow outlines s as the tutorial does: a soft wide halo and a line,
// pulsing with pulse (0..1); ground is tinted too.
func (s Shape) Glow(c *ui.Canvas, pulse float64) {
	if s.Ground {
		s.Inset(3).Fill(c, HLFill, 1)
	}
	s.Inset(-3).Outline(c, 8, HLColour, 0.3*pulse)
	s.Outline(c, 4, HLColour, 0.45+0.55*pulse)
}
