package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/scenes/ui"
)

// Geometry boards whose places are not squares share: polygons, their
// outlines pushed out, the place nearest the mouse.

// Inside reports whether (x, y) lies in the convex polygon pts (either
// winding).
func Inside(pts []ui.Pt, x, y float64) bool {
	neg, pos := false, false
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		d := (b.X-a.X)*(y-a.Y) - (b.Y-a.Y)*(x-a.X)
		neg, pos = neg || d < 0, pos || d > 0
	}
	return !(neg && pos)
}

// Nearest is the item (0..n-1, placed by at) nearest to (x, y) within r,
// or -1.
func Nearest(n int, at func(int) ui.Pt, x, y, r float64) int {
	best, bestD := -1, r
	for i := range n {
		p := at(i)
		if d := math.Hypot(p.X-x, p.Y-y); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// Pushed is a regular polygon's corners moved d away from its centre
// (cx, cy) (inwards for d < 0), so that each side moves by d: a corner
// moves further than a side.
func Pushed(corners []ui.Pt, cx, cy, d float64) []ui.Pt {
	k := d / math.Cos(math.Pi/float64(len(corners)))
	out := make([]ui.Pt, len(corners))
	for i, p := range corners {
		dx, dy := p.X-cx, p.Y-cy
		l := math.Hypot(dx, dy)
		out[i] = ui.Pt{X: p.X + dx/l*k, Y: p.Y + dy/l*k}
	}
	return out
}

// Path is the closed polygon pts moved by (dx, dy), as a path to fill or
// stroke.
func Path(dx, dy float64, pts []ui.Pt) *vector.Path {
	var p vector.Path
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(dx+q.X), float32(dy+q.Y))
		} else {
			p.LineTo(float32(dx+q.X), float32(dy+q.Y))
		}
	}
	p.Close()
	return &p
}

// CutCorners is the polygon pts (about its own origin) with each corner
// cut off at distance d along its two edges (so what lies under a corner
// stays in sight), shrunk by inset towards the origin.
func CutCorners(pts []ui.Pt, d, inset float64) []ui.Pt {
	var out []ui.Pt
	n := len(pts)
	for i, p := range pts {
		for _, q := range []ui.Pt{pts[(i+n-1)%n], pts[(i+1)%n]} {
			f := d / math.Hypot(q.X-p.X, q.Y-p.Y)
			out = append(out, ui.Pt{X: p.X + (q.X-p.X)*f, Y: p.Y + (q.Y-p.Y)*f})
		}
	}
	for i, p := range out {
		if l := math.Hypot(p.X, p.Y); l > 0 {
			out[i] = ui.Pt{X: p.X * (1 - inset/l), Y: p.Y * (1 - inset/l)}
		}
	}
	return out
}

// PaintRaster paints with the CPU rasteriser into canvas c: a w x h box
// centred on (cx, cy), drawn by paint in logical coordinates (the box's
// top left at 0, 0). A sprite of the still board's look (an icon in the
// panel) uses it.
func PaintRaster(c *ui.Canvas, cx, cy, w, h float64, paint func(r *ui.Raster)) {
	pw, ph := int(math.Ceil(w*c.Scale)), int(math.Ceil(h*c.Scale))
	r := ui.NewRaster(pw, ph, c.Scale)
	paint(r)
	img := ebiten.NewImage(pw, ph)
	defer img.Deallocate()
	img.WritePixels(r.Pix())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(1/c.Scale, 1/c.Scale)
	op.GeoM.Translate(cx-w/2, cy-h/2)
	c.DrawImage(img, op)
}
