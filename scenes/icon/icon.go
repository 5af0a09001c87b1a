// Package icon draws the Embers icon: a flame rising from two crossed logs on
// a dark tile, painted in vector shapes on the CPU (golang.org/x/image/vector,
// the rasteriser under scenes/ui's Raster), so the same code gives the
// window's icon at start and every file a release ships (PNGs at the usual
// sizes, the macOS .icns), pixel for pixel the same each time.
//
// The art is laid out on a 1024-unit square. Below 48 pixels it drops what
// would only blur (the sparks, the logs' light and cut ends, the tile's rim) and
// fills more of the square, so it stays a flame at 16 pixels.
package icon

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Sizes are the square sizes, in pixels, a release ships as PNGs.
var Sizes = []int{16, 22, 24, 32, 48, 64, 128, 256, 512, 1024}

// WindowSizes are the sizes handed to the window (ebiten.SetWindowIcon):
// the system picks the nearest for the title bar and the task switcher.
var WindowSizes = []int{16, 24, 32, 48, 64, 128, 256}

// The palette: the tile's night, the logs, the flame's four layers from
// the outside in, and the sparks.
var (
	tileTop    = rgb(0x24, 0x0f, 0x09)
	tileBottom = rgb(0x5c, 0x22, 0x0e)
	tileRim    = rgb(0x9a, 0x4c, 0x22)
	glowCol    = rgb(0xff, 0x6a, 0x1a)
	barkLit    = rgb(0xc8, 0x5a, 0x1e)
	barkDark   = rgb(0x3e, 0x1a, 0x0c)
	woodCut    = rgb(0xe0, 0xa8, 0x6a)
	woodRing   = rgb(0xa8, 0x68, 0x34)
	flameOuter = rgb(0xe2, 0x43, 0x1b)
	flameMid   = rgb(0xf8, 0x84, 0x1f)
	flameInner = rgb(0xff, 0xc4, 0x47)
	flameCore  = rgb(0xff, 0xf2, 0xc4)
	sparkCol   = rgb(0xff, 0xb8, 0x4c)
)

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// Draw paints the icon at size × size pixels on a transparent square.
func Draw(size int) *image.RGBA {
	p := &painter{img: image.NewRGBA(image.Rect(0, 0, size, size)), k: float64(size) / 1024}
	small := size < 48
	tile(p, small)
	flame(p, small)
	logs(p, small)
	if !small {
		sparks(p)
	}
	return p.img
}

// Images draws the icon at each size, for ebiten.SetWindowIcon.
func Images(sizes []int) []image.Image {
	out := make([]image.Image, len(sizes))
	for i, s := range sizes {
		out[i] = Draw(s)
	}
	return out
}

// tile is the rounded dark square, lit from below by the fire. At large
// sizes it keeps the margin macOS icons keep (824 of 1024 units) and a
// thin rim; small ones fill the square.
func tile(p *painter, small bool) {
	x0, r := 100.0, 185.0
	if small {
		x0, r = 0, 200
	}
	shape := tileShape(small)
	w := 1024 - 2*x0
	p.fill(shape, linear(p.px(x0), p.px(x0+w), tileTop, tileBottom))
	p.fill(shape, radial(p.px(512), p.px(760), p.px(500), fade(glowCol, 0.6)))
	if !small { // the fire's light on the ground
		p.fill(shape, radial(p.px(512), p.px(810), p.px(380), fade(glowCol, 0.5)))
		inner := roundRect(x0+10, x0+10, w-20, w-20, r-10)
		p.fill(append(shape, reversed(inner)...), uniform(fade(tileRim, 0.85)))
	}
}

// tileShape is the tile's outline.
func tileShape(small bool) []seg {
	if small {
		return roundRect(0, 0, 1024, 1024, 200)
	}
	return roundRect(100, 100, 824, 824, 185)
}

// logs are two crossed logs in front of the flame's foot, lit from above
// where the fire touches them, their cut ends showing.
func logs(p *painter, small bool) {
	const cx, cy, half, thick = 512.0, 806.0, 236.0, 80.0
	for _, a := range []float64{0.3, -0.3} {
		body := rotate(roundRect(cx-half, cy-thick/2, 2*half, thick, thick/2), cx, cy, a)
		if small {
			p.fill(body, uniform(barkDark))
			continue
		}
		p.fill(body, linear(p.px(cy-thick), p.px(cy+thick*0.6), barkLit, barkDark))
		// The cut end that faces the viewer: the log's lower end.
		ex, ey := cx-(half-thick/2)*math.Cos(a), cy-(half-thick/2)*math.Sin(a)
		if a < 0 {
			ex, ey = cx+(half-thick/2)*math.Cos(a), cy+(half-thick/2)*math.Sin(a)
		}
		p.fill(rotate(ellipse(ex, ey, thick*0.36, thick*0.5), ex, ey, a), uniform(woodCut))
		p.fill(rotate(ellipse(ex, ey, thick*0.18, thick*0.26), ex, ey, a), uniform(woodRing))
	}
}

