package atlas

import (
	"math"
	"testing"
)

// How near the anchors must lie (km): a port on its coast (the polygons are
// 1:50m, and a port like York or Nantes stands up an estuary), a river port
// or a river space's label on its river.
const (
	portCoastKm  = 80
	riverKm      = 30
	riverMouthKm = 40
)

// Every sea space's anchor and seeds are at sea, and every anchor lies
// inside the map.
func TestSeaAnchorsAtSea(t *testing.T) {
	a, l := mustLoad(t), loadLand(t)
	for _, s := range a.Spaces {
		if !l.inBox(s.At) {
			t.Errorf("space %q: anchor %v is outside the map", s.ID, s.At)
		}
		for _, q := range append([]LonLat{s.At}, s.Seeds...) {
			if !s.River && l.onLand(q) {
				t.Errorf("space %q: anchor or seed %v is on land; move it out to sea", s.ID, q)
			}
		}
	}
}

// The open sea's points are water inside the map too.
func TestOpenSeaAtSea(t *testing.T) {
	a, l := mustLoad(t), loadLand(t)
	for _, q := range a.OpenSea {
		if !l.inBox(q) || l.onLand(q) {
			t.Errorf("open sea point %v is on land or outside the map", q)
		}
	}
}

func (l *land) inBox(p LonLat) bool {
	return p[0] > l.box.West && p[0] < l.box.East && p[1] > l.box.South && p[1] < l.box.North
}

// A river space's anchor lies on its course; its mouth meets the coast where
// it opens onto a sea space, and it joins the rivers next to it end to end.
func TestRiversOnTheirCourses(t *testing.T) {
	a, l := mustLoad(t), loadLand(t)
	spaces := spaceIndex(a)
	for _, s := range a.Spaces {
		if !s.River {
			continue
		}
		if d := courseKm(s.At, s.Course); d > riverKm {
			t.Errorf("space %q: anchor %v is %.0f km from its course", s.ID, s.At, d)
		}
		mouth := s.Course[0]
		for _, n := range s.Adj {
			o := spaces[n]
			switch {
			case !o.River:
				if d := l.coastKm(mouth); d > riverMouthKm {
					t.Errorf("space %q: opens onto %q but its mouth %v is %.0f km from the coast", s.ID, n, mouth, d)
				}
			case !riversJoin(s.Course, o.Course):
				t.Errorf("rivers %q and %q are neighbours but their courses do not meet end to end", s.ID, n)
			}
		}
	}
}

func riversJoin(a, b []LonLat) bool {
	for _, p := range []LonLat{a[0], a[len(a)-1]} {
		for _, q := range []LonLat{b[0], b[len(b)-1]} {
			if km(p, q) < 5 {
				return true
			}
		}
	}
	return false
}

// A port's anchor is on its coast (or its river), near the spaces it opens
// onto; neighbouring spaces' anchors are not a world apart either, which
// catches a neighbour listed by mistake.
func TestPortAnchorsOnTheirCoasts(t *testing.T) {
	a, l := mustLoad(t), loadLand(t)
	spaces := spaceIndex(a)
	for _, p := range a.Ports {
		if !l.inBox(p.At) {
			t.Errorf("port %q: anchor %v is outside the map", p.ID, p.At)
		}
		var course []LonLat
		atSea := false
		for _, id := range p.Spaces {
			s := spaces[id]
			atSea = atSea || !s.River
			course = append(course, s.Course...)
			if d := km(p.At, s.At); d > 900 {
				t.Errorf("port %q: %.0f km from the anchor of its space %q", p.ID, d, id)
			}
		}
		if atSea {
			if d := l.coastKm(p.At); d > portCoastKm {
				t.Errorf("port %q: anchor %v is %.0f km from the coast", p.ID, p.At, d)
			}
		} else if d := courseKmAll(p.At, p, spaces); d > riverKm {
			t.Errorf("port %q: anchor %v is %.0f km from its river", p.ID, p.At, d)
		}
	}
	for _, s := range a.Spaces {
		for _, n := range s.Adj {
			if d := km(s.At, spaces[n].At); d > 1600 {
				t.Errorf("spaces %q and %q are neighbours %.0f km apart", s.ID, n, d)
			}
		}
	}
}

func courseKmAll(at LonLat, p Port, spaces map[string]Space) float64 {
	best := math.Inf(1)
	for _, id := range p.Spaces {
		best = math.Min(best, courseKm(at, spaces[id].Course))
	}
	return best
}

func spaceIndex(a *Atlas) map[string]Space {
	m := map[string]Space{}
	for _, s := range a.Spaces {
		m[s.ID] = s
	}
	return m
}
