package trekronor

import (
	"image/color"
	"math"

	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

var (
	litPlace  = color.RGBA{255, 214, 120, 255}
	litAction = color.RGBA{120, 200, 255, 255}
	litMarker = color.RGBA{255, 182, 84, 255}
)

// drawTargets lights the legal targets of the person's turn.
func (b *Board) drawTargets(c *ui.Canvas, t *play.Turn) {
	p := &b.pick
	if p.turn != t || b.m.spread {
		return
	}
	g := &p.targets
	pulse := 0.6 + 0.4*math.Sin(float64(b.tick)/10)
	if p.from >= 0 {
		for _, to := range g.moveTo[p.from] {
			b.lightSquare(c, to, litPlace, pulse)
		}
		b.highlight(c, squareRect(p.from), litPlace, 3, 1)
		return
	}
	for sq := range tk.NumSquares {
		if g.place[sq] {
			b.lightSquare(c, sq, litPlace, pulse*0.7)
		}
		if g.moveFrom[sq] {
			b.highlight(c, squareRect(sq), litPlace, 2, pulse)
		}
		if len(g.douseSq[sq]) > 0 {
			b.highlight(c, squareRect(sq), litAction, 3, pulse)
		}
	}
	for h := range tk.NumHalls {
		if len(g.hallOpts[h]) > 0 {
			r := hallRect(h)
			col := litMarker
			if b.m.hallFire(h) > 0 && partsOf(g.hallOpts[h][0]).kind == tk.ActDouse {
				col = litAction
			}
			b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W+4, r.H+4, 8, 3, col, pulse)
		}
	}
}

type lightKey struct{ col color.RGBA }

// lightSquare marks a square a servant may go to.
func (b *Board) lightSquare(c *ui.Canvas, sq int, col color.RGBA, a float64) {
	x, y := squareCentre(sq)
	b.spr.DrawScaled(c, lightKey{col}, x, y, 32, 32, 1, a, func(c *ui.Canvas, cx, cy float64) {
		c.StrokeCircle(cx, cy, 14, 2.5, col)
		c.FillCircle(cx, cy, 4, col)
	})
}

// drawPick paints the open chooser and the explanation under the mouse.
func (b *Board) drawPick(c *ui.Canvas, t *play.Turn) {
	p := &b.pick
	if p.menu != nil {
		for i, o := range p.menu.opts { // the well a douse would use
			if d := partsOf(o.move); d.kind == tk.ActDouse && p.menu.optRect(i).Contains(p.mx, p.my) {
				x, y := wellCentre(d.well)
				b.ring(c, x, y, 64, 64, 32, 4, litAction, 1)
			}
		}
		p.menu.draw(c, p.mx, p.my)
	}
	switch {
	case p.why != "":
		play.Tooltip(c, p.mx, p.my, p.why, color.RGBA{255, 150, 120, 255})
	case p.hint != "" && p.menu == nil:
		play.Tooltip(c, p.mx, p.my, p.hint, parchment)
	}
	if sq := squareAt(p.mx, p.my); sq >= 0 && p.menu == nil {
		r := squareRect(sq)
		b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W-2, r.H-2, 2, 1, color.RGBA{255, 255, 255, 255}, 0.35)
	}
}
