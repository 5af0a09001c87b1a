package cronberg

import (
	"math"

	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// Board geometry in logical pixels. The rules give the town in board units
// (one triangle side); the scene scales them about the board's centre.
const (
	unit      = 70.0 // one triangle side
	wallW     = 15.0 // the wall's thickness, outside the town's edge
	trackIn   = 19.0 // the score track, from this far outside the edge...
	trackOut  = 47.0 // ...to this far
	crossR    = 9.0  // a crossing's little square
	tokenR    = 13.0 // a token standing on a crossing
	pickR     = 17.0 // how near the mouse must come to a crossing to point at it
	markerR   = 8.5  // a score marker on the track
	tileInset = 2.5  // a tile lies this far inside its triangles' edges
	tileCut   = 11.0 // and its corners are cut this far from the crossings
)

// pt is a point on the screen.
type pt = ui.Pt

// origin is the town's square on the screen.
var origin = play.Rect{X: 20, Y: 20, W: 680, H: 680}

var (
	cx = origin.X + origin.W/2
	cy = origin.Y + origin.H/2 + 6 // a little low: the pile sits above the wall
)

// screen maps a point in board units to the screen.
func screen(p cb.Point) pt { return pt{X: cx + p.X*unit, Y: cy + p.Y*unit} }

// crossingAt is crossing c on the screen.
func crossingAt(c int) pt { return screen(cb.CrossingPos(c)) }

// triPts are the three corners of triangle t on the screen.
func triPts(t int) [3]pt {
	c := cb.TriangleCorners(t)
	return [3]pt{crossingAt(c[0]), crossingAt(c[1]), crossingAt(c[2])}
}

// triCentre is the middle of triangle t on the screen.
func triCentre(t int) pt { return screen(cb.Centroid(t)) }

// pointUp reports whether triangle t points up (its lone corner on top).
func pointUp(t int) bool {
	p := triPts(t)
	top := math.Min(p[0].Y, math.Min(p[1].Y, p[2].Y))
	n := 0
	for _, q := range p {
		if math.Abs(q.Y-top) < 1 {
			n++
		}
	}
	return n == 1
}

// insideTri reports whether (x, y) lies in triangle t.
func insideTri(t int, x, y float64) bool {
	p := triPts(t)
	s := func(a, b pt) float64 { return (b.X-a.X)*(y-a.Y) - (b.Y-a.Y)*(x-a.X) }
	d0, d1, d2 := s(p[0], p[1]), s(p[1], p[2]), s(p[2], p[0])
	neg := d0 < 0 || d1 < 0 || d2 < 0
	pos := d0 > 0 || d1 > 0 || d2 > 0
	return !(neg && pos)
}

// triangleAt is the triangle under a point, or -1.
func triangleAt(x, y float64) int {
	for t := range cb.NumTriangles {
		if insideTri(t, x, y) {
			return t
		}
	}
	return -1
}

// crossingNear is the crossing within pickR of a point, or -1.
func crossingNear(x, y float64) int {
	best, bestD := -1, pickR
	for c := range cb.NumCrossings {
		p := crossingAt(c)
		if d := math.Hypot(p.X-x, p.Y-y); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// hexRing is the town's outline pushed out by d pixels: six corners
// clockwise from the top left.
func hexRing(d float64) [6]pt {
	var out [6]pt
	for i, c := range cb.WallCorners() {
		p := crossingAt(c)
		dx, dy := p.X-cx, p.Y-cy
		l := math.Hypot(dx, dy)
		k := d / math.Cos(math.Pi/6) // a corner moves further than an edge
		out[i] = pt{X: p.X + dx/l*k, Y: p.Y + dy/l*k}
	}
	return out
}

// castleRing is the castle hill's outline pushed in by d pixels.
func castleRing(d float64) [6]pt {
	var out [6]pt
	for i, c := range cb.CastleCorners() {
		p := crossingAt(c)
		dx, dy := p.X-cx, p.Y-cy
		l := math.Hypot(dx, dy)
		k := d / math.Cos(math.Pi/6)
		out[i] = pt{X: p.X - dx/l*k, Y: p.Y - dy/l*k}
	}
	return out
}

// ringPoint is the point a fraction f (0..1, clockwise from the first
// corner) along the closed outline ring.
func ringPoint(ring [6]pt, f float64) pt {
	f -= math.Floor(f)
	side := f * 6
	i := int(side)
	a, b := ring[i%6], ring[(i+1)%6]
	k := side - float64(i)
	return pt{X: play.Lerp(a.X, b.X, k), Y: play.Lerp(a.Y, b.Y, k)}
}

// trackSpan is where space i of the score track runs along the wall, as a
// fraction of the way round: its start, its middle and its end.
func trackSpan(i int) (from, mid, to float64) {
	n := float64(cb.TrackSpaces())
	from = (float64(i) - 0.5) / n
	return from, from + 0.5/n, from + 1/n
}

// trackSpace is the space a score stands on (negative scores count
// backwards from 0) and the number of full laps beyond it.
func trackSpace(score int) (space, laps int) {
	n := cb.TrackSpaces()
	space = ((score % n) + n) % n
	return space, (score - space) / n
}

// trackSpot is where a marker stands on space i: the middle of the track,
// nudged along it by slot (0..shared-1) so markers sharing a space all show.
func trackSpot(i, slot, shared int) pt {
	_, mid, _ := trackSpan(i)
	off := (float64(slot) - float64(shared-1)/2) * 0.0045
	return ringPoint(hexRing((trackIn+trackOut)/2), mid+off)
}

// Where the face-down pile and the drawn tile lie on the board.
var (
	pileSpot = pt{X: origin.X + 74, Y: origin.Y + 62}
	handSpot = pt{X: origin.X + origin.W - 86, Y: origin.Y + 66}
)
