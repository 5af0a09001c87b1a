package cronberg

import (
	"image/color"
	"math"

	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// keyFocus is the keyboard's place in the town: arrow keys move it from
// crossing to crossing (or, laying a tile, from triangle to triangle, Tab
// turning the tile to the next side), Enter acts as a click there. Moving
// the mouse hands control back to it.
type keyFocus struct {
	on       bool
	crossing int // the focused crossing
	tri      int // the focused triangle (laying a tile)
	side     int // which of its neighbours the tile reaches to
}

// keyboard turns arrow keys, Tab and Enter into the pointer input the
// board already understands; it returns in unchanged while the mouse leads.
func (b *Board) keyboard(in *ui.Input) *ui.Input {
	k := &b.keys
	if in.MouseMoved || in.Click {
		k.on = false
		return in
	}
	dx, dy := 0.0, 0.0
	switch {
	case in.Left:
		dx = -1
	case in.Right:
		dx = 1
	case in.Up:
		dy = -1
	case in.Down:
		dy = 1
	}
	moved := dx != 0 || dy != 0 || (in.Tab && b.pick.lay)
	if !moved && !k.on {
		return in
	}
	if !k.on {
		k.on = true
		k.crossing, k.tri, k.side = b.startFocus(in)
		dx, dy = 0, 0 // the first key only shows where the focus is
	}
	out := *in
	out.Confirm, out.Click = false, in.Confirm
	if b.pick.lay {
		b.moveTriangle(dx, dy, in.Tab && !in.Prev)
		x, y := b.sidePoint()
		out.MouseX, out.MouseY = x, y
		return &out
	}
	if dx != 0 || dy != 0 {
		k.crossing = nearestInDirection(crossingAt(k.crossing), dx, dy, cb.NumCrossings, crossingAt, k.crossing)
	}
	p := crossingAt(k.crossing)
	out.MouseX, out.MouseY = p.X, p.Y
	return &out
}

// startFocus is where the keyboard starts: under the mouse if it is on
// the town, else the first lit crossing or triangle.
func (b *Board) startFocus(in *ui.Input) (crossing, tri, side int) {
	crossing, tri = crossingNear(in.MouseX, in.MouseY), triangleAt(in.MouseX, in.MouseY)
	p := &b.pick
	for x := range cb.NumCrossings {
		if crossing < 0 && p.tokens[x] {
			crossing = x
		}
	}
	for t := range cb.NumTriangles {
		if (tri < 0 || !p.layOn[tri]) && p.layOn[t] {
			tri = t
		}
	}
	return max(crossing, 0), max(tri, 0), 0
}

// moveTriangle moves the focus to the next triangle in a direction, or
// turns the tile to the next side that can take it.
func (b *Board) moveTriangle(dx, dy float64, turn bool) {
	k := &b.keys
	if dx != 0 || dy != 0 {
		k.tri = nearestInDirection(triCentre(k.tri), dx, dy, cb.NumTriangles, triCentre, k.tri)
		k.side = 0
	}
	nb := cb.TriangleNeighbours(k.tri)
	if turn {
		k.side++
	}
	for range len(nb) { // skip the sides the rules refuse
		if b.pick.turn != nil && b.pick.turn.IsLegal(cb.LayMove(k.tri, nb[k.side%len(nb)])) {
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
	return play.Lerp(ctr.X, mid.X, 0.55), play.Lerp(ctr.Y, mid.Y, 0.55)
}

// nearestInDirection is the item (0..n-1, placed by at) nearest to from in
// the direction (dx, dy), within 70 degrees of it, the nearer and the
// straighter the better; cur when there is none.
func nearestInDirection(from pt, dx, dy float64, n int, at func(int) pt, cur int) int {
	best, bestScore := cur, math.Inf(1)
	for i := range n {
		q := at(i)
		ax, ay := q.X-from.X, q.Y-from.Y
		d := math.Hypot(ax, ay)
		if d < 5 {
			continue
		}
		cos := (ax*dx + ay*dy) / d
		if cos < 0.34 {
			continue
		}
		if score := d / (cos * cos); score < bestScore {
			best, bestScore = i, score
		}
	}
	return best
}

var keyRing = color.RGBA{255, 255, 255, 255}

// drawKeyFocus rings the keyboard's place while it leads.
func (b *Board) drawKeyFocus(c *ui.Canvas) {
	k := &b.keys
	if !k.on {
		return
	}
	if b.pick.lay {
		b.triangleLight(c, k.tri, keyRing, 2, 0.8, false)
		return
	}
	p := crossingAt(k.crossing)
	b.ring(c, p.X, p.Y, 17, 2, keyRing, 0.9)
}
