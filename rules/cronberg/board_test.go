package cronberg

import "testing"

func TestBoardShape(t *testing.T) {
	kinds := map[Kind]int{}
	for tr := range NumTriangles {
		kinds[TriangleKind(tr)]++
		n := len(TriangleNeighbours(tr))
		if n < 1 || n > 3 {
			t.Errorf("triangle %s has %d neighbours", TriangleName(tr), n)
		}
		for _, u := range TriangleNeighbours(tr) {
			if !Adjacent(u, tr) {
				t.Errorf("adjacency of %s and %s is one-sided", TriangleName(tr), TriangleName(u))
			}
		}
		if got, ok := ParseTriangle(TriangleName(tr)); !ok || got != tr {
			t.Errorf("ParseTriangle(%q) = %d, %v", TriangleName(tr), got, ok)
		}
	}
	if kinds[Park] != 10 || kinds[Guard] != 4 || kinds[Coat] != 4 {
		t.Errorf("kinds %v, want 10 parks, 4 guards, 4 coats", kinds)
	}
	inner := 0
	for c := range NumCrossings {
		n := len(CrossingTriangles(c))
		if n < 2 || n > 6 {
			t.Errorf("crossing %s has %d triangles", CrossingName(c), n)
		}
		if n == 6 {
			inner++
		}
		// Around an inner crossing each triangle shares an edge with the next.
		ts := CrossingTriangles(c)
		for i := range ts {
			if n == 6 && !Adjacent(ts[i], ts[(i+1)%6]) {
				t.Errorf("crossing %s: %s and %s are not neighbours", CrossingName(c), TriangleName(ts[i]), TriangleName(ts[(i+1)%6]))
			}
		}
	}
	if inner != 18 {
		t.Errorf("%d inner crossings, want 18", inner)
	}
	// A half turn maps the board onto itself, kinds included.
	for tr := range NumTriangles {
		p := Centroid(tr)
		found := false
		for u := range NumTriangles {
			q := Centroid(u)
			if abs(q.X+p.X) < 1e-3 && abs(q.Y+p.Y) < 1e-3 {
				found = true
				if TriangleKind(u) != TriangleKind(tr) {
					t.Errorf("%s is a %v but its half-turn twin %s a %v", TriangleName(tr), TriangleKind(tr), TriangleName(u), TriangleKind(u))
				}
			}
		}
		if !found {
			t.Errorf("%s has no half-turn twin", TriangleName(tr))
		}
	}
}

func TestRhombiPattern(t *testing.T) {
	sum, small := 0, 0
	for i := range NumRhombi {
		r := Tile(i)
		sum += r.Value
		if r.Sharp() != 2*r.Blunt() {
			t.Errorf("%s: sharp %d is not twice blunt %d", r.Name, r.Sharp(), r.Blunt())
		}
		if r.Value >= -2 && r.Value <= 2 {
			small++
		}
	}
	if sum != 0 || small < NumRhombi/2 {
		t.Errorf("values sum to %d (want 0), %d small (want most)", sum, small)
	}
	for _, name := range []string{"City Hall", "Cemetery", "Church"} {
		if TileByName(name) < 0 {
			t.Errorf("no %s rhombus", name)
		}
	}
	// Corners of a rhombus on c3 (up) and c4? pick an adjacent pair.
	a, _ := ParseTriangle("a4")
	b, _ := ParseTriangle("a5")
	cs := Corners(TileByName("Church"), a, b)
	if cs[0].Value != 3 || cs[1].Value != 3 || cs[2].Value != 6 || cs[3].Value != 6 || !cs[2].Sharp {
		t.Errorf("church corners %+v, want 3,3 blunt and 6,6 sharp", cs)
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestSharedEdge(t *testing.T) {
	a1, _ := ParseTriangle("a1") // crossings 1, 6, 7
	a2, _ := ParseTriangle("a2") // crossings 1, 2, 7
	a3, _ := ParseTriangle("a3") // crossings 2, 7, 8: only 7 in common with a1
	if a, b, ok := SharedEdge(a1, a2); !ok || CrossingName(a) != "1" || CrossingName(b) != "7" {
		t.Errorf("SharedEdge(a1, a2) = %s, %s, %v; want the street from 1 to 7", CrossingName(a), CrossingName(b), ok)
	}
	if a, b, ok := SharedEdge(a2, a1); !ok || CrossingName(a) != "1" || CrossingName(b) != "7" {
		t.Errorf("SharedEdge(a2, a1) = %s, %s, %v; want 1, 7 in a2's corner order", CrossingName(a), CrossingName(b), ok)
	}
	if _, _, ok := SharedEdge(a1, a3); ok {
		t.Error("a1 and a3 meet at one crossing only, yet share a street")
	}
}
