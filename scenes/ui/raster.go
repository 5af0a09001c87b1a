package ui

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// Raster paints a board's still picture on the CPU, in logical coordinates at a
// scale, into an RGBA picture that is then written to an image once.
// Painting hundreds of shapes as GPU vector paths in one frame costs
// seconds and gigabytes (every path gets its own stencil pass, as the
// castle board measured), so boards rasterise their still shapes here;
// only the text is drawn on the GPU.
type Raster struct {
	img   *image.RGBA
	scale float64
	z     vector.Rasterizer
	shape [][]Pt // the subpaths of the shape being built, in logical pixels
}

// Pt is a point in logical coordinates.
type Pt struct{ X, Y float64 }

// NewRaster makes a w×h pixel picture drawn at scale pixels per logical pixel.
func NewRaster(w, h int, scale float64) *Raster {
	return &Raster{img: image.NewRGBA(image.Rect(0, 0, w, h)), scale: scale}
}

// Fill paints the shape built so far with col and starts a new one.
// Subpaths turning the other way cut holes (rings, frames).
func (r *Raster) Fill(col color.RGBA) {
	defer func() { r.shape = r.shape[:0] }()
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, sub := range r.shape {
		for _, p := range sub {
			x0, y0 = math.Min(x0, p.X*r.scale), math.Min(y0, p.Y*r.scale)
			x1, y1 = math.Max(x1, p.X*r.scale), math.Max(y1, p.Y*r.scale)
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
		r.z.MoveTo(float32(sub[0].X*r.scale-ox), float32(sub[0].Y*r.scale-oy))
		for _, p := range sub[1:] {
			r.z.LineTo(float32(p.X*r.scale-ox), float32(p.Y*r.scale-oy))
		}
		r.z.ClosePath()
	}
	r.z.Draw(r.img, box, image.NewUniform(col), image.Point{})
}

// Add starts a subpath through the points.
func (r *Raster) Add(p ...Pt) { r.shape = append(r.shape, p) }

// Arc returns points on the circle (cx, cy, rad) from angle a0 to a1,
// enough of them that the edge looks round at the Raster's scale.
func (r *Raster) Arc(cx, cy, rad, a0, a1 float64) []Pt {
	n := int(math.Ceil(math.Abs(a1-a0) / (2 * math.Pi) * math.Max(12, 2.5*rad*r.scale)))
	n = max(n, 2)
	out := make([]Pt, 0, n+1)
	for i := range n + 1 {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		out = append(out, Pt{cx + rad*math.Cos(a), cy + rad*math.Sin(a)})
	}
	return out
}

// Reversed returns the points of p in the other order (a hole in a Fill).
func Reversed(p []Pt) []Pt {
	out := make([]Pt, len(p))
	for i, q := range p {
		out[len(p)-1-i] = q
	}
	return out
}

// RectPts is the outline of a rectangle, clockwise on screen.
func RectPts(x, y, w, h float64) []Pt {
	return []Pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
}

// Pix is the picture's RGBA pixels, for ebiten.Image.WritePixels.
func (r *Raster) Pix() []byte { return r.img.Pix }

// Scale is the device pixels per logical pixel the picture is painted at,
// and Size its width and height in device pixels: for boards that write
// some pixels themselves (a map's sea cells) before painting shapes over.
func (r *Raster) Scale() float64 { return r.scale }

// Size is the picture's width and height in device pixels.
func (r *Raster) Size() (w, h int) { return r.img.Rect.Dx(), r.img.Rect.Dy() }

// RoundPts is the outline of a rounded rectangle, clockwise on screen.
func (r *Raster) RoundPts(x, y, w, h, rad float64) []Pt {
	rad = math.Max(0, math.Min(rad, math.Min(w, h)/2))
	if rad == 0 {
		return RectPts(x, y, w, h)
	}
	var out []Pt
	out = append(out, r.Arc(x+w-rad, y+rad, rad, -math.Pi/2, 0)...)
	out = append(out, r.Arc(x+w-rad, y+h-rad, rad, 0, math.Pi/2)...)
	out = append(out, r.Arc(x+rad, y+h-rad, rad, math.Pi/2, math.Pi)...)
	out = append(out, r.Arc(x+rad, y+rad, rad, math.Pi, 1.5*math.Pi)...)
	return out
}

func (r *Raster) FillRect(x, y, w, h float64, col color.RGBA) {
	r.Add(RectPts(x, y, w, h)...)
	r.Fill(col)
}

// StrokeRect outlines a rectangle with square corners, the line centred on
// its edge.
func (r *Raster) StrokeRect(x, y, w, h, width float64, col color.RGBA) {
	d := width / 2
	r.Add(RectPts(x-d, y-d, w+width, h+width)...)
	if w > width && h > width {
		r.Add(Reversed(RectPts(x+d, y+d, w-width, h-width))...)
	}
	r.Fill(col)
}

func (r *Raster) FillRoundRect(x, y, w, h, rad float64, col color.RGBA) {
	r.Add(r.RoundPts(x, y, w, h, rad)...)
	r.Fill(col)
}

// StrokeRoundRect outlines a rounded rectangle, the line centred on its edge.
func (r *Raster) StrokeRoundRect(x, y, w, h, rad, width float64, col color.RGBA) {
	d := width / 2
	r.Add(r.RoundPts(x-d, y-d, w+width, h+width, rad+d)...)
	r.Add(Reversed(r.RoundPts(x+d, y+d, w-width, h-width, math.Max(0, rad-d)))...)
	r.Fill(col)
}

func (r *Raster) FillCircle(cx, cy, rad float64, col color.RGBA) {
	r.Add(r.Arc(cx, cy, rad, 0, 2*math.Pi)...)
	r.Fill(col)
}

func (r *Raster) StrokeCircle(cx, cy, rad, width float64, col color.RGBA) {
	r.Add(r.Arc(cx, cy, rad+width/2, 0, 2*math.Pi)...)
	r.Add(Reversed(r.Arc(cx, cy, math.Max(0, rad-width/2), 0, 2*math.Pi))...)
	r.Fill(col)
}

// Line draws a straight line with square ends at its points.
func (r *Raster) Line(x0, y0, x1, y1, width float64, col color.RGBA) {
	r.Segment(x0, y0, x1, y1, width, false)
	r.Fill(col)
}

// Segment adds a line of the given width, with round ends when round.
// Segments of one shape overlap without darkening (coverage is capped).
func (r *Raster) Segment(x0, y0, x1, y1, width float64, round bool) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 {
		return
	}
	a := math.Atan2(y1-y0, x1-x0)
	nx, ny := -(y1-y0)/l*width/2, (x1-x0)/l*width/2
	if !round {
		r.Add(Pt{x0 + nx, y0 + ny}, Pt{x1 + nx, y1 + ny}, Pt{x1 - nx, y1 - ny}, Pt{x0 - nx, y0 - ny})
		return
	}
	p := r.Arc(x1, y1, width/2, a+math.Pi/2, a-math.Pi/2)
	p = append(p, r.Arc(x0, y0, width/2, a-math.Pi/2, a-1.5*math.Pi)...)
	r.Add(p...)
}