// rotate turns a path by a radians about (cx, cy).
func rotate(path []seg, cx, cy, a float64) []seg {
	sin, cos := math.Sincos(a)
	out := make([]seg, len(path))
	for i, s := range path {
		out[i].op = s.op
		for j := 0; j < 6; j += 2 {
			x, y := s.p[j]-cx, s.p[j+1]-cy
			out[i].p[j], out[i].p[j+1] = cx+x*cos-y*sin, cy+x*sin+y*cos
		}
	}
	return out
}

// flamePath is the flame's outline: a tall tongue leaning right with a
// smaller one on its left, on a round base.
var flamePath = []seg{
	move(512, 840),
	cube(370, 840, 292, 742, 296, 624),
	cube(300, 530, 346, 462, 392, 398),
	cube(404, 360, 404, 322, 388, 282),
	cube(452, 318, 474, 372, 480, 416),
	cube(510, 330, 572, 262, 552, 150),
	cube(656, 238, 734, 352, 738, 478),
	cube(742, 620, 716, 720, 676, 772),
	cube(640, 818, 584, 840, 512, 840),
}

// flame is the flame in four layers, each the outline drawn smaller
// towards a point near its base.
func flame(p *painter, small bool) {
	layers := []struct {
		k   float64
		col color.RGBA
	}{{1, flameOuter}, {0.74, flameMid}, {0.5, flameInner}, {0.27, flameCore}}
	grow, base := 1.0, 760.0
	if small {
		grow, base = 1.1, 800 // larger and lower where every pixel counts
	}
	for _, l := range layers {
		p.fill(transform(flamePath, 512, 780, l.k*grow, 512, base), uniform(l.col))
	}
}

// sparks are embers rising beside the flame.
func sparks(p *painter) {
	for _, s := range []struct{ x, y, r float64 }{{300, 318, 15}, {736, 262, 12}, {668, 178, 9}, {372, 196, 8}, {790, 388, 7}} {
		p.fill(ellipse(s.x, s.y, s.r*2.4, s.r*2.4), radial(p.px(s.x), p.px(s.y), p.px(s.r*2.4), fade(sparkCol, 0.45)))
		p.fill(ellipse(s.x, s.y, s.r, s.r), uniform(sparkCol))
	}
}

// painter fills paths, given in design units, on the picture.
type painter struct {
	img  *image.RGBA
	k    float64 // pixels per design unit
	z    vector.Rasterizer
	mask image.Alpha
}

func (p *painter) px(v float64) float64 { return v * p.k }

// shade is a fill's colour at a pixel, premultiplied.
type shade func(x, y int) color.RGBA

// fill paints the path with src over what is there: the path's coverage
// of each pixel is rasterised inside the path's bounds, then src is laid
// over the pixel by that coverage.
func (p *painter) fill(path []seg, src shade) {
	box := p.bounds(path)
	if box.Empty() {
		return
	}
	w, h := box.Dx(), box.Dy()
	p.z.Reset(w, h)
	p.z.DrawOp = draw.Src
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	fx := func(v float64) float32 { return float32(v*p.k - ox) }
	fy := func(v float64) float32 { return float32(v*p.k - oy) }
	open := false
	for _, s := range path {
		switch s.op {
		case 'M':
			if open {
				p.z.ClosePath()
			}
			p.z.MoveTo(fx(s.p[0]), fy(s.p[1]))
			open = true
		case 'L':
			p.z.LineTo(fx(s.p[0]), fy(s.p[1]))
		case 'C':
			p.z.CubeTo(fx(s.p[0]), fy(s.p[1]), fx(s.p[2]), fy(s.p[3]), fx(s.p[4]), fy(s.p[5]))
		}
	}
	if open {
		p.z.ClosePath()
	}
	if cap(p.mask.Pix) < w*h {
		p.mask.Pix = make([]uint8, w*h)
	}
	p.mask = image.Alpha{Pix: p.mask.Pix[:w*h], Stride: w, Rect: image.Rect(0, 0, w, h)}
	p.z.Draw(&p.mask, p.mask.Rect, image.Opaque, image.Point{})
	for y := range h {
		for x := range w {
			m := uint32(p.mask.Pix[y*w+x])
			if m == 0 {
				continue
			}
			c := src(box.Min.X+x, box.Min.Y+y)
			sa := uint32(c.A) * m / 255
			if sa == 0 {
				continue
			}
			i := p.img.PixOffset(box.Min.X+x, box.Min.Y+y)
			d := p.img.Pix[i : i+4 : i+4]
			keep := 255 - sa
			d[0] = uint8((uint32(c.R)*m + uint32(d[0])*keep) / 255)
			d[1] = uint8((uint32(c.G)*m + uint32(d[1])*keep) / 255)
			d[2] = uint8((uint32(c.B)*m + uint32(d[2])*keep) / 255)
			d[3] = uint8((uint32(c.A)*m + uint32(d[3])*keep) / 255)
		}
	}
}

