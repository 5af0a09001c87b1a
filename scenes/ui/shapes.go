package ui

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Fast shapes: rounded rectangles, rings, discs and blocks drawn from small
// white images made once per size, tinted as they are drawn. They cost a
// fraction of a vector path (no tessellation, and they batch with text), so
// widgets and panels use them; vector paths stay for free-form shapes.

// sliced is a white shape cut in nine: four corners kept at their size,
// four edges and the middle stretched.
type sliced struct {
	img   *ebiten.Image
	parts [9]*ebiten.Image
	r     int // corner size in real pixels
}

type sliceKey struct {
	r, width int // corner radius and ring width in real pixels; width 0: filled
}

var (
	shapesMu    sync.Mutex
	slicedCache = map[sliceKey]*sliced{}
	whitePixel  *ebiten.Image
)

func rectOf(x0, y0, x1, y1 int) image.Rectangle { return image.Rect(x0, y0, x1, y1) }

// coverage is how much of the real pixel (px, py) lies inside a shape
// whose signed distance function is d, sampled 4x4.
func coverage(px, py int, d func(x, y float64) float64) float64 {
	in := 0
	for sy := range 4 {
		for sx := range 4 {
			if d(float64(px)+(float64(sx)+0.5)/4, float64(py)+(float64(sy)+0.5)/4) <= 0 {
				in++
			}
		}
	}
	return float64(in) / 16
}

// whiteImage paints an n x n white image with alpha from d.
func whiteImage(n int, d func(x, y float64) float64) *ebiten.Image {
	pix := make([]byte, 4*n*n)
	for y := range n {
		for x := range n {
			a := byte(math.Round(255 * coverage(x, y, d)))
			i := 4 * (y*n + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a
		}
	}
	img := ebiten.NewImage(n, n)
	img.WritePixels(pix)
	return img
}

// slicedShape returns the nine-slice source of a rounded square of corner
// radius r, filled (width 0) or as a ring of that width, in real pixels.
func slicedShape(r, width int) *sliced {
	k := sliceKey{r, width}
	shapesMu.Lock()
	defer shapesMu.Unlock()
	if s, ok := slicedCache[k]; ok {
		return s
	}
	n := 2*r + 1
	c := float64(r) + 0.5
	d := func(x, y float64) float64 {
		dx, dy := math.Max(math.Abs(x-c)-0.5, 0), math.Max(math.Abs(y-c)-0.5, 0)
		out := math.Hypot(dx, dy) - float64(r)
		if width > 0 {
			return math.Abs(out+float64(width)/2) - float64(width)/2
		}
		return out
	}
	s := &sliced{img: whiteImage(n, d), r: r}
	cuts := [4]int{0, r, r + 1, n}
	for j := range 3 {
		for i := range 3 {
			s.parts[j*3+i] = s.img.SubImage(rectOf(cuts[i], cuts[j], cuts[i+1], cuts[j+1])).(*ebiten.Image)
		}
	}
	slicedCache[k] = s
	return s
}

// draw places the nine parts over the real-pixel rectangle (x, y, w, h).
func (s *sliced) draw(dst *ebiten.Image, x, y, w, h float64, col color.Color) {
	r := float64(s.r)
	r = math.Min(r, math.Min(w, h)/2)
	xs := [4]float64{x, x + r, x + w - r, x + w}
	ys := [4]float64{y, y + r, y + h - r, y + h}
	for j := range 3 {
		for i := range 3 {
			part := s.parts[j*3+i]
			b := part.Bounds()
			pw, ph := xs[i+1]-xs[i], ys[j+1]-ys[j]
			if pw <= 0 || ph <= 0 || b.Dx() == 0 || b.Dy() == 0 {
				continue
			}
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(pw/float64(b.Dx()), ph/float64(b.Dy()))
			op.GeoM.Translate(xs[i], ys[j])
			op.ColorScale.ScaleWithColor(col)
			dst.DrawImage(part, op)
		}
	}
}

// FillRoundRect fills a rectangle with rounded corners.
func (c *Canvas) FillRoundRect(x, y, w, h, r float64, col color.Color) {
	s := slicedShape(int(math.Round(r*c.Scale)), 0)
	s.draw(c.Img, x*c.Scale, y*c.Scale, w*c.Scale, h*c.Scale, col)
}

// StrokeRoundRect outlines a rectangle with rounded corners; the line lies
// inside the rectangle.
func (c *Canvas) StrokeRoundRect(x, y, w, h, r, width float64, col color.Color) {
	lw := max(1, int(math.Round(width*c.Scale)))
	s := slicedShape(max(int(math.Round(r*c.Scale)), lw), lw)
	s.draw(c.Img, x*c.Scale, y*c.Scale, w*c.Scale, h*c.Scale, col)
}

// Disc fills a circle from a cached image (FillCircle without a path).
func (c *Canvas) Disc(x, y, r float64, col color.Color) {
	c.FillRoundRect(x-r, y-r, 2*r, 2*r, r, col)
}

// Ring outlines a circle from a cached image; the line lies inside r.
func (c *Canvas) Ring(x, y, r, width float64, col color.Color) {
	c.StrokeRoundRect(x-r, y-r, 2*r, 2*r, r, width, col)
}

// Block fills a rectangle from one white pixel (FillRect without a path).
func (c *Canvas) Block(x, y, w, h float64, col color.Color) {
	shapesMu.Lock()
	if whitePixel == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		whitePixel = img.SubImage(rectOf(1, 1, 2, 2)).(*ebiten.Image) // inside, so no edge bleeds in
	}
	src := whitePixel
	shapesMu.Unlock()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(w*c.Scale, h*c.Scale)
	op.GeoM.Translate(x*c.Scale, y*c.Scale)
	op.ColorScale.ScaleWithColor(col)
	c.Img.DrawImage(src, op)
}
