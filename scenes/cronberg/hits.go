package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// registerLays registers, while a drawn tile is being laid, each way it
// can lie as its own target: in a triangle it may cover, the part nearest
// each edge it may share with a neighbour lays it over that neighbour (as
// layInput reads a click).
func (b *Board) registerLays(c *ui.Canvas, t *kit.Turn) {
	if c.Hits == nil || !b.m.laying {
		return
	}
	for tri := range cb.NumTriangles {
		legal := func(u int) bool { return t.IsLegal(cb.LayMove(tri, u)) }
		shapes := b.Shapes(cb.TrianglePlace(tri))
		if len(shapes) == 0 {
			continue
		}
		for _, u := range cb.TriangleNeighbours(tri) {
			if !legal(u) {
				continue
			}
			centre := triCentre(tri)
			mid, _ := pairShape(tri, u)
			tri, u := tri, u
			c.Hit(ui.Hit{
				Rect:  shapes[0].Bounds().UI(),
				X:     centre.X + 0.5*(mid.X-centre.X),
				Y:     centre.Y + 0.5*(mid.Y-centre.Y),
				In:    func(x, y float64) bool { return insideTri(tri, x, y) && nearestNeighbour(tri, x, y, legal) == u },
				Words: "lay over " + string(cb.TrianglePlace(tri)) + " and " + string(cb.TrianglePlace(u)),
				Moves: []rules.Move{cb.LayMove(tri, u)},
				Place: cb.TrianglePlace(tri),
			})
		}
	}
}

// Pointable says which places a person points at now: while a drawn tile
// is laid, the triangles only (a click anywhere in one lays it); else the
// crossings, the pile and the triangles (which say what they hold).
func (b *Board) Pointable(p rules.Place) bool {
	s, _ := cb.ParsePlace(p)
	if b.m.laying {
		return s.Kind == cb.TriangleSpot
	}
	return true
}
