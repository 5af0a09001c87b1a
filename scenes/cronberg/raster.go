package cronberg

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// raster paints the still town on the CPU, in logical coordinates at a
// scale, into an RGBA picture that is then written to an image once.
// Painting hundreds of shapes as GPU vector paths in one frame costs
// seconds and gigabytes (every path gets its own stencil pass, as
// scenes/trekronor measured), so the shapes are rasterised here; only the
// text is drawn on the GPU.
type raster struct {
	img   *image.RGBA
	scale float64
	z     vector.Rasterizer
	shape [][]pt // the subpaths of the shape being built, in logical pixels
}

type pt struct{ x, y float64 }

func newRaster(w, h int, scale float64) *raster {
	return &raster{img: image.NewRGBA(image.Rect(0, 0, w, h)), scale: scale}
}

// fill paints the shape built so far with col and starts a new one.
// Subpaths turning the other way cut holes (rings, frames).
func (r *raster) fill(col color.RGBA) {
	defer func() { r.shape = r.shape[:0] }()
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, sub := range r.shape {
		for _, p := range sub {
			x0, y0 = math.Min(x0, p.x*r.scale), math.Min(y0, p.y*r.scale)
			x1, y1 = math.Max(x1, p.x*r.scale), math.Max(y1, p.y*r.scale)
		}
	}
	box := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1))).Intersect(r.img.Rect)
	if box.Empty() {
		return
	}
	r.z.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, sub := range r.shape {
		if len(sub) < 3 {
			continue
		}
		r.z.MoveTo(float32(sub[0].x*r.scale-ox), float32(sub[0].y*r.scale-oy))
		for _, p := range sub[1:] {
			r.z.LineTo(float32(p.x*r.scale-ox), float32(p.y*r.scale-oy))
		}
		r.z.ClosePath()
	}
	r.z.Draw(r.img, box, image.NewUniform(col), image.Point{})
}

// add starts a subpath through the points.
func (r *raster) add(p ...pt) { r.shape = append(r.shape, p) }

// arc returns points on the circle (cx, cy, rad) from angle a0 to a1,
// enough of them that the edge looks round at the raster's scale.
func (r *raster) arc(cx, cy, rad, a0, a1 float64) []pt {
	n := int(math.Ceil(math.Abs(a1-a0) / (2 * math.Pi) * math.Max(12, 2.5*rad*r.scale)))
	n = max(n, 2)
	out := make([]pt, 0, n+1)
	for i := range n + 1 {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		out = append(out, pt{cx + rad*math.Cos(a), cy + rad*math.Sin(a)})
	}
	return out
}

func reversed(p []pt) []pt {
	out := make([]pt, len(p))
	for i, q := range p {
		out[len(p)-1-i] = q
	}
	return out
}

func rectPts(x, y, w, h float64) []pt {
	return []pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
}

// roundPts is the outline of a rounded rectangle, clockwise on screen.
func (r *raster) roundPts(x, y, w, h, rad float64) []pt {
	rad = math.Max(0, math.Min(rad, math.Min(w, h)/2))
	if rad == 0 {
		return rectPts(x, y, w, h)
	}
	var out []pt
	out = append(out, r.arc(x+w-rad, y+rad, rad, -math.Pi/2, 0)...)
	out = append(out, r.arc(x+w-rad, y+h-rad, rad, 0, math.Pi/2)...)
	out = append(out, r.arc(x+rad, y+h-rad, rad, math.Pi/2, math.Pi)...)
	out = append(out, r.arc(x+rad, y+rad, rad, math.Pi, 1.5*math.Pi)...)
	return out
}

func (r *raster) FillRect(x, y, w, h float64, col color.RGBA) {
	r.add(rectPts(x, y, w, h)...)
	r.fill(col)
}

// StrokeRect outlines a rectangle with square corners, the line centred on
// its edge.
func (r *raster) StrokeRect(x, y, w, h, width float64, col color.RGBA) {
	d := width / 2
	r.add(rectPts(x-d, y-d, w+width, h+width)...)
	if w > width && h > width {
		r.add(reversed(rectPts(x+d, y+d, w-width, h-width))...)
	}
	r.fill(col)
}

func (r *raster) FillRoundRect(x, y, w, h, rad float64, col color.RGBA) {
	r.add(r.roundPts(x, y, w, h, rad)...)
	r.fill(col)
}

// StrokeRoundRect outlines a rounded rectangle, the line centred on its edge.
func (r *raster) StrokeRoundRect(x, y, w, h, rad, width float64, col color.RGBA) {
	d := width / 2
	r.add(r.roundPts(x-d, y-d, w+width, h+width, rad+d)...)
	r.add(reversed(r.roundPts(x+d, y+d, w-width, h-width, math.Max(0, rad-d)))...)
	r.fill(col)
}

func (r *raster) FillCircle(cx, cy, rad float64, col color.RGBA) {
	r.add(r.arc(cx, cy, rad, 0, 2*math.Pi)...)
	r.fill(col)
}

func (r *raster) StrokeCircle(cx, cy, rad, width float64, col color.RGBA) {
	r.add(r.arc(cx, cy, rad+width/2, 0, 2*math.Pi)...)
	r.add(reversed(r.arc(cx, cy, math.Max(0, rad-width/2), 0, 2*math.Pi))...)
	r.fill(col)
}

// Line draws a straight line with square ends at its points.
func (r *raster) Line(x0, y0, x1, y1, width float64, col color.RGBA) {
	r.segment(x0, y0, x1, y1, width, false)
	r.fill(col)
}

// segment adds a line of the given width, with round ends when round.
// Segments of one shape overlap without darkening (coverage is capped).
func (r *raster) segment(x0, y0, x1, y1, width float64, round bool) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 {
		return
	}
	a := math.Atan2(y1-y0, x1-x0)
	nx, ny := -(y1-y0)/l*width/2, (x1-x0)/l*width/2
	if !round {
		r.add(pt{x0 + nx, y0 + ny}, pt{x1 + nx, y1 + ny}, pt{x1 - nx, y1 - ny}, pt{x0 - nx, y0 - ny})
		return
	}
	p := r.arc(x1, y1, width/2, a+math.Pi/2, a-math.Pi/2)
	p = append(p, r.arc(x0, y0, width/2, a-math.Pi/2, a-1.5*math.Pi)...)
	r.add(p...)
}

// Curve strokes the cubic Bézier curves through pts (a start point, then
// three points per curve) with round ends and joins.
func (r *raster) Curve(pts []pt, width float64, col color.RGBA) {
	const steps = 16
	prev := pts[0]
	for i := 1; i+2 < len(pts); i += 3 {
		p0, p1, p2, p3 := pts[i-1], pts[i], pts[i+1], pts[i+2]
		for s := 1; s <= steps; s++ {
			t := float64(s) / steps
			u := 1 - t
			q := pt{
				u*u*u*p0.x + 3*u*u*t*p1.x + 3*u*t*t*p2.x + t*t*t*p3.x,
				u*u*u*p0.y + 3*u*u*t*p1.y + 3*u*t*t*p2.y + t*t*t*p3.y,
			}
			r.segment(prev.x, prev.y, q.x, q.y, width, true)
			prev = q
		}
	}
	r.fill(col)
}

// Poly fills the polygon through pts.
func (r *raster) Poly(col color.RGBA, pts ...pt) {
	r.add(pts...)
	r.fill(col)
}

// PolyLine strokes the closed polygon through pts with round joins.
func (r *raster) PolyLine(width float64, col color.RGBA, pts ...pt) {
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		r.segment(p.x, p.y, q.x, q.y, width, true)
	}
	r.fill(col)
}
