package trekronor

import (
	"math"

	tk "embers/rules/trekronor"
	"embers/scenes/ui"
)

// Effects drawn from sprites, so an animated frame stays cheap.

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
