package kit

import (
	"image/color"
	"math"
	"strconv"

	"embers/scenes/ui"
)

// Effects of fire and water every board of these games may show.

type puffKey struct{}

// Puff draws a cloud of steam or smoke of radius r with opacity a.
func (k *Kit) Puff(c *ui.Canvas, x, y, r, a float64) {
	k.Spr.DrawScaled(c, puffKey{}, x, y, 24, 24, r/10, a, func(c *ui.Canvas, cx, cy float64) {
		c.FillCircle(cx, cy, 11, color.RGBA{150, 152, 156, 150})
		c.FillCircle(cx-2, cy-2, 8, color.RGBA{200, 204, 210, 200})
	})
}

// Steam rises and fades where a fire went out (f: its progress).
func (k *Kit) Steam(c *ui.Canvas, x, y, f float64) {
	for i := range 9 {
		r := 9 + 16*f + ui.Noise(i)*8
		dx := (ui.Noise(i+9) - 0.5) * 50 * (0.4 + f)
		k.Puff(c, x+dx, y-6-56*f*(0.6+ui.Noise(i+3)), r, 0.9*(1-f*f))
	}
}

type glowKey struct{}

// Glow lights the ground around burning things: an additive warm light of
// radius r and strength a (the sprite's colours carry no alpha, so they
// add up).
func (k *Kit) Glow(c *ui.Canvas, x, y, r, a float64) {
	k.Spr.DrawScaled(c, glowKey{}, x, y, 200, 200, r/100, a, paintGlow)
}

// paintGlow writes the glow's pixels: warm light falling off in a straight
// line from (160, 64, 32) at the centre to nothing at radius 100, with no
// alpha. It was 32 rings of (5, 2, 1) laid one over the other as vector
// paths, which cost a frame tens of thousands of triangles (and the
// command queue keeps the memory of its largest frame).
func paintGlow(c *ui.Canvas, cx, cy float64) {
	b := c.Img.Bounds()
	w, h := b.Dx(), b.Dy()
	pix := make([]byte, 4*w*h)
	for py := range h {
		for px := range w {
			dx, dy := (float64(px)+0.5)/c.Scale-cx, (float64(py)+0.5)/c.Scale-cy
			v := 32 * (1 - math.Sqrt(dx*dx+dy*dy)/100)
			if v <= 0 {
				continue
			}
			i := 4 * (py*w + px)
			pix[i], pix[i+1], pix[i+2] = byte(5*v+0.5), byte(2*v+0.5), byte(v+0.5)
		}
	}
	c.Img.WritePixels(pix)
}

type meterKey struct {
	left, total int
	step        float64
	col         color.RGBA
}

// Meter draws a supply as a row of total pips from (x, y), step apart,
// left of them lit in col, and "left what" after them.
func (k *Kit) Meter(c *ui.Canvas, x, y float64, left, total int, step float64, col color.RGBA, what string) {
	w := float64(total) * step
	k.Spr.Box(c, meterKey{left, total, step, col}, x, y, w, 14, func(c *ui.Canvas, cx, cy float64) {
		for i := range total {
			fill := color.RGBA{50, 36, 30, 255}
			if i < left {
				fill = col
			}
			c.FillPath(ui.RoundRect(cx-w/2+float64(i)*step, cy-7, step-3, 14, 2), fill)
		}
	})
	c.Text(itoa(left)+" "+what, ui.Face{Size: 13}, x+w+6, y-1, ui.Start, TipColour)
}
func itoa(n int) string { return strconv.Itoa(n) }