// Curve strokes the cubic Bézier curves through pts (a start point, then
// three points per curve) with round ends and joins.
func (r *Raster) Curve(pts []Pt, width float64, col color.RGBA) {
	const steps = 16
	prev := pts[0]
	for i := 1; i+2 < len(pts); i += 3 {
		p0, p1, p2, p3 := pts[i-1], pts[i], pts[i+1], pts[i+2]
		for s := 1; s <= steps; s++ {
			t := float64(s) / steps
			u := 1 - t
			q := Pt{
				u*u*u*p0.X + 3*u*u*t*p1.X + 3*u*t*t*p2.X + t*t*t*p3.X,
				u*u*u*p0.Y + 3*u*u*t*p1.Y + 3*u*t*t*p2.Y + t*t*t*p3.Y,
			}
			r.Segment(prev.X, prev.Y, q.X, q.Y, width, true)
			prev = q
		}
	}
	r.Fill(col)
}

// Poly fills the polygon through pts.
func (r *Raster) Poly(col color.RGBA, pts ...Pt) {
	r.Add(pts...)
	r.Fill(col)
}

// PolyLine strokes the closed polygon through pts with round joins.
func (r *Raster) PolyLine(width float64, col color.RGBA, pts ...Pt) {
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		r.Segment(p.X, p.Y, q.X, q.Y, width, true)
	}
	r.Fill(col)
}
