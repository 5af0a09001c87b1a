package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// LitLook is how the kit lights what the person may do: a crossing open to
// a token glows with a gold ring, the pile is ringed, and a triangle the
// drawn tile may cover gets a soft glow and an edge (seen on tiles too).
// A ring's line runs inside the token's edge (radius 11.5), the pile's
// inside a circle of 44.
func (b *Board) LitLook(p rules.Place, _ []rules.Move) []kit.Lit {
	switch s, _ := cb.ParsePlace(p); s.Kind {
	case cb.CrossingSpot:
		return []kit.Lit{
			{Look: kit.Look{Col: litGlow, A: 0.8}, Lo: 0.53, Disc: 15},
			{Look: kit.Look{Col: kit.LitGold, Width: 3, Inset: crossingRing - 10, A: 1}, Lo: 0.73},
		}
	case cb.PileSpot:
		return []kit.Lit{{Look: kit.Look{Col: kit.LitGold, Width: 2.5, Inset: 1.25, A: 0.8}, Lo: 0.08,
			Shapes: []kit.Shape{kit.CircleShape(pileSpot.X, pileSpot.Y, 44)}}}
	case cb.TriangleSpot:
		return []kit.Lit{
			{Look: kit.Look{Col: litLayFill, Inset: 2, A: 1}, Lo: 0.55},
			{Look: kit.Look{Col: litLay, Width: 2, Inset: 3, A: 0.7}, Lo: 0.385},
		}
	}
	return nil
}

// DrawPick paints the ghost of the tile where it would lie, the crossing
// pointed at and the keyboard's place (what a click would do is said in
// the controls).
func (b *Board) DrawPick(c *ui.Canvas, t *kit.Turn) {
	p := &b.pick
	if b.Pick.Turn != t {
		return
	}
	if p.pair[0] >= 0 && b.m.drawn >= 0 {
		mid, o := pairShape(p.pair[0], p.pair[1])
		b.tileSprite(c, b.m.drawn, o, mid.X, mid.Y, 1, kit.Transform{K: 1, KY: 1, A: 0.85}, false)
		for _, tri := range p.pair {
			b.triangleLight(c, tri, litLay, 2.5, 1, false)
		}
	}
	if pl, ok := b.PlaceAt(b.Pick.MX, b.Pick.MY, crossings); ok && !b.m.laying && p.Lit(pl) {
		x, y, _ := b.PlaceCentre(pl)
		b.token(c, t.Seat, x, y, tokenR, 1, 0.6)
	}
	b.DrawFocus(c, b.Focus.Place) // a crossing, or the triangle laid on
	b.registerLays(c, t)
}
