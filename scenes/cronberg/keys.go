package cronberg

import (
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// keyFocus is the keyboard's place in the town: arrow keys move it from
// crossing to crossing (or, laying a tile, from triangle to triangle, Tab
// turning the tile to the next side), Enter acts as a click there. Moving
// the mouse hands control back to it.
type keyFocus struct {
	tri  int // the focused triangle (laying a tile; the kit's Focus holds its place)
	side int // which of its neighbours the tile reaches to
}

// keyboard turns arrow keys, Tab and Enter into the pointer input the
// board already understands; the first key only shows where the focus is.
func (b *Board) keyboard(in *ui.Input) *ui.Input {
	k := &b.keys
	return b.Keyboard(in, in.Tab && b.m.laying, func(dx, dy float64, first bool) (float64, float64) {
		if first {
			k.tri, k.side = b.startTriangle(in), 0
			dx, dy = 0, 0
		}
		if b.m.laying {
			b.moveTriangle(dx, dy, in.Tab && !in.Prev)
			b.Focus.Place = cb.TrianglePlace(k.tri)
			return b.sidePoint()
		}
		return b.FocusPlaces(in.MouseX, in.MouseY, crossings, crossings[0], dx, dy, first)
	})
}

// crossings are the places the keyboard's focus steps between while no
// tile is to be laid.
var crossings = kit.PlaceList(cb.NumCrossings, cb.CrossingPlace)

// startTriangle is where the keyboard starts laying a tile: the triangle
// under the mouse if a lay covers it, else the first one a lay covers.
func (b *Board) startTriangle(in *ui.Input) int {
	tri := triangleAt(in.MouseX, in.MouseY)
	for t := range cb.NumTriangles {
		if (tri < 0 || !b.pick.layOn(tri)) && b.pick.layOn(t) {
			tri = t
		}
	}
	return max(tri, 0)
}

// moveTriangle moves the focus to the next triangle in a direction, or
// turns the tile to the next side that can take it.
func (b *Board) moveTriangle(dx, dy float64, turn bool) {
	k := &b.keys
	if dx != 0 || dy != 0 {
		k.tri = kit.NearestInDirection(triCentre(k.tri), dx, dy, cb.NumTriangles, triCentre, k.tri)
		k.side = 0
	}
	nb := cb.TriangleNeighbours(k.tri)
	if turn {
		k.side++
	}
	for range len(nb) { // skip the sides the rules refuse
		if t := b.Pick.Turn; t != nil && t.IsLegal(cb.LayMove(k.tri, nb[k.side%len(nb)])) {
			break
		}
		k.side++
	}
	k.side %= len(nb)
}

// sidePoint is a point in the focused triangle towards its focused side.
func (b *Board) sidePoint() (float64, float64) {
	k := &b.keys
	nb := cb.TriangleNeighbours(k.tri)
	ctr := triCentre(k.tri)
	mid, _ := pairShape(k.tri, nb[k.side%len(nb)])
	return kit.Lerp(ctr.X, mid.X, 0.55), kit.Lerp(ctr.Y, mid.Y, 0.55)
}