// bounds is the pixels the path can touch (its points and control
// points hold the curves), within the picture.
func (p *painter) bounds(path []seg) image.Rectangle {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, s := range path {
		n := 2
		if s.op == 'C' {
			n = 6
		}
		for j := 0; j < n; j += 2 {
			x0, y0 = math.Min(x0, s.p[j]*p.k), math.Min(y0, s.p[j+1]*p.k)
			x1, y1 = math.Max(x1, s.p[j]*p.k), math.Max(y1, s.p[j+1]*p.k)
		}
	}
	r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1)))
	return r.Intersect(p.img.Rect)
}

// seg is one step of a path: M (move to x, y), L (line to x, y) or C (a
// cubic curve through two control points to x, y).
type seg struct {
	op byte
	p  [6]float64
}

func move(x, y float64) seg { return seg{op: 'M', p: [6]float64{x, y}} }
func line(x, y float64) seg { return seg{op: 'L', p: [6]float64{x, y}} }
func cube(ax, ay, bx, by, x, y float64) seg {
	return seg{op: 'C', p: [6]float64{ax, ay, bx, by, x, y}}
}

// transform scales a path by k about (ox, oy) and moves that point to
// (tx, ty).
func transform(path []seg, ox, oy, k, tx, ty float64) []seg {
	out := make([]seg, len(path))
	for i, s := range path {
		out[i].op = s.op
		for j := 0; j < 6; j += 2 {
			out[i].p[j] = tx + (s.p[j]-ox)*k
			out[i].p[j+1] = ty + (s.p[j+1]-oy)*k
		}
	}
	return out
}

// reversed is the path run backwards (one closed subpath), which cuts a
// hole when filled with another.
func reversed(path []seg) []seg {
	// The end points, from the start: path[0] is M, the rest L or C.
	n := len(path)
	out := []seg{move(path[n-1].end())}
	for i := n - 1; i >= 1; i-- {
		x, y := path[i-1].end()
		s := path[i]
		if s.op == 'C' {
			out = append(out, cube(s.p[2], s.p[3], s.p[0], s.p[1], x, y))
		} else {
			out = append(out, line(x, y))
		}
	}
	return out
}

func (s seg) end() (float64, float64) {
	if s.op == 'C' {
		return s.p[4], s.p[5]
	}
	return s.p[0], s.p[1]
}

// kappa places a cubic's control points to draw a quarter circle.
const kappa = 0.5522847498

func ellipse(cx, cy, rx, ry float64) []seg {
	kx, ky := rx*kappa, ry*kappa
	return []seg{
		move(cx+rx, cy),
		cube(cx+rx, cy+ky, cx+kx, cy+ry, cx, cy+ry),
		cube(cx-kx, cy+ry, cx-rx, cy+ky, cx-rx, cy),
		cube(cx-rx, cy-ky, cx-kx, cy-ry, cx, cy-ry),
		cube(cx+kx, cy-ry, cx+rx, cy-ky, cx+rx, cy),
	}
}

func roundRect(x, y, w, h, r float64) []seg {
	k := r * kappa
	return []seg{
		move(x+r, y),
		line(x+w-r, y),
		cube(x+w-r+k, y, x+w, y+r-k, x+w, y+r),
		line(x+w, y+h-r),
		cube(x+w, y+h-r+k, x+w-r+k, y+h, x+w-r, y+h),
		line(x+r, y+h),
		cube(x+r-k, y+h, x, y+h-r+k, x, y+h-r),
		line(x, y+r),
		cube(x, y+r-k, x+r-k, y, x+r, y),
	}
}

// fade is col at alpha a, premultiplied.
func fade(col color.RGBA, a float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(math.Round(float64(v) * a)) }
	return color.RGBA{m(col.R), m(col.G), m(col.B), m(col.A)}
}

func uniform(c color.RGBA) shade { return func(int, int) color.RGBA { return c } }

// linear is a vertical gradient from c0 at pixel row y0 to c1 at y1.
func linear(y0, y1 float64, c0, c1 color.RGBA) shade {
	return func(_, y int) color.RGBA { return mix(c0, c1, (float64(y)+0.5-y0)/(y1-y0)) }
}

// radial is c at (cx, cy) fading to nothing at radius r, brighter at the
// heart and soft at the edge.
func radial(cx, cy, r float64, c color.RGBA) shade {
	return func(x, y int) color.RGBA {
		d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy) / r
		if d >= 1 {
			return color.RGBA{}
		}
		return fade(c, (1-d)*(1-d))
	}
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	t = math.Max(0, math.Min(1, t))
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}
