package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
)

// looks are how the town rings its places: the log's pointing in gold, a
// seat's last move in its colour (a crossing ringed just outside its
// token, a tile by its own outline).
var looks = play.Looks{
	Point: play.Look{Col: play.LitGold, Width: 4, Inset: 4, A: 1},
	Mark:  play.Look{Width: 3, Inset: 5, A: 0.95},
}

// crossingRing is the radius of a crossing's shape: the room round a
// token where the town's rings stand.
const crossingRing = 24.0

// Shapes are the outlines a place of the town (rules/cronberg/places.go)
// covers on the screen: a crossing's ring, a triangle, a laid building's
// tile, the castle hill, the pile, the pass button.
func (b *Board) Shapes(p rules.Place) []play.Shape {
	s, _ := cb.ParsePlace(p)
	switch s.Kind {
	case cb.CrossingSpot:
		q := crossingAt(s.Index)
		return []play.Shape{play.CircleShape(q.X, q.Y, crossingRing)}
	case cb.TriangleSpot:
		pts := triPts(s.Index)
		tri := play.PolyShape(pts[:])
		tri.Ground = true
		return []play.Shape{tri}
	case cb.BuildingSpot:
		if !b.m.free(s.Index) {
			return []play.Shape{tileShape(s.Index, b.m.mate[s.Index], tileInset)}
		}
	case cb.CastleSpot:
		return []play.Shape{play.PolyShape(castleRing(0))}
	case cb.PileSpot:
		return []play.Shape{play.RectShape(play.Rect{X: pileSpot.X - 48, Y: pileSpot.Y - 34, W: 96, H: 68}, 8)}
	case cb.PassSpot:
		return []play.Shape{play.RectShape(passButton(), 8)}
	}
	return nil
}

// tileShape is the outline of a tile on triangles t and u, its corners cut
// and its sides pulled in by inset.
func tileShape(t, u int, inset float64) play.Shape {
	mid, o := pairShape(t, u)
	pts := rhombOf(o, 1).cut(tileCut, inset)
	for i, p := range pts {
		pts[i] = pt{X: p.X + mid.X, Y: p.Y + mid.Y}
	}
	return play.PolyShape(pts)
}

// MarkShapes mark a seat's last move: the crossing of its token, or the
// outline of the tile it laid (not its two triangles).
func (b *Board) MarkShapes(places []rules.Place) []play.Shape {
	var out []play.Shape
	var tris []int
	for _, p := range places {
		switch s, _ := cb.ParsePlace(p); s.Kind {
		case cb.CrossingSpot:
			out = append(out, b.Shapes(p)...)
		case cb.TriangleSpot:
			tris = append(tris, s.Index)
		}
	}
	if len(tris) >= 2 { // a tile laid: drawn where the kit's inset brings it onto its outline
		out = append(out, tileShape(tris[0], tris[1], tileInset+1.5-looks.Mark.Inset))
	}
	return out
}
