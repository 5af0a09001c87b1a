package cronberg

import (
	"math"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// OutlinePlace outlines a place of the town (rules/cronberg/places.go), or
// the legend's rows in the panel, for the tutorial: the ground strongly
// tinted, the score track on both its edges, the pile with its count.
func (b *Board) OutlinePlace(c *ui.Canvas, name string, pulse float64) {
	if r, ok := b.legendRect(name); ok {
		kit.OutlineRect(c, r, pulse, false)
		return
	}
	s, _ := cb.ParsePlace(rules.Place(name))
	hl := kit.HLColour
	switch s.Kind {
	case cb.TriangleSpot:
		b.triangleLight(c, s.Index, hl, 0, 0.2+0.15*pulse, true)
		b.triangleLight(c, s.Index, hl, 5, 0.55+0.45*pulse, false)
	case cb.TownSpot, cb.AreaSpot:
		for t := range cb.NumTriangles {
			if s.Kind == cb.TownSpot || cb.TriangleKind(t) == cb.Kind(s.Index) {
				b.triangleLight(c, t, hl, 0, 0.08+0.08*pulse, true)
				b.triangleLight(c, t, hl, 3, 0.35+0.5*pulse, false)
			}
		}
	case cb.TrackSpot:
		kit.PolyShape(hexRing(trackIn-3)).Outline(c, 4, hl, 0.45+0.55*pulse)
		kit.PolyShape(hexRing(trackOut+3)).Outline(c, 4, hl, 0.45+0.55*pulse)
	case cb.PileSpot:
		kit.OutlineRect(c, kit.Rect{X: pileSpot.X - 62, Y: pileSpot.Y - 46, W: 124, H: 116}, pulse, false) // with its count
	default: // a crossing, a building, the castle, the pass: as the kit outlines their shapes
		b.Kit.OutlinePlace(c, name, pulse)
	}
}

// legendRect is the panel's legend: the three rows DrawStatus writes under
// the pile's line.
func (b *Board) legendRect(name string) (kit.Rect, bool) {
	status := b.StatusArea(b.m.players)
	step := min(26, (status.H-24)/3)
	return kit.Rect{X: status.X - 4, Y: status.Y + 20, W: status.W + 4, H: 3*step + 6}, name == "panel:legend"
}

// outward is a tag standing away from the castle's middle beyond p: its
// middle tag further out (and lift lower), its leader line from lead out.
func outward(p pt, tag, lead, lift float64) (x, y, fx, fy float64, ok bool) {
	dx, dy := 0.0, -1.0
	if l := math.Hypot(p.X-cx, p.Y-cy); l > 0 {
		dx, dy = (p.X-cx)/l, (p.Y-cy)/l
	}
	return p.X + dx*tag, p.Y + dy*tag + lift, p.X + dx*lead, p.Y + dy*lead, true
}

// LabelSpot is where a label of name stands: its middle, and the point its
// leader line starts from (zero: none). A crossing's or a triangle's tag
// stands a little outside it, away from the castle, so it hides neither
// the thing named nor the values pointing at it.
func (b *Board) LabelSpot(name string) (x, y, fx, fy float64, ok bool) {
	s, _ := cb.ParsePlace(rules.Place(name))
	switch s.Kind {
	case cb.CrossingSpot:
		return outward(crossingAt(s.Index), 50, 21, -6)
	case cb.TriangleSpot:
		return outward(triCentre(s.Index), 44, 12, 0)
	case cb.BuildingSpot:
		if b.m.free(s.Index) {
			return 0, 0, 0, 0, false
		}
		mid, _ := pairShape(s.Index, b.m.mate[s.Index])
		return mid.X, mid.Y - 10, 0, 0, true
	case cb.CastleSpot:
		return cx, cy, 0, 0, true
	case cb.PileSpot:
		return pileSpot.X, pileSpot.Y - 56, 0, 0, true
	case cb.TrackSpot:
		p := hexRing(trackOut)[0]
		return p.X + 60, p.Y, 0, 0, true
	}
	if r, ok := b.legendRect(name); ok {
		return r.X + r.W/2, r.Y + 14, 0, 0, true
	}
	return 0, 0, 0, 0, false
}

// Aim is where a person clicks to make move m: as the kit aims (a
// crossing, the pile, the pass button), but a lay is aimed at a point in
// its first triangle towards the second, so the tile turns that way.
func (b *Board) Aim(m rules.Move) (x, y float64, ok bool) {
	kind, a, u, ok := cb.MoveParts(m)
	if !ok || kind != "lay" || b.Pick.Menu != nil {
		return b.Kit.Aim(m)
	}
	mid, _ := pairShape(a, u)
	ctr := triCentre(a)
	for _, f := range []float64{0.4, 0.55, 0.25, 0.7} {
		x, y := kit.Lerp(ctr.X, mid.X, f), kit.Lerp(ctr.Y, mid.Y, f)
		if insideTri(a, x, y) && !insideTri(u, x, y) {
			return x, y, true
		}
	}
	return ctr.X, ctr.Y, true
}
