package atlas

import (
	"fmt"
	"math"
	"sort"
	"testing"
)

// The board cuts the sea into its spaces as the cells of the nearest anchor
// (At and any Seeds of the sea spaces) on its flat map: longitude scaled by
// cos 51°, latitude as it is (the projection assets/maps/README suggests).
// cellGrid samples that cutting over the water of the map.
type cellGrid struct {
	step       float64 // degrees of latitude between samples
	rows, cols int
	owner      []int // sea space index per sample, -1 on land
	lonOf      func(c int) float64
	latOf      func(r int) float64
}

var cosMap = math.Cos(51 * math.Pi / 180)

func seedsOf(a *Atlas) (pts []LonLat, owner []int) {
	for i, s := range a.Spaces {
		if s.River {
			continue
		}
		for _, p := range append([]LonLat{s.At}, s.Seeds...) {
			pts = append(pts, p)
			owner = append(owner, i)
		}
	}
	for _, p := range a.OpenSea {
		pts = append(pts, p)
		owner = append(owner, openSea)
	}
	return pts, owner
}

// openSea marks a sample of water that belongs to no space (land is -1).
const openSea = -2

func nearestSeed(p LonLat, pts []LonLat) int {
	best, bi := math.Inf(1), -1
	for i, q := range pts {
		dx, dy := (p[0]-q[0])*cosMap, p[1]-q[1]
		if d := dx*dx + dy*dy; d < best {
			best, bi = d, i
		}
	}
	return bi
}

func newCellGrid(a *Atlas, l *land, step float64) *cellGrid {
	g := &cellGrid{step: step}
	g.rows = int((l.box.North - l.box.South) / step)
	g.cols = int((l.box.East - l.box.West) * cosMap / step)
	g.latOf = func(r int) float64 { return l.box.South + (float64(r)+0.5)*step }
	g.lonOf = func(c int) float64 { return l.box.West + (float64(c)+0.5)*step/cosMap }
	pts, owner := seedsOf(a)
	g.owner = make([]int, g.rows*g.cols)
	for r := 0; r < g.rows; r++ {
		xs := l.landRow(g.latOf(r))
		k := 0
		for c := 0; c < g.cols; c++ {
			lon := g.lonOf(c)
			for k < len(xs) && xs[k] < lon {
				k++
			}
			if k%2 == 1 {
				g.owner[r*g.cols+c] = -1
				continue
			}
			g.owner[r*g.cols+c] = owner[nearestSeed(LonLat{lon, g.latOf(r)}, pts)]
		}
	}
	return g
}

// touching counts, for each pair of sea spaces, the samples where their
// cells meet across water, with one place where they do.
func (g *cellGrid) touching() map[[2]int]LonLat {
	meet := map[[2]int]LonLat{}
	for r := 0; r < g.rows; r++ {
		for c := 0; c < g.cols; c++ {
			o := g.owner[r*g.cols+c]
			if o < 0 {
				continue
			}
			for _, n := range [][2]int{{r, c + 1}, {r + 1, c}} {
				if n[0] >= g.rows || n[1] >= g.cols {
					continue
				}
				p := g.owner[n[0]*g.cols+n[1]]
				if p < 0 || p == o {
					continue
				}
				key := [2]int{min(o, p), max(o, p)}
				if _, ok := meet[key]; !ok {
					meet[key] = LonLat{g.lonOf(c), g.latOf(r)}
				}
			}
		}
	}
	return meet
}

// Drawn as nearest-anchor cells, two sea spaces share a border on the water
// exactly when they are neighbours: the board can cut the sea from the
// anchors alone and show the adjacency the rules use.
func TestSeaCellsMatchAdjacency(t *testing.T) {
	a, l := mustLoad(t), loadLand(t)
	g := newCellGrid(a, l, 0.1)
	meet := g.touching()
	var bad []string
	for key, at := range meet {
		s, o := a.Spaces[key[0]], a.Spaces[key[1]]
		if !contains(s.Adj, o.ID) {
			bad = append(bad, fmt.Sprintf("the cells of %q and %q meet at [%.1f, %.1f], but they are not neighbours", s.ID, o.ID, at[0], at[1]))
		}
	}
	for i, s := range a.Spaces {
		for _, n := range s.Adj {
			j := spaceNumber(a, n)
			if s.River || a.Spaces[j].River || j < i {
				continue
			}
			if _, ok := meet[[2]int{i, j}]; !ok {
				bad = append(bad, fmt.Sprintf("%q and %q are neighbours, but their cells do not meet", s.ID, n))
			}
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Error(b)
	}
}

func spaceNumber(a *Atlas, id string) int {
	for i, s := range a.Spaces {
		if s.ID == id {
			return i
		}
	}
	return -1
}

// The water next to a port is the cell of a space it opens onto, so the
// board shows each port on the space it is reached from.
func TestPortsBesideTheirCells(t *testing.T) {
	a, l := mustLoad(t), loadLand(t)
	g := newCellGrid(a, l, 0.1)
	for _, p := range a.Ports {
		var own []int
		for _, id := range p.Spaces {
			if i := spaceNumber(a, id); !a.Spaces[i].River {
				own = append(own, i)
			}
		}
		if len(own) == 0 {
			continue // a river port: the board draws it on its river
		}
		o, at := g.nearestWater(p.At)
		found := false
		for _, i := range own {
			found = found || i == o
		}
		if !found {
			name := "open sea"
			if o >= 0 {
				name = a.Spaces[o].ID
			}
			t.Errorf("port %q: the water nearest it, at [%.1f, %.1f], is %s, not a space it opens onto", p.ID, at[0], at[1], name)
		}
	}
}

// nearestWater is the owner of the water sample nearest p, and where it is.
func (g *cellGrid) nearestWater(p LonLat) (int, LonLat) {
	best, owner, where := math.Inf(1), -1, LonLat{}
	for r := 0; r < g.rows; r++ {
		for c := 0; c < g.cols; c++ {
			o := g.owner[r*g.cols+c]
			if o == -1 {
				continue
			}
			q := LonLat{g.lonOf(c), g.latOf(r)}
			if d := km(p, q); d < best {
				best, owner, where = d, o, q
			}
		}
	}
	return owner, where
}
