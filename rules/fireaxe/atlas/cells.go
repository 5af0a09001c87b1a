package atlas

import "math"

// FlatScale is cos 51°: the flat map the board draws and cuts into spaces
// scales longitude by it (x = longitude × FlatScale, y = latitude), which
// keeps the shapes of the North Sea's latitudes true.
var FlatScale = math.Cos(51 * math.Pi / 180)

// Flat is p on the flat map.
func Flat(p LonLat) (x, y float64) { return p[0] * FlatScale, p[1] }

// SeaSpaceAt is the sea space whose cell holds the point p of water: the
// space whose anchor or seed is nearest p on the flat map. It is -1 where an
// OpenSea point is nearer (water that belongs to no space). River spaces
// have no cells (the board draws their courses). Whether p is water is the
// caller's to know, from the land polygons: the tests check that cells so
// cut meet on the water exactly where spaces are neighbours.
func (a *Atlas) SeaSpaceAt(p LonLat) int {
	best, owner := math.Inf(1), -1
	try := func(q LonLat, i int) {
		dx, dy := (p[0]-q[0])*FlatScale, p[1]-q[1]
		if d := dx*dx + dy*dy; d < best {
			best, owner = d, i
		}
	}
	for i := range a.Spaces {
		s := &a.Spaces[i]
		if s.River {
			continue
		}
		try(s.At, i)
		for _, q := range s.Seeds {
			try(q, i)
		}
	}
	for _, q := range a.OpenSea {
		try(q, -1)
	}
	return owner
}
