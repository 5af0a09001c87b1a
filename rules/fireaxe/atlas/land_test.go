package atlas

import (
	"encoding/json"
	"math"
	"os"
	"sort"
	"testing"
)

// The land of the map (Natural Earth 1:50m, public domain, via world-atlas,
// ISC): the board draws it from assets/maps; the tests read the same file to
// check that the anchors sit where the map says. The package itself never
// reads it.
const landFile = "../../../assets/maps/europe-land-50m.json"

type land struct {
	box struct{ West, East, South, North float64 }
	// edges of every ring; a ring cut by the box runs along its edges, and
	// those stretches are no coast (coast says which are).
	edges []edge
}

type edge struct {
	a, b  LonLat
	coast bool
}

func loadLand(t *testing.T) *land {
	t.Helper()
	data, err := os.ReadFile(landFile)
	if err != nil {
		t.Fatalf("the land polygons the board draws must ship in assets/maps: %v", err)
	}
	var doc struct {
		Box struct {
			West, East, South, North float64
		} `json:"box"`
		Polygons [][][][2]float64 `json:"polygons"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("%s: %v", landFile, err)
	}
	l := &land{}
	l.box.West, l.box.East, l.box.South, l.box.North = doc.Box.West, doc.Box.East, doc.Box.South, doc.Box.North
	for _, poly := range doc.Polygons {
		for _, ring := range poly {
			for i := range ring {
				a, b := LonLat(ring[i]), LonLat(ring[(i+1)%len(ring)])
				l.edges = append(l.edges, edge{a, b, !l.alongBox(a, b)})
			}
		}
	}
	if len(l.edges) < 1000 {
		t.Fatalf("%s holds only %d edges", landFile, len(l.edges))
	}
	return l
}

func (l *land) alongBox(a, b LonLat) bool {
	const eps = 1e-6
	same := func(x, y, v float64) bool { return math.Abs(x-v) < eps && math.Abs(y-v) < eps }
	return same(a[0], b[0], l.box.West) || same(a[0], b[0], l.box.East) ||
		same(a[1], b[1], l.box.South) || same(a[1], b[1], l.box.North)
}

// onLand counts the edges a ray eastward from p crosses (the even-odd rule).
func (l *land) onLand(p LonLat) bool {
	in := false
	for _, e := range l.edges {
		if (e.a[1] > p[1]) != (e.b[1] > p[1]) {
			x := e.a[0] + (p[1]-e.a[1])/(e.b[1]-e.a[1])*(e.b[0]-e.a[0])
			if x > p[0] {
				in = !in
			}
		}
	}
	return in
}

// landRow gives, for the latitude lat, the longitudes where land begins and
// ends, sorted: the points between the 1st and 2nd, 3rd and 4th ... are land.
func (l *land) landRow(lat float64) []float64 {
	var xs []float64
	for _, e := range l.edges {
		if (e.a[1] > lat) != (e.b[1] > lat) {
			xs = append(xs, e.a[0]+(lat-e.a[1])/(e.b[1]-e.a[1])*(e.b[0]-e.a[0]))
		}
	}
	sort.Float64s(xs)
	return xs
}

// km is the distance between two points near each other (a flat map centred
// on the first: good to a few per cent over the ~100 km the tests measure).
func km(p, q LonLat) float64 {
	dx := (q[0] - p[0]) * math.Cos(p[1]*math.Pi/180) * 111.32
	dy := (q[1] - p[1]) * 110.57
	return math.Hypot(dx, dy)
}

// kmToSegment is the distance from p to the segment a-b.
func kmToSegment(p, a, b LonLat) float64 {
	c := math.Cos(p[1]*math.Pi/180) * 111.32
	ax, ay := (a[0]-p[0])*c, (a[1]-p[1])*110.57
	bx, by := (b[0]-p[0])*c, (b[1]-p[1])*110.57
	dx, dy := bx-ax, by-ay
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = math.Max(0, math.Min(1, -(ax*dx+ay*dy)/l2))
	}
	return math.Hypot(ax+t*dx, ay+t*dy)
}

// coastKm is the distance from p to the nearest coast.
func (l *land) coastKm(p LonLat) float64 {
	best := math.Inf(1)
	for _, e := range l.edges {
		if e.coast {
			best = math.Min(best, kmToSegment(p, e.a, e.b))
		}
	}
	return best
}

// courseKm is the distance from p to a river's course.
func courseKm(p LonLat, course []LonLat) float64 {
	best := math.Inf(1)
	for i := 0; i+1 < len(course); i++ {
		best = math.Min(best, kmToSegment(p, course[i], course[i+1]))
	}
	return best
}
