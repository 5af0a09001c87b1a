package cronberg

import (
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// DrawTargets lights what the person may do: the crossings open to a
// token and the pile, or the triangles the drawn tile may cover.
func (b *Board) DrawTargets(c *ui.Canvas, t *play.Turn) {
	p := &b.pick
	if b.Pick.Turn != t {
		return
	}
	pulse := b.Pulse(10, 0.1)
	if p.lay {
		for tri := range cb.NumTriangles { // a soft glow and an edge: seen on tiles too
			if p.layOn(tri) {
				b.triangleLight(c, tri, litLayFill, 0, 0.5+0.5*pulse, true)
				b.triangleLight(c, tri, litLay, 2, 0.35+0.35*pulse, false)
			}
		}
		return
	}
	for x := range cb.NumCrossings {
		if p.token(x) {
			q := crossingAt(x)
			b.Disc(c, q.X, q.Y, 15, litGlow, 0.5+0.3*pulse)
			b.Circle(c, q.X, q.Y, 11.5, 3, play.LitGold, 0.7+0.3*pulse)
		}
	}
	if p.Lit(cb.PilePlace) {
		b.Circle(c, pileSpot.X, pileSpot.Y, 44, 2.5, play.LitGold, pulse*0.8)
	}
}

// DrawPick paints the ghost of the tile where it would lie, the crossing
// pointed at and the keyboard's place (what a click would do is said in
// the controls).
func (b *Board) DrawPick(c *ui.Canvas, t *play.Turn) {
	p := &b.pick
	if b.Pick.Turn != t {
		return
	}
	if p.pair[0] >= 0 && b.m.drawn >= 0 {
		mid, o := pairShape(p.pair[0], p.pair[1])
		b.tileSprite(c, b.m.drawn, o, mid.X, mid.Y, 1, play.Transform{K: 1, KY: 1, A: 0.85}, false)
		for _, tri := range p.pair {
			b.triangleLight(c, tri, litLay, 2.5, 1, false)
		}
	}
	if p.cross >= 0 {
		q := crossingAt(p.cross)
		b.token(c, t.Seat, q.X, q.Y, tokenR, 1, 0.6)
	}
	b.drawKeyFocus(c)
}
