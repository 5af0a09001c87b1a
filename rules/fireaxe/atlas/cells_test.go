package atlas

import (
	"fmt"
	"math"
	"sort"
	"testing"
)

// cellGrid samples the board's cutting of the sea into spaces (SeaSpaceAt)
// over the water of the map.
type cellGrid struct {
	step       float64 // degrees of latitude between samples
	rows, cols int
	owner      []int // sea space index per sample, -1 on land
	lonOf      func(c int) float64
	latOf      func(r int) float64
}

// openSea marks a sample of water that belongs to no space (land is -1).
const openSea = -2

func newCellGrid(a *Atlas, l *land, step float64) *cellGrid {
	g := &cellGrid{step: step}
	g.rows = int((l.box.North - l.box.South) / step)
	g.cols = int((l.box.East - l.box.West) * FlatScale / step)
	g.latOf = func(r int) float64 { return l.box.South + (float64(r)+0.5)*step }
	g.lonOf = func(c int) float64 { return l.box.West + (float64(c)+0.5)*step/FlatScale }
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
			o := a.SeaSpaceAt(LonLat{lon, g.latOf(r)})
			if o < 0 {
				o = openSea
			}
			g.owner[r*g.cols+c] = o
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

// Known waters fall in the spaces a sailor would name.
func TestSeaSpaceAtKnownWaters(t *testing.T) {
	a := mustLoad(t)
	for _, c := range []struct {
		name string
		at   LonLat
		want string
	}{
		{"the Firth of Forth", LonLat{-2.9, 56.05}, "north_sea"},
		{"the Moray Firth", LonLat{-3.6, 57.7}, "northern_north_sea"},
		{"the Solway Firth", LonLat{-3.6, 54.85}, "irish_sea"},
		{"the Gulf of Riga", LonLat{23.5, 57.6}, "gotland_sea"},
		{"the Bothnian Bay", LonLat{23.0, 65.0}, "svea_sea"},
		{"the German Bight", LonLat{7.8, 54.3}, "frisian_sea"},
		{"the Little Belt", LonLat{9.9, 55.3}, "belts"},
		{"the Ligurian Sea", LonLat{9.0, 43.8}, "tyrrhenian_sea"},
		{"the Gulf of Cadiz", LonLat{-7.0, 36.8}, "gulf_of_cadiz"},
		{"the Sea of Azov", LonLat{36.5, 46.0}, "black_sea"},
		{"the Strait of Belle Isle", LonLat{-56.5, 51.5}, "vinland_waters"},
	} {
		if got := a.SeaSpaceAt(c.at); got < 0 || a.Spaces[got].ID != c.want {
			name := "open sea"
			if got >= 0 {
				name = a.Spaces[got].ID
			}
			t.Errorf("%s %v is in %s, want %s", c.name, c.at, name, c.want)
		}
	}
	for _, p := range []LonLat{{-35, 40}, {16, 43}, {49, 42}} {
		if got := a.SeaSpaceAt(p); got != -1 {
			t.Errorf("%v should be open sea, is %s", p, a.Spaces[got].ID)
		}
	}
}
