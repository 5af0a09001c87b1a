package cronberg

import (
	"math"

	cb "embers/rules/cronberg"
	"embers/scenes/kit"
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
	markerR   = 8.5  // a score marker on the track
	tileInset = 2.5  // a tile lies this far inside its triangles' edges
	tileCut   = 11.0 // and its corners are cut this far from the crossings
)

// pt is a point on the screen.
type pt = ui.Pt

// origin is the town's square on the screen.
var origin = kit.Rect{X: 20, Y: 20, W: 680, H: 680}

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

// pointUp reports whether triangle t points up (its lone corner on top):
// its middle then lies two thirds of its height below its top, not one.
func pointUp(t int) bool {
	p := triPts(t)
	return triCentre(t).Y-min(p[0].Y, p[1].Y, p[2].Y) > unit*math.Sqrt(3)/4
}

// insideTri reports whether (x, y) lies in triangle t.
func insideTri(t int, x, y float64) bool {
	p := triPts(t)
	return kit.Inside(p[:], x, y)
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

// hexRing is the town's outline pushed out by d pixels: six corners
// clockwise from the top left.
func hexRing(d float64) []pt { return kit.Pushed(onScreen(cb.WallCorners()), cx, cy, d) }

// castleRing is the castle hill's outline pushed in by d pixels.
func castleRing(d float64) []pt { return kit.Pushed(onScreen(cb.CastleCorners()), cx, cy, -d) }

// onScreen places crossings on the screen.
func onScreen(crossings [6]int) []pt {
	out := make([]pt, len(crossings))
	for i, c := range crossings {
		out[i] = crossingAt(c)
	}
	return out
}

// track is the score track round the walls.
var track = kit.Track{Ring: hexRing, Spaces: cb.TrackSpaces(), In: trackIn, Out: trackOut}

// Where the face-down pile and the drawn tile lie on the board.
var (
	pileSpot = pt{X: origin.X + 74, Y: origin.Y + 62}
	handSpot = pt{X: origin.X + origin.W - 86, Y: origin.Y + 66}
)
