package play

import (
	"image/color"
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
	k.Spr.DrawScaled(c, glowKey{}, x, y, 200, 200, r/100, a, func(c *ui.Canvas, cx, cy float64) {
		for i := range 32 {
			c.FillCircle(cx, cy, 100*(1-float64(i)/32), color.RGBA{5, 2, 1, 0})
		}
	})
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
