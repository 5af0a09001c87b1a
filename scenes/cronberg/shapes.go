package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
)

// looks are how the town rings its places: the log's pointing in gold, a
// seat's last move in its colour, the hint on the places' own outlines (a
// crossing ringed just outside its token, a tile by its own outline).
var looks = kit.Looks{
	Point: kit.Look{Col: kit.LitGold, Width: 4, Inset: 2, A: 1},
	Mark:  kit.Look{Width: 3, Inset: 1.5, A: 0.95},
	Hint:  kit.Look{Col: kit.HintColour, Width: 4, A: 1},
	Focus: kit.Look{Inset: 3},
}

// crossingRing is the radius of a crossing's shape: the room round a
// token where the town's rings stand.
const crossingRing = 19.0

// Shapes are the outlines a place of the town (rules/cronberg/places.go)
// covers on the screen: a crossing's ring, a triangle, a laid building's
// tile, the castle hill, the pile, the pass button.
func (b *Board) Shapes(p rules.Place) []kit.Shape {
	s, _ := cb.ParsePlace(p)
	switch s.Kind {
	case cb.CrossingSpot:
		q := crossingAt(s.Index)
		return []kit.Shape{kit.CircleShape(q.X, q.Y, crossingRing)}
	case cb.TriangleSpot:
		return []kit.Shape{triangle(s.Index)}
	case cb.BuildingSpot:
		if !b.m.free(s.Index) {
			return []kit.Shape{tileShape(s.Index, b.m.mate[s.Index], tileInset)}
		}
	case cb.CastleSpot:
		return []kit.Shape{kit.PolyShape(castleRing(0))}
	case cb.PileSpot:
		return []kit.Shape{kit.RectShape(kit.Rect{X: pileSpot.X - 48, Y: pileSpot.Y - 34, W: 96, H: 68}, 8)}
	case cb.PassSpot:
		return []kit.Shape{kit.RectShape(passButton(), 8)}
	}
	return nil
}

// triangle is triangle t's shape: ground.
func triangle(t int) kit.Shape {
	pts := triPts(t)
	tri := kit.PolyShape(pts[:])
	tri.Ground = true
	return tri
}

// tileShape is the outline of a tile on triangles t and u, its corners cut
// and its sides pulled in by inset.
func tileShape(t, u int, inset float64) kit.Shape {
	mid, o := pairShape(t, u)
	pts := kit.CutCorners(rhombOf(o, 1), tileCut, inset)
	for i, p := range pts {
		pts[i] = pt{X: p.X + mid.X, Y: p.Y + mid.Y}
	}
	return kit.PolyShape(pts)
}

// MarkShapes show a move or a seat's last move by its places' shapes, but
// a tile laid by its own outline, not by its two triangles.
func (b *Board) MarkShapes(places []rules.Place) []kit.Shape {
	var out []kit.Shape
	var tris []int
	for _, p := range places {
		if s, _ := cb.ParsePlace(p); s.Kind == cb.TriangleSpot {
			tris = append(tris, s.Index)
			continue
		}
		out = append(out, b.Shapes(p)...)
	}
	if len(tris) == 2 {
		return append(out, tileShape(tris[0], tris[1], tileInset))
	}
	for _, t := range tris {
		out = append(out, b.Shapes(cb.TrianglePlace(t))...)
	}
	return out
}
