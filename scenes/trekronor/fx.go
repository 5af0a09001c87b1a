package trekronor

import (
	"math"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// Effects drawn from sprites, so an animated frame stays cheap.

// tippedBucket draws the bucket turned by tilt radians.
func (b *Board) tippedBucket(c *ui.Canvas, x, y, r, tilt float64) {
	b.Spr.DrawTransformed(c, bucketKey{r}, x, y, 2*r+4, 3.6*r, play.Transform{K: 1, KY: 1, Turn: tilt, A: 1}, func(c *ui.Canvas, cx, cy float64) {
		bucket(c, cx, cy, r, 0)
	})
}

// turningCard draws a spread marker squeezed across to kx of its width
// (turning over); up shows its face.
func (b *Board) turningCard(c *ui.Canvas, owner rules.Seat, value string, x, y, kx float64, up bool) {
	const w = 32.0
	if !up {
		value = ""
	}
	key := cardKey{b.Colour(owner), value, w, up}
	b.Spr.DrawTransformed(c, key, x, y, w+4, 1.3*w+4, play.Transform{K: kx, KY: 1, A: 1}, func(c *ui.Canvas, cx, cy float64) {
		paintCard(c, &b.Kit, owner, value, cx, cy, w, up)
	})
}

// drawFirelight warms each hall by its fires and each burning corridor.
func (b *Board) drawFirelight(c *ui.Canvas) {
	for h := range tk.NumHalls {
		n := b.m.hallFire(h)
		if n == 0 {
			continue
		}
		x, y := hallCentre(h)
		flicker := 0.08 * math.Sin(float64(b.Frame)/9+float64(h)*1.3)
		b.Glow(c, x, y, 80+12*float64(n), 0.45+0.12*float64(n)+flicker)
	}
	for sq := range tk.NumSquares {
		if b.m.fire[sq] {
			x, y := squareCentre(sq)
			b.Glow(c, x, y, 60, 0.5+0.08*math.Sin(float64(b.Frame)/8+float64(sq)))
		}
	}
}
