package fireaxe

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"embers/rules/fireaxe/atlas"
)

// land is the map's land: rings of [longitude, latitude] (an outline, then
// any holes), filled by the even-odd rule. Rings cut by the box run along
// its edges; those stretches are no coast.
type land struct {
	west, east, south, north float64
	rings                    [][]atlas.LonLat
}

// parseLand reads the land polygons (assets/maps/README.md gives the format).
func parseLand(data []byte) (*land, error) {
	var doc struct {
		Box struct {
			West, East, South, North float64
		} `json:"box"`
		Polygons [][][][2]float64 `json:"polygons"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("the map's land cannot be read (rebuild the program with assets/maps intact): %w", err)
	}
	b := doc.Box
	if !(b.West < b.East && b.South < b.North) {
		return nil, errors.New("the map's land has no box to draw in (assets/maps/README.md gives the format)")
	}
	l := &land{west: b.West, east: b.East, south: b.South, north: b.North}
	for _, poly := range doc.Polygons {
		for _, ring := range poly {
			if len(ring) < 3 {
				continue
			}
			r := make([]atlas.LonLat, len(ring))
			for i, p := range ring {
				r[i] = atlas.LonLat(p)
			}
			l.rings = append(l.rings, r)
		}
	}
	if len(l.rings) == 0 {
		return nil, errors.New("the map's land holds no coast (assets/maps/europe-land-50m.json is empty)")
	}
	return l, nil
}

// coastal tells whether the edge a-b is coast, not a cut along the box.
func (l *land) coastal(a, b atlas.LonLat) bool {
	const eps = 1e-6
	same := func(x, y, v float64) bool { return math.Abs(x-v) < eps && math.Abs(y-v) < eps }
	return !(same(a[0], b[0], l.west) || same(a[0], b[0], l.east) ||
		same(a[1], b[1], l.south) || same(a[1], b[1], l.north))
}

// crossings appends the longitudes where the land's edges cross the
// latitude lat, for filling a row by the even-odd rule.
func (l *land) crossings(dst []float64, lat float64) []float64 {
	for _, r := range l.rings {
		for i, a := range r {
			b := r[(i+1)%len(r)]
			if (a[1] > lat) != (b[1] > lat) {
				dst = append(dst, a[0]+(lat-a[1])/(b[1]-a[1])*(b[0]-a[0]))
			}
		}
	}
	return dst
}
